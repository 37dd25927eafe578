import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApp, merchant, type TestApp } from './harness.ts';
import { stores } from '../src/modules/stores/tables.ts';

// Rules every input follows whatever its schema, checked for every operation of the OpenAPI
// document (docs/decisions.md "Input at the edge"): a null character or a body nested past 32
// levels is refused with VALIDATION_FAILED naming the field, the router's own refusals answer the
// envelope, and a body takes no unknown field.
let t: TestApp;
let token: string;
type Operation = { method: string; path: string; query: string[]; hasJsonBody: boolean };
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  const m = await merchant(t);
  token = m.token;
  // A verified store: the guards of the home's reports let it through to the checks of its input.
  await t.database.db
    .update(stores)
    .set({ status: 'active' })
    .where(eq(stores.id, decodeJwt(token).sid as string));
  const doc = (await t.get('/api/v2/openapi.json')).body as {
    paths: Record<
      string,
      Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, unknown> } }>
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      hasJsonBody: Boolean(op.requestBody?.content['application/json']),
    })),
  );
});
afterAll(() => t.close());

const someId = '0190f3c4-1111-7aaa-8bbb-123456789abc';
/** Path parameters that are not ids, with a valid value each. */
const VALID_PARAMS: Record<string, string> = { report: 'best-sellers' };
/** The operation's path with every parameter filled with `value` (a valid one unless said otherwise). */
const filled = (op: Operation, value?: string) =>
  op.path.replace(
    /\{([^}]+)\}/g,
    (_, name: string) =>
      value ??
      VALID_PARAMS[name] ??
      (op.path.includes('shipping-provider-store') ? 'standard' : op.path.includes('shipping-carrier') ? 'smsa' : someId),
  );
const isEnvelope = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;

describe('a null character', () => {
  it('in any JSON text of any operation answers 400 naming the field, never 500', async () => {
    const withBody = operations.filter((op) => op.hasJsonBody);
    expect(withBody.length).toBeGreaterThan(50);
    for (const op of withBody) {
      const res = await t.call(op.method, filled(op), { name: 'عطر\u0000', deep: [{ note: 'ok' }] }, { token, lang: 'en' });
      expect(res.status, `${op.method} ${op.path}`).toBe(400);
      expect(res.body.error, `${op.method} ${op.path}`).toEqual({
        code: 'VALIDATION_FAILED',
        fields: [{ path: 'name', code: 'null_character', message: 'Contains a character that is not allowed' }],
      });
    }
  });

  it('deep in a body names its place', async () => {
    const res = await t.post('/api/v2/store-management/brand', { name: 'ok', items: [{ notes: ['a', 'b\u0000'] }] }, { token });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      { path: 'items.0.notes.1', code: 'null_character', message: 'يحتوي على محرف غير مسموح به' },
    ]);
  });

  it('as %00 in any query parameter or path parameter answers 400, never 500', async () => {
    // A body is checked before the query: operations with both are covered by the body test.
    const withQuery = operations.filter((op) => op.query.length && !op.hasJsonBody);
    expect(withQuery.length).toBeGreaterThan(10);
    for (const op of withQuery) {
      const res = await t.call(op.method, `${filled(op)}?${op.query[0]}=a%00b`, undefined, { token });
      expect(res.status, `${op.method} ${op.path}?${op.query[0]}`).toBe(400);
      expect(res.body.error.fields?.[0], `${op.method} ${op.path}`).toMatchObject({ path: op.query[0], code: 'null_character' });
    }
    for (const op of operations.filter((o) => o.path.includes('{'))) {
      const res = await t.call(op.method, filled(op, 'a%00b'), op.hasJsonBody ? {} : undefined, { token });
      expect(res.status, `${op.method} ${op.path}`).toBeLessThan(500);
      expect(isEnvelope(res.body), `${op.method} ${op.path}`).toBe(true);
    }
  });
});

describe('the router', () => {
  it('answers a path parameter over 100 characters and a broken percent-escape with the envelope', async () => {
    const withParams = operations.filter((op) => op.path.includes('{'));
    expect(withParams.length).toBeGreaterThan(30);
    for (const op of withParams) {
      for (const value of ['x'.repeat(101), '%E0%A4%A']) {
        const res = await t.call(op.method, filled(op, value), op.hasJsonBody ? {} : undefined, { token, lang: 'en' });
        expect(res.status, `${op.method} ${op.path} ${value.slice(0, 8)}`).toBe(400);
        expect(res.body, `${op.method} ${op.path}`).toEqual({
          success: false,
          statusCode: 400,
          message: 'The request is not valid',
          error: { code: 'BAD_REQUEST' },
        });
      }
    }
  });
});

describe('a body', () => {
  const advanced = (path: string) => `/api/v2/product/${path}/${someId}`;

  it('nested 20,000 levels deep is refused at once, not by a stack overflow', async () => {
    // Written as text: JSON.stringify itself would overflow the stack on such an object.
    const deep = `{"customFields":${'{"a":'.repeat(20_000)}"x"${'}'.repeat(20_000)}}`;
    const headers = { 'content-type': 'application/json' };
    for (const [method, path] of [
      ['POST', advanced('advanced-info-create')],
      ['PUT', advanced('advanced-info-update')],
    ] as const) {
      const res = await t.call(method, path, deep, { token, headers });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual([{ path: 'customFields', code: 'too_deep', message: 'متداخل أكثر من 32 مستوى' }]);
    }
  });

  it('with an unknown field, a storeId above all, is refused naming it', async () => {
    const foreignStore = crypto.randomUUID();
    for (const [method, path] of [
      ['POST', advanced('advanced-info-create')],
      ['PUT', advanced('advanced-info-update')],
    ] as const) {
      const res = await t.call(method, path, { storeId: foreignStore, tags: [] }, { token, lang: 'en' });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual([expect.objectContaining({ path: 'storeId', code: 'unrecognized_keys' })]);
      const nested = await t.call(
        method,
        path,
        { customFields: [{ name: 'x', type: 'text', storeId: foreignStore }] },
        { token },
      );
      expect(nested.body.error.fields).toEqual([
        expect.objectContaining({ path: 'customFields.0.storeId', code: 'unrecognized_keys' }),
      ]);
    }
  });
});
