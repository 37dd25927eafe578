import { z } from 'zod';

/** A category of the platform's catalogue of what stores sell (main ones have sub-categories). */
export const StoreCategory = z.object({
  categoryId: z.uuid(),
  parentCategoryId: z.uuid().nullable(),
  name: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  hasChildren: z.boolean(),
});
export type StoreCategory = z.infer<typeof StoreCategory>;

export const MAX_STORE_CATEGORIES = 50;

/** The merchant's choice of categories (main or sub), replacing the previous one. */
export const ChooseCategoriesInput = z.strictObject({
  categoryIds: z.array(z.uuid()).min(1).max(MAX_STORE_CATEGORIES),
});
export type ChooseCategoriesInput = z.infer<typeof ChooseCategoriesInput>;

export const ParentCategoryParams = z.strictObject({ id: z.uuid() });
