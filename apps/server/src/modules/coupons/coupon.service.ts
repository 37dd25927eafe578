import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import { toMajor, toMinor, type Coupon, type CouponListQuery, type CouponValues } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { conflict, invalidFields, notFound, type FieldProblem, isUniqueViolation } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { Clock } from '../../platform/clock.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { products } from '../catalogue/product-tables.ts';
import { readStore } from '../store/store-row.ts';
import { todayIn } from '../../platform/store-time.ts';
import { couponTypeOf, isExpired, type CouponRow } from './coupon-rules.ts';
import { coupons } from './tables.ts';
import { containing } from '../../db/like.ts';

/** What the store's currency, time zone and language make of a row. */
interface Reading {
  currency: string;
  today: string;
  lang: StoreContext['lang'];
}

const columns = {
  id: coupons.id,
  productId: coupons.productId,
  code: coupons.code,
  discountType: coupons.discountType,
  amount: coupons.amount,
  minAmount: coupons.minAmount,
  expiryDate: coupons.expiryDate,
  timesUsed: coupons.timesUsed,
  nameAr: products.nameAr,
  nameEn: products.nameEn,
};
type CouponLine = Pick<
  CouponRow,
  'id' | 'productId' | 'code' | 'discountType' | 'amount' | 'minAmount' | 'expiryDate' | 'timesUsed'
> & {
  nameAr: string;
  nameEn: string | null;
};

function toCoupon(row: CouponLine, r: Reading): Coupon {
  const type = couponTypeOf(row.discountType);
  return {
    couponId: row.id,
    productId: row.productId,
    productName: (r.lang === 'en' && row.nameEn) || row.nameAr,
    couponCode: row.code,
    discountAmount: type === 'percentage' ? row.amount / 100 : type === 'fixed' ? toMajor(row.amount, r.currency) : 0,
    discountType: type,
    minAmount: toMajor(row.minAmount, r.currency),
    expiryDate: row.expiryDate,
    isExpired: isExpired(row.expiryDate, r.today),
    timesUsed: row.timesUsed,
    currency: r.currency,
  };
}

async function readingOf(tx: Tx, store: StoreContext, now: Clock): Promise<Reading> {
  const row = await readStore(tx, store.id);
  return { currency: row.currency, today: todayIn(row.timeZone, now()), lang: store.lang };
}

async function findLine(tx: Tx, storeId: string, id: string): Promise<CouponLine> {
  const [row] = await tx
    .select(columns)
    .from(coupons)
    .innerJoin(products, eq(products.id, coupons.productId))
    .where(and(eq(coupons.id, id), eq(coupons.storeId, storeId)));
  if (!row) throw notFound();
  return row;
}

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` taken literally. */
/**
 * The stored columns of a coupon form: a percentage in basis points, money in minor units of the
 * store's currency, free shipping as 0; a product of another store, a date already past (unless it is
 * the one the coupon had) or more decimals than the currency has name their field.
 */
async function rowValues(tx: Tx, storeId: string, input: CouponValues, r: Reading, keptDate?: string) {
  const problems: FieldProblem[] = [];
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.storeId, storeId)));
  if (!product) problems.push({ path: 'productId', code: 'invalid_value' });
  let amount: number | null = 0;
  if (input.discountType === 'percentage') amount = Math.round(input.discountAmount * 100);
  else if (input.discountType === 'fixed') amount = toMinor(input.discountAmount, r.currency);
  if (amount === null) problems.push({ path: 'discountAmount', code: 'too_many_decimals' });
  const minAmount = toMinor(input.minAmount, r.currency);
  if (minAmount === null) problems.push({ path: 'minAmount', code: 'too_many_decimals' });
  if (input.expiryDate !== keptDate && input.expiryDate < r.today) problems.push({ path: 'expiryDate', code: 'date_past' });
  if (problems.length) throw invalidFields(...problems);
  return {
    productId: input.productId,
    code: input.couponCode,
    discountType: input.discountType,
    amount: amount!,
    minAmount: minAmount!,
    expiryDate: input.expiryDate,
  };
}

/** A code is unique in its store (the unique index): 409 naming the field. */
async function withUniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('coupon.codeTaken', [{ path: 'couponCode', code: 'code_taken' }]);
    throw e;
  }
}

/** What the coupon functions are given: the clock that says which day it is in the store (expiry). */
export interface CouponOptions {
  now: Clock;
}

/** A page of the store's coupons, newest first; those whose code contains `search` when given. */
export function list(
  store: StoreContext,
  query: CouponListQuery,
  { now }: CouponOptions,
): Promise<{ items: Coupon[]; total: number }> {
  return store.transaction(async (tx) => {
    const r = await readingOf(tx, store, now);
    const wanted = (query.search ?? '').trim().toUpperCase();
    const where: SQL | undefined = and(
      eq(coupons.storeId, store.id),
      wanted ? like(coupons.code, containing(wanted)) : undefined,
    );
    const [{ total }] = (await tx.select({ total: count() }).from(coupons).where(where)) as [{ total: number }];
    const rows = await tx
      .select(columns)
      .from(coupons)
      .innerJoin(products, eq(products.id, coupons.productId))
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { items: rows.map((row) => toCoupon(row, r)), total };
  });
}

export function get(store: StoreContext, id: string, { now }: CouponOptions): Promise<Coupon> {
  return store.transaction(async (tx) => toCoupon(await findLine(tx, store.id, id), await readingOf(tx, store, now)));
}

export function create(store: StoreContext, input: CouponValues, { now }: CouponOptions): Promise<Coupon> {
  return store.transaction(async (tx) => {
    const r = await readingOf(tx, store, now);
    const values = await rowValues(tx, store.id, input, r);
    const id = uuidv7();
    await withUniqueCode(() => tx.insert(coupons).values({ id, storeId: store.id, ...values }));
    return toCoupon(await findLine(tx, store.id, id), r);
  });
}

export function update(store: StoreContext, id: string, input: CouponValues, { now }: CouponOptions): Promise<Coupon> {
  return store.transaction(async (tx) => {
    const r = await readingOf(tx, store, now);
    const current = await findLine(tx, store.id, id);
    const values = await rowValues(tx, store.id, input, r, current.expiryDate);
    await withUniqueCode(() =>
      tx
        .update(coupons)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(coupons.id, id), eq(coupons.storeId, store.id))),
    );
    return toCoupon(await findLine(tx, store.id, id), r);
  });
}

/** Orders and carts that used it keep their code; their link to it is cleared (ON DELETE SET NULL). */
export function remove(store: StoreContext, id: string): Promise<void> {
  return store.transaction(async (tx) => {
    const deleted = await tx
      .delete(coupons)
      .where(and(eq(coupons.id, id), eq(coupons.storeId, store.id)))
      .returning({ id: coupons.id });
    if (!deleted.length) throw notFound();
  });
}
