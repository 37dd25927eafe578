import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import { S3Storage } from './s3-storage.ts';

/** A stored file on its way out: its bytes as a stream, its type and its size. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live. Keys are `{storeId}/{name}`, made by the server only (never from a
 * request), and checked again by each adapter so no key can leave its root.
 */
export interface UploadStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A public upload's key: `{storeId}/{uuid}.webp` or `{storeId}/{uuid}-thumb.webp`. */
export const PUBLIC_KEY = new RegExp(`^${UUID}/${UUID}(-thumb)?\\.webp$`);
/** A private upload's key: the same under `private/`, a folder the public route never reads. */
export const PRIVATE_KEY = new RegExp(`^private/${UUID}/${UUID}(-thumb)?\\.webp$`);
/** The only names the server writes. */
export const STORAGE_KEY = { test: (key: string) => PUBLIC_KEY.test(key) || PRIVATE_KEY.test(key) };

export function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };

/** A folder on this machine (`DATA_DIR/uploads` by default). */
export class LocalStorage implements UploadStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private fileOf(key: string): string {
    assertKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`outside the uploads folder: ${key}`);
    return file;
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, body);
    await rename(partial, file);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.fileOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      body: createReadStream(file),
      contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      size: info.size,
    };
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}

export function createUploadStorage(config: Config['uploads']): UploadStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.dir);
}
