import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const INDEX = '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"></div></body></html>';
const CHUNK = 'export const answer = 42;'.repeat(40);

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'souqna-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'app-Ab12Cd34.js'), CHUNK);
  await writeFile(path.join(dist, 'assets', 'app-Ab12Cd34.js.gz'), gzipSync(CHUNK));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves hashed files for a year, immutable, precompressed when the browser accepts it', async () => {
    const res = await t.get('/assets/app-Ab12Cd34.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves other files for an hour', async () => {
    const res = await t.get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers every app route with index.html, never cached, so the app router decides', async () => {
    for (const route of ['/', '/home', '/products/show/productDaitals/12', '/no/such/page']) {
      const res = await t.get(route);
      expect(res.status, route).toBe(200);
      expect(res.body, route).toBe(INDEX);
      expect(res.headers['cache-control'], route).toBe('no-cache');
    }
  });

  it('answers a missing file with the JSON 404, not the app', async () => {
    const res = await t.get('/assets/gone-00000000.js');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('picks up a file written after start-up (a newer build) without a restart', async () => {
    await writeFile(path.join(dist, 'assets', 'late-Ef56Gh78.js'), 'export {};');
    expect((await t.get('/assets/late-Ef56Gh78.js')).status).toBe(200);
  });

  it('keeps the API envelopes: unknown API path 404, wrong method 405 with Allow', async () => {
    expect((await t.get('/api/v2/no/such/thing')).body.error.code).toBe('ROUTE_NOT_FOUND');
    const res = await t.post('/api/v2/no/such/thing', {});
    expect(res.status).toBe(404);
    const wrong = await t.get('/api/v2/auth/login');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
  });
});
