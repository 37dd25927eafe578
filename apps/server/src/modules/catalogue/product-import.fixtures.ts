import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { stores } from '../stores/tables.ts';
import type { SignedIn } from '../store/store.fixtures.ts';

/** Sends a file to an import call as the app does (multipart, field `file`); answers status and JSON body. */
export async function sendFile(
  t: TestApp,
  m: SignedIn,
  path: '/product/import/preview' | '/product/import',
  data: Buffer | string,
  filename = 'products.csv',
  lang: 'ar' | 'en' = 'ar',
) {
  const form = multipart([{ name: 'file', data, filename, contentType: 'application/octet-stream' }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2${path}`,
    payload: form.body,
    headers: { ...form.headers, authorization: `Bearer ${m.token}`, 'accept-language': lang },
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** Polls an import until it is no longer running; answers its last state. */
export async function finished(m: SignedIn, importId: string) {
  for (let i = 0; i < 200; i++) {
    const res = await m.get(`/product/import/${importId}`);
    if (res.body.data?.state !== 'running') return res.body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import still running after 10 s');
}

/** A CSV of rows under a header, cells quoted when needed. */
export const csv = (rows: (string | number)[][]) =>
  rows
    .map((r) => r.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(','))
    .join('\n');

export const setPlan = (t: TestApp, m: SignedIn, plan: 'free' | 'standard' | 'premium') =>
  t.database.db.update(stores).set({ plan }).where(eq(stores.id, m.storeId));

/** Downloads the export as bytes. */
/** An export as its bytes: the products by default, or another export's path with its filters. */
export async function download(
  t: TestApp,
  m: SignedIn,
  format: 'csv' | 'xlsx',
  lang: 'ar' | 'en' = 'ar',
  path = '/product/export?',
) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2${path}&format=${format}`.replace('?&', '?'),
    headers: { authorization: `Bearer ${m.token}`, 'accept-language': lang },
  });
  return { status: res.statusCode, headers: res.headers, data: res.rawPayload };
}
