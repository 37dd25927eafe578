import { and, asc, desc, eq } from 'drizzle-orm';
import {
  galleryOf,
  stockStateOf,
  toMajor,
  type AdvancedInfo,
  type Product,
  type Variant,
  type WarehouseQuantity,
} from '@souqna/contracts';
import { readAll, type Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { warehouses } from '../store/tables.ts';
import { productCategories, products, productVariants, stockLevels } from './product-tables.ts';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

/** The product `id` of the store, or 404 (another store's product is simply not found). */
export async function findProduct(tx: Tx, storeId: string, id: string, lock = false): Promise<ProductRow> {
  const query = tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.storeId, storeId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** One stock row of a product: its own (variant null) or a variant's, in one warehouse. */
export interface StockRow {
  variantId: string | null;
  warehouseId: string;
  quantity: number;
}

/** The product's stock rows, the main warehouse first, then by when the warehouse was added. */
export function stockRowsOf(tx: Tx, productId: string): Promise<StockRow[]> {
  return tx
    .select({ variantId: stockLevels.variantId, warehouseId: stockLevels.warehouseId, quantity: stockLevels.quantity })
    .from(stockLevels)
    .innerJoin(warehouses, eq(warehouses.id, stockLevels.warehouseId))
    .where(eq(stockLevels.productId, productId))
    .orderBy(desc(warehouses.isMain), asc(warehouses.createdAt), asc(warehouses.id));
}

/** The warehouses and quantities of one variant (or of the product itself with `variantId` null). */
export const quantitiesOf = (rows: readonly StockRow[], variantId: string | null): WarehouseQuantity[] =>
  rows.filter((r) => r.variantId === variantId).map((r) => ({ warehouseId: r.warehouseId, quantity: r.quantity }));

const major = (minor: number | null, currency: string) => (minor === null ? null : toMajor(minor, currency));

export function variantRowsOf(tx: Tx, productId: string): Promise<VariantRow[]> {
  return tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

export const toVariant = (row: VariantRow, stock: readonly StockRow[], currency: string): Variant => ({
  variantId: row.id,
  values: row.values,
  isDefault: row.isDefault,
  price: major(row.price, currency),
  salePrice: major(row.salePrice, currency),
  sku: row.sku,
  barcode: row.barcode,
  quantityManagement: quantitiesOf(stock, row.id),
  quantity: row.quantity,
});

export const toAdvancedInfo = (row: ProductRow): AdvancedInfo => ({
  pageTitleAr: row.pageTitleAr,
  pageTitleEn: row.pageTitleEn,
  pageDescriptionAr: row.pageDescriptionAr,
  pageDescriptionEn: row.pageDescriptionEn,
  customUrl: row.customUrl,
  hsCode: row.hsCode,
  gtin: row.gtin,
  mpn: row.mpn,
  tags: row.tags,
  weight: row.weight,
  weightUnit: row.weightUnit,
  maxQuantityPerCustomer: row.maxQuantityPerCustomer,
  allowFileUpload: row.allowFileUpload,
  allowNotes: row.allowNotes,
  customFields: row.customFields,
});

/** `GET /product/{id}/images`: the gallery, its images and its main image. */
export const toImages = (row: ProductRow) => ({ ...galleryOf(row.media), media: row.media });

/** The whole product as the form and the details load it. */
export async function readProduct(tx: Tx, row: ProductRow, currency: string): Promise<Product> {
  const categories = () =>
    tx
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, row.id))
      .orderBy(asc(productCategories.categoryId));
  const [categoryRows, variantRows, stock] = await readAll(tx, [
    categories,
    () => variantRowsOf(tx, row.id),
    () => stockRowsOf(tx, row.id),
  ] as const);
  return {
    productId: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    price: toMajor(row.price, currency),
    costPrice: major(row.costPrice, currency),
    salePrice: major(row.salePrice, currency),
    currency,
    minAlertQuantity: row.minAlertQuantity,
    categoryIds: categoryRows.map((c) => c.id),
    brandId: row.brandId,
    unitId: row.unitId,
    productTypeId: row.productTypeId,
    requiresShipping: row.requiresShipping,
    isInfinty: row.isInfinite,
    taxable: row.taxable,
    showInStore: row.showInStore,
    hasViarant: row.hasVariants,
    description: row.description,
    subtitleAr: row.subtitleAr,
    subtitleEn: row.subtitleEn,
    promoTitleAr: row.promoTitleAr,
    promoTitleEn: row.promoTitleEn,
    discountPercent: row.discountPercent,
    discountAmount: major(row.discountAmount, currency),
    discountExpiresAt: row.discountExpiresAt?.toISOString() ?? null,
    sku: row.sku,
    barcode: row.barcode,
    media: row.media,
    mainImageUrl: row.mainImageUrl,
    options: row.options,
    variants: variantRows.map((v) => toVariant(v, stock, currency)),
    quantityManagement: row.hasVariants ? [] : quantitiesOf(stock, null),
    quantity: row.quantity,
    stockState: stockStateOf({ isInfinty: row.isInfinite, quantity: row.quantity, minAlertQuantity: row.minAlertQuantity }),
    advancedInfo: toAdvancedInfo(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
