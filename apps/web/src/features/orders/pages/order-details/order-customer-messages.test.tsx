import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OrderDetails } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import { OrderCustomerMessages } from './order-customer-messages.tsx';

const ORDER = '0190a000-0000-7000-8000-0000000000a1';
const EMPTY = '0190a000-0000-7000-8000-0000000000a2';
const message = (overrides: Record<string, unknown>) => ({
  id: '0190a000-0000-7000-8000-0000000000b1',
  channel: 'sms',
  status: 'Approved',
  customStatus: null,
  lang: 'ar',
  to: '+966551234567',
  state: 'sent',
  reason: null,
  details: null,
  attempts: 1,
  nextAttemptAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  sentAt: '2026-11-01T10:00:05.000Z',
  ...overrides,
});

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    [`GET /order/${ORDER}/customer-messages`]: () =>
      ok([
        message({ channel: 'email', to: 'sara@example.com', attempts: 2 }),
        message({
          id: '0190a000-0000-7000-8000-0000000000b2',
          state: 'failed',
          reason: 'authentication',
          details: '20003 Authenticate',
        }),
        message({
          id: '0190a000-0000-7000-8000-0000000000b3',
          channel: 'whatsapp',
          state: 'skipped',
          reason: 'no_phone',
          to: null,
          attempts: 0,
          sentAt: null,
          customStatus: { id: '0190a000-0000-7000-8000-0000000000c1', nameAr: 'قيد التغليف', nameEn: 'Packing', color: 'cyan' },
        }),
      ]),
    [`GET /order/${EMPTY}/customer-messages`]: () => ok([]),
  });
});
afterAll(() => api.close());
afterEach(() => queryClient.clear());

const orderOf = (orderId: string) => ({ orderId, status: 'Approved', customStatus: null }) as unknown as OrderDetails;

describe("the order's customer messages", () => {
  it('lists each message with its channel, status, outcome, reason and tries, in Arabic', async () => {
    await renderScreen(screenOf(<OrderCustomerMessages order={orderOf(ORDER)} />), {
      lang: 'ar',
      namespaces: ['messaging', 'orders'],
    });
    const rows = await screen.findAllByTestId('customer-message', undefined, { timeout: 5_000 });
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('البريد الإلكتروني')).toBeTruthy();
    expect(within(rows[0]!).getByText('أُرسلت')).toBeTruthy();
    expect(within(rows[0]!).getByText(/محاولتان/)).toBeTruthy();
    expect(within(rows[0]!).getByText('sara@example.com').getAttribute('dir')).toBe('ltr');
    expect(within(rows[1]!).getByText('فشلت')).toBeTruthy();
    expect(within(rows[1]!).getByText(/رفض المزوّد بيانات الدخول/)).toBeTruthy();
    expect(within(rows[1]!).getByText('20003 Authenticate').tagName).toBe('BDI');
    expect(within(rows[2]!).getByText('لم تُرسل')).toBeTruthy();
    expect(within(rows[2]!).getByText('لا رقم هاتف في الطلب')).toBeTruthy();
    expect(within(rows[2]!).getByText('قيد التغليف')).toBeTruthy();
    expect(screen.getByText('يُحتفظ بكل رسالة في هذا السجل 90 يومًا بعد آخر محاولة لإرسالها.')).toBeTruthy();
  });

  it('says when nothing was sent, in English', async () => {
    await renderScreen(screenOf(<OrderCustomerMessages order={orderOf(EMPTY)} />), {
      lang: 'en',
      namespaces: ['messaging', 'orders'],
    });
    expect(await screen.findByText(/No message has been sent to the customer/, undefined, { timeout: 5_000 })).toBeTruthy();
    // An older order's messages may have left the log: the card says how long it keeps them.
    expect(screen.getByText('Each message stays in this log for 90 days after its last try.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up customer messages' }).getAttribute('href')).toBe(
      '/integrations/customer-messages',
    );
  });
});
