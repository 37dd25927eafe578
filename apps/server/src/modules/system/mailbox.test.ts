import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, merchant, type TestApp } from '../../../test/harness.ts';

// The development outbox holds every code the app e-mailed: it exists only without an SMTP server
// and outside production, and answers this machine only (docs/decisions.md "Mail and jobs").
describe('the development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the codes to a client on the loopback address', async () => {
    const { input } = await merchant(t);
    for (const ip of ['127.0.0.1', '::1']) {
      const res = await t.get('/api/v2/dev/mailbox', { ip });
      expect(res.status).toBe(200);
      expect(res.body.data.some((m: { to: string }) => m.to === input.email)).toBe(true);
    }
    const page = await t.get('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.body).toContain('صندوق البريد التجريبي');
  });

  it('answers a client on another address as if it did not exist', async () => {
    await merchant(t);
    for (const url of ['/api/v2/dev/mailbox', '/dev/mailbox']) {
      const res = await t.get(url, { ip: '203.0.113.7', lang: 'en' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: { code: 'ROUTE_NOT_FOUND' } });
      expect(JSON.stringify(res.body)).not.toMatch(/\b\d{6}\b/);
    }
  });

  it('answers nobody through a proxy, even one on this machine', async () => {
    const res = await t.get('/api/v2/dev/mailbox', { headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(res.status).toBe(404);
    const forwarded = await t.get('/dev/mailbox', { headers: { forwarded: 'for=198.51.100.4' } });
    expect(forwarded.status).toBe(404);
  });
});

describe('with an SMTP server configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing is sent in this test: the address only has to be set.
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  });
  afterAll(() => t.close());

  it('does not exist, even for the loopback address', async () => {
    for (const url of ['/api/v2/dev/mailbox', '/dev/mailbox']) {
      const res = await t.get(url);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('ROUTE_NOT_FOUND');
    }
  });
});

describe('the configuration', () => {
  const jwt = { JWT_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') };
  it('turns the mailbox on only without SMTP_URL and outside production', () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...jwt }).devMailbox).toBe(false);
  });
});
