import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import { AbandonedCarts } from './abandoned-carts.tsx';
import { SalesSummary } from './sales-summary.tsx';

const figures = (start: string, end: string, sales: number, orders: number) => ({
  start,
  end,
  sales,
  orders,
  profit: sales / 2,
  averageOrder: orders ? sales / orders : 0,
});
const SESSION = '0190a000-0000-7000-8000-00000000c0c1';

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', digitStyle: 'latin' }),
    'POST /dashbor-summary/sales-summary': ({ query }) =>
      ok(
        query.sortBy === 'month'
          ? {
              sortBy: 'month',
              currency: 'SAR',
              periods: [figures('2026-03-01', '2026-03-31', 920, 4), figures('2026-04-01', '2026-04-15', 230, 1)],
            }
          : {
              sortBy: 'day',
              currency: 'SAR',
              periods: [figures('2026-04-14', '2026-04-14', 0, 0), figures('2026-04-15', '2026-04-15', 460, 2)],
            },
      ),
    'GET /dashbor-summary/abandoned-cart': () => ({
      body: {
        success: true,
        statusCode: 200,
        message: 'تمت العملية بنجاح',
        data: [
          {
            sessionId: SESSION,
            cartHeaderId: '0190a000-0000-7000-8000-00000000c0c2',
            customerId: null,
            fullName: null,
            linesCount: 3,
            cartTotal: 345,
            currency: 'SAR',
            createdAt: '2026-04-15T06:00:00.000Z',
            updatedAt: '2026-04-15T07:00:00.000Z',
          },
        ],
        pagination: { page: 1, pageSize: 6, total: 1, totalPages: 1 },
      },
    }),
  });
});
afterAll(() => api.close());
afterEach(() => queryClient.clear());

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('the home’s sales summary', () => {
  it('shows the days, newest first, with their sales, orders and average order, and asks for months when told', async () => {
    await renderScreen(screenOf(<SalesSummary />), { namespaces: ['home'] });
    await screen.findByRole('rowheader', { name: /15 أبريل/ });
    expect(rows()[0]).toMatch(/460\.00.*2.*230\.00/);
    expect(rows()[1]).toMatch(/0\.00.*0/);
    expect(screen.getByRole('button', { name: 'الأيام' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'الأشهر' }));
    await screen.findByRole('rowheader', { name: 'مارس 2026' });
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toMatch(/^أبريل 2026/);
    expect(api.sent('POST', '/dashbor-summary/sales-summary').at(-1)!.query).toEqual({ sortBy: 'month' });
  });
});

describe('the home’s abandoned carts', () => {
  it('asks for page 1 of 6 and lists each cart with its value, linked to its manual order', async () => {
    await renderScreen(screenOf(<AbandonedCarts />), { lang: 'en', namespaces: ['home'] });
    const link = await screen.findByRole('link', { name: 'No customer yet' });
    expect(link.getAttribute('href')).toBe(`/orders/add-order/${SESSION}`);
    const item = link.closest('li')!;
    expect(item.textContent).toContain('3 items');
    await waitFor(() => expect(within(item).getByText(/345\.00/)).toBeTruthy());
    expect(api.sent('GET', '/dashbor-summary/abandoned-cart')[0]!.query).toEqual({ page: '1', pageSize: '6' });
    expect(screen.getByRole('link', { name: 'All open carts' }).getAttribute('href')).toBe('/pending-invoices');
  });
});
