import { asc, eq, inArray } from 'drizzle-orm';
import type { ChooseCategoriesInput, Language, StoreCategory } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { invalidFields, notFound } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { lockStore, updateStore } from '../stores/store-row.ts';
import { platformCategories, storeCategories } from './tables.ts';

type CategoryRow = typeof platformCategories.$inferSelect;

const toCategory = (row: CategoryRow, lang: Language, hasChildren: boolean): StoreCategory => ({
  categoryId: row.id,
  parentCategoryId: row.parentId,
  name: lang === 'ar' ? row.nameAr : row.nameEn,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
  hasChildren,
});

// The platform's categories and each store's choice among them.

/** The whole catalogue is a few dozen rows: read it at once, in tree order (each main, then its subs). */
async function catalogue(tx: Tx) {
  const all = await tx.select().from(platformCategories).orderBy(asc(platformCategories.position));
  const rows = all.filter((r) => r.parentId === null).flatMap((main) => [main, ...all.filter((r) => r.parentId === main.id)]);
  const parents = new Set(all.map((r) => r.parentId).filter(Boolean));
  return { rows, hasChildren: (id: string) => parents.has(id) };
}

export async function main(db: Tx, lang: Language): Promise<StoreCategory[]> {
  const { rows, hasChildren } = await catalogue(db);
  return rows.filter((r) => r.parentId === null).map((r) => toCategory(r, lang, hasChildren(r.id)));
}

/** The sub-categories of a main category; any other id is not found. */
export async function children(db: Tx, parentId: string, lang: Language): Promise<StoreCategory[]> {
  const { rows, hasChildren } = await catalogue(db);
  const parent = rows.find((r) => r.id === parentId);
  if (!parent || parent.parentId !== null) throw notFound();
  return rows.filter((r) => r.parentId === parentId).map((r) => toCategory(r, lang, hasChildren(r.id)));
}

/** Replaces the store's categories and marks the categories stage done. */
export async function choose(
  store: StoreContext,
  input: ChooseCategoriesInput,
  { now }: { now: Clock },
): Promise<StoreCategory[]> {
  const ids = [...new Set(input.categoryIds)];
  const known = new Set(
    (
      await store.read((db) =>
        db.select({ id: platformCategories.id }).from(platformCategories).where(inArray(platformCategories.id, ids)),
      )
    ).map((r) => r.id),
  );
  const unknown = input.categoryIds.flatMap((id, i) =>
    known.has(id) ? [] : [{ path: `categoryIds.${i}`, code: 'unknown_category' }],
  );
  if (unknown.length) throw invalidFields(...unknown);
  return store.transaction(async (tx) => {
    await lockStore(tx, store.id);
    await tx.delete(storeCategories).where(eq(storeCategories.storeId, store.id));
    await tx.insert(storeCategories).values(ids.map((categoryId) => ({ storeId: store.id, categoryId })));
    await updateStore(tx, store.id, { isCategories: true }, now());
    return chosen(tx, store.id, store.lang);
  });
}

/** The store's chosen categories, in catalogue order. */
export async function chosen(tx: Tx, storeId: string, lang: Language): Promise<StoreCategory[]> {
  const { rows, hasChildren } = await catalogue(tx);
  const picked = new Set(
    (await tx.select({ id: storeCategories.categoryId }).from(storeCategories).where(eq(storeCategories.storeId, storeId))).map(
      (r) => r.id,
    ),
  );
  return rows.filter((r) => picked.has(r.id)).map((r) => toCategory(r, lang, hasChildren(r.id)));
}
