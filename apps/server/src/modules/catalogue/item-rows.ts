import { sql, type SQL } from 'drizzle-orm';
import { jsonOf } from '../../db/client.ts';
import { products, productVariants } from './product-tables.ts';

/*
 * The catalogue's rows an order or a cart reads of its items (orders/order-items.ts makes them
 * items): only what an order keeps of a product, as JSON columns of a larger statement.
 */

// Only what an order keeps of a product: its row also holds media, options and custom fields.
const PRODUCT_FACTS = {
  id: products.id,
  nameAr: products.nameAr,
  nameEn: products.nameEn,
  sku: products.sku,
  mainImageUrl: products.mainImageUrl,
  price: products.price,
  costPrice: products.costPrice,
  discountPercent: products.discountPercent,
  discountAmount: products.discountAmount,
  discountExpiresAt: products.discountExpiresAt,
  taxable: products.taxable,
  isInfinite: products.isInfinite,
  hasVariants: products.hasVariants,
};
const VARIANT_FACTS = {
  id: productVariants.id,
  productId: productVariants.productId,
  values: productVariants.values,
  price: productVariants.price,
  sku: productVariants.sku,
};
export type ProductFacts = Pick<typeof products.$inferSelect, keyof typeof PRODUCT_FACTS>;
type VariantFacts = Pick<typeof productVariants.$inferSelect, keyof typeof VARIANT_FACTS>;

/** The rows of the items' products and variants as JSON (a timestamp arrives as its text). */
export interface ItemRows extends Record<string, unknown> {
  products: (Omit<ProductFacts, 'discountExpiresAt'> & { discountExpiresAt: string | null })[];
  variants: VariantFacts[];
}

/**
 * The store's products and variants of some items as two JSON columns (`products`, `variants`) of
 * one select (orders/order-items.ts itemsOf reads them): the store is the placeholder `storeId`, the ids are SQL arrays.
 */
export const itemRowsOf = (productIds: SQL, variantIds: SQL) => sql`
    (select coalesce(json_agg(${jsonOf(PRODUCT_FACTS)}), '[]') from ${products}
      where ${products.storeId} = ${sql.placeholder('storeId')} and ${products.id} = any(${productIds})) as products,
    (select coalesce(json_agg(${jsonOf(VARIANT_FACTS)}), '[]') from ${productVariants}
      where ${productVariants.storeId} = ${sql.placeholder('storeId')} and ${productVariants.id} = any(${variantIds})) as variants`;

/** The items' rows for ids given as the placeholders `productIds` and `variantIds` (itemValues). */
export const ITEM_ROWS = itemRowsOf(sql`${sql.placeholder('productIds')}::uuid[]`, sql`${sql.placeholder('variantIds')}::uuid[]`);

export const itemValues = (storeId: string, items: readonly { productId: string; variantId: string | null }[]) => ({
  storeId,
  productIds: [...new Set(items.map((i) => i.productId))],
  variantIds: items.flatMap((i) => (i.variantId ? [i.variantId] : [])),
});
