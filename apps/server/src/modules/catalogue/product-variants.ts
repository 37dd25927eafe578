import { asc, eq, inArray } from 'drizzle-orm';
import {
  combinationsOf,
  variantsFor,
  type ProductOptionValues,
  type Variant,
  type VariantValues,
  type WarehouseQuantity,
} from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { notFound } from '../../platform/errors.ts';
import type { StoredOption } from './product-tables.ts';
import { productVariants } from './product-tables.ts';
import type { Amounts, SkuClaim } from './product-rules.ts';
import { VARIANT_DEFINITION, type ProductRow, type StockRow } from './product-read.ts';
import type { ProductChanges } from './product-changes.ts';
import { setStock, type StockAuthor, type StockCell } from './stock-levels.ts';

/** A variant as it will be saved: its id when it exists already, amounts in major units, the stock cells the input set. */
export interface PlannedVariant {
  variantId: string | null;
  values: string[];
  isDefault: boolean;
  price: number | null;
  salePrice: number | null;
  sku: string | null;
  barcode: string | null;
  /** The warehouses the input named; the others keep their stock. */
  quantityManagement: WarehouseQuantity[];
  /** Where it came from in the input (the path of its field errors); null for a variant kept as it was. */
  inputIndex: number | null;
}

const keyOf = (values: readonly string[]) => values.map((v) => v.trim().toLowerCase()).join('\u0000');
const orNull = (v: string | null | undefined) => (v ? v : null);

export const storedOptions = (options: readonly ProductOptionValues[]): StoredOption[] =>
  options.map((o) => ({
    name: o.name,
    type: o.type,
    values: o.values.map((v) => ({ label: v.label, color: v.color ?? null, image: v.image ?? null })),
  }));

/**
 * The variants the options make (spec §4, docs/product-rules.md "Catalogue"): one per combination. An input
 * variant takes over the existing variant it names (`variantId`, so its stock history follows it
 * through a renamed value) or the one with its values; what it leaves out (price, SKU...) stays as
 * it was. Existing variants the input does not mention are kept while their values remain. Exactly
 * one is default: an input's choice wins over a kept variant's. Null: more than 100 combinations.
 * A variant id that is not one of the product's own (another product's, another store's) answers 404
 * instead of silently becoming a new variant.
 */
export function planVariants(
  options: readonly ProductOptionValues[],
  inputs: readonly VariantValues[],
  existing: readonly Variant[],
): PlannedVariant[] | null {
  const own = new Set(existing.map((v) => v.variantId));
  if (inputs.some((v) => v.variantId && !own.has(v.variantId))) throw notFound();
  if (options.length === 0) return [];
  const candidates: PlannedVariant[] = existing.map((v) => ({
    variantId: v.variantId,
    values: v.values,
    isDefault: v.isDefault,
    price: v.price,
    salePrice: v.salePrice,
    sku: v.sku,
    barcode: v.barcode,
    quantityManagement: [],
    inputIndex: null,
  }));
  const inputChoosesDefault = inputs.some((v) => v.isDefault);
  inputs.forEach((input, i) => {
    let at = input.variantId ? candidates.findIndex((c) => c.variantId === input.variantId && c.inputIndex === null) : -1;
    if (at < 0) at = candidates.findIndex((c) => c.inputIndex === null && keyOf(c.values) === keyOf(input.values));
    const base = at >= 0 ? candidates.splice(at, 1)[0]! : null;
    candidates.push({
      variantId: base?.variantId ?? null,
      values: input.values,
      isDefault: input.isDefault,
      price: input.price !== undefined ? input.price : (base?.price ?? null),
      salePrice: input.salePrice !== undefined ? input.salePrice : (base?.salePrice ?? null),
      sku: input.sku !== undefined ? orNull(input.sku) : (base?.sku ?? null),
      barcode: input.barcode !== undefined ? orNull(input.barcode) : (base?.barcode ?? null),
      quantityManagement: input.quantityManagement,
      inputIndex: i,
    });
  });
  if (inputChoosesDefault) for (const c of candidates) if (c.inputIndex === null) c.isDefault = false;
  const rows = variantsFor(options, candidates);
  if (!rows) return null;
  const combinations = combinationsOf(options);
  return rows.map((row, i) => ({
    variantId: row.variantId ?? null,
    values: combinations[i]!,
    isDefault: row.isDefault,
    price: row.price ?? null,
    salePrice: row.salePrice ?? null,
    sku: orNull(row.sku),
    barcode: orNull(row.barcode),
    quantityManagement: row.quantityManagement,
    inputIndex: 'inputIndex' in row ? (row.inputIndex as number | null) : null,
  }));
}

/** Where a planned variant's problems show: its input row, or the variants as a whole for a kept one. */
export const variantPath = (v: PlannedVariant, field: string) =>
  v.inputIndex === null ? 'variants' : `variants.${v.inputIndex}.${field}`;

export const skuClaimsOf = (planned: readonly PlannedVariant[]): SkuClaim[] =>
  planned.map((v) => ({ path: variantPath(v, 'sku'), sku: v.sku }));

/** The input's warehouse lists, with their paths, for the reference check. */
/** Notes the planned variants' amounts that do not fit the store currency (before anything is written). */
export function checkVariantAmounts(planned: readonly PlannedVariant[], amounts: Amounts): void {
  for (const v of planned) {
    amounts.minor(v.price, variantPath(v, 'price'));
    amounts.minor(v.salePrice, variantPath(v, 'salePrice'));
  }
}

export const variantStockLists = (inputs: readonly VariantValues[]) =>
  inputs.map((v, i) => ({ path: `variants.${i}.quantityManagement`, quantities: v.quantityManagement }));

/**
 * Saves the planned variants of a product: variants no longer planned have their stock set to 0
 * (the history says where it went) and are deleted; the others are updated or added in order; then
 * each input's stock cells are written (what changed goes to `changes`). Amounts become minor units
 * through `amounts`.
 */
export async function writeVariants(
  tx: Tx,
  author: StockAuthor,
  productId: string,
  planned: readonly PlannedVariant[],
  stock: readonly StockRow[],
  amounts: Amounts,
  changes: ProductChanges,
): Promise<void> {
  const rows = await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId));
  const kept = new Set(planned.map((v) => v.variantId).filter(Boolean));
  const removed = rows.map((r) => r.id).filter((id) => !kept.has(id));
  const emptied: StockCell[] = stock
    .filter((s) => s.variantId && removed.includes(s.variantId) && s.quantity > 0)
    .map((s) => ({ productId, variantId: s.variantId, warehouseId: s.warehouseId, quantity: 0 }));
  await setStock(tx, author, emptied, changes);
  if (removed.length) await tx.delete(productVariants).where(inArray(productVariants.id, removed));
  // Cleared first, so two variants may swap SKUs or the default without breaking a unique index midway.
  await tx.update(productVariants).set({ sku: null, isDefault: false }).where(eq(productVariants.productId, productId));

  const cells: StockCell[] = [];
  for (const [position, v] of planned.entries()) {
    const columns = {
      position,
      values: v.values,
      isDefault: v.isDefault,
      price: amounts.minor(v.price, variantPath(v, 'price')),
      salePrice: amounts.minor(v.salePrice, variantPath(v, 'salePrice')),
      sku: v.sku,
      barcode: v.barcode,
      updatedAt: new Date(),
    };
    let id = v.variantId;
    if (id) await tx.update(productVariants).set(columns).where(eq(productVariants.id, id));
    else {
      id = uuidv7();
      await tx.insert(productVariants).values({ id, storeId: author.storeId, productId, ...columns });
    }
    for (const q of v.quantityManagement)
      cells.push({ productId, variantId: id, warehouseId: q.warehouseId, quantity: q.quantity });
  }
  await setStock(tx, author, cells, changes);
}

/**
 * What a product's options and variants are, without their stock (which `setStock` tells) or
 * timestamps: equal before and after a save when the save changed none of them.
 */
export async function variantsShape(tx: Tx, row: Pick<ProductRow, 'id' | 'options' | 'hasVariants'>) {
  const variants = await tx
    .select(VARIANT_DEFINITION)
    .from(productVariants)
    .where(eq(productVariants.productId, row.id))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return { options: row.options, hasVariants: row.hasVariants, variants };
}
