import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { UPLOADS_PUBLIC_PATH } from '../platform/fields.ts';

/** Spec §9: an uploaded image is at most 5 MB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);
/** The multipart field `POST /upload/single` reads. */
export const UPLOAD_FIELD = 'file';

/** The image kinds an upload may be, recognised by their first bytes (never by name or declared type). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** How many leading bytes `imageTypeOf` needs to decide. */
export const IMAGE_SIGNATURE_BYTES = 64;

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

/**
 * The image kind a file's first bytes announce, or null for anything else (SVG, HEIC, text, PDF...).
 * The server and the browser both ask this, so a text file named `.png` is refused before it is sent.
 */
export function imageTypeOf(bytes: Uint8Array): UploadImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 4) === 'ftyp') {
    // An ISO-BMFF file: AVIF when its major or one of its compatible brands says so (HEIC does not).
    const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      const brand = ascii(bytes, at, 4);
      if (brand === 'avif' || brand === 'avis') return 'image/avif';
    }
  }
  return null;
}

/**
 * Who may see an upload. `public` (product photos, logos) is served to anyone at its path;
 * `private` (identity documents, bank statements) only through a short-lived signed link.
 */
export const UPLOAD_VISIBILITIES = ['public', 'private'] as const;
export type UploadVisibility = (typeof UPLOAD_VISIBILITIES)[number];
export const UploadQuery = z.strictObject({ visibility: z.enum(UPLOAD_VISIBILITIES).default('public') });

/** Where private uploads live; their paths are stored, their links are signed and expire. */
export const UPLOADS_PRIVATE_PATH = '/images/private/';
/** How long a signed link to a private upload stays valid. */
export const PRIVATE_LINK_SECONDS = 60 * 60;

const PRIVATE_UPLOAD = /^\/images\/private\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/;

/** A private upload's path (what a verification form stores); never a link to elsewhere. */
export const privateImageRef = () => z.string().trim().regex(PRIVATE_UPLOAD, { message: 'invalid_value' });

/** The store a private path belongs to (the folder after `/images/private/`). */
export const storeOfPrivatePath = (path: string): string | null =>
  PRIVATE_UPLOAD.test(path) ? path.slice(UPLOADS_PRIVATE_PATH.length, UPLOADS_PRIVATE_PATH.length + 36) : null;

/**
 * The answer of `POST /upload/single`. `path` is what a form stores (see `imageRef` and
 * `privateImageRef`); `url` and `thumbnailUrl` open it now (signed and expiring when private).
 */
export const UploadedImage = z.object({
  path: z.string(),
  url: z.string(),
  thumbnailPath: z.string(),
  thumbnailUrl: z.string(),
  visibility: z.enum(UPLOAD_VISIBILITIES),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  contentType: z.string(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

const STORED_UPLOAD = /^\/images\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/;

/** The thumbnail beside an uploaded image's path; anything else (an outside link) is its own preview. */
export function thumbnailPathOf(path: string): string {
  return STORED_UPLOAD.test(path) || PRIVATE_UPLOAD.test(path) ? path.replace(/\.webp$/, '-thumb.webp') : path;
}

/** True for a path `POST /upload/single` answered (as opposed to an outside link). */
export const isUploadedPath = (path: string) => path.startsWith(UPLOADS_PUBLIC_PATH) && STORED_UPLOAD.test(path);

export const uploadEndpoints = {
  /**
   * One image (JPEG, PNG, WebP, GIF or AVIF, at most 5 MB), re-encoded, with its thumbnail, stored
   * under the caller's store; `?visibility=private` keeps it out of the public route: it opens only
   * through a signed link (identity documents).
   */
  single: endpoint({
    method: 'POST',
    path: '/upload/single',
    query: UploadQuery,
    data: UploadedImage,
    upload: { field: UPLOAD_FIELD },
    status: 201,
  }),
};
