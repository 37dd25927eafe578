import {
  IMAGE_SIGNATURE_BYTES,
  imageTypeOf,
  translate,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
  type ErrorCode,
  type Language,
} from '@souqna/contracts';

/** What the file picker offers: the image kinds the server takes (the server decides by content anyway). */
export const ACCEPTED_IMAGE_TYPES: string[] = [...UPLOAD_IMAGE_TYPES];

export interface ImageRefusal {
  code: Extract<ErrorCode, 'FILE_TOO_LARGE' | 'UNSUPPORTED_FILE_TYPE'>;
  message: string;
}

/** The server's own sentence for each refusal, so the merchant reads one wording wherever it was caught. */
export function refusal(code: ImageRefusal['code'], lang: Language): ImageRefusal {
  return code === 'FILE_TOO_LARGE'
    ? { code, message: translate('upload.tooLarge', lang, { max: UPLOAD_MAX_MB }) }
    : { code, message: translate('upload.notAnImage', lang) };
}

/** The file a reader can look at: its size and its first bytes (a File, or anything shaped like one). */
export interface PickedFile {
  size: number;
  slice(start: number, end: number): Blob;
}

/**
 * Checks a picked file before a byte is sent, the way the server will: at most 5 MB, and an image
 * by its first bytes (a text file named `.png` is refused here, not after the upload).
 */
export async function checkImageFile(file: PickedFile, lang: Language): Promise<ImageRefusal | null> {
  if (file.size > UPLOAD_MAX_BYTES) return refusal('FILE_TOO_LARGE', lang);
  if (file.size === 0) return refusal('UNSUPPORTED_FILE_TYPE', lang);
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageTypeOf(head) ? null : refusal('UNSUPPORTED_FILE_TYPE', lang);
}

/** A whole percent from the browser's progress report; 0 until the total is known, never past 100. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/** The refusal for files the drop zone turned away itself (react-dropzone's error codes). */
export function refusalOfRejected(codes: readonly string[], lang: Language): ImageRefusal {
  return refusal(codes.includes('file-too-large') ? 'FILE_TOO_LARGE' : 'UNSUPPORTED_FILE_TYPE', lang);
}
