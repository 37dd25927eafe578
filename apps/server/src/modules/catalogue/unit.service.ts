import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ListQuery, Unit, UnitValues } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { conflict, notFound, withUniqueName } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { lockStore } from '../store/store-row.ts';
import { unitHasProducts } from './product-usage.ts';
import { units } from './tables.ts';

type UnitRow = typeof units.$inferSelect;

const toUnit = (row: UnitRow): Unit => ({ id: row.id, name: row.name, symbol: row.symbol });

const columns = (input: UnitValues) => ({ name: input.name, symbol: input.symbol ? input.symbol : null });

async function find(tx: Tx, storeId: string, id: string): Promise<UnitRow> {
  const [row] = await tx
    .select()
    .from(units)
    .where(and(eq(units.id, id), eq(units.storeId, storeId)));
  if (!row) throw notFound();
  return row;
}

/** A page of the store's units by name. */
export function list(store: StoreContext, query: ListQuery): Promise<{ items: Unit[]; total: number }> {
  return store.transaction(async (tx) => {
    const where = eq(units.storeId, store.id);
    const [{ total }] = (await tx.select({ total: count() }).from(units).where(where)) as [{ total: number }];
    const rows = await tx
      .select()
      .from(units)
      .where(where)
      .orderBy(sql`lower(${units.name})`, asc(units.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { items: rows.map(toUnit), total };
  });
}

export function get(store: StoreContext, id: string): Promise<Unit> {
  return store.transaction(async (tx) => toUnit(await find(tx, store.id, id)));
}

export function create(store: StoreContext, input: UnitValues): Promise<Unit> {
  return store.transaction(async (tx) => {
    const [row] = await withUniqueName('unit.nameTaken', { path: 'name', code: 'name_taken' }, () =>
      tx
        .insert(units)
        .values({ id: uuidv7(), storeId: store.id, ...columns(input) })
        .returning(),
    );
    return toUnit(row!);
  });
}

export function update(store: StoreContext, id: string, input: UnitValues): Promise<Unit> {
  return store.transaction(async (tx) => {
    await find(tx, store.id, id);
    const [row] = await withUniqueName('unit.nameTaken', { path: 'name', code: 'name_taken' }, () =>
      tx
        .update(units)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(and(eq(units.id, id), eq(units.storeId, store.id)))
        .returning(),
    );
    return toUnit(row!);
  });
}

/** Deletes a unit no product is sold by; the store row is locked so the check and the delete see one state (product writes must lock it too). */
export function remove(store: StoreContext, id: string): Promise<void> {
  return store.transaction(async (tx) => {
    await lockStore(tx, store.id);
    await find(tx, store.id, id);
    if (await unitHasProducts(tx, store.id, id)) throw conflict('unit.hasProducts');
    await tx.delete(units).where(and(eq(units.id, id), eq(units.storeId, store.id)));
  });
}
