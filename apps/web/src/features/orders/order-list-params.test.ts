import { describe, expect, it } from 'vitest';
import { orderFilterOf, readOrderParams, writeOrderParams, clearedOrderFilters } from './order-list-params.ts';

const read = (query: string) => readOrderParams(new URLSearchParams(query));

describe('the order list in the address bar', () => {
  it('reads back every filter it wrote, so a reload or a shared link shows the same orders', () => {
    const written = writeOrderParams(new URLSearchParams(), {
      search: 'سارة',
      statuses: ['Paid', 'Pending'],
      paymentStatuses: ['paid'],
      dateFrom: '2025-03-01',
      dateTo: '2025-03-31',
      city: 'الرياض',
      amountMin: 100,
      amountMax: 500.5,
      sort: 'total_desc',
      pageSize: 50,
    });
    expect(written.toString()).toBe(
      'q=%D8%B3%D8%A7%D8%B1%D8%A9&status=Pending%2CPaid&payment=paid&from=2025-03-01&to=2025-03-31&city=%D8%A7%D9%84%D8%B1%D9%8A%D8%A7%D8%B6&min=100&max=500.5&sort=total_desc&size=50',
    );
    expect(readOrderParams(written)).toEqual({
      search: 'سارة',
      statuses: ['Pending', 'Paid'],
      stages: [],
      paymentStatuses: ['paid'],
      dateFrom: '2025-03-01',
      dateTo: '2025-03-31',
      city: 'الرياض',
      amountMin: 100,
      amountMax: 500.5,
      sort: 'total_desc',
      page: 1,
      pageSize: 50,
    });
    expect(orderFilterOf(readOrderParams(written))).toEqual({
      search: 'سارة',
      statuses: ['Pending', 'Paid'],
      paymentStatuses: ['paid'],
      city: 'الرياض',
      dateFrom: '2025-03-01',
      dateTo: '2025-03-31',
      amountMin: 100,
      amountMax: 500.5,
      sort: 'total_desc',
    });
  });

  it('starts again at page 1 when a filter changes, and keeps the page when only the page changes', () => {
    const onPage3 = writeOrderParams(new URLSearchParams('status=Paid'), { page: 3 });
    expect(onPage3.toString()).toBe('status=Paid&page=3');
    expect(writeOrderParams(onPage3, { city: 'جدة' }).get('page')).toBeNull();
  });

  it('falls back to the defaults for a hand-edited or old address', () => {
    expect(
      read('status=Shipped,Paid,Paid&payment=lost&from=2025-13-45&to=yesterday&min=-5&sort=cheapest&page=0&size=30'),
    ).toEqual({
      search: '',
      statuses: ['Paid'],
      stages: [],
      paymentStatuses: [],
      dateFrom: null,
      dateTo: null,
      city: '',
      amountMin: null,
      amountMax: null,
      sort: 'newest',
      page: 1,
      pageSize: 20,
    });
  });

  it('never sends a range written backwards (the filters say so instead)', () => {
    expect(orderFilterOf(read('min=500&max=100&from=2025-03-10&to=2025-03-01'))).toEqual({
      amountMin: 500,
      dateFrom: '2025-03-10',
      sort: 'newest',
    });
  });

  it('writes the chosen custom statuses by id and sends them as statusIds, dropping what is not an id', () => {
    const vip = '0190c000-0000-7000-8000-000000000001';
    const written = writeOrderParams(new URLSearchParams(), { statuses: ['Pending'], stages: [vip, vip] });
    expect(written.toString()).toBe(`status=Pending&stage=${vip}`);
    expect(read(`stage=${vip},VIP`).stages).toEqual([vip]);
    expect(orderFilterOf(readOrderParams(written))).toEqual({ statuses: ['Pending'], statusIds: [vip], sort: 'newest' });
    expect(clearedOrderFilters(written).toString()).toBe('');
  });

  it("clears the filters but keeps the sort, the page size and what is not the list's", () => {
    const cleared = clearedOrderFilters(new URLSearchParams('q=1001&status=Paid&city=جدة&sort=oldest&size=10&page=4&tab=x'));
    expect(cleared.toString()).toBe('sort=oldest&size=10&tab=x');
  });
});
