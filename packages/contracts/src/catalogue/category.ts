import { z } from 'zod';
import { imageRef, optionalText, requiredText } from '../platform/fields.ts';
import { endpoint } from '../platform/endpoint.ts';

export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_DESCRIPTION_MAX = 1000;

/**
 * A category as the merchant enters it (spec §3 Category; §5: the name is required). On `PUT`,
 * leaving `parentCategoryId` out keeps the category where it is (null moves it to the top level),
 * and leaving `position` out keeps its place, or puts it last under a new parent.
 */
export const CategoryInput = z.strictObject({
  name: requiredText({ max: CATEGORY_NAME_MAX }),
  nameEn: z.nullable(optionalText({ max: CATEGORY_NAME_MAX })),
  description: z.nullable(optionalText({ max: CATEGORY_DESCRIPTION_MAX })),
  image: z.nullable(z.optional(imageRef())),
  parentCategoryId: z.uuid().nullable().optional(),
  /** The place among its siblings, from 0; past the end means last. */
  position: z.number().int().min(0).optional(),
});
export type CategoryInput = z.input<typeof CategoryInput>;
export type CategoryValues = z.output<typeof CategoryInput>;

/** One category with its own fields (what `POST` and `PUT` answer). */
export const Category = z.object({
  categoryId: z.uuid(),
  parentCategoryId: z.uuid().nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  position: z.number().int(),
  /** Products filed under this category itself (not its sub-categories). */
  productCount: z.number().int(),
});
export type Category = z.infer<typeof Category>;

/** A category with its sub-categories, in order: `GET /store-management/category` answers the roots. */
export interface CategoryNode extends Category {
  children: CategoryNode[];
}
export const CategoryNode: z.ZodType<CategoryNode> = Category.extend({
  get children() {
    return z.array(CategoryNode);
  },
}).meta({ id: 'CategoryNode' });

export const CategoryParams = z.strictObject({ id: z.uuid() });

/** A store's categories, a tree (spec §7 "Catalogue"), the admin role. */
export const categoryEndpoints = {
  tree: endpoint({ method: 'GET', path: '/store-management/category', data: z.array(CategoryNode) }),
  create: endpoint({ method: 'POST', path: '/store-management/category', body: CategoryInput, data: Category, status: 201 }),
  get: endpoint({ method: 'GET', path: '/store-management/category/:id', params: CategoryParams, data: CategoryNode }),
  update: endpoint({
    method: 'PUT',
    path: '/store-management/category/:id',
    params: CategoryParams,
    body: CategoryInput,
    data: Category,
  }),
  remove: endpoint({ method: 'DELETE', path: '/store-management/category/:id', params: CategoryParams, data: z.null() }),
};
