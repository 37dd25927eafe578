import type { ExportFormat } from '@souqna/contracts';
import { productFileEndpoints as endpoints } from '@/lib/endpoints.ts';
import { download, request, upload } from '@/lib/request.ts';
import { saveFile } from '@/lib/save-file.ts';

/** What the file holds, its first rows and every row the import would refuse. */
export const previewImport = async (file: File) => (await upload(endpoints.preview, { file, fileName: file.name })).data;

/** The job, started; its progress is read with `importProgress`. */
export const startImport = async (file: File) => (await upload(endpoints.start, { file, fileName: file.name })).data;

/** How far the job is, and its outcome once done. */
export const importProgress = (importId: string) => request(endpoints.progress, { params: { importId } });

/** The store's products as a file, saved by the browser. */
export async function exportProducts(format: ExportFormat): Promise<void> {
  const { blob, fileName } = await download(endpoints.exportFile, { query: { format } });
  saveFile(blob, fileName ?? `products.${format}`);
}
