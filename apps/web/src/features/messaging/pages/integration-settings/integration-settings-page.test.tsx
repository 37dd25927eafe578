import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import IntegrationSettingsPage from './integration-settings-page.tsx';

const WA_ID = '0190a000-0000-7000-8000-0000000000e2';
const whatsapp = {
  messagingSettingsPublicId: WA_ID,
  configName: 'واتساب المتجر',
  type: 'whatsapp',
  host: null,
  port: null,
  encryption: null,
  username: null,
  passwordSet: true,
  passwordHint: '…ZQ12',
  accountSid: null,
  senderName: null,
  senderEmail: null,
  senderNumber: null,
  phoneNumberId: '106540352242922',
  templateName: 'hello_world',
  templateLanguage: 'en_US',
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /messaging-settings/store': () => ok([whatsapp]),
    [`POST /messaging-settings/${WA_ID}/test`]: () =>
      ok({ type: 'whatsapp', to: '+966551234567', providerMessageId: 'wamid.x' }, 'أُرسلت رسالة الاختبار إلى +966551234567'),
  });
});
afterAll(() => api.close());
afterEach(() => queryClient.clear());

describe('/integrations/settings', () => {
  it("refuses Twilio's fields in the wrong form in the merchant's language, and asks for the token the first time", async () => {
    await renderScreen(screenOf(<IntegrationSettingsPage />), { lang: 'en', namespaces: ['messaging'] });
    const sid = await screen.findByRole('textbox', { name: /Account SID/ }, { timeout: 5_000 });
    fireEvent.change(sid, { target: { value: 'AB123' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Sender number or name/ }), { target: { value: 'SOUQNA-STORE-1' } });
    const sms = sid.closest('form')!;
    fireEvent.click(within(sms).getByRole('button', { name: 'Save' }));
    expect(await within(sms).findByText('A Twilio Account SID starts with AC and has 34 characters')).toBeTruthy();
    expect(
      within(sms).getByText('A number in international form (+9665…) or a sender name of up to 11 Latin letters and digits'),
    ).toBeTruthy();
    expect(within(sms).getByText('This field is required')).toBeTruthy();
    expect(api.sent('POST', '/messaging-settings')).toEqual([]);
  });

  it('sends a WhatsApp test message to the number typed and says where it went', async () => {
    await renderScreen(screenOf(<IntegrationSettingsPage />), { lang: 'ar', namespaces: ['messaging'] });
    const to = await screen.findByRole('textbox', { name: 'إلى الرقم' }, { timeout: 5_000 });
    fireEvent.change(to, { target: { value: '0551234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'أرسل رسالة اختبار' }));
    const title = await screen.findByText('أُرسلت رسالة الاختبار');
    const done = title.closest<HTMLElement>('[role="status"]')!;
    expect(within(done).getByText('+966551234567').getAttribute('dir')).toBe('ltr');
    await waitFor(() => expect(api.sent('POST', `/messaging-settings/${WA_ID}/test`)).toHaveLength(1));
    expect(api.sent('POST', `/messaging-settings/${WA_ID}/test`)[0]!.body).toEqual({ to: '0551234567' });
  });
});
