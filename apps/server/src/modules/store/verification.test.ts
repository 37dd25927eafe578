import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fieldCodes, signedIn, validVerification, type SignedIn } from './store.fixtures.ts';

let t: TestApp;
let m: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t);
});
afterAll(() => t.close());

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('identity verification fields', () => {
  it('refuses a submission without the terms accepted, on termsAccepted', async () => {
    const { termsAccepted: _, ...withoutTerms } = validVerification(m.storeId);
    for (const body of [withoutTerms, validVerification(m.storeId, { termsAccepted: false })]) {
      const res = await m.post('/store/verify-identity', body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual([
        { path: 'termsAccepted', code: 'terms_required', message: 'يجب الموافقة على الشروط والأحكام' },
      ]);
    }
  });

  it('asks for every field', async () => {
    const res = await m.post('/store/verify-identity', {});
    expect(fieldCodes(res.body).sort()).toEqual([
      'backImage:required',
      'bankStatement:required',
      'birthDate:required',
      'frontImage:required',
      'identityNumber:required',
      'selfieImage:required',
      'termsAccepted:terms_required',
    ]);
  });

  it('refuses an identity number that is not 5 to 20 digits', async () => {
    for (const identityNumber of ['1234', '1'.repeat(21), '10123A5678']) {
      const res = await m.post('/store/verify-identity', validVerification(m.storeId, { identityNumber }));
      expect(fieldCodes(res.body)).toEqual(['identityNumber:invalid_identity_number']);
    }
  });

  it('refuses a merchant under 18, a birth date in the future and a date that does not exist', async () => {
    const young = await m.post('/store/verify-identity', validVerification(m.storeId, { birthDate: yearsAgo(18, 1) }));
    expect(young.body.error.fields).toEqual([{ path: 'birthDate', code: 'too_young', message: 'يجب ألا يقل العمر عن 18 سنة' }]);
    const future = await m.post('/store/verify-identity', validVerification(m.storeId, { birthDate: yearsAgo(-1) }));
    expect(fieldCodes(future.body)).toEqual(['birthDate:date_in_future']);
    expect(
      fieldCodes((await m.post('/store/verify-identity', validVerification(m.storeId, { birthDate: '1990-02-30' }))).body),
    ).toEqual(['birthDate:invalid_date']);
  });

  it('accepts a merchant who turns 18 today', async () => {
    const merchant = await signedIn(t);
    expect(
      (await merchant.post('/store/verify-identity', validVerification(merchant.storeId, { birthDate: yearsAgo(18) }))).status,
    ).toBe(200);
  });

  it('refuses documents that are not private uploads: links, public uploads, scripts', async () => {
    const res = await m.post(
      '/store/verify-identity',
      validVerification(m.storeId, {
        frontImage: 'javascript:alert(1)',
        backImage: `/images/uploads/${m.storeId}/0190a4a2-7c1e-7d2a-9b1e-000000000001.webp`,
        selfieImage: 'https://example.com/selfie.png',
        bankStatement: 'data:image/png;base64,AAAA',
      }),
    );
    expect(fieldCodes(res.body)).toEqual([
      'frontImage:invalid_value',
      'backImage:invalid_value',
      'selfieImage:invalid_value',
      'bankStatement:invalid_value',
    ]);
  });

  it("refuses another store's private documents, naming each, and records nothing", async () => {
    const other = await signedIn(t);
    const res = await m.post('/store/verify-identity', validVerification(other.storeId));
    expect(res.status).toBe(400);
    expect(fieldCodes(res.body)).toEqual([
      'frontImage:invalid_value',
      'backImage:invalid_value',
      'selfieImage:invalid_value',
      'bankStatement:invalid_value',
    ]);
    expect((await m.get('/store/get-all-store-data')).body.data.verification).toBeNull();
  });
});

describe('identity verification with automatic approval (the default)', () => {
  it('activates the store at once and shows the submission with the identity number masked', async () => {
    const merchant = await signedIn(t);
    const res = await merchant.post(
      '/store/verify-identity',
      validVerification(merchant.storeId, { identityNumber: '٢٠١٢٣٤٥٦٧٨' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('تم توثيق متجرك وتفعيله');
    expect(res.body.data).toMatchObject({
      storeStatus: 'active',
      isStoreVerified: true,
      verification: { status: 'approved', identityNumberMasked: '******5678', rejectionReason: null },
    });
    const me = await merchant.get('/auth/me');
    expect(me.body.data).toMatchObject({ isStoreVerified: true, store: { status: 'active' } });
    const all = await merchant.get('/store/get-all-store-data');
    expect(all.body.data).toMatchObject({ status: 'active', isStoreVerified: true, rejectionReason: null });
    expect(all.body.data.verification.identityNumberMasked).toBe('******5678');
    expect(JSON.stringify(all.body)).not.toContain('2012345678');
  });

  it('does not take a new submission once the store is active', async () => {
    const merchant = await signedIn(t);
    await merchant.post('/store/verify-identity', validVerification(merchant.storeId));
    const again = await merchant.post('/store/verify-identity', validVerification(merchant.storeId));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('متجرك موثق ومفعّل، لا حاجة لإعادة التوثيق');
  });
});
