import { UPLOAD_FIELD, type UploadVisibility, type UploadedImage } from '@souqna/contracts';
import { api } from '@/lib/api-client.ts';
import type { UploadOptions } from '@/lib/api.ts';

/**
 * POST /upload/single: one image, with progress; answers where it is stored and its thumbnail.
 * A private upload (an identity document) opens only through the signed links of the answer.
 */
export async function uploadImage(
  file: Blob,
  fileName: string,
  options: UploadOptions = {},
  visibility: UploadVisibility = 'public',
): Promise<UploadedImage> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, fileName);
  const path = visibility === 'private' ? '/upload/single?visibility=private' : '/upload/single';
  return (await api.upload<UploadedImage>(path, form, options)).data;
}
