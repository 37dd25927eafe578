import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, merchant, type TestApp } from '../../../test/harness.ts';
import { imageForm, multipart } from '../../../test/multipart.ts';
import { uuidv7 } from '../ids.ts';

const UPLOAD = '/api/v2/upload/single';
const PATH = /^\/images\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/;

/** A photo as a phone takes it: JPEG, turned by its EXIF orientation, with camera and place in EXIF. */
function phonePhoto(width = 3000, height = 2000) {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'SecretPhone', Copyright: 'owner-home-address', ImageDescription: 'exif-comment' } })
    .toBuffer();
}

const logo = () =>
  sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 245, g: 158, b: 11, alpha: 0.4 } } })
    .png()
    .toBuffer();

let t: TestApp;
let token: string;
let storeId: string;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://souqna.example' });
  const m = await merchant(t);
  token = m.token;
  storeId = m.session.user.storeId;
});
afterAll(() => t.close());

/** The app on a real port (once), for what only a real connection shows. */
let address: Promise<string> | undefined;
const listening = () => (address ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

const upload = (form: { body: Buffer; headers: Record<string, string> }, options: { token?: string; lang?: 'ar' | 'en' } = {}) =>
  t.call('POST', UPLOAD, form.body, { token, ...options, headers: form.headers });

/** The bytes a browser would get for `url`. */
const download = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload, json: () => res.json() };
};

describe('POST /upload/single', () => {
  it('re-encodes a phone photo: upright, at most 2400 px, WebP, no EXIF, with a 320 px thumbnail', async () => {
    const res = await upload(imageForm(await phonePhoto()));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('تم رفع الصورة');
    const data = res.body.data;
    expect(data.path).toMatch(PATH);
    expect(data.path.startsWith(`/images/uploads/${storeId}/`)).toBe(true);
    expect(data.url).toBe(`https://souqna.example${data.path}`);
    expect(data.thumbnailPath).toBe(data.path.replace('.webp', '-thumb.webp'));
    // 3000×2000 turned a quarter (orientation 6) is 2000×3000, then fitted into 2400.
    expect({ width: data.width, height: data.height, contentType: data.contentType }).toEqual({
      width: 1600,
      height: 2400,
      contentType: 'image/webp',
    });

    const stored = await download(data.path);
    expect(stored.status).toBe(200);
    expect(data.bytes).toBe(stored.body.length);
    const meta = await sharp(stored.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 2400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const secret of ['SecretPhone', 'owner-home-address', 'exif-comment']) expect(stored.body.includes(secret)).toBe(false);

    const thumb = await download(data.thumbnailPath);
    expect(thumb.status).toBe(200);
    expect(await sharp(thumb.body).metadata()).toMatchObject({ format: 'webp', width: 213, height: 320 });
  });

  it('keeps the transparency of a PNG logo, and never enlarges a small image', async () => {
    const res = await upload(imageForm(await logo(), 'logo.png', 'image/png'));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ width: 400, height: 200, contentType: 'image/webp' });
    const meta = await sharp((await download(res.body.data.path)).body).metadata();
    expect(meta.hasAlpha).toBe(true);
  });

  it.each([
    ['webp', (s: Sharp) => s.webp()],
    ['gif', (s: Sharp) => s.gif()],
    ['avif', (s: Sharp) => s.avif()],
  ])('accepts a %s image', async (kind, as) => {
    const source = await as(sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f6f4f' } })).toBuffer();
    const res = await upload(imageForm(source, `image.${kind}`, 'application/octet-stream'));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ width: 64, height: 48 });
  });

  it('refuses a 6 MB file with 413 FILE_TOO_LARGE, in the merchant’s language', async () => {
    const big = Buffer.concat([await logo(), randomBytes(6 * 1024 * 1024)]);
    const res = await upload(imageForm(big, 'big.png', 'image/png'), { lang: 'en' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      success: false,
      message: 'The image is larger than 5 MB; choose a smaller one',
      error: { code: 'FILE_TOO_LARGE' },
    });
  });

  it('answers the 413 envelope over a real connection too (the rest of the file is read, not reset)', async () => {
    const form = new FormData();
    form.append('file', new Blob([randomBytes(6 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg');
    const res = await fetch(`${await listening()}${UPLOAD}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      message: 'حجم الصورة أكبر من 5 ميغابايت، اختر صورة أصغر',
      error: { code: 'FILE_TOO_LARGE' },
    });
  });

  it('refuses a text file named .png with 415, whatever type it claims', async () => {
    const res = await upload(imageForm('just some text, not a picture', 'photo.png', 'image/png'));
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      message: 'الملف ليس صورة مدعومة، اختر صورة JPEG أو PNG أو WebP أو GIF أو AVIF',
      error: { code: 'UNSUPPORTED_FILE_TYPE' },
    });
  });

  it('refuses SVG (it can carry script) and a broken image that only starts like one', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect((await upload(imageForm(svg, 'logo.svg', 'image/svg+xml'))).status).toBe(415);
    const broken = Buffer.concat([(await logo()).subarray(0, 40), randomBytes(200)]);
    expect((await upload(imageForm(broken, 'broken.png', 'image/png'))).body.error.code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('stores a JPEG that is also an HTML page (a polyglot) as pixels only', async () => {
    const payload = '<html><script>fetch("/api/v2/auth/me").then(r=>r.text()).then(alert)</script></html>';
    const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#123456' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: payload } })
      .toBuffer();
    const res = await upload(imageForm(Buffer.concat([jpeg, Buffer.from(payload)]), 'x.html', 'text/html'));
    expect(res.status).toBe(201);
    const stored = await download(res.body.data.path);
    expect(stored.body.includes('<script')).toBe(false);
    expect(stored.body.includes('<html')).toBe(false);
    expect(stored.headers['content-type']).toBe('image/webp');
  });

  it('asks for a login without a token (401), before reading the file', async () => {
    const res = await upload(imageForm(await logo(), 'logo.png', 'image/png'), { token: '' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('AUTH_REQUIRED');
  });

  it('names the missing field, refuses unknown fields, and refuses a JSON body as not an image', async () => {
    const none = await upload(multipart([{ name: 'caption', data: 'hello' }]));
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'caption', code: 'unrecognized_keys' })]),
    );
    const empty = await upload(multipart([]));
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual([{ path: 'file', code: 'required', message: 'هذا الحقل مطلوب' }]);
    const json = await t.post(UPLOAD, { file: 'data:image/png;base64,AAAA' }, { token });
    expect(json.status).toBe(415);
    expect(json.body.error.code).toBe('UNSUPPORTED_FILE_TYPE');
  });
});

describe('GET /images/uploads/...', () => {
  it('serves an upload for a year, as WebP, never sniffed, to any site', async () => {
    const { body } = await upload(imageForm(await logo(), 'logo.png', 'image/png'));
    const res = await download(body.data.path);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    const head = await t.app.inject({ method: 'HEAD', url: body.data.path });
    expect(head.statusCode).toBe(200);
  });

  it('answers the 404 envelope for a file that does not exist', async () => {
    const res = await download(`/images/uploads/${storeId}/${uuidv7()}.webp`);
    expect(res.status).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });

  it('never reaches outside the uploads folder, however the path is spelled', async () => {
    // Sent byte for byte over a socket: a browser or light-my-request would tidy `..` away first.
    const { hostname, port } = new URL(await listening());
    const raw = (rawPath: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: hostname, port, path: rawPath }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const url of [
      '/images/uploads/../../package.json',
      '/images/uploads/..%2f..%2fpackage.json',
      '/images/uploads/%2e%2e/%2e%2e/etc/passwd',
      `/images/uploads/${storeId}/..%2f..%2f..%2fetc%2fpasswd`,
      `/images/uploads/${storeId}/%2e%2e%5c%2e%2e%5csecrets.json`,
      '/images/uploads/....//....//etc/passwd',
      `/images/uploads/${storeId}/x.webp%00.png`,
    ]) {
      const res = await raw(url);
      expect(res.status, url).toBe(404);
      expect(JSON.parse(res.body).error.code, url).toBe('NOT_FOUND');
    }
  });
});

describe('private uploads (identity documents)', () => {
  const PRIVATE = /^\/images\/private\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/;
  const privateUpload = async () => {
    const form = imageForm(await logo());
    const res = await t.call('POST', `${UPLOAD}?visibility=private`, form.body, { token, headers: form.headers });
    expect(res.status).toBe(201);
    return res.body.data as { path: string; url: string; thumbnailPath: string; thumbnailUrl: string; visibility: string };
  };
  const relative = (url: string) => url.replace('https://souqna.example', '');

  it('stores a document under the private folder and answers signed links that open it, privately', async () => {
    const data = await privateUpload();
    expect(data.visibility).toBe('private');
    expect(data.path).toMatch(PRIVATE);
    expect(data.path.startsWith(`/images/private/${storeId}/`)).toBe(true);
    expect(data.url).toMatch(/^https:\/\/souqna\.example\/images\/private\/.+\?expires=\d+&signature=[0-9a-f]{64}$/);
    const file = await download(relative(data.url));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=(3[0-5]\d\d|3600)$/);
    expect(file.headers['referrer-policy']).toBe('no-referrer');
    expect((await download(relative(data.thumbnailUrl))).status).toBe(200);
  });

  it('never opens a document without its signature, with another file’s signature, or through the public route', async () => {
    const [a, b] = [await privateUpload(), await privateUpload()];
    const query = (url: string) => url.slice(url.indexOf('?'));
    expect((await download(a.path)).status).toBe(404);
    expect((await download(`${a.path}${query(b.url)}`)).status).toBe(404);
    expect((await download(`${a.path}?expires=9999999999&signature=${'0'.repeat(64)}`)).status).toBe(404);
    // A longer life with the old signature is a forgery too.
    const stretched = relative(a.url).replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 86_400}`);
    expect((await download(stretched)).status).toBe(404);
    const publicSpelling = a.path.replace('/images/private/', '/images/uploads/private/');
    expect((await download(publicSpelling)).status).toBe(404);
    expect((await download(a.path.replace('/images/private/', '/images/uploads/'))).status).toBe(404);
  });

  it('refuses an unknown visibility', async () => {
    const form = imageForm(await logo());
    const res = await t.call('POST', `${UPLOAD}?visibility=secret`, form.body, { token, headers: form.headers });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[0].path).toBe('visibility');
  });
});
