import { sql, type SQL } from 'drizzle-orm';
import { jsonOf, type Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { invalidFields, notFound } from '../../platform/errors.ts';
import { products, productVariants, stockLevels } from '../catalogue/product-tables.ts';
import { NO_VARIANT } from './order-stock.ts';
import { discountedUnitPrice } from './pricing.ts';

/*
 * The items of an order or a cart as the catalogue holds them now: their products' and variants'
 * names, prices after the products' own discounts, and whether they are taxed or never run out.
 */

/** An item of the order as the catalogue holds it now. */
export interface ItemFacts {
  productId: string;
  variantId: string | null;
  name: string;
  nameEn: string | null;
  variantLabel: string | null;
  sku: string | null;
  image: string | null;
  /** The price after the product's own discount, in minor units. */
  unitPrice: number;
  /** The price before it. */
  listPrice: number;
  /** The product's cost price now, kept on the line (profit reads it). */
  costPrice: number | null;
  taxable: boolean;
  isInfinite: boolean;
}

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
type ProductFacts = Pick<typeof products.$inferSelect, keyof typeof PRODUCT_FACTS>;
type VariantFacts = Pick<typeof productVariants.$inferSelect, keyof typeof VARIANT_FACTS>;

/** The rows of the items' products and variants as JSON (a timestamp arrives as its text). */
export interface ItemRows extends Record<string, unknown> {
  products: (Omit<ProductFacts, 'discountExpiresAt'> & { discountExpiresAt: string | null })[];
  variants: VariantFacts[];
}

/**
 * The store's products and variants of some items as two JSON columns (`products`, `variants`) of
 * one select (itemsOf reads them): the store is the placeholder `storeId`, the ids are SQL arrays.
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

const itemsNow = preparedQuery<ItemRows>('order_items', () => sql`select ${ITEM_ROWS}`);

const itemHeld = preparedQuery<ItemRows & { held: number | null }>(
  'order_item_held',
  () => sql`
    select ${ITEM_ROWS},
           (select quantity from ${stockLevels}
             where warehouse_id = ${sql.placeholder('warehouseId')} and product_id = ${sql.placeholder('productId')}
               and coalesce(variant_id, ${NO_VARIANT}::uuid) = coalesce(${sql.placeholder('variantId')}::uuid, ${NO_VARIANT}::uuid)) as held`,
);

/** One item as it is now (readItems) and how many of it the warehouse holds (none without a warehouse), in one statement. */
export async function itemInStock(
  tx: Tx,
  storeId: string,
  item: { productId: string; variantId: string | null },
  warehouseId: string | null,
): Promise<{ item: ItemFacts; held: number }> {
  const { rows } = await itemHeld(tx, { ...itemValues(storeId, [item]), ...item, warehouseId });
  return { item: itemsOf([item], rows[0]!, new Date())[0]!, held: Number(rows[0]!.held ?? 0) };
}

/**
 * The store's items as they are now, in the order asked: name, price after the product's own
 * discount, taxable, never-runs-out. Another store's product answers 404; a product with variants
 * needs one of them named. One statement.
 */
export async function readItems(
  tx: Tx,
  storeId: string,
  items: readonly { productId: string; variantId: string | null }[],
  now: Date,
): Promise<ItemFacts[]> {
  const { rows } = await itemsNow(tx, itemValues(storeId, items));
  return itemsOf(items, rows[0]!, now);
}

/** The items asked, from the rows of their products and variants (itemRows). */
export function itemsOf(
  items: readonly { productId: string; variantId: string | null }[],
  rows: ItemRows,
  now: Date,
): ItemFacts[] {
  const productRows: ProductFacts[] = rows.products.map((p) => ({
    ...p,
    discountExpiresAt: p.discountExpiresAt ? new Date(p.discountExpiresAt) : null,
  }));
  const variantRows = rows.variants;
  const productOf = new Map(productRows.map((p) => [p.id, p]));
  const variantOf = new Map(variantRows.map((v) => [v.id, v]));
  return items.map((item) => {
    const product = productOf.get(item.productId);
    if (!product) throw notFound();
    const variant = item.variantId ? variantOf.get(item.variantId) : undefined;
    if (item.variantId && (!variant || variant.productId !== product.id)) throw notFound();
    if (product.hasVariants && !variant)
      throw invalidFields({ path: 'productVariantId', code: 'required', messageKey: 'cart.chooseVariant' });
    const listPrice = variant?.price ?? product.price;
    return {
      productId: product.id,
      variantId: variant?.id ?? null,
      name: product.nameAr,
      nameEn: product.nameEn,
      variantLabel: variant ? variant.values.join(' / ') : null,
      sku: variant?.sku ?? product.sku,
      image: product.mainImageUrl,
      listPrice,
      unitPrice: discountedUnitPrice(
        listPrice,
        { percent: product.discountPercent, amount: product.discountAmount, expiresAt: product.discountExpiresAt },
        now,
      ),
      costPrice: product.costPrice,
      taxable: product.taxable,
      isInfinite: product.isInfinite,
    };
  });
}
