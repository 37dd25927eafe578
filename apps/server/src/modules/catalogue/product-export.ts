import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { PRODUCT_FILE_COLUMNS, toMajor, yesNoText, type Language, type ProductFileColumn } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { csvStream, xlsxStream, type Cell } from '../../platform/spreadsheet.ts';
import { currencyOf } from './product-list.service.ts';

const BATCH = 1_000;
type ExportRow = Record<ProductFileColumn, Cell>;

interface Row extends Record<string, unknown> {
  id: string;
  created_at: string;
  sku: string | null;
  name_ar: string;
  name_en: string | null;
  price: string;
  sale_price: string | null;
  cost_price: string | null;
  main_quantity: number;
  has_variants: boolean;
  min_alert_quantity: number;
  category: string | null;
  brand: string | null;
  show_in_store: boolean;
  is_infinite: boolean;
  taxable: boolean;
  requires_shipping: boolean;
  barcode: string | null;
  description: string | null;
}

/**
 * The store's products, newest first, a thousand at a time (keyset on the list's index), so an export
 * of 100,000 products never holds more than one batch. A product with variants has no quantity cell:
 * its stock is per variant (the stock grid).
 */
async function* batches(db: Db, storeId: string, lang: Language): AsyncGenerator<ExportRow[]> {
  const currency = await currencyOf(db, storeId);
  const money = (v: string | null) => (v == null ? null : toMajor(Number(v), currency));
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const result: { rows: Row[] } = await db.execute<Row>(sql`
      select p.id, p.created_at::text as created_at, p.sku, p.name_ar, p.name_en, p.price, p.sale_price, p.cost_price,
             p.main_quantity, p.has_variants, p.min_alert_quantity, p.show_in_store, p.is_infinite, p.taxable,
             p.requires_shipping, p.barcode, p.description, b.name as brand,
             (select string_agg(c.name, ' | ' order by c.position, c.name) from product_categories pc
                join categories c on c.id = pc.category_id where pc.product_id = p.id) as category
        from products p left join brands b on b.id = p.brand_id
       where p.store_id = ${storeId}
         ${after ? sql`and (p.created_at, p.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
       order by p.created_at desc nulls last, p.id desc nulls last
       limit ${BATCH}`);
    const rows: Row[] = result.rows;
    if (!rows.length) return;
    yield rows.map((r) => ({
      sku: r.sku,
      nameAr: r.name_ar,
      nameEn: r.name_en,
      price: money(r.price),
      salePrice: money(r.sale_price),
      costPrice: money(r.cost_price),
      quantity: r.has_variants ? null : r.main_quantity,
      minAlertQuantity: r.min_alert_quantity,
      category: r.category,
      brand: r.brand,
      showInStore: yesNoText(r.show_in_store, lang),
      isInfinty: yesNoText(r.is_infinite, lang),
      taxable: yesNoText(r.taxable, lang),
      requiresShipping: yesNoText(r.requires_shipping, lang),
      barcode: r.barcode,
      description: r.description,
    }));
    const last: Row = rows.at(-1)!;
    after = { createdAt: last.created_at, id: last.id };
    if (rows.length < BATCH) return;
  }
}

const COLUMNS = PRODUCT_FILE_COLUMNS.map((c) => ({
  ...c,
  width: c.key === 'description' ? 50 : c.key.startsWith('name') ? 30 : 16,
}));

/** UTF-8 CSV with a byte-order mark, headers in the request's language. */
export const exportCsv = (db: Db, storeId: string, lang: Language): Readable =>
  csvStream(COLUMNS, lang, batches(db, storeId, lang));

/** XLSX written as it is read, the sheet right-to-left for Arabic. */
export const exportXlsx = (db: Db, storeId: string, lang: Language): Readable =>
  xlsxStream(lang === 'ar' ? 'المنتجات' : 'Products', COLUMNS, lang, batches(db, storeId, lang));
