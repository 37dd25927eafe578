import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import StoreSummaryPage from './store-summary-page.tsx';

const ORDER = '0190a000-0000-7000-8000-0000000000d1';
const PRODUCT = '0190a000-0000-7000-8000-0000000000e1';
const page = (data: unknown[], total: number) => ({
  body: { success: true, statusCode: 200, message: 'ok', data, pagination: { page: 1, pageSize: 5, total, totalPages: 1 } },
});

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'POST /order/store-orders': ({ body }) => {
      const statuses = (body as { statuses?: string[] }).statuses;
      if (statuses?.[0] === 'Pending') return page([], 4);
      if (statuses?.[0] === 'Approved') return page([], 1200);
      return page(
        [
          {
            orderId: ORDER,
            number: 1042,
            customerId: null,
            customerName: 'Noura',
            customerPhone: null,
            city: null,
            status: 'Paid',
            statusId: '01900000-0000-7000-8000-000000000003',
            paymentStatus: 'paid',
            itemsCount: 2,
            totalAmount: 230,
            currency: 'SAR',
            createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
          },
        ],
        1,
      );
    },
    'POST /product/dashboard-product-cards': ({ body }) =>
      (body as { stockState: string }).stockState === 'out'
        ? page([], 0)
        : page([{ productId: PRODUCT, nameAr: 'مسك أبيض', nameEn: 'White musk', quantity: 2 }], 1),
  });
});
afterAll(() => api.close());
afterEach(() => queryClient.clear());

describe('/home/dashboard', () => {
  it('counts what waits, lists the latest orders and the stock running low, each linked to act on it', async () => {
    await renderScreen(screenOf(<StoreSummaryPage />), { lang: 'en', namespaces: ['home'] });
    const order = await screen.findByRole('link', { name: '#1042 · Noura' });
    expect(order.getAttribute('href')).toBe(`/orders/orders-page/${ORDER}`);
    // The counts of what waits are their own calls.
    expect((await screen.findByRole('region', { name: 'Orders to approve' })).textContent).toContain('4');
    expect(screen.getByRole('region', { name: 'Approved, not yet paid' }).textContent).toContain('1,000+');
    expect(screen.getByRole('region', { name: 'Products out of stock' }).textContent).toContain('0');
    const musk = screen.getByRole('link', { name: 'White musk' });
    expect(musk.getAttribute('href')).toBe(`/products/show/${PRODUCT}`);
    await waitFor(() => expect(musk.closest('li')!.textContent).toContain('2 units'));
    const asked = api.sent('POST', '/product/dashboard-product-cards').map((r) => r.body);
    expect(asked).toContainEqual({ stockState: 'low', sort: 'quantity_asc' });
  });
});
