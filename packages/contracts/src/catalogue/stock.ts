import { z } from 'zod';
import { ListQuery } from '../platform/list.ts';

export const STOCK_REASON_MAX = 200;
/** The reasons a stock change is recorded with (what the history shows). */
export const STOCK_REASONS = ['manual', 'product_form', 'bulk_edit', 'import', 'order', 'order_return'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** `GET /product/stock/product-with-variants?page&pageSize&search`. */
export const StockGridQuery = ListQuery.extend({ search: z.string().trim().max(200).optional() });
export type StockGridQuery = z.infer<typeof StockGridQuery>;

/** One row of the grid: a product without variants, or one variant of a product. */
export const StockRow = z.object({
  variantId: z.uuid().nullable(),
  /** The variant's values ("أحمر / كبير"); null for the product itself. */
  label: z.string().nullable(),
  sku: z.string().nullable(),
  /** Quantity per warehouse id (absent: 0). */
  quantities: z.record(z.string(), z.number().int()),
});
export type StockRow = z.infer<typeof StockRow>;

export const StockProduct = z.object({
  productId: z.uuid(),
  nameAr: z.string(),
  nameEn: z.string().nullable(),
  mainImageUrl: z.string().nullable(),
  isInfinty: z.boolean(),
  minAlertQuantity: z.number().int(),
  rows: z.array(StockRow),
});
export type StockProduct = z.infer<typeof StockProduct>;

/** The grid's columns: the store's warehouses, main first. */
export const StockGrid = z.object({
  warehouses: z.array(z.object({ warehouseId: z.uuid(), name: z.string(), isMain: z.boolean() })),
  items: z.array(StockProduct),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type StockGrid = z.infer<typeof StockGrid>;

/** `POST /product/stock/update-stock`: the grid's changed cells, saved together (all or nothing). */
export const StockUpdate = z.strictObject({
  changes: z
    .array(
      z.strictObject({
        productId: z.uuid(),
        variantId: z.uuid().nullable().optional(),
        warehouseId: z.uuid(),
        quantity: z.number().int().min(0).max(1_000_000_000),
      }),
    )
    .min(1, { message: 'no_changes' })
    .max(1000),
  note: z.string().trim().max(STOCK_REASON_MAX).optional(),
});
export type StockUpdate = z.input<typeof StockUpdate>;
export const StockUpdateResult = z.object({ changed: z.number().int() });

/** One stock change as the product's history shows it: who, when, where, before, after, why. */
export const StockMovement = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  variantId: z.uuid().nullable(),
  variantLabel: z.string().nullable(),
  warehouseId: z.uuid().nullable(),
  warehouseName: z.string().nullable(),
  before: z.number().int(),
  after: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  note: z.string().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof StockMovement>;

/** `GET /product/{id}/stock-history?page&pageSize`. */
export const StockHistoryQuery = ListQuery;

/** Whether a grid has unsaved cells: the key is `productId:variantId|-:warehouseId`. */
export const stockCellKey = (productId: string, variantId: string | null, warehouseId: string) =>
  `${productId}:${variantId ?? '-'}:${warehouseId}`;
