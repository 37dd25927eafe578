import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from '../../../test/harness.ts';
import { Mailer } from '../../platform/mail/mailer.ts';
import * as review from './review.service.ts';
import { PrivateLinks } from '../../platform/uploads/private-links.ts';
import { imageForm } from '../../../test/multipart.ts';
import sharp from 'sharp';
import { signedIn, validVerification, type SignedIn } from './store.fixtures.ts';

const quiet = { info() {}, warn() {} };
let t: TestApp;
let reviewer: review.ReviewOptions;
beforeAll(async () => {
  t = await createTestApp({ AUTO_APPROVE_STORES: 'false' });
  reviewer = {
    mailer: new Mailer(t.database.db, t.jobs, { from: 'souqna@example.test', log: quiet }),
    appUrl: 'http://localhost:3000',
    storeBaseDomain: 'souqna.store',
  };
});
afterAll(() => t.close());

let n = 0;
/** A merchant whose store has a name and a domain and has sent its verification. */
async function submitted(lang: 'ar' | 'en' = 'ar'): Promise<SignedIn> {
  const merchant = await signedIn(t, lang);
  await merchant.post('/store/store', { entityType: 'individual', name: `متجر ${n}` });
  await merchant.post('/store/add-domain', { domain: `review-${process.pid}-${Date.now().toString(36)}-${n++}` });
  const res = await merchant.post('/store/verify-identity', validVerification(merchant.storeId));
  expect(res.status).toBe(200);
  return merchant;
}

describe('identity verification under review (AUTO_APPROVE_STORES=false)', () => {
  it('leaves the store pending and says the information will be reviewed', async () => {
    const merchant = await signedIn(t);
    const res = await merchant.post('/store/verify-identity', validVerification(merchant.storeId));
    expect(res.body.message).toBe('تم استلام بيانات التوثيق، ستتم مراجعة معلوماتك');
    expect(res.body.data).toMatchObject({ storeStatus: 'pending', isStoreVerified: false, verification: { status: 'pending' } });
    expect((await merchant.get('/auth/me')).body.data).toMatchObject({ isStoreVerified: false, store: { status: 'pending' } });
    expect((await merchant.stage()).isIdentityVerified).toBe(true);
  });

  it('lists pending stores with their owner, the longest waiting first', async () => {
    const first = await submitted();
    const second = await submitted();
    const pending = await review.pending(t.database.db);
    const ids = pending.map((p) => p.storeId);
    expect(ids.indexOf(first.storeId)).toBeLessThan(ids.indexOf(second.storeId));
    expect(pending.find((p) => p.storeId === first.storeId)).toMatchObject({
      name: expect.stringMatching(/^متجر \d+$/),
      domain: expect.stringMatching(/^review-/),
      ownerEmail: first.input.email,
      submittedAt: expect.any(Date),
    });
  });

  it('keeps one pending entry when the merchant edits and sends again', async () => {
    const merchant = await submitted();
    await merchant.post('/store/verify-identity', validVerification(merchant.storeId, { identityNumber: '1098765432' }));
    expect((await review.pending(t.database.db)).filter((p) => p.storeId === merchant.storeId)).toHaveLength(1);
    const all = await merchant.get('/store/get-all-store-data');
    expect(all.body.data.verification.identityNumberMasked).toBe('******5432');
  });

  it('approving activates the store and e-mails the owner', async () => {
    const merchant = await submitted();
    const outcome = await review.approve(t.database.db, merchant.storeId, reviewer);
    expect(outcome).toMatchObject({ storeId: merchant.storeId, status: 'active', ownerEmail: merchant.input.email });
    expect((await merchant.get('/auth/me')).body.data).toMatchObject({ isStoreVerified: true, store: { status: 'active' } });
    const all = await merchant.get('/store/get-all-store-data');
    expect(all.body.data.verification).toMatchObject({ status: 'approved', reviewedAt: expect.any(String) });
    const mail = await t.lastMail(merchant.input.email as string);
    expect(mail?.subject).toMatch(/^تم تفعيل متجرك متجر \d+ في سوقنا$/);
    expect(mail?.text).toContain('.souqna.store');
    expect(mail?.html).toContain('dir="rtl"');
    expect((await review.pending(t.database.db)).map((p) => p.storeId)).not.toContain(merchant.storeId);
  });

  it('rejecting shows the reason to the merchant and e-mails it in the language they used', async () => {
    const merchant = await submitted('en');
    await review.reject(t.database.db, merchant.storeId, '  The selfie does not show the identity card.  ', reviewer);
    const me = await merchant.get('/auth/me');
    expect(me.body.data.store).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The selfie does not show the identity card.',
    });
    const all = await merchant.get('/store/get-all-store-data');
    expect(all.body.data).toMatchObject({
      status: 'rejected',
      isStoreVerified: false,
      rejectionReason: 'The selfie does not show the identity card.',
      verification: { status: 'rejected', rejectionReason: 'The selfie does not show the identity card.' },
    });
    const mail = await t.lastMail(merchant.input.email as string);
    expect(mail?.subject).toMatch(/^We could not activate your store/);
    expect(mail?.text).toContain('The selfie does not show the identity card.');
    expect(mail?.html).toContain('dir="ltr"');
  });

  it('takes a new submission after a rejection and clears the reason', async () => {
    const merchant = await submitted();
    await review.reject(t.database.db, merchant.storeId, 'صورة الهوية غير واضحة', reviewer);
    const again = await merchant.post('/store/verify-identity', validVerification(merchant.storeId));
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ storeStatus: 'pending', verification: { status: 'pending' } });
    expect((await merchant.get('/auth/me')).body.data.store).toMatchObject({ status: 'pending', rejectionReason: null });
    await review.approve(t.database.db, merchant.storeId, reviewer);
    expect((await merchant.get('/auth/me')).body.data.isStoreVerified).toBe(true);
  });

  it('refuses to review a store that is not waiting, an unknown store, or a rejection without a reason', async () => {
    const fresh = await signedIn(t);
    await expect(review.approve(t.database.db, fresh.storeId, reviewer)).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'review.notSubmitted',
    });
    const approved = await submitted();
    await review.approve(t.database.db, approved.storeId, reviewer);
    await expect(review.approve(t.database.db, approved.storeId, reviewer)).rejects.toMatchObject({
      code: 'CONFLICT',
      messageKey: 'review.notPending',
    });
    await expect(review.reject(t.database.db, approved.storeId, 'late', reviewer)).rejects.toMatchObject({
      messageKey: 'review.notPending',
    });
    await expect(review.approve(t.database.db, '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e70', reviewer)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const waiting = await submitted();
    await expect(review.reject(t.database.db, waiting.storeId, '   ', reviewer)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(review.reject(t.database.db, waiting.storeId, 'س'.repeat(501), reviewer)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('the admin command', () => {
  const admin = promisify(execFile);
  const script = path.resolve(import.meta.dirname, '../../scripts/admin.ts');
  const run = (...args: string[]) =>
    admin(process.execPath, [script, ...args], {
      env: { PATH: process.env.PATH, DATABASE_URL: t.url, LOG_LEVEL: 'silent' },
      // Each run loads the server's modules afresh (about a second of CPU): on a loaded machine
      // running other test files beside it, that is several seconds.
      timeout: 60_000,
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('lists, approves and rejects stores against DATABASE_URL', async () => {
    const [a, b] = [await submitted(), await submitted()];
    const listed = await run('stores:pending');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(a.storeId);
    expect(listed.stdout).toContain(a.input.email as string);

    const approved = await run('stores:approve', a.storeId);
    expect(approved.stdout).toContain(`Approved`);
    expect((await a.get('/auth/me')).body.data.isStoreVerified).toBe(true);

    const rejected = await run('stores:reject', b.storeId, '--reason', 'السجل التجاري منتهي');
    expect(rejected.code).toBe(0);
    expect((await b.get('/auth/me')).body.data.store).toMatchObject({
      status: 'rejected',
      rejectionReason: 'السجل التجاري منتهي',
    });

    const again = await run('stores:approve', a.storeId);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('CONFLICT: This store is not waiting for review');
    const usage = await run('stores:reject', b.storeId);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--reason');
  }, 180_000);
});

describe("the operator's look at the documents", () => {
  it('shows the full identity number and signed links that open each document for an hour', async () => {
    const merchant = await signedIn(t);
    const document = async () => {
      const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#cccccc' } })
        .png()
        .toBuffer();
      const form = imageForm(png);
      const res = await t.call('POST', '/api/v2/upload/single?visibility=private', form.body, {
        token: merchant.token,
        headers: form.headers,
      });
      return res.body.data.path as string;
    };
    const [frontImage, backImage, selfieImage, bankStatement] = [
      await document(),
      await document(),
      await document(),
      await document(),
    ];
    const sent = validVerification(merchant.storeId, { frontImage, backImage, selfieImage, bankStatement });
    expect((await merchant.post('/store/verify-identity', sent)).status).toBe(200);

    const submission = await review.documents(t.database.db, merchant.storeId, new PrivateLinks(TEST_JWT_SECRET), reviewer);
    expect(submission).toMatchObject({ storeId: merchant.storeId, status: 'pending', identityNumber: '1012345678' });
    expect(Object.keys(submission.links)).toEqual(['frontImage', 'backImage', 'selfieImage', 'bankStatement']);
    for (const link of Object.values(submission.links)) {
      expect(link).toMatch(/^http:\/\/localhost:3000\/images\/private\/.+\?expires=\d+&signature=[0-9a-f]{64}$/);
      const res = await t.app.inject({ method: 'GET', url: link.replace('http://localhost:3000', '') });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('answers 404 for a store that sent nothing', async () => {
    const merchant = await signedIn(t);
    await expect(
      review.documents(t.database.db, merchant.storeId, new PrivateLinks(TEST_JWT_SECRET), reviewer),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
