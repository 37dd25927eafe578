import { UPLOAD_FIELD, type UploadedImage } from '@souqna/contracts';
import { api } from '../../lib/api-client.ts';
import type { UploadOptions } from '../../lib/api.ts';

/** POST /upload/single: one image, with progress; answers where it is stored and its thumbnail. */
export async function uploadImage(file: Blob, fileName: string, options: UploadOptions = {}): Promise<UploadedImage> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, fileName);
  return (await api.upload<UploadedImage>('/upload/single', form, options)).data;
}
