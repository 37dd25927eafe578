import { stockCellKey, type StockGrid, type StockUpdate } from '@souqna/contracts';

/** Typed quantities by cell (`stockCellKey`); '' is a cell left empty. */
export type StockEdits = Record<string, number | ''>;

export const cellKey = stockCellKey;

/** The loaded quantity of a cell: absent means 0. */
export function loadedQuantity(grid: StockGrid, key: string): number {
  const [productId, variant, warehouseId] = key.split(':') as [string, string, string];
  const product = grid.items.find((p) => p.productId === productId);
  const row = product?.rows.find((r) => (r.variantId ?? '-') === variant);
  return row?.quantities[warehouseId] ?? 0;
}

/** The edits after one cell changed: typed back to what was loaded, it is no change. */
export function withCell(edits: StockEdits, grid: StockGrid, key: string, value: number | ''): StockEdits {
  const next = { ...edits };
  if (value !== '' && value === loadedQuantity(grid, key)) delete next[key];
  else next[key] = value;
  return next;
}

export const emptyCells = (edits: StockEdits) => Object.keys(edits).filter((k) => edits[k] === '');

/** POST /product/stock/update-stock: the changed cells only, with the note when there is one. */
export function stockBodyOf(edits: StockEdits, note: string): StockUpdate {
  const changes = Object.entries(edits).map(([key, quantity]) => {
    const [productId, variant, warehouseId] = key.split(':') as [string, string, string];
    return { productId, variantId: variant === '-' ? null : variant, warehouseId, quantity: Number(quantity) };
  });
  return note.trim() ? { changes, note: note.trim() } : { changes };
}
