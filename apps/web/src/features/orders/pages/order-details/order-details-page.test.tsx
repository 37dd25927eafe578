import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_STATUS_IDS, type OrderDetails, type OrderInvoiceMail } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, refused, startApiServer, type Handler } from '@/test/api-server.ts';
import { captureDownloads } from '@/test/downloads.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import { details, FIRST } from '@/features/orders/test/order-fixtures.ts';
import { loadPhoneSupport } from '@/lib/phone.ts';
import OrderDetailsPage from './order-details-page.tsx';

const PATH = `/order/store-order-details/${FIRST}`;
const MOVE = `/order/store-update-status-orders-by/${FIRST}`;
const PAYMENTS = `/order/${FIRST}/payments`;
const noPayments = () => ({ payments: [], total: 258.75, paid: 0, outstanding: 258.75, currency: 'SAR' });
let payments: ReturnType<typeof noPayments> | Record<string, unknown> = noPayments();
let current: OrderDetails = details();
let cardsOn = false;
let documents: Record<string, unknown>[] = [];
const INVOICE = {
  invoiceId: '0190a000-0000-7000-8000-0000000000d1',
  kind: 'invoice',
  number: 12,
  refersTo: null,
  total: 258.75,
  tax: 33.75,
  currency: 'SAR',
  issuedAt: '2026-04-10T09:00:00.000Z',
};
let smsaOn = false;
let shipments: Record<string, unknown>[] = [];
let answerDetails: Handler = () => ok(current);
let answerMove: Handler = () => ok(current, 'تم تحديث حالة الطلب');
let invoiceMails: OrderInvoiceMail[] = [];
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    [`GET ${PATH}`]: (r) => answerDetails(r),
    [`PUT ${MOVE}`]: (r) => answerMove(r),
    [`GET ${PAYMENTS}`]: () => ok(payments),
    [`GET /order/${FIRST}/invoice`]: () => ({ body: '%PDF-1.3' }),
    [`GET /order/${FIRST}/invoices`]: () => ok(documents),
    [`GET /order/${FIRST}/invoice/xml`]: () => ({ body: '<Invoice/>' }),
    [`GET /order/${FIRST}/invoice-mails`]: () => ok(invoiceMails),
    [`POST ${PAYMENTS}`]: ({ body }) => {
      const { amount, reference, method } = body as { amount: number; reference?: string; method: string };
      payments = {
        payments: [
          {
            paymentId: '0190a000-0000-7000-8000-0000000000a1',
            kind: 'payment',
            method,
            amount,
            reference: reference ?? null,
            receiptImage: null,
            recordedBy: 'نورة',
            createdAt: '2026-04-10T09:00:00.000Z',
          },
        ],
        total: 258.75,
        paid: amount,
        outstanding: 258.75 - amount,
        currency: 'SAR',
      };
      return { status: 201, body: { success: true, statusCode: 201, message: 'تم تسجيل الدفعة', data: payments } };
    },
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: false, digitStyle: 'latin' }),
    'GET /store/shipping-carrier': () => ok([{ id: 'smsa', enabled: smsaOn, apiKeyHint: smsaOn ? '…cdef' : null }]),
    [`GET /order/${FIRST}/shipments`]: () => ok(shipments),
    [`POST /order/${FIRST}/shipments`]: () => {
      const made = {
        shipmentId: '0190a000-0000-7000-8000-0000000000c1',
        carrier: 'smsa',
        trackingNumber: '231200021000',
        status: 'created',
        events: [],
        createdAt: '2026-04-10T09:00:00.000Z',
        updatedAt: '2026-04-10T09:00:00.000Z',
      };
      shipments = [made];
      return { status: 201, body: { success: true, statusCode: 201, message: 'تم إنشاء الشحنة', data: made } };
    },
    'GET /store/payment-provider/status': () => ok({ enabled: cardsOn ? ['stripe'] : [], anyEnabled: cardsOn }),
    [`POST /order/${FIRST}/payment-link`]: () =>
      ok(
        {
          url: 'https://checkout.stripe.test/c/pay/cs_test_1',
          expiresAt: '2026-04-11T09:00:00.000Z',
          amount: 258.75,
          currency: 'SAR',
          provider: 'stripe',
        },
        'Payment link made',
      ),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  current = details();
  payments = noPayments();
  cardsOn = false;
  documents = [];
  invoiceMails = [];
  smsaOn = false;
  shipments = [];
  answerDetails = () => ok(current);
  answerMove = () => ok(current, 'تم تحديث حالة الطلب');
});
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const render = (lang: 'ar' | 'en' = 'ar', id = FIRST) =>
  renderScreen(screenOf(<OrderDetailsPage />), {
    path: '/orders/orders-page/:orderId',
    at: `/orders/orders-page/${id}`,
    lang,
    namespaces: ['orders', 'catalogue', 'invoices'],
  });
/** The order shown (the first render also loads the page's chunks: give it time on a busy machine). */
const shown = () => screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
const moves = () => within(screen.getByRole('group', { name: 'تغيير حالة الطلب' }));
/** Every move offered: the buttons, and the menu's items once opened. */
async function offeredMoves(): Promise<string[]> {
  const buttons = moves()
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');
  const more = buttons.find((b) => b === 'المزيد');
  if (!more) return buttons;
  fireEvent.click(moves().getByRole('button', { name: 'المزيد' }));
  const items = (await screen.findAllByRole('menuitem')).map((m) => m.textContent ?? '');
  return [...buttons.filter((b) => b !== more), ...items];
}

describe('the order details', () => {
  it('shows the order, its money, its customer and its address on a map', async () => {
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: /الطلب\s*#1001/ })).toBeTruthy();
    const summary = screen.getByRole('group', { name: 'ملخص الطلب' });
    expect(within(summary).getByText('RAMADAN10')).toBeTruthy();
    expect(within(summary).getByText('الضريبة')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ملف العميل' }).getAttribute('href')).toBe(
      '/order/customer-mangemant?customerId=0190b000-0000-7000-8000-0000000000c1',
    );
    const map = screen.getByTitle('موقع العنوان على الخريطة');
    expect(map.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?.*marker=24\.7136,46\.6753$/,
    );
    expect(screen.getByRole('link', { name: 'فتح في الخرائط' }).getAttribute('href')).toContain('mlat=24.7136&mlon=46.6753');
    // Without internet the map stays empty: the coordinates are written beside it.
    expect(screen.getByTestId('address-coordinates').textContent).toContain('24.7136, 46.6753');
    expect(screen.getByText('التسليم بعد العصر')).toBeTruthy();
  });

  it("names the shipping and the payment method in the merchant's words, never the codes", async () => {
    current = details('Pending', {
      shippingMethod: 'express',
      shippingFee: 20,
      payment: { amount: 258.75, status: 'pending', id: null, method: 'bank_transfer' },
    });
    await render();
    await shown();
    expect(screen.getByText('الشحن (سريع)')).toBeTruthy();
    expect(screen.getByText('تحويل بنكي')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/express|bank_transfer/);
  });

  it('names them in English too, and shows a method the merchant typed as written', async () => {
    current = details('Pending', {
      shippingMethod: 'standard',
      payment: { amount: 258.75, status: 'pending', id: null, method: 'STC Pay' },
    });
    await render('en');
    await shown();
    expect(screen.getByText('Shipping (Standard)')).toBeTruthy();
    expect(screen.getByText('STC Pay')).toBeTruthy();
  });

  it('writes every phone one way, international and left to right, however it was stored', async () => {
    await loadPhoneSupport();
    await render();
    await shown();
    // The customer's +966551234567 and the address's 0551234567 are the same number.
    const phones = screen.getAllByText('+966 55 123 4567');
    expect(phones).toHaveLength(2);
    for (const phone of phones) expect(phone.closest('bdi')?.getAttribute('dir')).toBe('ltr');
  });

  it("says the tax is included when the store's prices include it", async () => {
    current = details('Pending', { pricesIncludeTax: true });
    await render();
    expect(await screen.findByText('الضريبة (مشمولة في الأسعار)')).toBeTruthy();
  });

  it('offers a pending order only the moves it allows: approve, pay, cancel, cancelled by the customer', async () => {
    await render();
    await shown();
    expect(await offeredMoves()).toEqual(['تمت الموافقة', 'مدفوع', 'ملغي', 'ألغاه العميل']);
  });

  it('offers a paid order ready for pickup, completed and refunded, and nothing to go back to pending', async () => {
    current = details('Paid');
    await render();
    await shown();
    const offered = await offeredMoves();
    expect(offered).toEqual(['جاهز للاستلام', 'مكتمل', 'مسترجع']);
    expect(offered).not.toContain('قيد الانتظار');
  });

  it('offers no move on a cancelled order and says the status is final', async () => {
    current = details('Cancelled');
    await render();
    expect(await screen.findByText('هذه حالة نهائية: لا ينتقل الطلب منها إلى غيرها.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'تغيير حالة الطلب' })).toBeNull();
  });

  it("approves with a note: sends the status id and the note, shows the server's message and the new history", async () => {
    await render();
    await shown();
    answerMove = () => {
      current = details('Approved', {
        history: [
          ...current.history,
          { from: 'Pending', to: 'Approved', by: 'أحمد', at: new Date().toISOString(), note: 'اتصلت بالعميلة' },
        ],
      });
      return ok(current, 'تم تحديث حالة الطلب');
    };
    fireEvent.click(moves().getByRole('button', { name: 'تمت الموافقة' }));
    const dialog = await screen.findByRole('dialog');
    // The number reads #1001 in the title as in the header: its own left-to-right element.
    const number = within(dialog).getByText('#1001');
    expect(number.tagName).toBe('BDI');
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('heading', { name: /نقل\s*#1001\s*إلى «تمت الموافقة»/ })).toBeTruthy();
    expect(within(dialog).queryByText('تعود الكميات إلى المخزون')).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'ملاحظة (اختيارية)' }), { target: { value: 'اتصلت بالعميلة' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'نقل إلى «تمت الموافقة»' }));
    expect(await screen.findByText('تم تحديث حالة الطلب')).toBeTruthy();
    expect(api.sent('PUT', MOVE)[0]!.query).toEqual({ statusId: ORDER_STATUS_IDS.Approved, note: 'اتصلت بالعميلة' });
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(2));
    expect(screen.getByText('اتصلت بالعميلة')).toBeTruthy();
    expect(await offeredMoves()).toEqual(['مدفوع', 'جاهز للاستلام', 'ملغي', 'ألغاه العميل']);
  });

  it("warns that cancelling puts the stock back, and keeps the server's refusal in the dialog", async () => {
    answerMove = () => refused(409, 'لا يمكن نقل الطلب من «مكتمل» إلى «ملغي»', { code: 'INVALID_STATUS_TRANSITION' });
    await render();
    await shown();
    fireEvent.click(moves().getByRole('button', { name: 'المزيد' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'ملغي' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('تعود الكميات إلى المخزون')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'نعم، «ملغي» وإعادة المخزون' }));
    expect(await within(dialog).findByText('لا يمكن نقل الطلب من «مكتمل» إلى «ملغي»')).toBeTruthy();
    expect(api.sent('PUT', MOVE)[0]!.query).toEqual({ statusId: ORDER_STATUS_IDS.Cancelled });
  });

  it('records a part of a bank transfer: sends the method, the amount and the reference, then shows it and what is still owed', async () => {
    current = details('Pending', { payment: { amount: 258.75, status: 'pending', id: null, method: 'bank_transfer' } });
    await render();
    await shown();
    const section = screen.getByRole('region', { name: 'الدفع' });
    expect(await within(section).findByText('لم تُسجّل أي دفعة بعد')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'تسجيل دفعة' }));
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل دفعة' });
    const amount = within(dialog).getByRole('textbox', { name: /المبلغ/ });
    // All that is owed unless changed.
    expect((amount as HTMLInputElement).value).toContain('258.75');
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /المرجع/ }), { target: { value: 'TRX-77' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الدفعة' }));
    await waitFor(() => expect(api.sent('POST', PAYMENTS)).toHaveLength(1));
    expect(api.sent('POST', PAYMENTS)[0]!.body).toEqual({ method: 'bank_transfer', amount: 100, reference: 'TRX-77' });
    const entries = await within(section).findByRole('list', { name: 'الدفعات والمبالغ المستردة' });
    expect(entries.textContent).toContain('TRX-77');
    expect(entries.textContent).toContain('نورة');
    await waitFor(() => expect(section.textContent).toMatch(/المتبقي.*158\.75/));
  });

  it('sends a payment link only while card payments are on: the link to copy, with what it charges', async () => {
    current = details('Pending', { payment: { amount: 258.75, status: 'pending', id: null, method: 'stripe' } });
    const first = await render('en');
    await shown();
    const before = screen.getByRole('region', { name: 'Payment' });
    await within(before).findByRole('button', { name: 'Record a payment' });
    expect(within(before).queryByRole('button', { name: 'Payment link' })).toBeNull();
    first.unmount();
    queryClient.clear();

    cardsOn = true;
    await render('en');
    await shown();
    const section = screen.getByRole('region', { name: 'Payment' });
    expect(within(section).getByText('Card (Stripe)')).toBeTruthy();
    fireEvent.click(await within(section).findByRole('button', { name: 'Payment link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment link for the customer' });
    expect(api.sent('POST', `/order/${FIRST}/payment-link`)).toHaveLength(1);
    expect((within(dialog).getByRole('textbox', { name: 'Payment link' }) as HTMLInputElement).value).toBe(
      'https://checkout.stripe.test/c/pay/cs_test_1',
    );
    expect(dialog.textContent).toMatch(/258\.75/);
    expect(within(dialog).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      'https://checkout.stripe.test/c/pay/cs_test_1',
    );
  });

  it('ships the order with SMSA once it is on: sends the weight and parcels, then shows the waybill', async () => {
    smsaOn = true;
    await render();
    await shown();
    const section = screen.getByRole('region', { name: 'الشحنات' });
    expect(await within(section).findByText('لا توجد شحنة بعد')).toBeTruthy();
    fireEvent.change(within(section).getByRole('textbox', { name: 'الوزن (كجم)' }), { target: { value: '2.5' } });
    fireEvent.click(await within(section).findByRole('button', { name: 'الشحن مع سمسا إكسبرس' }));
    await waitFor(() => expect(api.sent('POST', `/order/${FIRST}/shipments`)).toHaveLength(1));
    expect(api.sent('POST', `/order/${FIRST}/shipments`)[0]!.body).toEqual({ carrier: 'smsa', weightKg: 2.5, parcels: 1 });
    expect(await within(section).findByText('231200021000')).toBeTruthy();
    expect(within(section).getByText('أُنشئت')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'طباعة البوليصة' })).toBeTruthy();
  });

  it('downloads the invoice in the size and language chosen', async () => {
    const { saved } = captureDownloads();
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'الفاتورة' }, { timeout: 5_000 }));
    // Not issued yet: the file will be the order's summary, and the menu says so.
    expect((await screen.findByTestId('invoice-document')).textContent).toBe(
      'لم تصدر الفاتورة بعد: يُطبع ملخص الطلب حتى يُدفع الطلب',
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'إيصال 80 مم (بالإنجليزية)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.sent('GET', `/order/${FIRST}/invoice`)[0]!.query).toEqual({ size: 'receipt', lang: 'en', kind: 'invoice' });
    expect(saved[0]).toBe('invoice-receipt.pdf');
    expect(screen.queryByRole('button', { name: 'إشعار دائن' })).toBeNull();
  });

  it('offers the credit note of a refunded order beside its invoice', async () => {
    current = { ...details(), status: 'Refunded', next: [] };
    documents = [
      INVOICE,
      {
        ...INVOICE,
        invoiceId: '0190a000-0000-7000-8000-0000000000d2',
        kind: 'credit_note',
        number: 3,
        refersTo: INVOICE.invoiceId,
        issuedAt: '2026-04-12T09:00:00.000Z',
      },
    ];
    const { saved } = captureDownloads();
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'إشعار دائن' }, { timeout: 5_000 }));
    expect((await screen.findByTestId('invoice-document')).textContent).toBe('CN-3، صدرت في 12 أبريل 2026');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'A4 (بالعربية)' }));
    await waitFor(() => expect(saved).toEqual(['credit-note-a4.pdf']));
    expect(api.sent('GET', `/order/${FIRST}/invoice`)[0]!.query).toEqual({ size: 'a4', lang: 'ar', kind: 'credit_note' });
  });

  it('says where a phase 2 invoice stands with ZATCA, with ZATCA’s messages, and downloads its signed XML', async () => {
    documents = [
      {
        ...INVOICE,
        zatca: { status: 'reported_with_warnings', messages: ['BR-KSA-F-06-C02: the buyer name is recommended'] },
      },
    ];
    const { saved } = captureDownloads();
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'الفاتورة' }, { timeout: 5_000 }));
    const state = await screen.findByTestId('invoice-zatca');
    expect(within(state).getByText('أُبلغت بها الهيئة مع ملاحظات')).toBeTruthy();
    const message = within(state).getByText('BR-KSA-F-06-C02: the buyer name is recommended');
    expect(message.tagName).toBe('BDI');
    expect(screen.getByTestId('invoice-document').textContent).toBe('INV-12، صدرت في 10 أبريل 2026');
    fireEvent.click(screen.getByRole('menuitem', { name: 'تنزيل الفاتورة الإلكترونية (XML)' }));
    await waitFor(() => expect(saved).toEqual(['invoice-12.xml']));
    expect(api.sent('GET', `/order/${FIRST}/invoice/xml`)[0]!.query).toEqual({ kind: 'invoice' });
  });

  it('offers no XML for a document issued without phase 2', async () => {
    documents = [{ ...INVOICE, zatca: null }];
    await render('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Invoice' }, { timeout: 5_000 }));
    expect((await screen.findByTestId('invoice-document')).textContent).toMatch(/^INV-12/);
    expect(screen.queryByTestId('invoice-zatca')).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /XML/ })).toBeNull();
  });

  it('lists the invoice e-mailed to the customer on each status, and how each delivery stands', async () => {
    await render();
    expect(await screen.findByText('لم تُرسل فاتورة بالبريد لهذا الطلب.', {}, { timeout: 5_000 })).toBeTruthy();
    cleanup();
    queryClient.clear();
    invoiceMails = [
      {
        status: 'Paid',
        to: 'sara@example.com',
        lang: 'en',
        delivery: 'sent',
        attempts: 1,
        queuedAt: '2026-04-10T09:00:00.000Z',
        sentAt: '2026-04-10T09:00:04.000Z',
      },
      {
        status: 'Completed',
        to: 'sara@example.com',
        lang: 'en',
        delivery: 'failed',
        attempts: 2,
        queuedAt: '2026-04-11T09:00:00.000Z',
        sentAt: null,
      },
    ];
    await render();
    const mails = await screen.findAllByTestId('invoice-mail', {}, { timeout: 5_000 });
    expect(mails.map((m) => m.textContent)).toEqual([
      expect.stringMatching(/^مدفوعأُرسلتبـEnglish إلى sara@example\.com · /),
      expect.stringMatching(/^مكتمللم تُرسل بعد، تُعاد المحاولةبـEnglish إلى sara@example\.com · /),
    ]);
  });

  it('reads the order afresh on every visit (never from the cache)', async () => {
    const first = await render();
    await shown();
    first.unmount();
    await render();
    await shown();
    await waitFor(() => expect(api.sent('GET', PATH)).toHaveLength(2));
  });

  it('says there is no data for an order of another store or a removed one, with a way back', async () => {
    answerDetails = () => refused(404, 'العنصر غير موجود', { code: 'NOT_FOUND' });
    await render();
    expect(await screen.findByText('لا توجد بيانات لهذا الطلب')).toBeTruthy();
    const back = screen.getAllByRole('link', { name: 'العودة إلى الطلبات' });
    expect(back.map((a) => a.getAttribute('href'))).toEqual(['/orders/orders-page', '/orders/orders-page']);
  });
});
