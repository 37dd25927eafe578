import { isDeepStrictEqual } from 'node:util';
import { and, count, eq } from 'drizzle-orm';
import {
  AdvancedInfoInput,
  galleryOf,
  MEDIA_MAX,
  normalizeMedia,
  planOf,
  PRODUCT_TYPES,
  withinLimit,
  type AdvancedInfo,
  type AdvancedInfoValues,
  type MediaItem,
  type Product,
  type ProductImages,
  type ProductMediaValues,
  type ProductValues,
  type ProductVariants,
  type ProductVariantsValues,
  type WarehouseChoice,
} from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError, invalidFields, type FieldProblem } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { lockStore, readStore } from '../stores/store-row.ts';
import { branchesOf } from '../store/store-read.ts';
import { cleanDescription } from './product-description.ts';
import {
  findProduct,
  quantitiesOf,
  readProduct,
  readProductDetails,
  stockRowsOf,
  toAdvancedInfo,
  toImages,
  toVariant,
  variantRowsOf,
  type ProductRow,
} from './product-read.ts';
import { Amounts, assertCustomUrlFree, assertSkusFree, referenceProblems } from './product-rules.ts';
import { productCategories, products } from './product-tables.ts';
import {
  checkVariantAmounts,
  planVariants,
  skuClaimsOf,
  storedOptions,
  variantsShape,
  variantStockLists,
  writeVariants,
  type PlannedVariant,
} from './product-variants.ts';
import { searchKeyOf, searchTextOf } from './search-key.ts';
import { recomputeTotals, setStock, type StockAuthor } from './stock-levels.ts';
import { publishStoreEvent } from '../../platform/store-events.ts';
import { ProductChanges } from './product-changes.ts';

const orNull = (v: string | null | undefined) => (v ? v : null);

/** The gallery as stored (spec §4 media rules), or a field error past 20 real items. */
export function galleryFrom(inputs: Parameters<typeof normalizeMedia>[0]): MediaItem[] {
  const media = normalizeMedia(inputs);
  if (media.length > MEDIA_MAX)
    throw invalidFields({ path: 'media', code: 'too_big', messageKey: 'field.too_big.array', params: { maximum: MEDIA_MAX } });
  return media;
}

/** The advanced-info columns; custom fields get an id when they have none. */
export function advancedColumns(a: AdvancedInfoValues) {
  return {
    pageTitleAr: orNull(a.pageTitleAr),
    pageTitleEn: orNull(a.pageTitleEn),
    pageDescriptionAr: orNull(a.pageDescriptionAr),
    pageDescriptionEn: orNull(a.pageDescriptionEn),
    customUrl: orNull(a.customUrl),
    hsCode: orNull(a.hsCode),
    gtin: orNull(a.gtin),
    mpn: orNull(a.mpn),
    tags: [...new Set(a.tags)],
    weight: a.weight ?? null,
    weightUnit: a.weightUnit,
    maxQuantityPerCustomer: a.maxQuantityPerCustomer ?? null,
    allowFileUpload: a.allowFileUpload,
    allowNotes: a.allowNotes,
    customFields: a.customFields.map((f) => ({
      id: f.id || uuidv7(),
      name: f.name,
      type: f.type,
      defaultValue: orNull(f.defaultValue),
      required: f.required,
    })),
  };
}

interface Prepared {
  columns: Omit<typeof products.$inferInsert, 'id' | 'storeId'>;
  planned: PlannedVariant[];
}

/**
 * Checks a whole product against the store (references, amounts, SKUs, custom link) and answers the
 * columns to save and the variants to write. Nothing is written here.
 */
async function prepare(tx: Tx, storeId: string, currency: string, input: ProductValues, existing: ProductRow | null) {
  const categoryIds = [...new Set(input.categoryIds)];
  const problems: FieldProblem[] = await referenceProblems(tx, storeId, {
    categoryIds: input.categoryIds,
    brandId: input.brandId,
    unitId: input.unitId,
    stock: [{ path: 'quantityManagement', quantities: input.quantityManagement }, ...variantStockLists(input.variants)],
  });
  if (input.productTypeId && !(PRODUCT_TYPES as readonly string[]).includes(input.productTypeId))
    problems.push({ path: 'productTypeId', code: 'invalid_value' });
  const amounts = new Amounts(currency);
  const current = existing ? (await variantRowsOf(tx, existing.id)).map((v) => toVariant(v, [], currency)) : [];
  const planned = planVariants(input.options, input.variants, current);
  if (!planned) throw invalidFields({ path: 'options', code: 'too_many_variants' });
  const media = galleryFrom(input.media);
  const columns = {
    nameAr: input.nameAr,
    nameEn: orNull(input.nameEn),
    price: amounts.minor(input.price, 'price'),
    costPrice: amounts.minor(input.costPrice, 'costPrice'),
    salePrice: amounts.minor(input.salePrice, 'salePrice'),
    discountPercent: input.discountPercent ?? null,
    discountAmount: amounts.minor(input.discountAmount, 'discountAmount'),
    discountExpiresAt: input.discountExpiresAt ? new Date(input.discountExpiresAt) : null,
    minAlertQuantity: input.minAlertQuantity,
    brandId: input.brandId ?? null,
    unitId: input.unitId ?? null,
    productTypeId: orNull(input.productTypeId),
    requiresShipping: input.requiresShipping,
    isInfinite: input.isInfinty,
    taxable: input.taxable,
    showInStore: input.showInStore,
    hasVariants: input.options.length > 0,
    description: cleanDescription(input.description),
    subtitleAr: orNull(input.subtitleAr),
    subtitleEn: orNull(input.subtitleEn),
    promoTitleAr: orNull(input.promoTitleAr),
    promoTitleEn: orNull(input.promoTitleEn),
    sku: orNull(input.sku),
    barcode: orNull(input.barcode),
    media,
    mainImageUrl: galleryOf(media).mainImageUrl,
    options: storedOptions(input.options),
    ...searchColumns(input.nameAr, input.nameEn, input.sku, input.barcode, planned),
    ...(input.advancedInfo ? advancedColumns(AdvancedInfoInput.parse(input.advancedInfo)) : {}),
  };
  checkVariantAmounts(planned, amounts);
  problems.push(...amounts.problems);
  if (problems.length) throw invalidFields(...problems);
  await assertSkusFree(tx, storeId, existing?.id ?? null, [{ path: 'sku', sku: columns.sku }, ...skuClaimsOf(planned)]);
  if (input.advancedInfo)
    await assertCustomUrlFree(tx, storeId, existing?.id ?? null, columns.customUrl ?? null, 'advancedInfo.customUrl');
  return { columns, planned, categoryIds } satisfies Prepared & { categoryIds: string[] };
}

/** What a search compares: the names, and every SKU and barcode of the product and its variants. */
export function searchColumns(
  nameAr: string,
  nameEn: string | null | undefined,
  sku: string | null | undefined,
  barcode: string | null | undefined,
  variants: readonly { sku: string | null; barcode: string | null }[],
) {
  const searchText = searchTextOf([nameAr, nameEn, sku, barcode, ...variants.flatMap((v) => [v.sku, v.barcode])]);
  return { searchText, searchKey: searchKeyOf(searchText) };
}

/** Writes the categories, the variants and the stock of a product whose row is saved; what changed goes to `changes`. */
async function writeParts(
  tx: Tx,
  author: StockAuthor,
  productId: string,
  currency: string,
  input: Pick<ProductValues, 'quantityManagement'>,
  prepared: { planned: PlannedVariant[]; categoryIds: string[] },
  changes: ProductChanges,
) {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  if (prepared.categoryIds.length)
    await tx
      .insert(productCategories)
      .values(prepared.categoryIds.map((categoryId) => ({ productId, categoryId, storeId: author.storeId })));
  const stock = await stockRowsOf(tx, productId);
  await writeVariants(tx, author, productId, prepared.planned, stock, new Amounts(currency), changes);
  const hasVariants = prepared.planned.length > 0;
  // A product with variants keeps its stock in them: its own cells go to 0 (the history says so).
  const own = hasVariants
    ? stock.filter((s) => s.variantId === null && s.quantity > 0).map((s) => ({ ...s, quantity: 0 }))
    : input.quantityManagement.map((q) => ({ variantId: null, ...q }));
  await setStock(
    tx,
    author,
    own.map((s) => ({ productId, variantId: null, warehouseId: s.warehouseId, quantity: s.quantity })),
    changes,
  );
  await recomputeTotals(tx, productId);
}

const authorOf = (store: StoreContext): StockAuthor => ({ storeId: store.id, userId: store.userId, reason: 'product_form' });

/** 402 past the plan's product limit (docs/api.md: `error.limit`, `error.usage`), counted under the store lock. */
async function assertWithinPlan(tx: Tx, storeId: string, plan: Parameters<typeof planOf>[0]) {
  const limit = planOf(plan).limits.products;
  if (limit === null) return;
  const [{ usage }] = (await tx.select({ usage: count() }).from(products).where(eq(products.storeId, storeId))) as [
    { usage: number },
  ];
  if (!withinLimit(limit, usage)) throw new AppError('PLAN_LIMIT_REACHED', 'product.planLimit', { limit }, { limit, usage });
}

export function create(store: StoreContext, input: ProductValues): Promise<Product> {
  return store.transaction(async (tx) => {
    const { currency, plan } = await lockStore(tx, store.id);
    await assertWithinPlan(tx, store.id, plan);
    const prepared = await prepare(tx, store.id, currency, input, null);
    const id = uuidv7();
    const advanced = input.advancedInfo ? {} : advancedColumns(AdvancedInfoInput.parse({}));
    await tx.insert(products).values({ id, storeId: store.id, ...advanced, ...prepared.columns });
    const changes = new ProductChanges(store.id);
    changes.created(id);
    await writeParts(tx, authorOf(store), id, currency, input, prepared, changes);
    await changes.publish(tx);
    return readProduct(tx, await findProduct(tx, store.id, id), currency);
  });
}

/** Replaces the product; advanced info left out stays as it was (it has its own calls). */
export function update(store: StoreContext, id: string, input: ProductValues): Promise<Product> {
  return store.transaction(async (tx) => {
    const { currency } = await lockStore(tx, store.id);
    const existing = await findProduct(tx, store.id, id, true);
    const prepared = await prepare(tx, store.id, currency, input, existing);
    await tx
      .update(products)
      .set({ ...prepared.columns, updatedAt: new Date() })
      .where(eq(products.id, id));
    const changes = new ProductChanges(store.id);
    changes.updated(id);
    await writeParts(tx, authorOf(store), id, currency, input, prepared, changes);
    await changes.publish(tx);
    return readProduct(tx, await findProduct(tx, store.id, id), currency);
  });
}

/** Deletes the product with its categories, variants, stock and history (cascade). */
export function remove(store: StoreContext, id: string): Promise<void> {
  return store.transaction(async (tx) => {
    await lockStore(tx, store.id);
    await findProduct(tx, store.id, id);
    await publishStoreEvent(tx, store.id, { type: 'product.deleted', productId: id });
    await tx.delete(products).where(and(eq(products.id, id), eq(products.storeId, store.id)));
  });
}

/** The whole product, read without a transaction in one statement (product-read.ts). */
export function get(store: StoreContext, id: string): Promise<Product> {
  return store.read((db) => readProductDetails(db, store.id, id));
}

/** `GET /product/warehouse-select-main`: the store's warehouses, the main one first. */
export function warehouseChoices(store: StoreContext): Promise<WarehouseChoice[]> {
  return store.transaction((tx) => branchesOf(tx, store.id));
}

export function advancedInfo(store: StoreContext, id: string): Promise<AdvancedInfo> {
  return store.transaction(async (tx) => toAdvancedInfo(await findProduct(tx, store.id, id)));
}

/** Saves the advanced info alone (both the create and the update call: every product has one). */
export function saveAdvancedInfo(store: StoreContext, id: string, input: AdvancedInfoValues): Promise<AdvancedInfo> {
  return store.transaction(async (tx) => {
    await lockStore(tx, store.id);
    const before = toAdvancedInfo(await findProduct(tx, store.id, id, true));
    const columns = advancedColumns(input);
    await assertCustomUrlFree(tx, store.id, id, columns.customUrl, 'customUrl');
    await tx
      .update(products)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(products.id, id));
    const after = toAdvancedInfo(await findProduct(tx, store.id, id));
    if (!isDeepStrictEqual(before, after)) await publishStoreEvent(tx, store.id, { type: 'product.updated', productId: id });
    return after;
  });
}

/** `GET /product/{id}/images`. */
export function images(store: StoreContext, id: string): Promise<ProductImages> {
  return store.transaction(async (tx) => toImages(await findProduct(tx, store.id, id)));
}

/** `PUT /product/{id}/images`: the gallery alone, by the media rules (spec §4). */
export function saveImages(store: StoreContext, id: string, input: ProductMediaValues): Promise<ProductImages> {
  return store.transaction(async (tx) => {
    const before = await findProduct(tx, store.id, id, true);
    const media = galleryFrom(input.media);
    await tx
      .update(products)
      .set({ media, mainImageUrl: galleryOf(media).mainImageUrl, updatedAt: new Date() })
      .where(eq(products.id, id));
    const after = await findProduct(tx, store.id, id);
    // Added, removed or reordered: the stored gallery differs (both read back from the column).
    if (!isDeepStrictEqual(before.media, after.media))
      await publishStoreEvent(tx, store.id, { type: 'product.updated', productId: id });
    return toImages(after);
  });
}

async function variantsAnswer(tx: Tx, row: ProductRow, currency: string): Promise<ProductVariants> {
  const stock = await stockRowsOf(tx, row.id);
  const variants = (await variantRowsOf(tx, row.id)).map((v) => toVariant(v, stock, currency));
  return { productId: row.id, hasViarant: row.hasVariants, options: row.options, variants };
}

export function variants(store: StoreContext, id: string): Promise<ProductVariants> {
  return store.transaction(async (tx) => {
    const { currency } = await readStore(tx, store.id);
    return variantsAnswer(tx, await findProduct(tx, store.id, id), currency);
  });
}

/**
 * `PUT /product/variants-update?productId=`: new options, and the variants they make (`planVariants`):
 * existing variants keep their id, price, SKU and stock while their values remain.
 */
export function saveVariants(store: StoreContext, id: string, input: ProductVariantsValues): Promise<ProductVariants> {
  return store.transaction(async (tx) => {
    const { currency } = await lockStore(tx, store.id);
    const row = await findProduct(tx, store.id, id, true);
    const problems = await referenceProblems(tx, store.id, { categoryIds: [], stock: variantStockLists(input.variants) });
    const current = (await variantRowsOf(tx, id)).map((v) => toVariant(v, [], currency));
    const planned = planVariants(input.options, input.variants, current);
    if (!planned) throw invalidFields({ path: 'options', code: 'too_many_variants' });
    const amounts = new Amounts(currency);
    checkVariantAmounts(planned, amounts);
    problems.push(...amounts.problems);
    if (problems.length) throw invalidFields(...problems);
    await assertSkusFree(tx, store.id, id, [{ path: 'sku', sku: row.sku }, ...skuClaimsOf(planned)]);
    const before = await variantsShape(tx, row);
    await tx
      .update(products)
      .set({
        options: storedOptions(input.options),
        hasVariants: planned.length > 0,
        ...searchColumns(row.nameAr, row.nameEn, row.sku, row.barcode, planned),
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));
    const categories = await tx
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, id));
    const stock = await stockRowsOf(tx, id);
    const changes = new ProductChanges(store.id);
    // Without options the product's own stock is what it had before it had variants: nothing is invented.
    await writeParts(
      tx,
      authorOf(store),
      id,
      currency,
      { quantityManagement: quantitiesOf(stock, null) },
      { planned, categoryIds: categories.map((c) => c.id) },
      changes,
    );
    const after = await findProduct(tx, store.id, id);
    // Options or variants changed (stock changes were noted by `setStock`): one `product.updated`.
    if (!isDeepStrictEqual(before, await variantsShape(tx, after))) changes.updated(id);
    await changes.publish(tx);
    return variantsAnswer(tx, after, currency);
  });
}
