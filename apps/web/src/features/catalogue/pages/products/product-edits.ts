import type { FieldError, ProductBulkUpdate, ProductCard } from '@souqna/contracts';

export const EDIT_FIELDS = ['price', 'salePrice', 'quantity', 'showInStore'] as const;
export type EditField = (typeof EDIT_FIELDS)[number];

/** What the merchant typed in a row; '' is a number field left empty. */
export interface RowEdit {
  price?: number | '';
  salePrice?: number | '' | null;
  quantity?: number | '';
  showInStore?: boolean;
}
export type Edits = Record<string, RowEdit>;
export type RowErrors = Record<string, Partial<Record<EditField | 'row', string>>>;

/** The product's value of a field as it was loaded. */
export const originalOf = (p: ProductCard, field: EditField) =>
  field === 'quantity' ? p.mainQuantity : field === 'salePrice' ? p.salePrice : p[field];

const same = (a: unknown, b: unknown) => (a === '' || a === null ? null : a) === (b === '' || b === null ? null : b);

/** The edits after one cell changed: a value typed back to the original is no change at all. */
export function withEdit(edits: Edits, product: ProductCard, field: EditField, value: RowEdit[EditField]): Edits {
  const row: RowEdit = { ...edits[product.productId] };
  if (same(value, originalOf(product, field))) delete row[field];
  else Object.assign(row, { [field]: value });
  const next = { ...edits };
  if (Object.keys(row).length) next[product.productId] = row;
  else delete next[product.productId];
  return next;
}

export const countOf = (edits: Edits) => Object.values(edits).reduce((n, row) => n + Object.keys(row).length, 0);

/** What cannot be sent as typed: an empty price or quantity, a sale price not above the price. */
export function checkEdits(
  edits: Edits,
  products: ProductCard[],
): Record<string, Partial<Record<EditField, 'required' | 'sale_not_above_price'>>> {
  const problems: ReturnType<typeof checkEdits> = {};
  for (const [productId, row] of Object.entries(edits)) {
    const product = products.find((p) => p.productId === productId);
    if (!product) continue;
    const found: Partial<Record<EditField, 'required' | 'sale_not_above_price'>> = {};
    if (row.price === '') found.price = 'required';
    if (row.quantity === '') found.quantity = 'required';
    const price = row.price ?? product.price;
    const sale = row.salePrice === undefined ? product.salePrice : row.salePrice === '' ? null : row.salePrice;
    if (sale !== null && typeof price === 'number' && sale <= price && ('salePrice' in row || 'price' in row))
      found.salePrice = 'sale_not_above_price';
    if (Object.keys(found).length) problems[productId] = found;
  }
  return problems;
}

/** POST /product/products-bulk-update: only the changed cells, every changed product in one call. */
export function bulkBodyOf(edits: Edits): ProductBulkUpdate {
  return {
    items: Object.entries(edits).map(([productId, row]) => {
      const item: ProductBulkUpdate['items'][number] = { productId };
      if (typeof row.price === 'number') item.price = row.price;
      if (row.salePrice !== undefined) item.salePrice = row.salePrice === '' ? null : row.salePrice;
      if (typeof row.quantity === 'number') item.quantity = row.quantity;
      if (row.showInStore !== undefined) item.showInStore = row.showInStore;
      return item;
    }),
  };
}

/** The server's field errors (`items.3.salePrice`) put back on the rows they came from. */
export function rowErrorsOf(fields: FieldError[] | undefined, sent: ProductBulkUpdate): RowErrors {
  const errors: RowErrors = {};
  for (const f of fields ?? []) {
    const match = /^items\.(\d+)(?:\.(\w+))?/.exec(f.path);
    const productId = match ? sent.items[Number(match[1])]?.productId : undefined;
    if (!productId) continue;
    const field = (EDIT_FIELDS as readonly string[]).includes(match![2] ?? '') ? (match![2] as EditField) : 'row';
    errors[productId] = { ...errors[productId], [field]: f.message };
  }
  return errors;
}
