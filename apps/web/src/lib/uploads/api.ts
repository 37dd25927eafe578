import type { UploadVisibility, UploadedImage } from '@souqna/contracts';
import type { UploadOptions } from '@/lib/api.ts';
import { uploadEndpoints } from '@/lib/endpoints.ts';
import { upload } from '@/lib/request.ts';

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
  const query = visibility === 'private' ? { visibility } : {};
  return (await upload(uploadEndpoints.single, { file, fileName, query }, options)).data;
}
