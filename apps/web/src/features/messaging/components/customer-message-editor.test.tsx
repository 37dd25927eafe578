import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_STATUS_IDS } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer, type SeenRequest } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import CustomerMessagesPage from '../pages/customer-messages/customer-messages-page.tsx';

const APPROVED = ORDER_STATUS_IDS.Approved;
const saved = {
  statusId: APPROVED,
  email: { enabled: false, ar: null, en: null },
  sms: { enabled: true, ar: { body: 'مرحبًا {customerName}' }, en: null },
  whatsapp: { enabled: false, ar: null, en: null },
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** The server's preview, as it renders a sample order: an Arabic SMS over 70 characters is two. */
function preview(req: SeenRequest) {
  const body = req.body as { channel: string; lang: string; text: { body: string } };
  const rendered = body.text.body.replace('{customerName}', 'سارة أحمد').replace('{orderNumber}', '1001');
  const length = rendered.length;
  const segments = length <= 70 ? 1 : Math.ceil(length / 67);
  return ok({
    channel: body.channel,
    lang: body.lang,
    subject: null,
    body: rendered,
    parameters: null,
    segments: { encoding: 'UCS-2', length, segments, remaining: (segments === 1 ? 70 : segments * 67) - length },
    values: {},
  });
}

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /messaging/customer-messages': () => ok([saved]),
    'GET /order/status': () => ok([]),
    'POST /messaging/customer-messages/preview': preview,
    [`PUT /messaging/customer-messages/${APPROVED}`]: (req) =>
      ok({ ...saved, ...(req.body as object) }, 'تم حفظ رسائل العملاء لهذه الحالة'),
  });
});
afterAll(() => api.close());
afterEach(() => queryClient.clear());

async function openSms(lang: 'ar' | 'en') {
  await renderScreen(screenOf(<CustomerMessagesPage />), { lang, namespaces: ['messaging'] });
  fireEvent.click(await screen.findByRole('tab', { name: lang === 'ar' ? 'رسالة نصية' : 'SMS' }, { timeout: 5_000 }));
  return screen.findByRole('textbox', { name: lang === 'ar' ? 'الرسالة (العربية)' : 'Message (Arabic)' });
}

describe('/integrations/customer-messages', () => {
  it('inserts a variable where the cursor is, and shows the server-rendered preview with its SMS count', async () => {
    const body = (await openSms('ar')) as HTMLTextAreaElement;
    expect(body.value).toBe('مرحبًا {customerName}');
    body.focus();
    fireEvent.focus(body);
    body.setSelectionRange(6, 6);
    const chips = screen.getByRole('group', { name: 'أدرج متغيرًا (العربية)' });
    fireEvent.click(within(chips).getByRole('button', { name: 'رقم الطلب' }));
    await waitFor(() => expect(body.value).toBe('مرحبًا{orderNumber} {customerName}'));
    fireEvent.change(body, { target: { value: `مرحبًا {customerName}، طلبك {orderNumber} ${'ا'.repeat(50)}` } });
    const shown = await screen.findByTestId('preview-sms-ar');
    await waitFor(() => expect(within(shown).getByText(/^مرحبًا سارة أحمد، طلبك 1001/)).toBeTruthy(), { timeout: 5_000 });
    expect(within(shown).getByText('رسالتان')).toBeTruthy();
    expect(within(shown).getByText('78 حرفًا، بترميز UCS-2؛ بقي 56 في هذه الرسالة')).toBeTruthy();
  });

  it('names an unknown variable beside its field, in English, and saves nothing until it is fixed', async () => {
    const body = await openSms('en');
    fireEvent.change(body, { target: { value: 'Hello {name}' } });
    expect(
      await screen.findByText(
        '{name} is not a variable; use {customerName}, {orderNumber}, {total}, {trackingLink} or {storeName}',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Save this status's messages" }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.sent('PUT', `/messaging/customer-messages/${APPROVED}`)).toEqual([]);

    fireEvent.change(body, { target: { value: 'Hello {customerName}' } });
    fireEvent.click(screen.getByRole('button', { name: "Save this status's messages" }));
    await waitFor(() => expect(api.sent('PUT', `/messaging/customer-messages/${APPROVED}`)).toHaveLength(1));
    expect(api.sent('PUT', `/messaging/customer-messages/${APPROVED}`)[0]!.body).toEqual({
      email: { enabled: false, ar: null, en: null },
      sms: { enabled: true, ar: { body: 'Hello {customerName}' }, en: null },
      whatsapp: { enabled: false, ar: null, en: null },
    });
  });
});
