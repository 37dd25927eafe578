import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ENCRYPTION_KEY, tokenWithRole, type TestApp } from '../../../test/harness.ts';
import { startSmsServer, type SmsServer } from '../../../test/sms-server.ts';
import { startWhatsappServer, type WhatsappServer } from '../../../test/whatsapp-server.ts';
import { SecretBox } from '../../platform/sealed-secrets.ts';
import { signedIn, type SignedIn } from '../store/store.fixtures.ts';
import { messagingSettings } from './tables.ts';

// The store's messaging settings (spec §3, §7; docs/decisions.md "Messaging"): every field checked
// with the error catalogue's codes, the secret sealed and never answered, one setting per type,
// another store's setting not found; and a real test message through local servers that answer
// as Twilio's and WhatsApp's APIs do, each failure named in the merchant's language.
const SID = `AC${'1a'.repeat(16)}`;
const TOKEN = 'f'.repeat(28) + '9c3d';
const OTHER_TOKEN = 'e'.repeat(28) + '7b2a';
const FROM = '+14155550100';
const PHONE_ID = '106540352242922';
const WA_TOKEN = `EAAG${'x'.repeat(40)}ZQ12`;
const SARA = '+966551234567';

let sms: SmsServer;
let whatsapp: WhatsappServer;
let t: TestApp;
let s: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  sms = await startSmsServer({ [SID]: { authToken: TOKEN, numbers: [FROM, 'SOUQNA'] } });
  whatsapp = await startWhatsappServer({
    [PHONE_ID]: { token: WA_TOKEN, templates: ['hello_world:en_US', 'order_update:ar'], allowed: ['966551234567'] },
  });
  t = await createTestApp({ TWILIO_API_BASE: sms.url, WHATSAPP_API_BASE: whatsapp.url });
  [s, other] = await Promise.all([signedIn(t), signedIn(t)]);
});
afterAll(async () => {
  await t.close();
  await Promise.all([sms.close(), whatsapp.close()]);
});

const validEmail = (overrides: Record<string, unknown> = {}) => ({
  configName: 'بريد المتجر',
  type: 'email',
  host: 'smtp.example.com',
  port: 587,
  encryption: 'STARTTLS',
  username: 'orders@example.com',
  password: 'app-password-2024',
  senderName: 'متجر الأمل',
  senderEmail: 'orders@example.com',
  ...overrides,
});
const validSms = (overrides: Record<string, unknown> = {}) => ({
  configName: 'رسائل Twilio',
  type: 'sms',
  accountSid: SID,
  password: TOKEN,
  senderNumber: FROM,
  ...overrides,
});
const validWhatsapp = (overrides: Record<string, unknown> = {}) => ({
  configName: 'واتساب المتجر',
  type: 'whatsapp',
  phoneNumberId: PHONE_ID,
  password: WA_TOKEN,
  ...overrides,
});
const fieldsOf = (res: { body: { error?: { fields?: { path: string; code: string }[] } } }) =>
  (res.body.error?.fields ?? []).map((f) => [f.path, f.code]);
const create = (store: SignedIn, body: unknown) => store.post('/messaging-settings', body);
const idOf = (res: { body: { data: { messagingSettingsPublicId: string } } }) => res.body.data.messagingSettingsPublicId;
const sendTest = (store: SignedIn, id: string, to: string, lang: 'ar' | 'en' = 'en') =>
  t.post(`/api/v2/messaging-settings/${id}/test`, { to }, { token: store.token, lang });

describe('the fields of a messaging setting', () => {
  it('refuses a port outside 1–65535, an unknown encryption, a bad sender e-mail and names each field', async () => {
    const res = await t.post(
      '/api/v2/messaging-settings',
      validEmail({ port: 70000, encryption: 'TLS', senderEmail: 'not-an-email' }),
      { token: s.token, lang: 'en' },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'port', code: 'too_big', message: 'Must be 65535 or less' },
        expect.objectContaining({ path: 'encryption', code: 'invalid_value' }),
        { path: 'senderEmail', code: 'invalid_email', message: 'The e-mail address is not valid' },
      ]),
    );
    expect(fieldsOf(await create(s, validEmail({ port: 0 })))).toEqual([['port', 'too_small']]);
  });

  it('asks for what each type needs, in Arabic by default, and refuses what it does not use', async () => {
    const email = await create(s, { configName: 'بريد', type: 'email' });
    expect(fieldsOf(email)).toEqual([
      ['host', 'required'],
      ['port', 'required'],
      ['encryption', 'required'],
      ['senderName', 'required'],
      ['senderEmail', 'required'],
    ]);
    expect(email.body.error.fields[0].message).toBe('هذا الحقل مطلوب');
    expect(fieldsOf(await create(s, { configName: 'رسائل', type: 'sms' }))).toEqual([
      ['accountSid', 'required'],
      ['senderNumber', 'required'],
    ]);
    expect(fieldsOf(await create(s, validSms({ host: 'smtp.example.com' })))).toEqual([['host', 'not_for_type']]);
    expect(fieldsOf(await create(s, { configName: 'x', type: 'fax' }))).toEqual([['type', 'invalid_value']]);
    expect(fieldsOf(await create(s, validEmail({ host: 'smtp example.com' })))).toEqual([['host', 'invalid_host']]);
  });

  it("checks Twilio's formats: the Account SID, the auth token and the sender (a number in international form or an id of at most 11)", async () => {
    const res = await t.post(
      '/api/v2/messaging-settings',
      validSms({ accountSid: 'AB123', password: 'short', senderNumber: 'SOUQNA-STORE' }),
      { token: s.token, lang: 'en' },
    );
    expect(res.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'accountSid', code: 'twilio_account_sid', message: 'A Twilio Account SID starts with AC and has 34 characters' },
        expect.objectContaining({ path: 'password', code: 'twilio_auth_token' }),
        expect.objectContaining({ path: 'senderNumber', code: 'sms_sender' }),
      ]),
    );
    // The secret is needed the first time.
    expect(fieldsOf(await create(s, validSms({ password: undefined })))).toEqual([['password', 'required']]);
    expect(fieldsOf(await create(s, validWhatsapp({ password: 'short' })))).toEqual([['password', 'whatsapp_token']]);
    expect(fieldsOf(await create(s, validWhatsapp({ phoneNumberId: '+9665', templateName: 'Hello World' })))).toEqual([
      ['phoneNumberId', 'whatsapp_phone_number_id'],
      ['templateName', 'whatsapp_template'],
    ]);
  });
});

describe("a store's messaging settings", () => {
  it('keeps the secret sealed, answers only that it is set with its last four characters, and keeps it when a change leaves it out', async () => {
    const created = await create(s, validSms({ senderNumber: '+1 (415) 555-0100' }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'sms',
      configName: 'رسائل Twilio',
      accountSid: SID,
      senderNumber: FROM,
      passwordSet: true,
      passwordHint: '…9c3d',
      host: null,
      isActive: true,
    });
    expect(created.body.data).not.toHaveProperty('password');
    expect(JSON.stringify(created.body)).not.toContain(TOKEN);
    const id = idOf(created);
    const [row] = await t.database.db.select().from(messagingSettings).where(eq(messagingSettings.id, id));
    expect(row!.password).not.toContain(TOKEN);
    expect(new SecretBox(TEST_ENCRYPTION_KEY).open(row!.password!)).toBe(TOKEN);

    const renamed = await s.put(
      `/messaging-settings/${id}`,
      validSms({ configName: 'SMS', password: undefined, senderNumber: 'SOUQNA' }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      configName: 'SMS',
      senderNumber: 'SOUQNA',
      passwordSet: true,
      passwordHint: '…9c3d',
    });
    // The kept token still works.
    expect((await sendTest(s, id, SARA)).status).toBe(200);
    expect(sms.calls.at(-1)).toMatchObject({ auth: { user: SID, pass: TOKEN }, form: { From: 'SOUQNA' } });

    const list = await s.get('/messaging-settings/store');
    expect(list.status).toBe(200);
    expect(list.body.data.map((x: { messagingSettingsPublicId: string }) => x.messagingSettingsPublicId)).toEqual([id]);
    expect(JSON.stringify(list.body)).not.toContain(TOKEN);
  });

  it('has one setting of each type: a second one of a type answers 409 on `type`', async () => {
    const first = await create(other, validEmail({ username: undefined, password: undefined }));
    expect(first.status).toBe(201);
    // Without a user name no password is needed, and none is kept.
    expect(first.body.data).toMatchObject({ username: null, passwordSet: false, passwordHint: null });
    const again = await t.post('/api/v2/messaging-settings', validEmail(), { token: other.token, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CONFLICT');
    expect(fieldsOf(again)).toEqual([['type', 'messaging_type_taken']]);
    expect(again.body.message).toBe('Your store already has a setting of this kind; edit it instead');
    // A short password shows only that it is set.
    const withLogin = await other.put(`/messaging-settings/${idOf(first)}`, validEmail({ password: 'short-pw' }));
    expect(withLogin.body.data).toMatchObject({ username: 'orders@example.com', passwordSet: true, passwordHint: null });
  });

  it("answers 404 for another store's setting, lists only the store's own, and is for admins", async () => {
    const mine = await create(s, validWhatsapp());
    expect(mine.status).toBe(201);
    const id = idOf(mine);
    expect((await other.put(`/messaging-settings/${id}`, validWhatsapp())).status).toBe(404);
    expect((await other.delete(`/messaging-settings/${id}`)).status).toBe(404);
    expect((await sendTest(other, id, SARA)).status).toBe(404);
    const theirs = (await other.get('/messaging-settings/store')).body.data as { messagingSettingsPublicId: string }[];
    expect(theirs.map((x) => x.messagingSettingsPublicId)).not.toContain(id);
    const manager = await tokenWithRole(t, s.token, 'manager');
    expect((await t.get('/api/v2/messaging-settings/store', { token: manager })).status).toBe(403);
    expect((await t.get('/api/v2/messaging-settings/store')).status).toBe(401);
  });

  it('deletes a setting', async () => {
    const created = await create(other, validWhatsapp());
    const id = idOf(created);
    const res = await t.call('DELETE', `/api/v2/messaging-settings/${id}`, undefined, { token: other.token, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Messaging setting deleted');
    expect((await other.delete(`/messaging-settings/${id}`)).status).toBe(404);
  });
});

describe('a test SMS through Twilio', () => {
  let id: string;
  beforeAll(async () => {
    const store = await signedIn(t);
    s = store;
    id = idOf(await create(store, validSms()));
  });

  it("sends a real message to the number given, in E.164, authenticated with the store's SID and token", async () => {
    const res = await sendTest(s, id, '0551234567', 'ar');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`أُرسلت رسالة الاختبار إلى ${SARA}`);
    expect(res.body.data).toMatchObject({ type: 'sms', to: SARA, providerMessageId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    const call = sms.calls.at(-1)!;
    expect(call).toMatchObject({ accountSid: SID, auth: { user: SID, pass: TOKEN }, form: { To: SARA, From: FROM } });
    expect(call.form.Body).toContain('رسالة اختبار');
  });

  it('refuses a recipient that is not a phone number, on `to`', async () => {
    const res = await sendTest(s, id, 'sara@example.com');
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual([['to', 'invalid_phone']]);
  });

  it("says Twilio refused the credentials when the token is wrong, and the provider's words when it refuses the sender", async () => {
    await s.put(`/messaging-settings/${id}`, validSms({ password: OTHER_TOKEN }));
    const refused = await sendTest(s, id, SARA);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', reason: 'authentication', details: '20003 Authenticate' });
    expect(refused.body.message).toBe(
      'Twilio refused the credentials: check the user name and password or token: "20003 Authenticate"',
    );
    await s.put(`/messaging-settings/${id}`, validSms({ senderNumber: '+14155550199' }));
    const sender = await sendTest(s, id, SARA, 'ar');
    expect(sender.status).toBe(409);
    expect(sender.body.error.reason).toBe('refused');
    expect(sender.body.error.details).toContain('21606');
    expect(sender.body.message).toMatch(/^رفض Twilio الرسالة: «21606 The From phone number \+14155550199/);
  });
});

describe('a test WhatsApp message through the Cloud API', () => {
  let id: string;
  beforeAll(async () => {
    s = await signedIn(t);
    id = idOf(await create(s, validWhatsapp()));
  });

  it("sends Meta's hello_world template with the store's bearer token to the number without its plus", async () => {
    const res = await sendTest(s, id, '+966 55 123 4567');
    expect(res.status).toBe(200);
    expect(res.body.data.providerMessageId).toMatch(/^wamid\./);
    const call = whatsapp.calls.at(-1)!;
    expect(call.path).toBe(`/v21.0/${PHONE_ID}/messages`);
    expect(call.token).toBe(WA_TOKEN);
    expect(call.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '966551234567',
      type: 'template',
      template: { name: 'hello_world', language: { code: 'en_US' } },
    });
  });

  it("names each refusal: a token Meta does not know, a template the number lacks, a recipient outside the test number's list", async () => {
    await s.put(`/messaging-settings/${id}`, validWhatsapp({ password: `EAAG${'y'.repeat(40)}` }));
    const token = await sendTest(s, id, SARA);
    expect(token.status).toBe(409);
    expect(token.body.error.reason).toBe('authentication');
    expect(token.body.message).toMatch(/^WhatsApp \(Meta\) refused the credentials/);
    expect(token.body.message).toContain('Invalid OAuth access token');

    await s.put(`/messaging-settings/${id}`, validWhatsapp({ templateName: 'order_update', templateLanguage: 'en_US' }));
    const template = await sendTest(s, id, SARA);
    expect(template.body.error).toMatchObject({ reason: 'refused' });
    expect(template.body.error.details).toContain('Template name does not exist');

    await s.put(`/messaging-settings/${id}`, validWhatsapp({ templateName: 'order_update', templateLanguage: 'ar' }));
    expect((await sendTest(s, id, SARA)).status).toBe(200);
    const outside = await sendTest(s, id, '+966501112222', 'ar');
    expect(outside.status).toBe(409);
    expect(outside.body.message).toMatch(/^رفض واتساب \(Meta\) الرسالة: «\(#131030\) Recipient phone number not in allowed list/);
  });
});

describe('a provider that cannot be reached', () => {
  it('answers 409 saying it could not connect, never a 500', async () => {
    const closed = await startSmsServer({});
    await closed.close();
    const offline = await createTestApp({ TWILIO_API_BASE: closed.url, WHATSAPP_API_BASE: closed.url });
    try {
      const m = await signedIn(offline, 'en');
      const smsId = idOf(await m.post('/messaging-settings', validSms()));
      const waId = idOf(await m.post('/messaging-settings', validWhatsapp()));
      const a = await offline.post(`/api/v2/messaging-settings/${smsId}/test`, { to: SARA }, { token: m.token, lang: 'en' });
      expect(a.status).toBe(409);
      expect(a.body.error.reason).toBe('connection');
      expect(a.body.message).toBe('Could not connect to Twilio; try again shortly');
      const b = await offline.post(`/api/v2/messaging-settings/${waId}/test`, { to: SARA }, { token: m.token, lang: 'ar' });
      expect(b.status).toBe(409);
      expect(b.body.message).toBe('تعذّر الاتصال بـواتساب (Meta)، حاول بعد قليل');
    } finally {
      await offline.close();
    }
  });
});
