import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportRow } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import ReportsPage from './reports-page.tsx';

const row = (key: string, name: string, orders: number, sales: number, profit: number): ReportRow => ({
  key,
  name,
  orders,
  units: orders * 2,
  sales,
  discount: 0,
  tax: sales * 0.15,
  shipping: 0,
  cost: sales / 2,
  refunds: 0,
  profit,
});
const MUSK = row('0190a000-0000-7000-8000-0000000000a1', 'مسك أبيض', 12, 1380, 510);
const OUD = row('0190a000-0000-7000-8000-0000000000a2', 'عود كمبودي', 3, 1035, -20);

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  const list = (items: ReportRow[]) => ({
    body: {
      success: true,
      statusCode: 200,
      message: 'تمت العملية بنجاح',
      data: items,
      pagination: { page: 1, pageSize: 10, total: items.length, totalPages: 1 },
    },
  });
  api = await startApiServer({
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', digitStyle: 'latin' }),
    'GET /reports/net-profit': () =>
      ok({
        orders: 15,
        units: 30,
        sales: 2415,
        discount: 0,
        tax: 362.25,
        shipping: 0,
        cost: 1207.5,
        refunds: 115,
        profit: 490,
        currency: 'SAR',
      }),
    'GET /reports/orders-grouped-by-product': ({ query }) =>
      list(query.sortBy === 'name' && query.sortDir === 'asc' ? [OUD, MUSK] : [MUSK, OUD]),
    'GET /reports/best-sellers': () => list([OUD]),
    'GET /reports/tax-invoice': () => ({
      body: {
        success: true,
        statusCode: 200,
        message: 'تمت العملية بنجاح',
        data: [
          {
            orderId: '0190a000-0000-7000-8000-0000000000b1',
            number: 10042,
            // 23:30 in Riyadh on 10 April, the 10th in the store's zone though 20:30 in UTC.
            date: '2026-04-10T20:30:00.000Z',
            status: 'Refunded',
            customerName: 'سارة القحطاني',
            taxable: 200,
            tax: 30,
            total: 230,
            currency: 'SAR',
          },
        ],
        pagination: { page: 1, pageSize: 10, total: 1, totalPages: 1 },
      },
    }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
});
afterEach(() => queryClient.clear());

const render = () =>
  renderScreen(
    <QueryScope>
      <ReportsPage />
    </QueryScope>,
    { path: '/reports', namespaces: ['reports'] },
  );
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('/reports', () => {
  it('shows the month so far by product, with the range’s totals, money in the store’s currency', async () => {
    await render();
    await screen.findByText('مسك أبيض');
    expect(names()).toEqual(['مسك أبيض', 'عود كمبودي']);
    const asked = api.sent('GET', '/reports/orders-grouped-by-product')[0]!.query;
    expect(asked.startDate).toMatch(/^\d{4}-\d{2}-01$/);
    expect(asked.startDate!.slice(0, 7)).toBe(asked.endDate!.slice(0, 7));
    expect([asked.page, asked.pageSize, asked.sortDir]).toEqual(['1', '10', 'desc']);
    const musk = screen.getAllByRole('row')[1]!;
    expect(within(musk).getByText('12')).toBeTruthy();
    await waitFor(() => expect(musk.textContent).toMatch(/1,380\.00\sر\.س\./));
    expect(screen.getByRole('group', { name: 'المبيعات' }).textContent).toMatch(/2,415\.00\sر\.س\./);
  });

  it('sorts by a column it is asked to, descending then ascending, and says so to screen readers', async () => {
    await render();
    await screen.findByText('مسك أبيض');
    fireEvent.click(screen.getByRole('button', { name: 'الترتيب حسب المنتج' }));
    await waitFor(() =>
      expect(api.sent('GET', '/reports/orders-grouped-by-product').at(-1)!.query).toMatchObject({
        sortBy: 'name',
        sortDir: 'desc',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'الترتيب حسب المنتج' }));
    await waitFor(() => expect(names()).toEqual(['عود كمبودي', 'مسك أبيض']));
    expect(screen.getAllByRole('columnheader')[0]!.getAttribute('aria-sort')).toBe('ascending');
  });

  it('opens another report from the list, from its first page', async () => {
    await render();
    await screen.findByText('مسك أبيض');
    fireEvent.click(screen.getByLabelText('التقرير', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'الأكثر مبيعًا' }));
    await waitFor(() => expect(names()).toEqual(['عود كمبودي']));
    expect(api.sent('GET', '/reports/best-sellers')[0]!.query).toMatchObject({ page: '1' });
  });

  it('shows a list report in its own columns: the tax invoices with the order’s number, its day in the store’s zone and its status', async () => {
    await render();
    await screen.findByText('مسك أبيض');
    fireEvent.click(screen.getByLabelText('التقرير', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'الفواتير الضريبية' }));
    await screen.findByText('#10042');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'الطلب',
      'التاريخ',
      'العميل',
      'الحالة',
      'قبل الضريبة',
      'الضريبة',
      'الإجمالي',
    ]);
    const invoice = screen.getAllByRole('row')[1]!;
    expect(invoice.textContent).toContain('مسترجع');
    expect(invoice.textContent).toMatch(/10 أبريل 2026/);
    expect(invoice.textContent).toMatch(/230\.00\sر\.س\./);
    expect(api.sent('GET', '/reports/tax-invoice')[0]!.query).toMatchObject({ page: '1', sortDir: 'desc' });
    expect(screen.getByPlaceholderText('رقم الطلب أو العميل أو الجوال')).toBeTruthy();
  });
});
