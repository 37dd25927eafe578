import { and, asc, eq, sql } from 'drizzle-orm';
import { SALE_STATUSES, toMajor, type Tax, type TaxValues, type VatMonth } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { isUniqueViolation, readStore } from '../store/store-row.ts';
import { taxes } from './tables.ts';

type TaxRow = typeof taxes.$inferSelect;

const toTax = (row: TaxRow): Tax => ({ taxPublicId: row.id, name: row.name, rate: row.rateBp / 100 });

/** 15 → 1500: the contract allows two decimals, so the basis points are exact. */
const columns = (input: TaxValues) => ({ name: input.name, rateBp: Math.round(input.rate * 100) });

/** A tax name is unique in its store whatever its case (the unique index): 409 naming the field. */
async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('tax.nameTaken', [{ path: 'name', code: 'name_taken' }]);
    throw e;
  }
}

const ofStore = (storeId: string, id: string) => and(eq(taxes.id, id), eq(taxes.storeId, storeId));

/** Every tax of the store, by name. */
export function list(store: StoreContext): Promise<Tax[]> {
  return store.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(taxes)
      .where(eq(taxes.storeId, store.id))
      .orderBy(sql`lower(${taxes.name})`, asc(taxes.id));
    return rows.map(toTax);
  });
}

export function create(store: StoreContext, input: TaxValues): Promise<Tax> {
  return store.transaction(async (tx) => {
    const [row] = await withUniqueName(() =>
      tx
        .insert(taxes)
        .values({ id: uuidv7(), storeId: store.id, ...columns(input) })
        .returning(),
    );
    return toTax(row!);
  });
}

export function update(store: StoreContext, id: string, input: TaxValues): Promise<Tax> {
  return store.transaction(async (tx) => {
    const [row] = await withUniqueName(() =>
      tx
        .update(taxes)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(ofStore(store.id, id))
        .returning(),
    );
    if (!row) throw notFound();
    return toTax(row);
  });
}

export function remove(store: StoreContext, id: string): Promise<void> {
  return store.transaction(async (tx) => {
    const [row] = await tx.delete(taxes).where(ofStore(store.id, id)).returning({ id: taxes.id });
    if (!row) throw notFound();
  });
}

/** The rate a taxable line pays in the store: the sum of its taxes, in basis points (15% → 1500). */
const taxRateBp = preparedQuery('store_tax_rate_bp', (db) =>
  db
    .select({ bp: sql<string>`coalesce(sum(${taxes.rateBp}), 0)` })
    .from(taxes)
    .where(eq(taxes.storeId, sql.placeholder('storeId'))),
);

export async function storeTaxRateBp(tx: Tx, storeId: string): Promise<number> {
  const [row] = await taxRateBp(tx, { storeId });
  return Number(row?.bp ?? 0);
}

/**
 * VAT collected in each month of `year` in the store's time zone, from its sales: twelve months,
 * those without a sale at zero. The bounds are the store's local midnights, so the index on
 * (store_id, created_at) reads only that year.
 */
export function vatSummary(store: StoreContext, year: number): Promise<VatMonth[]> {
  return store.transaction(async (tx) => {
    const { currency, timeZone } = await readStore(tx, store.id);
    const { rows } = await tx.execute<{ month: string; orders: number; sales: string; vat: string }>(sql`
      select to_char(o.created_at at time zone ${timeZone}, 'YYYY-MM') as month, count(*)::int as orders,
             sum(o.total) as sales, sum(o.tax) as vat
        from orders o
       where o.store_id = ${store.id}
         and o.status in ${[...SALE_STATUSES]}
         and o.created_at >= make_timestamp(${year}::int, 1, 1, 0, 0, 0) at time zone ${timeZone}
         and o.created_at < make_timestamp(${year + 1}::int, 1, 1, 0, 0, 0) at time zone ${timeZone}
       group by 1`);
    const byMonth = new Map(rows.map((r) => [r.month, r]));
    return Array.from({ length: 12 }, (_, i) => {
      const month = `${year}-${String(i + 1).padStart(2, '0')}`;
      const row = byMonth.get(month);
      return {
        month,
        orders: row ? Number(row.orders) : 0,
        sales: toMajor(Number(row?.sales ?? 0), currency),
        vat: toMajor(Number(row?.vat ?? 0), currency),
      };
    });
  });
}
