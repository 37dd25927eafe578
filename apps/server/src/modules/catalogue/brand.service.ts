import { and, asc, count, eq, like, sql, type SQL } from 'drizzle-orm';
import { normalizeArabic, type Brand, type BrandListQuery, type BrandValues } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { conflict, notFound, withUniqueName } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { lockStore } from '../store/store-row.ts';
import { brandHasProducts } from './product-usage.ts';
import { brands } from './tables.ts';
import { containing } from '../../db/like.ts';

type BrandRow = typeof brands.$inferSelect;

const blankToNull = (v: string | null | undefined) => (v ? v : null);

const toBrand = (row: BrandRow): Brand => ({
  brandId: row.id,
  name: row.name,
  originCountry: row.originCountry,
  website: row.website,
  description: row.description,
});

const columns = (input: BrandValues) => ({
  name: input.name,
  searchName: normalizeArabic(input.name),
  originCountry: input.originCountry,
  website: blankToNull(input.website),
  description: blankToNull(input.description),
});

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` taken literally. */
async function find(tx: Tx, storeId: string, id: string): Promise<BrandRow> {
  const [row] = await tx
    .select()
    .from(brands)
    .where(and(eq(brands.id, id), eq(brands.storeId, storeId)));
  if (!row) throw notFound();
  return row;
}

/** A page of the store's brands by name, those whose name contains `search` when given (أ/ا, ة/ه... alike). */
export function list(store: StoreContext, query: BrandListQuery): Promise<{ items: Brand[]; total: number }> {
  return store.transaction(async (tx) => {
    const wanted = normalizeArabic(query.search ?? '').trim();
    const where: SQL | undefined = and(
      eq(brands.storeId, store.id),
      wanted ? like(brands.searchName, containing(wanted)) : undefined,
    );
    const [{ total }] = (await tx.select({ total: count() }).from(brands).where(where)) as [{ total: number }];
    const rows = await tx
      .select()
      .from(brands)
      .where(where)
      .orderBy(sql`lower(${brands.name})`, asc(brands.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { items: rows.map(toBrand), total };
  });
}

export function get(store: StoreContext, id: string): Promise<Brand> {
  return store.transaction(async (tx) => toBrand(await find(tx, store.id, id)));
}

export function create(store: StoreContext, input: BrandValues): Promise<Brand> {
  return store.transaction(async (tx) => {
    const [row] = await withUniqueName('brand.nameTaken', { path: 'name', code: 'name_taken' }, () =>
      tx
        .insert(brands)
        .values({ id: uuidv7(), storeId: store.id, ...columns(input) })
        .returning(),
    );
    return toBrand(row!);
  });
}

export function update(store: StoreContext, id: string, input: BrandValues): Promise<Brand> {
  return store.transaction(async (tx) => {
    await find(tx, store.id, id);
    const [row] = await withUniqueName('brand.nameTaken', { path: 'name', code: 'name_taken' }, () =>
      tx
        .update(brands)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(and(eq(brands.id, id), eq(brands.storeId, store.id)))
        .returning(),
    );
    return toBrand(row!);
  });
}

/** Deletes a brand no product uses; the store row is locked so the check and the delete see one state (product writes must lock it too). */
export function remove(store: StoreContext, id: string): Promise<void> {
  return store.transaction(async (tx) => {
    await lockStore(tx, store.id);
    await find(tx, store.id, id);
    if (await brandHasProducts(tx, store.id, id)) throw conflict('brand.hasProducts');
    await tx.delete(brands).where(and(eq(brands.id, id), eq(brands.storeId, store.id)));
  });
}
