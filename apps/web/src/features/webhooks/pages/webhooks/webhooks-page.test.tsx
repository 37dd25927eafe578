import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { ok, refused, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import WebhooksPage from './webhooks-page.tsx';

const ID = '0190a000-0000-7000-8000-0000000000e1';
const DELIVERY = '0190a000-0000-7000-8000-0000000000d1';
const SECRET = 'whsec_c2VjcmV0LW9ubHktc2hvd24tb25jZS0xMjM0NTY3ODkw';
const URL_ = 'https://erp.example.com/hooks/souqna';

type Sub = Record<string, unknown>;
let subscriptions: Sub[] = [];

const subscription = (over: Sub = {}): Sub => ({
  id: ID,
  url: URL_,
  events: ['order.created', 'order.status_changed'],
  description: 'نظام المحاسبة',
  isActive: true,
  disabledReason: null,
  disabledAt: null,
  lastDelivery: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

const delivery = {
  id: DELIVERY,
  messageId: 'msg_0190a00000007000800000000000d1',
  event: 'order.status_changed',
  status: 'failed',
  attempts: 7,
  statusCode: 500,
  error: null,
  latencyMs: 120,
  response: 'answered 500',
  nextAttemptAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  lastAttemptAt: '2026-03-02T04:00:00.000Z',
};

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: false, digitStyle: 'latin' }),
    'GET /store/webhooks': () => ok(subscriptions),
    'POST /store/webhooks': ({ body }) => {
      const input = body as { url: string };
      if (input.url.includes('10.0.0.1'))
        return refused(400, 'بعض الحقول غير صحيحة', {
          code: 'VALIDATION_FAILED',
          fields: [{ path: 'url', code: 'webhook_url_private', message: 'هذا الرابط يشير إلى شبكة داخلية أو خاصة' }],
        });
      subscriptions = [subscription(input as Sub)];
      return {
        status: 201,
        body: {
          success: true,
          statusCode: 201,
          message: 'تمت إضافة نقطة الاستقبال',
          data: { ...subscriptions[0], secret: SECRET },
        },
      };
    },
    [`GET /store/webhooks/${ID}/deliveries`]: () => ({
      body: {
        success: true,
        statusCode: 200,
        message: 'تمت العملية بنجاح',
        data: [delivery],
        pagination: { page: 1, pageSize: 10, total: 1, totalPages: 1 },
      },
    }),
    [`POST /store/webhooks/${ID}/deliveries/${DELIVERY}/resend`]: () => ({
      status: 202,
      body: {
        success: true,
        statusCode: 202,
        message: 'ستُرسل الرسالة مرة أخرى خلال لحظات',
        data: { ...delivery, status: 'pending' },
      },
    }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  subscriptions = [];
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

const openForm = async () => {
  await renderScreen(screenOf(<WebhooksPage />), { lang: 'ar', namespaces: ['webhooks'] });
  await screen.findByText('لا توجد نقاط استقبال بعد', undefined, { timeout: 5_000 });
  fireEvent.click(screen.getByRole('button', { name: 'إضافة نقطة استقبال' }));
  return screen.findByRole('dialog', { name: 'إضافة نقطة استقبال' });
};

describe('/integrations/webhooks', () => {
  it('refuses a file: address and no event as typed, and shows the server’s refusal of a private address beside the field', async () => {
    const dialog = await openForm();
    const url = within(dialog).getByRole('textbox', { name: /رابط الاستقبال/ });
    fireEvent.change(url, { target: { value: 'file:///etc/passwd' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إضافة' }));
    expect(await within(dialog).findByText('يجب أن يبدأ الرابط بـ https://‎ أو http://‎')).toBeTruthy();
    expect(within(dialog).getByText('يجب اختيار 1 على الأقل')).toBeTruthy();
    expect(api.sent('POST', '/store/webhooks')).toEqual([]);

    fireEvent.change(url, { target: { value: 'https://10.0.0.1/hook' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /طلب جديد/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'إضافة' }));
    expect(await within(dialog).findByText('هذا الرابط يشير إلى شبكة داخلية أو خاصة')).toBeTruthy();
    expect(api.sent('POST', '/store/webhooks')).toEqual([
      expect.objectContaining({ body: { url: 'https://10.0.0.1/hook', events: ['order.created'], isActive: true } }),
    ]);
  });

  it('shows the new secret once, to copy, and never after the dialog closes', async () => {
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /رابط الاستقبال/ }), { target: { value: URL_ } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /طلب جديد/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /تغيّر حالة طلب/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /وصف/ }), { target: { value: 'نظام المحاسبة' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إضافة' }));

    const secret = await screen.findByRole('dialog', { name: 'المفتاح السري للتوقيع' });
    expect(within(secret).getByText(SECRET)).toBeTruthy();
    expect(within(secret).getByText(/لن نعرضه مرة أخرى/)).toBeTruthy();
    expect(within(secret).getByRole('button', { name: 'نسخ المفتاح' })).toBeTruthy();
    fireEvent.click(within(secret).getByRole('button', { name: 'نسخته، أغلق' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'المفتاح السري للتوقيع' })).toBeNull());

    const card = await screen.findByRole('region', { name: URL_ });
    expect(within(card).getByText('طلب جديد')).toBeTruthy();
    expect(within(card).getByText(URL_).closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('lists the deliveries of an endpoint and sends one again', async () => {
    subscriptions = [subscription({ lastDelivery: { status: 'failed', statusCode: 500, at: '2026-03-02T04:00:00.000Z' } })];
    await renderScreen(screenOf(<WebhooksPage />), { lang: 'ar', namespaces: ['webhooks'] });
    const card = await screen.findByRole('region', { name: URL_ }, { timeout: 5_000 });
    expect(within(card).getByText('فشلت')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'سجل الإرسال' }));
    const log = await screen.findByRole('region', { name: 'سجل الإرسال' });
    expect(await within(log).findByText('7 محاولات')).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'إعادة الإرسال' }));
    await waitFor(() => expect(api.sent('POST', `/store/webhooks/${ID}/deliveries/${DELIVERY}/resend`)).toHaveLength(1));
    expect(await screen.findByText('ستُرسل الرسالة مرة أخرى خلال لحظات')).toBeTruthy();
  });
});
