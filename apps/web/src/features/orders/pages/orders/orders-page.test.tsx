import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '@/test/downloads.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_STATUS_IDS } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer, type Handler } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { listOf, screenOf } from '@/test/product-fixtures.tsx';
import { FIRST, ORDERS, SECOND, THIRD } from '@/features/orders/test/order-fixtures.ts';
import OrdersPage from './orders-page.tsx';

let answerOrders: Handler = () => listOf(ORDERS);
const VIP = { id: '0190c000-0000-7000-8000-0000000000f1', nameAr: 'عميل مميز', nameEn: 'VIP', color: 'grape' };
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'POST /order/store-orders': (r) => answerOrders(r),
    'PUT /order/store-update-status-orders-bulk': () =>
      ok(
        {
          moved: [{ orderId: FIRST, number: 1003 }],
          refused: [
            {
              orderId: SECOND,
              number: 1002,
              code: 'INVALID_STATUS_TRANSITION',
              message: 'لا يمكن نقل الطلب من «قيد الانتظار» إلى «مكتمل»',
            },
          ],
        },
        'نُقل طلب واحد ورُفض طلب واحد',
      ),
    'POST /order/invoices/print': () => ({ body: '%PDF-1.3' }),
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: false, digitStyle: 'latin' }),
    'GET /order/status': () =>
      ok([
        {
          id: VIP.id,
          code: 'Approved',
          baseStatus: 'Approved',
          nameAr: VIP.nameAr,
          nameEn: VIP.nameEn,
          color: VIP.color,
          next: ['Paid'],
          isCustom: true,
          position: 0,
        },
      ]),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  answerOrders = () => listOf(ORDERS);
});
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const render = (at = '/orders/orders-page', lang: 'ar' | 'en' = 'ar') =>
  renderScreen(screenOf(<OrdersPage />), { path: '/orders/orders-page', at, lang, namespaces: ['orders', 'catalogue'] });
/** The first answer shown (the first render also loads the page's chunks: give it time on a busy machine). */
const shown = () => screen.findByRole('link', { name: '#1003' }, { timeout: 5_000 });
const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const lastBody = () => api.sent('POST', '/order/store-orders').at(-1);
const rowOf = (number: string) => screen.getByRole('link', { name: number }).closest('tr') as HTMLElement;

describe('the order list', () => {
  it("shows an order's custom status by its name and colour, and filters by it from its chip", async () => {
    answerOrders = () =>
      listOf([{ ...ORDERS[1]!, status: 'Approved', statusId: ORDER_STATUS_IDS.Approved, customStatus: VIP }, ORDERS[0]!]);
    await render();
    await shown();
    const badge = rowOf('#1002').querySelector('[data-status="Approved"]')!;
    expect([badge.textContent, badge.getAttribute('data-custom-status'), badge.getAttribute('title')]).toEqual([
      'عميل مميز',
      VIP.id,
      'تمت الموافقة',
    ]);
    const chips = within(screen.getByRole('group', { name: 'حالة الطلب' }));
    fireEvent.click(await chips.findByRole('checkbox', { name: 'عميل مميز' }));
    await waitFor(() => expect(address()).toBe(`/orders/orders-page?stage=${VIP.id}`));
    await waitFor(() => expect(lastBody()!.body).toEqual({ statusIds: [VIP.id], sort: 'newest' }));
  });

  it('shows each order: number, customer, phone, city, status, payment, items, total in the store currency and date', async () => {
    await render();
    await shown();
    expect(screen.getByText('3 طلبات')).toBeTruthy();
    const paid = rowOf('#1003');
    expect(within(paid).getByText('سارة القحطاني')).toBeTruthy();
    expect(within(paid).getByText('+966551234567')).toBeTruthy();
    expect(paid.querySelector('[data-status="Paid"]')?.textContent).toBe('مدفوع');
    expect(within(paid).getByText('قطعتان')).toBeTruthy();
    expect(within(paid).getByText(/1,150\.50/).textContent).toMatch(/ر\.س|SAR/);
    expect(within(paid).getByText('12 مارس 2025، 2:05 م')).toBeTruthy();
    expect(screen.getByRole('link', { name: '#1001' }).getAttribute('href')).toBe(`/orders/orders-page/${THIRD}`);
    expect(rowOf('#1001').querySelector('[data-status]')?.textContent).toBe('ملغي');
  });

  it('writes the search and the status chips to the address and sends them, from page 1', async () => {
    await render('/orders/orders-page?page=2&size=50');
    await shown();
    expect(lastBody()!.query).toEqual({ page: '2', pageSize: '50' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'بحث' }), { target: { value: '0551' } });
    await waitFor(() => expect(address()).toBe('/orders/orders-page?q=0551&size=50'), { timeout: 3_000 });
    await waitFor(() => expect(lastBody()!.body).toEqual({ search: '0551', sort: 'newest' }));
    expect(lastBody()!.query).toEqual({ page: '1', pageSize: '50' });

    const chips = within(screen.getByRole('group', { name: 'حالة الطلب' }));
    fireEvent.click(chips.getByRole('checkbox', { name: 'مدفوع' }));
    fireEvent.click(chips.getByRole('checkbox', { name: 'قيد الانتظار' }));
    await waitFor(() => expect(address()).toBe('/orders/orders-page?q=0551&status=Pending,Paid&size=50'));
    await waitFor(() => expect(lastBody()!.body).toEqual({ search: '0551', statuses: ['Pending', 'Paid'], sort: 'newest' }));
  });

  it('reads the filters back from the address (reload, back and forward)', async () => {
    await render('/orders/orders-page?q=سارة&payment=paid&from=2025-03-01&to=2025-03-31&city=الرياض&min=100&sort=total_desc');
    await shown();
    expect(lastBody()!.body).toEqual({
      search: 'سارة',
      paymentStatuses: ['paid'],
      city: 'الرياض',
      dateFrom: '2025-03-01',
      dateTo: '2025-03-31',
      amountMin: 100,
      sort: 'total_desc',
    });
    expect((screen.getByRole('searchbox', { name: 'بحث' }) as HTMLInputElement).value).toBe('سارة');
    expect((screen.getByRole('textbox', { name: 'المدينة' }) as HTMLInputElement).value).toBe('الرياض');
  });

  it('invites a manual order in a store with no orders yet', async () => {
    answerOrders = () => listOf([]);
    await render();
    expect(await screen.findByText('لا توجد طلبات بعد')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إضافة طلب يدوي' }).getAttribute('href')).toBe('/orders/add-order');
  });

  it('says no order matches a search, and clearing the filters shows them all again', async () => {
    answerOrders = ({ body }) => ((body as { search?: string }).search ? listOf([]) : listOf(ORDERS));
    await render('/orders/orders-page?q=9999&sort=oldest');
    expect(await screen.findByText('لا يوجد طلب مطابق')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'مسح عوامل التصفية' })[0]!);
    expect(await shown()).toBeTruthy();
    expect(address()).toBe('/orders/orders-page?sort=oldest');
  });

  it('says "more than 1,000" when the server stopped counting a filtered list', async () => {
    answerOrders = () => listOf(ORDERS, 1, 20, 1001);
    await render('/orders/orders-page?status=Pending');
    expect(await screen.findByText('أكثر من 1,000 طلب')).toBeTruthy();
  });

  it('moves the selected orders together and lists which moved and which were refused, with the reason', async () => {
    await render();
    await shown();
    fireEvent.click(screen.getByRole('checkbox', { name: 'تحديد الطلب 1003' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'تحديد الطلب 1002' }));
    expect(screen.getByText('طلبان محددان')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'تغيير الحالة' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'مكتمل' }));
    const ask = await screen.findByRole('dialog');
    fireEvent.click(within(ask).getByRole('button', { name: 'نقل إلى «مكتمل»' }));

    const result = await screen.findByRole('dialog', { name: 'نتيجة النقل إلى «مكتمل»' });
    const moved = within(within(result).getByRole('region', { name: 'نُقل طلب واحد' }));
    expect(moved.getByText('#1003')).toBeTruthy();
    const refused = within(within(result).getByRole('region', { name: 'رُفض طلب واحد' }));
    expect(refused.getByText(/لا يمكن نقل الطلب من «قيد الانتظار» إلى «مكتمل»/)).toBeTruthy();
    expect(refused.getByText('#1002')).toBeTruthy();
    expect(api.sent('PUT', '/order/store-update-status-orders-bulk')[0]!.body).toEqual({
      orderIds: [FIRST, SECOND],
      statusId: ORDER_STATUS_IDS.Completed,
    });
    expect(await screen.findByText('نُقل طلب واحد ورُفض طلب واحد')).toBeTruthy();
    // The list is read again, and nothing stays selected.
    await waitFor(() => expect(api.sent('POST', '/order/store-orders').length).toBeGreaterThan(1));
    expect(screen.queryByText('طلبان محددان')).toBeNull();
  });

  it("offers the store's custom statuses under the status each is a stage of, in their colour, and sends the custom status's id", async () => {
    await render();
    await shown();
    fireEvent.click(screen.getByRole('checkbox', { name: 'تحديد الطلب 1003' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'تحديد الطلب 1002' }));
    fireEvent.click(screen.getByRole('button', { name: 'تغيير الحالة' }));
    const stage = await screen.findByRole('menuitem', { name: 'عميل مميز' });
    const group = screen.getByText('حالات «تمت الموافقة» الخاصة');
    // Under the label of the built-in status it is a stage of, with its own colour.
    expect(group.compareDocumentPosition(stage) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(stage.querySelector('[style*="grape"]')).not.toBeNull();
    fireEvent.click(stage);
    const ask = await screen.findByRole('dialog');
    fireEvent.click(within(ask).getByRole('button', { name: 'نقل إلى «عميل مميز»' }));

    expect(await screen.findByRole('dialog', { name: 'نتيجة النقل إلى «عميل مميز»' })).toBeTruthy();
    expect(api.sent('PUT', '/order/store-update-status-orders-bulk')[0]!.body).toEqual({
      orderIds: [FIRST, SECOND],
      statusId: VIP.id,
    });
  });

  it('names the custom statuses of the bulk menu in the language of the screen', async () => {
    await render('/orders/orders-page', 'en');
    await shown();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select order 1002' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByRole('menuitem', { name: 'VIP' })).toBeTruthy();
    expect(screen.getByText('Your "Approved" statuses')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'عميل مميز' })).toBeNull();
  });

  it('prints the selected orders’ invoices as one PDF in the size and language chosen', async () => {
    const files = captureDownloads();
    await render();
    await shown();
    fireEvent.click(screen.getByRole('checkbox', { name: 'تحديد الطلب 1003' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'تحديد الطلب 1001' }));
    fireEvent.click(screen.getByRole('button', { name: 'طباعة الفواتير' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'A5 (بالإنجليزية)' }));
    await waitFor(() => expect(files.saved).toEqual(['invoices-a5.pdf']));
    expect(api.sent('POST', '/order/invoices/print')[0]!.body).toEqual({ orderIds: [FIRST, THIRD], size: 'a5', lang: 'en' });
  });
});
