import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { ok, refused, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import EmailSettingsPage from './email-settings-page.tsx';

const ID = '0190a000-0000-7000-8000-0000000000e1';
const savedEmail = {
  messagingSettingsPublicId: ID,
  configName: 'بريد المتجر',
  type: 'email',
  host: 'smtp.example.com',
  port: 465,
  encryption: 'SSL',
  username: 'orders@al-amal.example',
  passwordSet: true,
  passwordHint: '…2024',
  accountSid: null,
  senderName: 'متجر الأمل',
  senderEmail: 'orders@al-amal.example',
  senderNumber: null,
  phoneNumberId: null,
  templateName: null,
  templateLanguage: null,
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
let settings: unknown[] = [];
let sender: { senderName: string | null; senderEmail: string | null } = { senderName: null, senderEmail: null };

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /messaging-settings/store': () => ok(settings),
    'GET /store/email-sender': () => ok(sender),
    'PUT /store/email-sender': ({ body }) => ok(body, 'تم حفظ بيانات مرسل البريد'),
    'POST /messaging-settings': ({ body }) => {
      settings = [{ ...savedEmail, ...(body as object), passwordSet: true, passwordHint: null }];
      return { status: 201, body: { success: true, statusCode: 201, message: 'تم حفظ إعداد الرسائل', data: settings[0] } };
    },
    [`PUT /messaging-settings/${ID}`]: () => ok(savedEmail, 'Messaging setting saved'),
    [`POST /messaging-settings/${ID}/test`]: () =>
      refused(
        409,
        'The mail server refused the credentials: check the user name and password or token: "535 Authentication failed"',
        {
          code: 'CONFLICT',
          reason: 'authentication',
          details: '535 Authentication failed',
        },
      ),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  settings = [];
  sender = { senderName: null, senderEmail: null };
  api.seen.length = 0;
});
afterEach(() => queryClient.clear());

describe('/email', () => {
  it('checks the server while typing (a port above 65535, a sender e-mail), then sends only the mail server’s fields', async () => {
    await renderScreen(screenOf(<EmailSettingsPage />), { lang: 'ar', namespaces: ['messaging'] });
    const card = await screen.findByRole('textbox', { name: /خادم SMTP/ }, { timeout: 5_000 });
    fireEvent.change(card, { target: { value: 'smtp.example.com' } });
    fireEvent.click(screen.getByRole('radio', { name: 'STARTTLS' }));
    const port = screen.getByRole('textbox', { name: /المنفذ/ }) as HTMLInputElement;
    // The usual port follows the encryption.
    expect(port.value).toBe('587');
    fireEvent.change(port, { target: { value: '70000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /اسم المرسل عبر خادمك/ }), { target: { value: 'متجر الأمل' } });
    fireEvent.change(screen.getByRole('textbox', { name: /بريد المرسل/ }), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByRole('textbox', { name: /اسم المستخدم/ }), { target: { value: 'orders@al-amal.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('يجب ألا تزيد القيمة على 65535')).toBeTruthy();
    expect(screen.getByText('البريد الإلكتروني غير صالح')).toBeTruthy();
    // A user name needs a password the first time.
    expect(screen.getByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(api.sent('POST', '/messaging-settings')).toEqual([]);

    fireEvent.change(port, { target: { value: '587' } });
    fireEvent.change(screen.getByRole('textbox', { name: /بريد المرسل/ }), { target: { value: 'orders@al-amal.example' } });
    fireEvent.change(screen.getByLabelText(/^كلمة المرور/), { target: { value: 'app-password-2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(api.sent('POST', '/messaging-settings')).toHaveLength(1));
    expect(api.sent('POST', '/messaging-settings')[0]!.body).toEqual({
      configName: 'بريد المتجر',
      type: 'email',
      host: 'smtp.example.com',
      port: 587,
      encryption: 'STARTTLS',
      username: 'orders@al-amal.example',
      password: 'app-password-2024',
      senderName: 'متجر الأمل',
      senderEmail: 'orders@al-amal.example',
      isActive: true,
    });
  });

  it('says a saved password is set with its end, keeps it when left empty, and shows why a test message failed', async () => {
    settings = [savedEmail];
    await renderScreen(screenOf(<EmailSettingsPage />), { lang: 'en', namespaces: ['messaging'] });
    const password = await screen.findByLabelText(/^Password/, undefined, { timeout: 5_000 });
    expect((password as HTMLInputElement).value).toBe('');
    const description = screen.getByText(/Saved, ends in/);
    expect(within(description).getByText('…2024').getAttribute('dir')).toBe('ltr');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT', `/messaging-settings/${ID}`)).toHaveLength(1));
    expect(api.sent('PUT', `/messaging-settings/${ID}`)[0]!.body).not.toHaveProperty('password');

    const to = screen.getByRole('textbox', { name: 'To e-mail' });
    fireEvent.change(to, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a test message' }));
    expect(await screen.findByText('The e-mail address is not valid')).toBeTruthy();
    fireEvent.change(to, { target: { value: 'sara@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a test message' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The credentials were refused')).toBeTruthy();
    expect(within(alert).getByText('535 Authentication failed').getAttribute('dir')).toBe('ltr');
    expect(api.sent('POST', `/messaging-settings/${ID}/test`)[0]!.body).toEqual({ to: 'sara@example.com' });
  });

  it('gives each sender name its own label: the one on the store’s server and the one on Souqna’s', async () => {
    settings = [savedEmail];
    sender = { senderName: 'الأمل للعطور', senderEmail: null };
    await renderScreen(screenOf(<EmailSettingsPage />), { lang: 'ar', namespaces: ['messaging'] });
    const own = await screen.findByRole('textbox', { name: /^اسم المرسل عبر خادمك/ }, { timeout: 5_000 });
    const platform = await screen.findByRole('textbox', { name: /^اسم المرسل عبر خادم سوقنا/ });
    expect((own as HTMLInputElement).value).toBe('متجر الأمل');
    await waitFor(() => expect((platform as HTMLInputElement).value).toBe('الأمل للعطور'));
    const names = screen
      .getAllByRole('textbox')
      .map((box) => box.getAttribute('aria-label') ?? (box as HTMLInputElement).labels?.[0]?.textContent);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the sender on the platform’s server', () => {
  const senderForm = async () =>
    (await screen.findByRole('textbox', { name: /بريد الردود/ }, { timeout: 5_000 })).closest('form')!;

  it('sends null for a cleared field: the platform’s sender again', async () => {
    sender = { senderName: 'متجر الأمل', senderEmail: 'info@al-amal.example' };
    await renderScreen(screenOf(<EmailSettingsPage />), { lang: 'ar', namespaces: ['messaging'] });
    const form = await senderForm();
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: /بريد الردود/ }) as HTMLInputElement).value).toBe('info@al-amal.example'),
    );
    fireEvent.change(within(form).getByRole('textbox', { name: /بريد الردود/ }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(api.sent('PUT', '/store/email-sender')).toHaveLength(1));
    expect(api.sent('PUT', '/store/email-sender')[0]!.body).toEqual({ senderName: 'متجر الأمل', senderEmail: null });
  });

  it('shows a malformed address beside its field and sends nothing', async () => {
    await renderScreen(screenOf(<EmailSettingsPage />), { lang: 'ar', namespaces: ['messaging'] });
    const form = await senderForm();
    fireEvent.change(within(form).getByRole('textbox', { name: /بريد الردود/ }), { target: { value: 'info-at-al-amal' } });
    fireEvent.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(await within(form).findByText('البريد الإلكتروني غير صالح')).toBeTruthy();
    expect(api.sent('PUT', '/store/email-sender')).toHaveLength(0);
  });
});
