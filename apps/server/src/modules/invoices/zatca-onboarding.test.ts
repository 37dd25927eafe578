import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '../../../test/harness.ts';
import { startZatcaServer, type ZatcaServer } from '../../../test/zatca-server.ts';
import { SecretBox } from '../../platform/sealed-secrets.ts';
import { stores } from '../stores/tables.ts';
import { hasOpenssl } from './zatca/zatca.fixtures.ts';
import { resealZatcaSecrets } from './zatca-onboarding.ts';
import { validOnboarding, vatStore, ZATCA_OTP } from './zatca-store.fixtures.ts';
import { zatcaDocuments, zatcaOnboardings } from './zatca-tables.ts';

// ZATCA phase 2's onboarding (docs/product-rules.md "Invoices"), against a local server that answers
// as ZATCA's API does, with a certificate authority of its own (openssl): the compliance CSID for
// the portal's code, the compliance checks of a sample invoice, credit note and debit note, the production
// CSID; the secrets kept sealed; each failure a 4xx naming its step, the store left off.
let zatca: ZatcaServer;
let t: TestApp;
beforeAll(async () => {
  zatca = await startZatcaServer({ otp: ZATCA_OTP });
  t = await createTestApp({ ZATCA_BASE_URL: zatca.url });
});
afterAll(async () => {
  await t.close();
  await zatca.close();
});
beforeEach(() => {
  zatca.state.down = false;
  zatca.state.compliancePasses = true;
  zatca.calls.length = 0;
});

type Store = Awaited<ReturnType<typeof vatStore>>;
const onboard = (s: Store, body: unknown, lang: 'ar' | 'en' = 'en') =>
  t.post('/api/v2/zatca/onboard', body, { token: s.token, lang });
const statusOf = async (s: Store) => (await s.get('/zatca/status')).body.data;
const fieldsOf = (res: { body: { error: { fields: { path: string; code: string }[] } } }) =>
  res.body.error.fields.map((f) => [f.path, f.code]);

describe.skipIf(!hasOpenssl())('a store turns ZATCA phase 2 on', () => {
  it('refuses a store without a VAT number on that field, before calling ZATCA', async () => {
    const s = await vatStore(t);
    await t.database.db.update(stores).set({ vatNumber: null }).where(eq(stores.id, s.storeId));
    const en = await onboard(s, validOnboarding());
    const ar = await onboard(s, validOnboarding(), 'ar');
    expect([en.status, en.body.error.code, fieldsOf(en)]).toEqual([
      400,
      'VALIDATION_FAILED',
      [['vatNumber', 'vat_number_required']],
    ]);
    expect(en.body.error.fields[0].message).toBe("Add the store's VAT number in settings first");
    expect(ar.body.error.fields[0].message).toBe('أضف الرقم الضريبي للمتجر في الإعدادات أولًا');
    expect(zatca.calls).toEqual([]);
  });

  it('checks the code, the seller id and the national address by their rules', async () => {
    const s = await vatStore(t);
    const res = await onboard(s, {
      otp: '12345',
      registrationNumber: '12-34',
      address: { street: '', buildingNumber: '12', district: 'العليا', city: 'الرياض', postalCode: '1221' },
    });
    expect(fieldsOf(res)).toEqual([
      ['otp', 'otp_digits'],
      ['registrationNumber', 'registration_number'],
      ['address.street', 'required'],
      ['address.buildingNumber', 'building_number'],
      ['address.postalCode', 'postal_code'],
    ]);
    // A commercial registration is 10 digits; ZATCA's other schemes take letters and digits.
    expect(fieldsOf(await onboard(s, validOnboarding({ registrationNumber: '10100' })))).toEqual([
      ['registrationNumber', 'registration_number'],
    ]);
    expect(res.body.error.fields[3].message).toBe('The building number is 4 digits');
  });

  it('answers a code ZATCA refuses on the otp field, and ZATCA down as a 409 naming the step; the store stays off', async () => {
    const s = await vatStore(t);
    const wrong = await onboard(s, validOnboarding({ otp: '654321' }), 'ar');
    expect([wrong.status, fieldsOf(wrong)]).toEqual([400, [['otp', 'otp_refused']]]);
    expect(wrong.body.error.fields[0].message).toBe('رفضت الهيئة هذا الرمز: اطلب رمزًا جديدًا من بوابة فاتورة');
    zatca.state.down = true;
    const down = await onboard(s, validOnboarding());
    expect([down.status, down.body.error.code, down.body.error.step]).toEqual([409, 'CONFLICT', 'compliance_csid']);
    expect(down.body.message).toBe('ZATCA could not be reached (compliance certificate); try again shortly');
    expect((await statusOf(s)).status).toBe('off');
    expect(await t.database.db.select().from(zatcaOnboardings).where(eq(zatcaOnboardings.storeId, s.storeId))).toEqual([]);
  });

  it('answers a failed compliance check with ZATCA’s messages, and keeps nothing', async () => {
    const s = await vatStore(t);
    zatca.state.compliancePasses = false;
    const res = await onboard(s, validOnboarding());
    expect([res.status, res.body.error.step, res.body.error.zatcaMessages]).toEqual([
      409,
      'compliance_check',
      ['BR-KSA-98: The signature is not valid'],
    ]);
    expect(res.body.message).toBe(
      'ZATCA refused the request at the compliance check step: BR-KSA-98: The signature is not valid',
    );
    expect((await statusOf(s)).status).toBe('off');
  });

  it('onboards: compliance CSID for the CSR, an invoice and a credit note checked, production CSID, secrets sealed', async () => {
    const s = await vatStore(t);
    const res = await onboard(s, validOnboarding(), 'ar');
    expect([res.status, res.body.message]).toEqual([
      200,
      'تم الربط مع هيئة الزكاة والضريبة والجمارك (فاتورة)، ستُوقَّع فواتيرك الجديدة وتُبلَّغ بها الهيئة',
    ]);
    expect(res.body.data).toMatchObject({
      status: 'onboarded',
      environment: 'sandbox',
      documents: { reported: 0, pending: 0, rejected: 0, failed: 0 },
    });
    // The local CA issues for 365 days.
    const days = (Date.parse(res.body.data.certificateExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(zatca.calls.map((c) => c.path)).toEqual([
      '/compliance',
      '/compliance/invoices',
      '/compliance/invoices',
      '/compliance/invoices',
      '/production/csids',
    ]);
    const samples = zatca.calls
      .filter((c) => c.path === '/compliance/invoices')
      .map(
        (c) => /<cbc:InvoiceTypeCode name="0200000">(\d+)</.exec(Buffer.from(String(c.body.invoice), 'base64').toString())?.[1],
      );
    // An invoice, a credit note and a debit note: ZATCA issues the production CSID after all three.
    expect(samples).toEqual(['388', '381', '383']);
    expect(zatca.calls[0]!.otp).toBe(ZATCA_OTP);
    const [row] = await t.database.db.select().from(zatcaOnboardings).where(eq(zatcaOnboardings.storeId, s.storeId));
    const box = new SecretBox(TEST_ENCRYPTION_KEY);
    for (const sealed of [row!.privateKey, row!.complianceSecret, row!.productionToken, row!.productionSecret])
      expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect([box.open(row!.productionSecret), box.open(row!.privateKey).split('\n')[0]]).toEqual([
      'production-secret',
      '-----BEGIN PRIVATE KEY-----',
    ]);
    expect([row!.sellerName, row!.vatNumber, row!.lastIcv, row!.lastHash]).toEqual([
      'متجر "الأمل" & أبناؤه',
      '310122393500003',
      0,
      null,
    ]);
    expect(await statusOf(s)).toEqual(res.body.data);
    // A new encryption key: `secrets:reseal` seals them again, and the new key alone opens them.
    const next = Buffer.alloc(32, 9);
    expect(await resealZatcaSecrets(t.database.db, new SecretBox(next, [TEST_ENCRYPTION_KEY]))).toBeGreaterThanOrEqual(1);
    const [again] = await t.database.db.select().from(zatcaOnboardings).where(eq(zatcaOnboardings.storeId, s.storeId));
    expect(new SecretBox(next).open(again!.productionSecret)).toBe('production-secret');
    await resealZatcaSecrets(t.database.db, new SecretBox(TEST_ENCRYPTION_KEY, [next]));
  });

  it('is each store’s own: another store reads its own status, off', async () => {
    const s = await vatStore(t);
    const other = await vatStore(t);
    expect((await onboard(s, validOnboarding())).status).toBe(200);
    expect((await statusOf(other)).status).toBe('off');
    expect((await statusOf(s)).status).toBe('onboarded');
  });

  it('turns off: new documents are not signed, those signed are kept; onboarding again continues the chain', async () => {
    const s = await vatStore(t);
    expect((await onboard(s, validOnboarding())).status).toBe(200);
    const signed = await s.placeOrder({ paid: true, paymentMethod: 'cash' });
    const off = await s.delete('/zatca');
    expect([off.status, off.body.data.status]).toEqual([200, 'off']);
    const unsigned = await s.placeOrder({ paid: true, paymentMethod: 'cash' });
    const xml = (orderId: string) => s.get(`/order/${orderId}/invoice/xml`);
    expect([(await xml(signed.orderId)).status, (await xml(unsigned.orderId)).status]).toEqual([200, 404]);
    expect((await s.get(`/order/${unsigned.orderId}/invoices`)).body.data[0].zatca).toBeNull();
    expect((await onboard(s, validOnboarding())).status).toBe(200);
    await s.placeOrder({ paid: true, paymentMethod: 'cash' });
    const icvs = await t.database.db
      .select({ icv: zatcaDocuments.icv })
      .from(zatcaDocuments)
      .where(eq(zatcaDocuments.storeId, s.storeId));
    expect(icvs.map((r) => r.icv).sort()).toEqual([1, 2]);
  });
});
