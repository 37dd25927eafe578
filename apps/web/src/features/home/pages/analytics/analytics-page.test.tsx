import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import AnalyticsPage from './analytics-page.tsx';

const figures = (sales: number, orders: number) => ({
  orders,
  units: orders * 2,
  sales,
  discount: 0,
  tax: 0,
  shipping: 0,
  cost: 0,
  refunds: 0,
  profit: sales / 2,
  currency: 'SAR',
});

let api: Awaited<ReturnType<typeof startApiServer>>;
let thisRangeStart = '';
beforeAll(async () => {
  api = await startApiServer({
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', digitStyle: 'latin' }),
    // The first range asked is this one; the one before it has half the sales.
    'GET /reports/net-profit': ({ query }) => {
      thisRangeStart ||= query.startDate!;
      return ok(query.startDate === thisRangeStart ? figures(1200, 4) : figures(600, 4));
    },
    'GET /charts/revenue': () =>
      ok({
        bucket: 'day',
        currency: 'SAR',
        points: [
          // A day whose refunds exceed its sales.
          { start: '2026-11-24', sales: -300, orders: 0, profit: -150 },
          { start: '2026-11-25', sales: 200, orders: 1, profit: 100 },
          { start: '2026-11-26', sales: 1000, orders: 3, profit: 500 },
        ],
      }),
    'GET /charts/customers': () => ok({ newCustomers: 3, returning: 1 }),
    'GET /reports/city-sales': () => ({
      body: {
        success: true,
        statusCode: 200,
        message: 'تمت العملية بنجاح',
        data: [{ key: 'الرياض', name: 'الرياض', ...figures(900, 3) }],
        pagination: { page: 1, pageSize: 5, total: 1, totalPages: 1 },
      },
    }),
  });
});
afterAll(() => api.close());
afterEach(() => queryClient.clear());

describe('/home/analytics', () => {
  it('shows the last 30 days against the 30 before, the revenue as a table on demand, new against returning customers and the cities', async () => {
    await renderScreen(screenOf(<AnalyticsPage />), { namespaces: ['home'] });
    const sales = await screen.findByRole('group', { name: 'المبيعات' });
    expect(sales.textContent).toMatch(/1,200\.00/);
    await waitFor(() => expect(sales.textContent).toContain('+100% عن الفترة السابقة'));
    expect(screen.getByRole('group', { name: 'متوسط الطلب' }).textContent).toMatch(/300\.00/);
    const [now, before] = api.sent('GET', '/reports/net-profit').map((r) => r.query);
    const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
    expect(day(now!.endDate!) - day(now!.startDate!)).toBe(29);
    expect(day(now!.startDate!) - day(before!.endDate!)).toBe(1);
    expect(day(before!.endDate!) - day(before!.startDate!)).toBe(29);

    // The line under zero is explained: the figures are net of refunds.
    expect(
      await screen.findByText('المبيعات والربح صافية بعد المرتجعات: ينزل الخط تحت الصفر في فترة زادت مرتجعاتها على مبيعاتها.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'جدول' }));
    const table = await screen.findByRole('table', { name: 'المبيعات عبر الزمن' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      expect.stringMatching(/24 نوفمبر/),
      expect.stringMatching(/25 نوفمبر/),
      expect.stringMatching(/26 نوفمبر/),
    ]);
    expect(rows[2]!.textContent).toMatch(/1,000\.00.*3.*500\.00/);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'العملاء المشترون' }).textContent).toMatch(/عملاء جدد3.*عملاء عائدون1/),
    );
    await waitFor(() => expect(screen.getByRole('region', { name: 'المدن الأكثر شراءً' }).textContent).toMatch(/الرياض.*900\.00/));

    fireEvent.click(screen.getByRole('button', { name: '90 يومًا' }));
    await waitFor(() => {
      const q = api.sent('GET', '/charts/revenue').at(-1)!.query;
      expect(day(q.endDate!) - day(q.startDate!)).toBe(89);
    });
  });
});
