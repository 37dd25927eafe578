import sharp from 'sharp';
import { UPLOADS_PUBLIC_PATH } from '@souqna/contracts';
import { PUBLIC_KEY, type UploadStorage } from '../../platform/uploads/storage.ts';

/**
 * The pictures an invoice draws (the store's logo, watermark and stamp, its products' pictures),
 * as PNG data URLs the PDF worker can embed: react-pdf reads PNG and JPEG, the uploads are WebP.
 * Only the store's own uploads are drawn (never a link to elsewhere, which the server would have to
 * fetch); one that is missing or unreadable is left out rather than failing the invoice.
 */
export class InvoiceImages {
  private readonly cache = new Map<string, Promise<string | null>>();
  private readonly storage: UploadStorage;
  private readonly storeId: string;
  constructor(storage: UploadStorage, storeId: string) {
    this.storage = storage;
    this.storeId = storeId;
  }

  /** The image at `ref` (`/images/uploads/{storeId}/{id}.webp`), at most `side` points on its longest side. */
  get(ref: string | null | undefined, side: number, thumbnail = false): Promise<string | null> {
    if (!ref?.startsWith(UPLOADS_PUBLIC_PATH)) return Promise.resolve(null);
    let key = ref.slice(UPLOADS_PUBLIC_PATH.length);
    if (thumbnail) key = key.replace(/(?<!-thumb)\.webp$/, '-thumb.webp');
    if (!PUBLIC_KEY.test(key) || !key.startsWith(`${this.storeId}/`)) return Promise.resolve(null);
    const cacheKey = `${key}@${side}`;
    let image = this.cache.get(cacheKey);
    if (!image) {
      image = this.read(key, side);
      this.cache.set(cacheKey, image);
    }
    return image;
  }

  private async read(key: string, side: number): Promise<string | null> {
    try {
      const file = await this.storage.get(key);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      // Twice the points it is drawn at: sharp on paper, small in the file.
      const png = await sharp(Buffer.concat(chunks))
        .resize(side * 2, side * 2, { fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer();
      return `data:image/png;base64,${png.toString('base64')}`;
    } catch {
      return null;
    }
  }
}
