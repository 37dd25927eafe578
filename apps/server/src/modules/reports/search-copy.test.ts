import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { productSearchedText } from '../catalogue/product-list.service.ts';
import { searchKeyOf, searchTextOf } from '../catalogue/search-key.ts';
import { customerSearchedText } from '../customers/customer.service.ts';
import { customers } from '../customers/tables.ts';
import { orderStore, type OrderStore } from '../orders/order.fixtures.ts';
import { searchedKeys } from './cube-page.ts';
import { searchedIds } from './search-copy.ts';

// The copy of the search texts in memory (search-copy.ts) finds what PostgreSQL's own search
// finds, through products made, renamed and removed by the API and by SQL, customers likewise, and
// a rename still uncommitted while the copy looks (seen once it commits, never lost).
let t: TestApp;
let s: OrderStore;
const WORDS = ['مسك', 'عود', 'عنبر', 'ورد', 'زعفران'];
const products: string[] = [];
const buyers: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t);
  products.push(s.musk.productId, s.oud.productId);
});
afterAll(() => t.close());

const nameOf = (words: number[]) => words.map((w) => WORDS[w % WORDS.length]).join(' ');

/** Both answers to one search: the copy's and PostgreSQL's. */
async function bothWays(dimension: 'product' | 'customer', typed: string) {
  const needle = (dimension === 'product' ? productSearchedText : customerSearchedText)(typed);
  const db = t.database.db;
  const copy = await db.transaction((tx) => searchedIds(tx, s.storeId, dimension, needle));
  const { rows } = await db.execute<{ id: string }>(searchedKeys(dimension, s.storeId, typed)!);
  return { copy: [...copy].sort(), sql: rows.map((r) => r.id).sort() };
}

async function addCustomer(words: number[], digits: number) {
  const id = uuidv7();
  const name = nameOf(words);
  const phone = `+9665${String(digits).padStart(8, '0')}`;
  const text = searchTextOf([name, 'الزبون', `c${digits}@example.com`, phone.replace(/\D/g, '')]);
  await t.database.db.insert(customers).values({
    id,
    storeId: s.storeId,
    firstName: name,
    lastName: 'الزبون',
    phone,
    email: `c${digits}@example.com`,
    searchText: text,
    searchKey: searchKeyOf(text),
  });
  buyers.push(id);
}

const step = fc.oneof(
  fc.record({ kind: fc.constant('add product' as const), words: fc.array(fc.nat(9), { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('rename' as const), pick: fc.nat(), words: fc.array(fc.nat(9), { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('remove product' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('add customer' as const),
    words: fc.array(fc.nat(9), { minLength: 1, maxLength: 2 }),
    digits: fc.nat(99_999_999),
  }),
  fc.record({
    kind: fc.constant('rename customer' as const),
    pick: fc.nat(),
    words: fc.array(fc.nat(9), { minLength: 1, maxLength: 2 }),
  }),
  fc.record({ kind: fc.constant('remove customer' as const), pick: fc.nat() }),
);

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

async function apply(op: Step) {
  const db = t.database.db;
  if (op.kind === 'add product')
    products.push((await s.addProduct({ nameAr: nameOf(op.words), sku: `SC-${uuidv7()}` })).productId);
  else if (op.kind === 'rename' && products.length) {
    const id = products[op.pick % products.length]!;
    const text = searchTextOf([nameOf(op.words)]);
    await db.execute(
      sql`update products set name_ar = ${nameOf(op.words)}, search_text = ${text}, search_key = ${searchKeyOf(text)} where id = ${id}`,
    );
  } else if (op.kind === 'remove product' && products.length > 2) {
    const [id] = products.splice(op.pick % products.length, 1);
    const res = await s.delete(`/product/${id}/product`);
    expect(res.status).toBe(200);
  } else if (op.kind === 'add customer') await addCustomer(op.words, op.digits);
  else if (op.kind === 'rename customer' && buyers.length) {
    const id = buyers[op.pick % buyers.length]!;
    const text = searchTextOf([nameOf(op.words)]);
    await db.execute(sql`update customers set search_text = ${text}, search_key = ${searchKeyOf(text)} where id = ${id}`);
  } else if (op.kind === 'remove customer' && buyers.length) {
    const [id] = buyers.splice(op.pick % buyers.length, 1);
    await db.execute(sql`delete from customers where id = ${id}`);
  }
}

describe('the copy of the search texts', () => {
  it('finds what PostgreSQL finds, through products and customers made, renamed and removed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const op of ops) await apply(op);
        for (const word of [...WORDS, 'عود مسك', 'مسك عنبر', '0', '9665']) {
          const product = await bothWays('product', word);
          expect(product.copy).toEqual(product.sql);
          const customer = await bothWays('customer', word);
          expect(customer.copy).toEqual(customer.sql);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('sees a rename made while it looked once that rename commits', async () => {
    const db = t.database.db;
    const { productId } = await s.addProduct({ nameAr: 'بخور ملكي', sku: `SC-${uuidv7()}` });
    expect((await bothWays('product', 'بخور ملكي')).copy).toEqual([productId]);
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let renamed!: () => void;
    const writing = new Promise<void>((resolve) => (renamed = resolve));
    const writer = db.transaction(async (tx) => {
      const text = searchTextOf(['دهن عود']);
      await tx.execute(sql`update products set search_text = ${text}, search_key = ${searchKeyOf(text)} where id = ${productId}`);
      renamed();
      await held;
    });
    await writing;
    // Still uncommitted: the copy looks now and must look again later.
    expect((await bothWays('product', 'بخور ملكي')).copy).toEqual([productId]);
    commit();
    await writer;
    expect((await bothWays('product', 'بخور ملكي')).copy).toEqual([]);
    expect((await bothWays('product', 'دهن عود')).copy).toEqual([productId]);
  });
});
