import { and, asc, eq, sql } from 'drizzle-orm';
import {
  galleryOf,
  stockStateOf,
  toMajor,
  type AdvancedInfo,
  type Product,
  type Variant,
  type WarehouseQuantity,
} from '@souqna/contracts';
import { jsonOf, readAll, type Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { STORE_FACTS } from '../stores/store-row.ts';
import { BRANCH_FACTS } from '../store/store-read.ts';
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

const STOCK_FACTS = { variantId: stockLevels.variantId, warehouseId: stockLevels.warehouseId, quantity: stockLevels.quantity };
/** One stock row of a product: its own (variant null) or a variant's, in one warehouse. */
export type StockRow = Pick<typeof stockLevels.$inferSelect, keyof typeof STOCK_FACTS>;

/** The product's stock rows, the main warehouse first, then by when the warehouse was added. */
export function stockRowsOf(tx: Tx, productId: string): Promise<StockRow[]> {
  return tx
    .select(STOCK_FACTS)
    .from(stockLevels)
    .innerJoin(sql`${BRANCH_FACTS} w`, sql`w.id = ${stockLevels.warehouseId}`)
    .where(eq(stockLevels.productId, productId))
    .orderBy(sql`w.is_main desc, w.created_at, w.id`);
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

/** What defines a variant, without its stock: the columns a save of the variants sets. */
export const VARIANT_DEFINITION = {
  id: productVariants.id,
  values: productVariants.values,
  isDefault: productVariants.isDefault,
  price: productVariants.price,
  salePrice: productVariants.salePrice,
  sku: productVariants.sku,
  barcode: productVariants.barcode,
};

/** What a variant's answer shows of its row. */
const VARIANT_FACTS = { ...VARIANT_DEFINITION, quantity: productVariants.quantity };
type VariantFacts = Pick<VariantRow, keyof typeof VARIANT_FACTS>;

export const toVariant = (row: VariantFacts, stock: readonly StockRow[], currency: string): Variant => ({
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

/** The whole product as the form loads it after a change, inside the change's transaction. */
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
  return toProduct(
    row,
    currency,
    categoryRows.map((c) => c.id),
    variantRows,
    stock,
  );
}

/**
 * The details' one statement: the product's row with the store's currency, and its categories,
 * variants and stock rows as values of that row, in the orders of `readProduct`'s reads. One round
 * trip instead of four, and its SQL built once per database (drizzle builds a select of every
 * column anew on each call): the details cost twice the Node CPU of a page of cards (issue 11).
 */
function detailsStatement(db: Tx) {
  return db
    .select({
      product: products,
      currency: sql<string>`s.currency`,
      categoryIds: sql<string[]>`array(select ${productCategories.categoryId}::text from ${productCategories}
        where ${productCategories.productId} = ${products.id} order by ${productCategories.categoryId})`,
      variants: sql<VariantFacts[]>`coalesce((select json_agg(${jsonOf(VARIANT_FACTS)}
        order by ${productVariants.position}, ${productVariants.id})
        from ${productVariants} where ${productVariants.productId} = ${products.id}), '[]')`,
      stock: sql<StockRow[]>`coalesce((select json_agg(${jsonOf(STOCK_FACTS)}
        order by w.is_main desc, w.created_at, w.id)
        from ${stockLevels} join ${BRANCH_FACTS} w on w.id = ${stockLevels.warehouseId}
        where ${stockLevels.productId} = ${products.id}), '[]')`,
    })
    .from(products)
    .innerJoin(sql`${STORE_FACTS} s`, sql`s.id = ${products.storeId}`)
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.storeId, sql.placeholder('storeId'))))
    .prepare('product_details');
}

const detailsStatements = new WeakMap<Tx, ReturnType<typeof detailsStatement>>();

/** `GET /product/asem-product/{id}`: the store's product `id` whole, or 404. */
export async function readProductDetails(db: Tx, storeId: string, id: string): Promise<Product> {
  let statement = detailsStatements.get(db);
  if (!statement) detailsStatements.set(db, (statement = detailsStatement(db)));
  const [found] = await statement.execute({ id, storeId });
  if (!found) throw notFound();
  return toProduct(found.product, found.currency, found.categoryIds, found.variants, found.stock);
}

function toProduct(
  row: ProductRow,
  currency: string,
  categoryIds: string[],
  variantRows: readonly VariantFacts[],
  stock: readonly StockRow[],
): Product {
  return {
    productId: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    price: toMajor(row.price, currency),
    costPrice: major(row.costPrice, currency),
    salePrice: major(row.salePrice, currency),
    currency,
    minAlertQuantity: row.minAlertQuantity,
    categoryIds,
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
