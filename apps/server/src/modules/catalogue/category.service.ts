import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Category, CategoryNode, CategoryValues } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { conflict, invalidFields, notFound, withUniqueName } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { lockStore } from '../store/store-row.ts';
import { buildTree, findNode, placeAt } from './category-tree.ts';
import { categoryHasProducts, productCountsOf } from './product-usage.ts';
import { categories } from './tables.ts';

type CategoryRow = typeof categories.$inferSelect;

const blankToNull = (v: string | null | undefined) => (v ? v : null);

const toCategory = (row: CategoryRow, counts: Map<string, number>): Category => ({
  categoryId: row.id,
  parentCategoryId: row.parentId,
  name: row.name,
  nameEn: row.nameEn,
  description: row.description,
  image: row.image,
  position: row.position,
  productCount: counts.get(row.id) ?? 0,
});

async function find(tx: Tx, storeId: string, id: string): Promise<CategoryRow> {
  const [row] = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.storeId, storeId)));
  if (!row) throw notFound();
  return row;
}

/** A parent named in the body must be a category of this store: a field error otherwise. */
async function checkParent(tx: Tx, storeId: string, parentId: string) {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, parentId), eq(categories.storeId, storeId)));
  if (!row) throw invalidFields({ path: 'parentCategoryId', code: 'unknown_category' });
}

/** Whether `candidate` is `id` itself or one of its descendants: walks up from the candidate in the database. */
async function isSelfOrDescendant(tx: Tx, storeId: string, id: string, candidate: string): Promise<boolean> {
  const result = await tx.execute<{ found: boolean }>(sql`
    with recursive ancestors(id, parent_id) as (
      select id, parent_id from ${categories} where id = ${candidate} and store_id = ${storeId}
      union
      select c.id, c.parent_id from ${categories} c join ancestors a on c.id = a.parent_id where c.store_id = ${storeId}
    )
    select exists (select 1 from ancestors where id = ${id}) as found`);
  return Boolean(result.rows[0]?.found);
}

/** The ids under one parent (null: the top level), in their order. */
async function siblingIds(tx: Tx, storeId: string, parentId: string | null): Promise<string[]> {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId)))
    .orderBy(asc(categories.position), asc(categories.createdAt), asc(categories.id));
  return rows.map((r) => r.id);
}

/** Positions 0..n-1 in the order given, in one statement. */
async function renumber(tx: Tx, storeId: string, ids: string[]) {
  if (!ids.length) return;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${categories} c set position = v.ord - 1
    from unnest(array[${list}]) with ordinality as v(id, ord)
    where c.id = v.id and c.store_id = ${storeId} and c.position <> v.ord - 1`);
}

async function allOf(tx: Tx, storeId: string): Promise<CategoryNode[]> {
  const rows = await tx
    .select()
    .from(categories)
    .where(eq(categories.storeId, storeId))
    .orderBy(asc(categories.position), asc(categories.createdAt), asc(categories.id));
  const counts = await productCountsOf(tx, storeId);
  return buildTree(rows.map((row) => toCategory(row, counts)));
}

/** The store's whole category tree, each level by position. */
export function tree(store: StoreContext): Promise<CategoryNode[]> {
  return store.transaction((tx) => allOf(tx, store.id));
}

/** One category with its sub-categories. */
export function get(store: StoreContext, id: string): Promise<CategoryNode> {
  return store.transaction(async (tx) => {
    const node = findNode(await allOf(tx, store.id), id);
    if (!node) throw notFound();
    return node;
  });
}

async function answer(tx: Tx, storeId: string, id: string): Promise<Category> {
  const counts = await productCountsOf(tx, storeId);
  return toCategory(await find(tx, storeId, id), counts);
}

/** Adds a category under its parent (or at the top level), at `position` or last; siblings are renumbered. */
export function create(store: StoreContext, input: CategoryValues): Promise<Category> {
  return store.transaction(async (tx) => {
    await lockStore(tx, store.id);
    const parentId = input.parentCategoryId ?? null;
    if (parentId) await checkParent(tx, store.id, parentId);
    const id = uuidv7();
    const order = placeAt(await siblingIds(tx, store.id, parentId), id, input.position);
    await withUniqueName('category.nameTaken', { path: 'name', code: 'sibling_name_taken' }, () =>
      tx.insert(categories).values({
        id,
        storeId: store.id,
        parentId,
        name: input.name,
        nameEn: blankToNull(input.nameEn),
        description: blankToNull(input.description),
        image: blankToNull(input.image),
        position: order.indexOf(id),
      }),
    );
    await renumber(tx, store.id, order);
    return answer(tx, store.id, id);
  });
}

/**
 * Replaces a category's fields, and moves it when `parentCategoryId` or `position` says so: never
 * under itself or its own descendants. The store row is locked, so two moves cannot cross into a cycle.
 */
export function update(store: StoreContext, id: string, input: CategoryValues): Promise<Category> {
  return store.transaction(async (tx) => {
    await lockStore(tx, store.id);
    const current = await find(tx, store.id, id);
    const parentId = input.parentCategoryId === undefined ? current.parentId : input.parentCategoryId;
    const moved = parentId !== current.parentId;
    if (moved && parentId) {
      await checkParent(tx, store.id, parentId);
      if (await isSelfOrDescendant(tx, store.id, id, parentId))
        throw conflict('category.cycle', [{ path: 'parentCategoryId', code: 'category_cycle' }]);
    }
    await withUniqueName('category.nameTaken', { path: 'name', code: 'sibling_name_taken' }, () =>
      tx
        .update(categories)
        .set({
          name: input.name,
          nameEn: blankToNull(input.nameEn),
          description: blankToNull(input.description),
          image: blankToNull(input.image),
          parentId,
          updatedAt: new Date(),
        })
        .where(and(eq(categories.id, id), eq(categories.storeId, store.id))),
    );
    if (moved) await renumber(tx, store.id, await siblingIds(tx, store.id, current.parentId));
    // Under a new parent without a position it goes last.
    if (moved || input.position !== undefined)
      await renumber(tx, store.id, placeAt(await siblingIds(tx, store.id, parentId), id, input.position));
    return answer(tx, store.id, id);
  });
}

/** Deletes a category that has neither sub-categories nor products; its siblings close the gap. */
export function remove(store: StoreContext, id: string): Promise<void> {
  return store.transaction(async (tx) => {
    await lockStore(tx, store.id);
    const current = await find(tx, store.id, id);
    const [{ children }] = (await tx
      .select({ children: count() })
      .from(categories)
      .where(and(eq(categories.storeId, store.id), eq(categories.parentId, id)))) as [{ children: number }];
    if (children > 0) throw conflict('category.hasChildren');
    if (await categoryHasProducts(tx, store.id, id)) throw conflict('category.hasProducts');
    await tx.delete(categories).where(and(eq(categories.id, id), eq(categories.storeId, store.id)));
    await renumber(tx, store.id, await siblingIds(tx, store.id, current.parentId));
  });
}
