import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, (app) => {
    app.get('/api/v2/test/explode', async () => {
      throw new Error('secret internal detail: password=hunter2');
    });
  });
});
afterAll(() => t.close());

describe('the envelope on every answer', () => {
  it('answers an unknown API path with ROUTE_NOT_FOUND in Arabic by default', async () => {
    const res = await t.get('/api/v2/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      statusCode: 404,
      message: 'المسار المطلوب غير موجود',
      error: { code: 'ROUTE_NOT_FOUND' },
    });
  });

  it('speaks English when Accept-Language asks for it', async () => {
    const res = await t.get('/api/v2/no/such/thing', { lang: 'en' });
    expect(res.body.message).toBe('No route matches this path');
  });

  it('answers a wrong method with 405 and the allowed methods in Allow', async () => {
    const res = await t.get('/api/v2/auth/login');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.body.error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers 405 on a path with a parameter too', async () => {
    const res = await t.get('/api/v2/auth/verify-code/0190f3c4-1111-7aaa-8bbb-123456789abc');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });

  it('refuses malformed JSON with BAD_REQUEST', async () => {
    const res = await t.call('POST', '/api/v2/auth/login', '{"email": "a@b.c",', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
    expect(res.body.success).toBe(false);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.post('/api/v2/auth/login', { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('FILE_TOO_LARGE');
  });

  it('refuses an unknown body field and names it', async () => {
    const res = await t.post('/api/v2/auth/login', { email: 'a@b.co', password: 'secret1', rememberMe: true });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual([{ path: 'rememberMe', code: 'unrecognized_keys', message: 'حقل غير معروف' }]);
  });

  it('hides internals of a 500 and gives the request id that the log carries', async () => {
    const res = await t.get('/api/v2/test/explode');
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('INTERNAL');
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(res.body.error.requestId).toBe(res.headers['x-request-id']);
  });
});

describe('platform routes and headers', () => {
  it('reports the database healthy', async () => {
    const res = await t.get('/api/v2/health');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.get('/api/v2/openapi.json');
    expect(res.status).toBe(200);
    const login = res.body.paths['/api/v2/auth/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(['email', 'password']);
  });

  it('sends a content security policy that allows no inline script', async () => {
    const res = await t.get('/api/v2/health');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(res.headers['content-security-policy'])).not.toContain("script-src 'self' 'unsafe-inline'");
  });

  it("lets the order details embed OpenStreetMap's map and the invoice editor its PDF preview (blob:), and no other frame", async () => {
    const res = await t.get('/api/v2/health');
    expect(String(res.headers['content-security-policy'])).toMatch(
      /(^|;)frame-src 'self' blob: https:\/\/www\.openstreetmap\.org(;|$)/,
    );
  });

  it('refuses CORS to an origin that is not configured', async () => {
    const res = await t.get('/api/v2/health', { headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
