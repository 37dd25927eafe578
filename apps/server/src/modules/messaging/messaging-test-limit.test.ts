import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGING_TEST_LIMITS } from '@souqna/contracts';
import { anotherInstance, createTestApp, testClock, type TestApp } from '../../../test/harness.ts';
import { startSmsServer, type SmsServer } from '../../../test/sms-server.ts';
import { signedIn, type SignedIn } from '../store/store.fixtures.ts';

// The limits on "send a test message" (docs/decisions.md "Messaging"): each test that reaches the
// provider is a real message at the store's cost, so a store sends at most 10 a minute and 30 an
// hour; beyond, 429 RATE_LIMITED with Retry-After and a sentence in the merchant's language, and
// nothing reaches the provider. The tests are counted in PostgreSQL, so several instances share them.
const SID = `AC${'3c'.repeat(16)}`;
const TOKEN = 'a'.repeat(28) + '5e7f';
const FROM = '+14155550100';
const SARA = '+966551234567';

const clock = testClock(Date.parse('2026-05-10T09:00:00Z'));
let sms: SmsServer;
let t: TestApp;

beforeAll(async () => {
  sms = await startSmsServer({ [SID]: { authToken: TOKEN, numbers: [FROM] } });
  t = await createTestApp({ TWILIO_API_BASE: sms.url }, clock.now);
});
afterAll(async () => {
  await t.close();
  await sms.close();
});

/** A store with an SMS setting (its token `authToken`); the store and the setting's id. */
async function smsStore(authToken = TOKEN): Promise<[SignedIn, string]> {
  const s = await signedIn(t);
  const res = await s.post('/messaging-settings', {
    configName: 'رسائل Twilio',
    type: 'sms',
    accountSid: SID,
    password: authToken,
    senderNumber: FROM,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return [s, res.body.data.messagingSettingsPublicId];
}
const sendTest = (s: SignedIn, id: string, to = SARA, lang: 'ar' | 'en' = 'en') =>
  t.post(`/api/v2/messaging-settings/${id}/test`, { to }, { token: s.token, lang });
async function sendMany(s: SignedIn, id: string, count: number, status = 200) {
  for (let i = 0; i < count; i += 1) expect((await sendTest(s, id)).status).toBe(status);
}

describe('the limits on test messages', () => {
  it('answers the 11th test of a minute with 429, Retry-After and why, without reaching the provider', async () => {
    const [s, id] = await smsStore();
    await sendMany(s, id, MESSAGING_TEST_LIMITS.perMinute);
    const calls = sms.calls.length;
    clock.advance(20);
    const res = await sendTest(s, id);
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('40');
    expect(res.body.error).toEqual({ code: 'RATE_LIMITED', retryAfter: 40 });
    expect(res.body.message).toBe(
      'Your store sent too many test messages (at most 10 a minute and 30 an hour); you can send again in 40 seconds',
    );
    const ar = await sendTest(s, id, SARA, 'ar');
    expect(ar.body.message).toBe(
      'أرسل متجرك رسائل اختبار كثيرة (10 في الدقيقة و30 في الساعة على الأكثر)، يمكنك الإرسال مجددًا بعد 40 ثانية',
    );
    expect(sms.calls.length).toBe(calls);

    // A wrong recipient is still told so, and counts nothing.
    expect((await sendTest(s, id, 'sara@example.com')).status).toBe(400);
    // Another store is not held back by this one.
    const [other, otherId] = await smsStore();
    expect((await sendTest(other, otherId)).status).toBe(200);

    // A minute after the first ten, the store may send again.
    clock.advance(41);
    expect((await sendTest(s, id)).status).toBe(200);
  });

  it('allows 30 an hour, then says how many minutes until the first of them is an hour old', async () => {
    const [s, id] = await smsStore();
    const start = clock.now().getTime();
    for (let minute = 0; minute < 3; minute += 1) {
      await sendMany(s, id, 10);
      clock.advance(61);
    }
    // 3 minutes and 3 seconds in: the first test leaves the hour in 56 minutes and 57 seconds.
    const res = await sendTest(s, id);
    expect(res.status).toBe(429);
    expect(res.body.error.retryAfter).toBe(3600 - 183);
    expect(res.headers['retry-after']).toBe(String(3600 - 183));
    expect(res.body.message).toMatch(/you can send again in 57 minutes$/);
    expect((await sendTest(s, id, SARA, 'ar')).body.message).toMatch(/بعد 57 دقيقة$/);

    clock.advance((start + 3_600_000 - clock.now().getTime()) / 1000 + 1);
    await sendMany(s, id, 10);
    expect((await sendTest(s, id)).status).toBe(429);
  });

  it("counts a store's tests over every instance: two servers sent to at once send ten a minute between them", async () => {
    const second = await anotherInstance(t, {}, clock.now);
    try {
      const [s, id] = await smsStore();
      const calls = sms.calls.length;
      const servers = [t, second] as const;
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          servers[i % 2]!.call('POST', `/api/v2/messaging-settings/${id}/test`, { to: SARA }, { token: s.token, lang: 'en' }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([...Array(10).fill(200), ...Array(6).fill(429)]);
      expect(sms.calls.length - calls).toBe(MESSAGING_TEST_LIMITS.perMinute);
      // Each server refuses the next one, whichever sent the ten.
      for (const server of servers)
        expect(
          (await server.call('POST', `/api/v2/messaging-settings/${id}/test`, { to: SARA }, { token: s.token })).status,
        ).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('counts the tests the provider refused as well: each one reached it', async () => {
    const [s, id] = await smsStore('b'.repeat(28) + '0d1e');
    await sendMany(s, id, MESSAGING_TEST_LIMITS.perMinute, 409);
    const calls = sms.calls.length;
    expect((await sendTest(s, id)).status).toBe(429);
    expect(sms.calls.length).toBe(calls);
  });
});
