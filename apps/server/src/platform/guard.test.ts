import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, merchant, type TestApp, tokenWithRole } from '../../test/harness.ts';
import { stores } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, (app) => {
    app.get('/api/v2/test/admin-only', { onRequest: app.guard({ role: 'admin' }) }, async (req, reply) =>
      reply.ok({ storeId: req.auth!.storeId }),
    );
    app.get('/api/v2/test/reports', { onRequest: app.guard({ role: 'manager', verifiedStore: true }) }, async (_req, reply) =>
      reply.ok({ ok: true }),
    );
  });
});
afterAll(() => t.close());

describe('route guards', () => {
  it('lets the owner into an admin route and carries the store from the token', async () => {
    const { session, token } = await merchant(t);
    const res = await t.get('/api/v2/test/admin-only', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.storeId).toBe(session.user.storeId);
  });

  it('refuses a manager on an admin route with FORBIDDEN', async () => {
    const { session } = await merchant(t);
    const managerToken = await tokenWithRole(t, session.accessToken, 'manager');
    const res = await t.get('/api/v2/test/admin-only', { token: managerToken });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'ليست لديك صلاحية لهذا الإجراء', error: { code: 'FORBIDDEN' } });
  });

  it('refuses a store that is not verified yet, then lets it in once active', async () => {
    const { session, token } = await merchant(t);
    const before = await t.get('/api/v2/test/reports', { token });
    expect(before.status).toBe(403);
    expect(before.body.error.code).toBe('STORE_NOT_VERIFIED');
    await t.database.db.update(stores).set({ status: 'active' }).where(eq(stores.id, session.user.storeId));
    expect((await t.get('/api/v2/test/reports', { token })).status).toBe(200);
  });
});
