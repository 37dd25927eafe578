import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { FileAnswer } from '../platform/file-answer.ts';
import { CODE_MAX } from './variants.ts';
import { AMOUNT_MAX, PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from './product.ts';
import { normalizeArabic } from './search.ts';

/** An import file: at most 5 MB (the upload limit) and 5,000 product rows under its header row. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5_000;
/** Rows the preview shows; every row is checked. */
export const IMPORT_PREVIEW_ROWS = 20;
/** Several categories in one cell are separated by this ("عطور | هدايا"). */
export const CATEGORY_SEPARATOR = '|';
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The columns of the product file, one row per product, in export order. A header may be written in
 * Arabic, in English or as the key; letter forms, marks and case are ignored.
 */
export const PRODUCT_FILE_COLUMNS = [
  { key: 'sku', ar: 'رمز المنتج SKU', en: 'SKU', kind: 'text' },
  { key: 'nameAr', ar: 'الاسم بالعربية', en: 'Arabic name', kind: 'text' },
  { key: 'nameEn', ar: 'الاسم بالإنجليزية', en: 'English name', kind: 'text' },
  { key: 'price', ar: 'السعر', en: 'Price', kind: 'number' },
  { key: 'salePrice', ar: 'السعر قبل الخصم', en: 'Compare-at price', kind: 'number' },
  { key: 'costPrice', ar: 'سعر التكلفة', en: 'Cost price', kind: 'number' },
  { key: 'quantity', ar: 'الكمية في الفرع الرئيسي', en: 'Quantity in main branch', kind: 'number' },
  { key: 'minAlertQuantity', ar: 'حد التنبيه', en: 'Low-stock alert', kind: 'number' },
  { key: 'category', ar: 'التصنيف', en: 'Category', kind: 'text' },
  { key: 'brand', ar: 'العلامة التجارية', en: 'Brand', kind: 'text' },
  { key: 'showInStore', ar: 'ظاهر في المتجر', en: 'Shown in store', kind: 'yesNo' },
  { key: 'isInfinty', ar: 'كمية غير محدودة', en: 'Unlimited quantity', kind: 'yesNo' },
  { key: 'taxable', ar: 'خاضع للضريبة', en: 'Taxable', kind: 'yesNo' },
  { key: 'requiresShipping', ar: 'يتطلب الشحن', en: 'Requires shipping', kind: 'yesNo' },
  { key: 'barcode', ar: 'الباركود', en: 'Barcode', kind: 'text' },
  { key: 'description', ar: 'الوصف', en: 'Description', kind: 'text' },
] as const;
export type ProductFileColumn = (typeof PRODUCT_FILE_COLUMNS)[number]['key'];
/** Columns a file must have: a new product needs its name and price. */
export const REQUIRED_FILE_COLUMNS: readonly ProductFileColumn[] = ['nameAr', 'price'];

const headerKey = (text: string) => normalizeArabic(text).replace(/[\s_\-()]+/g, '');
const HEADERS = new Map<string, ProductFileColumn>(
  PRODUCT_FILE_COLUMNS.flatMap((c) => [c.key, c.ar, c.en].map((h) => [headerKey(h), c.key] as const)),
);

/** The column a header names, whichever language it is written in; null for an unknown header. */
export const columnOfHeader = (header: string): ProductFileColumn | null => HEADERS.get(headerKey(header)) ?? null;

export const yesNoText = (value: boolean, lang: 'ar' | 'en') =>
  value ? (lang === 'ar' ? 'نعم' : 'yes') : lang === 'ar' ? 'لا' : 'no';
const YES = new Set(['نعم', 'yes', 'y', 'true', '1', 'صح']);
const NO = new Set(['لا', 'no', 'n', 'false', '0', 'خطا']);

/** Text a spreadsheet would run as a formula is written with a leading `'`; the import takes it off. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as read: numbers for number cells, yes/no as booleans, empty as null; a wrong cell gives its code. */
export function readCell(
  kind: 'text' | 'number' | 'yesNo',
  raw: string,
): { value: string | number | boolean | null } | { error: 'not_a_number' | 'not_yes_no' } {
  const text = raw.trim();
  if (!text) return { value: null };
  if (kind === 'text') return { value: text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text };
  const plain = normalizeArabic(text);
  if (kind === 'yesNo') {
    if (YES.has(plain)) return { value: true };
    if (NO.has(plain)) return { value: false };
    return { error: 'not_yes_no' };
  }
  const number = Number(plain.replace(/[,٬\s]/g, '').replace('٫', '.'));
  return Number.isFinite(number) ? { value: number } : { error: 'not_a_number' };
}

const amount = () => z.number().min(0).max(AMOUNT_MAX).nullable().optional();
const text = (max: number) => z.string().max(max).nullable().optional();
const count = () => z.number().int().min(0).max(1_000_000_000).nullable().optional();

/** One product row once its cells are read: empty cells are null (kept as they are on an update). */
export const ProductFileRow = z
  .object({
    sku: text(CODE_MAX),
    nameAr: text(PRODUCT_NAME_MAX),
    nameEn: text(PRODUCT_NAME_MAX),
    price: amount(),
    salePrice: amount(),
    costPrice: amount(),
    quantity: count(),
    minAlertQuantity: count(),
    category: text(500),
    brand: text(100),
    showInStore: z.boolean().nullable().optional(),
    isInfinty: z.boolean().nullable().optional(),
    taxable: z.boolean().nullable().optional(),
    requiresShipping: z.boolean().nullable().optional(),
    barcode: text(CODE_MAX),
    description: text(PRODUCT_DESCRIPTION_MAX),
  })
  .strict();
export type ProductFileRow = z.infer<typeof ProductFileRow>;

/** A problem of one row (spreadsheet row number: the header is row 1) and column, worded for the merchant. */
export const ImportProblem = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblem>;

/** `POST /product/import/preview`: what the file holds and what is wrong with it; nothing is written. */
export const ImportPreview = z.object({
  totalRows: z.number().int(),
  columns: z.array(z.string()),
  rows: z.array(
    z.object({
      row: z.number().int(),
      action: z.enum(['create', 'update']),
      values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    }),
  ),
  creates: z.number().int(),
  updates: z.number().int(),
  errors: z.array(ImportProblem),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const IMPORT_STATES = ['running', 'done', 'failed'] as const;

/** `POST /product/import` (202) and `GET /product/import/{importId}`: the import's progress. */
export const ImportJob = z.object({
  importId: z.uuid(),
  state: z.enum(IMPORT_STATES),
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(ImportProblem),
});
export type ImportJob = z.infer<typeof ImportJob>;
export const ImportParams = z.strictObject({ importId: z.uuid() });
export const ExportQuery = z.strictObject({ format: z.enum(EXPORT_FORMATS).default('csv') });

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The product file: export it, check a file (preview), import it as a job and follow the job. */
export const productFileEndpoints = {
  /** The products as a file (UTF-8 CSV with BOM, or XLSX), one row per product, headers in the request language. */
  exportFile: endpoint({
    method: 'GET',
    path: '/product/export',
    query: ExportQuery,
    data: FileAnswer,
    download: ['text/csv', XLSX_CONTENT_TYPE],
  }),
  /** What the file holds, its first rows and every row the import would refuse. */
  preview: endpoint({ method: 'POST', path: '/product/import/preview', data: ImportPreview, upload: { field: 'file' } }),
  /** The job, started (202); its progress is read with `progress`. */
  start: endpoint({ method: 'POST', path: '/product/import', data: ImportJob, upload: { field: 'file' }, status: 202 }),
  progress: endpoint({ method: 'GET', path: '/product/import/:importId', params: ImportParams, data: ImportJob }),
};
