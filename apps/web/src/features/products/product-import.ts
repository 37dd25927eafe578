import { api } from '../../lib/api-client.ts';

// The import's shapes as the web expects them, until packages/contracts/src/catalogue/product-import.ts lands.

/** One refused cell or row of the file: its row number as the spreadsheet shows it, the column, why. */
export interface ImportRowError {
  row: number;
  column: string | null;
  message: string;
}

/** POST /product/import/preview: what the file holds, its first rows and every row the import would refuse. */
export interface ImportPreview {
  totalRows: number;
  columns: string[];
  rows: { row: number; values: Record<string, string | number | boolean | null> }[];
  errors: ImportRowError[];
}

export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** GET /product/import/{importId}: how far the job is, and its outcome once done. */
export interface ImportProgress {
  importId: string;
  state: ImportState;
  processed: number;
  total: number;
  created: number;
  updated: number;
  errors: ImportRowError[];
}

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

export const previewImport = async (file: File) =>
  (await api.upload<ImportPreview>('/product/import/preview', formOf(file))).data;

export const startImport = async (file: File) => (await api.upload<{ importId: string }>('/product/import', formOf(file))).data;

export const importProgress = (importId: string) => api.get<ImportProgress>(`/product/import/${encodeURIComponent(importId)}`);

/** GET /product/export?format=: the store's products as a file, saved by the browser. */
export async function exportProducts(format: ImportFormat): Promise<void> {
  const { blob, fileName } = await api.download('/product/export', { query: { format } });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName ?? `products.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
