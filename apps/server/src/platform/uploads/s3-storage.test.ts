import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, merchant, type TestApp } from '../../../test/harness.ts';
import { imageForm } from '../../../test/multipart.ts';
import { uuidv7 } from '../ids.ts';
import { S3Storage } from './s3-storage.ts';
import { LocalStorage } from './storage.ts';

/** A real S3 server on this machine (s3rver), with its own folder and port, and the app pointed at it. */
let s3: S3rver;
let s3Dir: string;
let t: TestApp;
let storage: S3Storage;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'souqna-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  storage = new S3Storage({ endpoint, bucket: 'souqna-uploads', region: 'us-east-1', forcePathStyle: true, ...credentials });
  await storage.ensureBucket();
  t = await createTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'souqna-uploads',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

const key = (storeId: string) => `${storeId}/${uuidv7()}.webp`;

describe('uploads on an S3-compatible store', () => {
  it('stores the upload in the bucket and serves it back through /images/uploads', async () => {
    const { token } = await merchant(t);
    const photo = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#8a5a2b' } })
      .jpeg()
      .toBuffer();
    const form = imageForm(photo);
    const res = await t.call('POST', '/api/v2/upload/single', form.body, { token, headers: form.headers });
    expect(res.status).toBe(201);
    const { path: imagePath, thumbnailPath } = res.body.data;

    const inBucket = await storage.get(imagePath.replace('/images/uploads/', ''));
    expect(inBucket?.contentType).toBe('image/webp');
    const bucketBytes = Buffer.concat(await inBucket!.body.toArray());
    expect(bucketBytes.length).toBe(res.body.data.bytes);

    const served = await t.app.inject({ method: 'GET', url: imagePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(bucketBytes)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: thumbnailPath })).statusCode).toBe(200);
    // Nothing went to the local folder.
    expect(existsSync(t.config.uploads.dir)).toBe(false);
  });

  it('answers 404 for a key the bucket does not hold, and deletes', async () => {
    const storeId = '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e6f';
    const missing = await t.app.inject({ method: 'GET', url: `/images/uploads/${key(storeId)}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');

    const k = key(storeId);
    await storage.put(k, Buffer.from('RIFF0000WEBP'), 'image/webp');
    expect(await storage.get(k)).not.toBeNull();
    await storage.delete(k);
    expect(await storage.get(k)).toBeNull();
  });
});

describe('uploads in a local folder', () => {
  it('writes, reads and deletes under its root, and refuses any other name', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'souqna-local-'));
    try {
      const local = new LocalStorage(root);
      const k = key('0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e6f');
      await local.put(k, Buffer.from('image bytes'), 'image/webp');
      const file = await local.get(k);
      expect(file).toMatchObject({ contentType: 'image/webp', size: 11 });
      expect(Buffer.concat(await file!.body.toArray()).toString()).toBe('image bytes');
      await local.delete(k);
      expect(await local.get(k)).toBeNull();
      await expect(local.put('../outside.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/not a storage key/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
