import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertKey, type StoredFile, type UploadStorage } from './storage.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, most self-hosted stores) rather than `bucket.endpoint/key` (AWS). */
  forcePathStyle: boolean;
}

/** Any S3-compatible store (AWS S3, MinIO, Cloudflare R2, ...), spoken to with signed fetch calls. */
export class S3Storage implements UploadStorage {
  private readonly client: AwsClient;
  private readonly settings: S3Settings;

  constructor(settings: S3Settings) {
    this.settings = settings;
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
    });
  }

  private bucketUrl(): string {
    const { endpoint, bucket, forcePathStyle } = this.settings;
    if (forcePathStyle) return `${endpoint}/${encodeURIComponent(bucket)}`;
    const url = new URL(endpoint);
    url.hostname = `${bucket}.${url.hostname}`;
    return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
  }

  private urlOf(key: string): string {
    assertKey(key);
    return `${this.bucketUrl()}/${key}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.client.fetch(this.urlOf(key), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
    if (!res.ok) throw new Error(`S3 put ${key}: ${res.status} ${await res.text()}`);
  }

  async get(key: string): Promise<StoredFile | null> {
    const res = await this.client.fetch(this.urlOf(key));
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok || !res.body) throw new Error(`S3 get ${key}: ${res.status} ${await res.text()}`);
    return {
      body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      size: Number(res.headers.get('content-length') ?? 0),
    };
  }

  async delete(key: string): Promise<void> {
    const res = await this.client.fetch(this.urlOf(key), { method: 'DELETE' });
    // S3 answers 204 whether or not the object was there.
    if (!res.ok && res.status !== 404) throw new Error(`S3 delete ${key}: ${res.status} ${await res.text()}`);
  }

  /** Creates the bucket when it does not exist yet (tests, a fresh MinIO). */
  async ensureBucket(): Promise<void> {
    const url = this.bucketUrl();
    const head = await this.client.fetch(url, { method: 'HEAD' });
    if (head.ok) return;
    const res = await this.client.fetch(url, { method: 'PUT' });
    if (!res.ok) throw new Error(`S3 create bucket ${this.settings.bucket}: ${res.status} ${await res.text()}`);
  }
}
