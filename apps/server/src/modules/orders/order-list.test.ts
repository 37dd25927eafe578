import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_IDS } from '@souqna/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { orderStore, type OrderStore } from './order.fixtures.ts';

let t: TestApp;
let s: OrderStore;
const made: { orderId: string; number: number }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  s = await orderStore(t, { taxPercent: 15 });
  await s.post('/product/stock/update-stock', {
    changes: [{ productId: s.musk.productId, warehouseId: s.mainWarehouseId, quantity: 100 }],
  });
  // 2026-03-31 22:30 UTC is already 1 April in Riyadh (UTC+3).
  made.push(await s.placeOrder({ at: new Date('2026-03-31T22:30:00Z') }));
  made.push(
    await s.placeOrder({
      at: new Date('2026-03-15T10:00:00Z'),
      items: [{ productId: s.musk.productId, variantId: null, quantity: 3 }],
    }),
  );
  made.push(
    await s.placeOrder({
      at: new Date('2026-04-10T10:00:00Z'),
      customer: { id: s.customer.id, name: 'أحمد الأهدل', phone: '+967771234567', email: null },
      address: { ...s.address, city: 'صنعاء' },
    }),
  );
  await s.put(`/order/store-update-status-orders-by/${made[2]!.orderId}?statusId=${ORDER_STATUS_IDS.Paid}`, undefined);
});
afterAll(() => t.close());

const list = async (filter: Record<string, unknown> = {}, query = 'page=1&pageSize=10') => {
  const res = await s.post(`/order/store-orders?${query}`, filter);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    data: { number: number; status: string; totalAmount: number; city: string }[];
    pagination: { total: number };
  };
};
const numbers = (body: { data: { number: number }[] }) => body.data.map((o) => o.number);

describe('the order list', () => {
  it('numbers orders from 1001 and lists the newest first, with the store total', async () => {
    const body = await list();
    expect(numbers(body)).toEqual([1003, 1001, 1002]);
    expect(body.pagination.total).toBe(3);
  });

  it("shows each order's own total in the list, filtered or not (not the count of orders)", async () => {
    const totals = (body: { data: { number: number; totalAmount: number }[] }) =>
      Object.fromEntries(body.data.map((o) => [o.number, o.totalAmount]));
    expect(totals(await list())).toEqual({ 1001: 115, 1002: 345, 1003: 115 });
    expect(totals(await list({ city: 'الرياض' }))).toEqual({ 1001: 115, 1002: 345 });
  });

  it('pages the list', async () => {
    const body = await list({}, 'page=2&pageSize=2');
    expect(numbers(body)).toEqual([1002]);
    expect(body.pagination).toMatchObject({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
  });

  it('filters by status and by payment status', async () => {
    expect(numbers(await list({ statuses: ['Paid'] }))).toEqual([1003]);
    expect(numbers(await list({ paymentStatuses: ['pending'] }))).toEqual([1001, 1002]);
  });

  it("reads the date range as days of the store's time zone, both included", async () => {
    expect(numbers(await list({ dateFrom: '2026-04-01', dateTo: '2026-04-01' }))).toEqual([1001]);
    expect(numbers(await list({ dateFrom: '2026-03-01', dateTo: '2026-03-31' }))).toEqual([1002]);
  });

  it('finds a customer typed without the hamza, a local phone number and an order number', async () => {
    expect(numbers(await list({ search: 'احمد الاهدل' }))).toEqual([1003]);
    expect(numbers(await list({ search: '0551234567' }))).toEqual([1001, 1002]);
    expect(numbers(await list({ search: '#1002' }))).toEqual([1002]);
  });

  it('filters by city and by amount (major units), and sorts by total', async () => {
    expect(numbers(await list({ city: 'صنعاء' }))).toEqual([1003]);
    // 3 × 100.00 + 15% = 345.00; 1 × 100.00 + 15% = 115.00
    expect(numbers(await list({ amountMin: 300 }))).toEqual([1002]);
    expect(numbers(await list({ amountMax: 115 }))).toEqual([1003, 1001]);
    expect(numbers(await list({ sort: 'total_desc' }))[0]).toBe(1002);
  });

  it('refuses a reversed amount range on the field', async () => {
    const res = await s.post('/order/store-orders?page=1&pageSize=10', { amountMin: 50, amountMax: 10 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[0]).toMatchObject({ path: 'amountMax', code: 'range_reversed' });
  });
});

describe('order details', () => {
  it('shows every part of the order, with exact money and the tax per line', async () => {
    const res = await s.get(`/order/store-order-details/${made[1]!.orderId}`);
    expect(res.headers['cache-control']).toBe('no-store');
    const o = res.body.data;
    expect(o).toMatchObject({
      number: 1002,
      status: 'Pending',
      customerName: 'سارة القحطاني',
      customerPhone: '+966551234567',
      subtotal: 300,
      discount: 0,
      tax: 45,
      shippingFee: 0,
      totalAmount: 345,
      currency: 'SAR',
      payment: { amount: 345, status: 'pending' },
      address: { city: 'الرياض', latitude: 24.7136, longitude: 46.6753 },
      warehouseName: expect.any(String),
      next: ['Approved', 'Paid', 'Cancelled', 'CancelledByCustomer'],
    });
    expect(o.products).toEqual([expect.objectContaining({ name: 'مسك أبيض', price: 100, quantity: 3, tax: 45, total: 345 })]);
  });
});

describe('searching as the list writes it', () => {
  it('finds a phone typed as shown (+966…, with spaces) and «عبد الرحمن» written joined or apart', async () => {
    const other = await orderStore(t);
    await other.post('/product/stock/update-stock', {
      changes: [{ productId: other.musk.productId, warehouseId: other.mainWarehouseId, quantity: 10 }],
    });
    const apart = await other.placeOrder({
      customer: { id: other.customer.id, name: 'عبد الرحمن القحطاني', phone: '+966593643334', email: null },
    });
    const joined = await other.placeOrder({
      customer: { id: other.customer.id, name: 'عبدالرحمن الشمري', phone: '+966551112223', email: null },
    });
    const search = async (text: string) => {
      const res = await other.post('/order/store-orders?page=1&pageSize=10', { search: text });
      return numbers(res.body).sort();
    };
    for (const typed of ['+966593643334', '+966 59 364 3334', '966593643334', '0593643334', '059-364-3334'])
      expect(await search(typed), typed).toEqual([apart.number]);
    const both = [apart.number, joined.number].sort();
    expect(await search('عبد الرحمن')).toEqual(both);
    expect(await search('عبدالرحمن')).toEqual(both);
    expect(await search('عبد الرحمن الشمري')).toEqual([joined.number]);
  });
});
