import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { PHONE_QUERY } from '@/lib/use-phone.ts';
import { ok, startApiServer, type Handler } from '@/test/api-server.ts';
import { captureDownloads } from '@/test/downloads.ts';
import { renderScreen } from '@/test/render.tsx';
import { listOf, screenOf } from '@/test/product-fixtures.tsx';
import { ENTRIES, ORDER_ID } from '@/features/wallet/test/wallet-fixtures.ts';
import TransactionsPage from './transactions-page.tsx';
import { mediaQueryList } from '@/test/media-query.ts';

let answerList: Handler = () => listOf(ENTRIES);
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: false, digitStyle: 'latin' }),
    'GET /wallet/transactions': (r) => answerList(r),
    'GET /wallet/transactions/export': () => ({ body: 'التاريخ,النوع\n' }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  answerList = () => listOf(ENTRIES);
});
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const PATH = '/mony-management/transactions';
const render = (at = PATH, lang: 'ar' | 'en' = 'ar') =>
  renderScreen(screenOf(<TransactionsPage />), { path: PATH, at, lang, namespaces: ['wallet'] });
const shown = () => screen.findByRole('link', { name: '#1500' }, { timeout: 5_000 });
const lastQuery = () => api.sent('GET', '/wallet/transactions').at(-1)!.query;
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('/mony-management/transactions', () => {
  it('shows each entry: date in the store’s zone, type, amount, order linked, note, and when a pending one is available', async () => {
    await render();
    await shown();
    expect(lastQuery()).toEqual({ page: '1', pageSize: '20' });
    expect(screen.getByText('عمليتان')).toBeTruthy();
    const [card, out] = screen.getAllByTestId('entry-row');
    // 11:05 UTC is 2:05 pm in Riyadh.
    expect(card!.textContent).toMatch(/26 نوفمبر 2026، 2:05 م.*دفعة طلب.*960\.00/);
    expect(within(card!).getByRole('link', { name: '#1500' }).getAttribute('href')).toBe(`/orders/orders-page/${ORDER_ID}`);
    expect(card!.textContent).toMatch(/معلّق.*2 يناير 2099/);
    expect(out!.querySelector('[data-negative]')?.textContent).toMatch(/-200\.00/);
    expect(out!.textContent).toContain('سحب نهاية الأسبوع');
  });

  it('sends the type, amount range and order number chosen, from page 1, and keeps them in the address', async () => {
    await render(`${PATH}?page=3&size=50`);
    await shown();
    expect(lastQuery()).toEqual({ page: '3', pageSize: '50' });

    fireEvent.click(screen.getByLabelText('نوع العملية', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'سحب رصيد' }));
    await waitFor(() => expect(lastQuery()).toEqual({ type: 'withdrawal', page: '1', pageSize: '50' }));

    const min = screen.getByRole('textbox', { name: 'المبلغ من' });
    fireEvent.change(min, { target: { value: '150' } });
    fireEvent.blur(min);
    fireEvent.change(screen.getByRole('textbox', { name: 'رقم الطلب' }), { target: { value: '#1500' } });
    await waitFor(() =>
      expect(lastQuery()).toEqual({ type: 'withdrawal', amountMin: '150', orderNumber: '1500', page: '1', pageSize: '50' }),
    );
    expect(address()).toBe(`${PATH}?type=withdrawal&min=150&order=1500&size=50`);
  });

  it('folds the five filters behind a «filters» button on a phone, which says how many are set', async () => {
    // A 390 px screen: the app's phone query matches.
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, query === PHONE_QUERY));
    await render(`${PATH}?type=withdrawal&min=150`);
    await shown();
    const toggle = screen.getByRole('button', { name: 'عوامل التصفية (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'رقم الطلب' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: 'رقم الطلب' }), { target: { value: '1500' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ orderNumber: '1500' }));
    expect(screen.getByRole('button', { name: 'عوامل التصفية (3)' })).toBeTruthy();
  });

  it('reads the filters back from the address, and a range written backwards narrows by its start only', async () => {
    await render(`${PATH}?type=order_refund&from=2026-11-01&to=2026-11-30&min=500&max=100`);
    await shown();
    expect(lastQuery()).toEqual({
      type: 'order_refund',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      amountMin: '500',
      page: '1',
      pageSize: '20',
    });
    expect(screen.getByText('النهاية قبل البداية')).toBeTruthy();
  });

  it('says "more than 1,000" when the server stopped counting a list filtered by amount', async () => {
    answerList = () => listOf(ENTRIES, 1, 20, 1001);
    await render(`${PATH}?min=10`);
    expect(await screen.findByText('أكثر من 1,000 عملية')).toBeTruthy();
  });

  it('gives the exact count of a list filtered by type and days, which the server counts in full', async () => {
    answerList = () => listOf(ENTRIES, 1, 20, 1001);
    await render(`${PATH}?type=order_payment`, 'en');
    expect(await screen.findByText('1001 transactions')).toBeTruthy();
  });

  it('exports the entries the filters match as Excel or CSV, saved under the server’s name or the format’s', async () => {
    const { saved, blobs } = captureDownloads();
    await render(`${PATH}?type=withdrawal&from=2026-11-01&to=2026-11-30`);
    await shown();
    fireEvent.click(screen.getByRole('button', { name: 'تصدير' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'ملف Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.sent('GET', '/wallet/transactions/export')[0]!.query).toEqual({
      format: 'xlsx',
      type: 'withdrawal',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(saved[0]).toBe('transactions.xlsx');

    fireEvent.click(screen.getByRole('button', { name: 'تصدير' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'ملف CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(api.sent('GET', '/wallet/transactions/export')[1]!.query).toMatchObject({ format: 'csv', type: 'withdrawal' });
    expect(saved[1]).toBe('transactions.csv');
    expect(blobs).toHaveLength(2);
  });
});
