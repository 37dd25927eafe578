import type { EXPORT_FORMATS, ImportJob, ImportPreview } from '@souqna/contracts';
import { api } from '@/lib/api-client.ts';

/** The file formats of the export (the import reads either). */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** POST /product/import/preview: what the file holds, its first rows and every row the import would refuse. */
export const previewImport = async (file: File) =>
  (await api.upload<ImportPreview>('/product/import/preview', formOf(file))).data;

/** POST /product/import: the job, started; its progress is polled with `importProgress`. */
export const startImport = async (file: File) => (await api.upload<ImportJob>('/product/import', formOf(file))).data;

/** GET /product/import/{importId}: how far the job is, and its outcome once done. */
export const importProgress = (importId: string) => api.get<ImportJob>(`/product/import/${encodeURIComponent(importId)}`);

/** GET /product/export?format=: the store's products as a file, saved by the browser. */
export async function exportProducts(format: ExportFormat): Promise<void> {
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
