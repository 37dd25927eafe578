import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { invalidFields, notFound } from '../../platform/errors.ts';
import { ITEM_ROWS, itemValues, type ItemRows, type ProductFacts } from '../catalogue/item-rows.ts';
import { heldSql } from './order-stock.ts';
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

const itemsNow = preparedQuery<ItemRows>('order_items', () => sql`select ${ITEM_ROWS}`);

const itemHeld = preparedQuery<ItemRows & { held: number | null }>(
  'order_item_held',
  () => sql`
    select ${ITEM_ROWS},
           ${heldSql(sql.placeholder('warehouseId'), sql.placeholder('productId'), sql.placeholder('variantId'))} as held`,
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

/** The items asked, from the rows of their products and variants (catalogue/item-rows.ts). */
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
