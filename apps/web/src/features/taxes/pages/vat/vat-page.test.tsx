import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VatPeriod } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer } from '@/test/api-server.ts';
import { captureDownloads } from '@/test/downloads.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import VatPage from './vat-page.tsx';

const THIS_YEAR = new Date().getFullYear();

/** The periods of a year as the server answers them: figures in Q1 (or January) only. */
function periodsOf(year: number, by: string): VatPeriod[] {
  const count = by === 'month' ? 12 : 4;
  return Array.from({ length: count }, (_, i) => {
    const first = i === 0;
    return {
      period: by === 'month' ? `${year}-${String(i + 1).padStart(2, '0')}` : `${year}-Q${i + 1}`,
      startDate: `${year}-01-01`,
      endDate: `${year}-03-31`,
      orders: first ? 12 : 0,
      standardRatedSales: first ? 10_000 : 0,
      otherSales: first ? 250 : 0,
      outputVat: first ? 1_500 : 0,
      refunds: first ? 3 : 0,
      refundedSales: first ? 1_000 : 0,
      refundVat: first ? 150 : 0,
      netVat: first ? 1_350 : 0,
    };
  });
}

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: false, digitStyle: 'latin' }),
    'GET /store-management/tax': () =>
      ok([{ taxPublicId: '0190a000-0000-7000-8000-00000000a001', name: 'ضريبة القيمة المضافة', rate: 15 }]),
    'GET /store-management/tax/vat-return': ({ query }) => ok(periodsOf(Number(query.year), query.period!)),
    'GET /store-management/tax/vat-return/export': () => ({ body: 'البند,الوصف\n' }),
    'GET /zatca/status': () =>
      ok({
        status: 'off',
        environment: null,
        onboardedAt: null,
        certificateExpiresAt: null,
        documents: { reported: 0, pending: 0, rejected: 0, failed: 0 },
      }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
});
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const render = (lang: 'ar' | 'en' = 'ar') =>
  renderScreen(screenOf(<VatPage />), { path: '/mony-management/vat', lang, namespaces: ['taxes'] });
const returnTable = async (name: string) => screen.findByRole('table', { name }, { timeout: 5_000 });
const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1, -1);
const lastQuery = () => api.sent('GET', '/store-management/tax/vat-return').at(-1)!.query;

describe('/mony-management/vat: the VAT return', () => {
  it('shows this year by quarter: sales, output VAT, VAT on refunds given back, and the net due, with the year’s totals', async () => {
    await render();
    const table = await returnTable('إقرار ضريبة القيمة المضافة');
    expect(lastQuery()).toEqual({ year: String(THIS_YEAR), period: 'quarter' });
    const [q1, q2] = rows(table);
    expect(rows(table)).toHaveLength(4);
    expect(q1!.textContent).toMatch(
      /الربع الأول \(يناير – مارس\)12.*10,000\.00.*250\.00.*1,500\.00.*-150\.00.*استرداد 3 طلبات.*1,350\.00/,
    );
    expect(q2!.textContent).toMatch(/الربع الثاني.*0/);
    const total = within(table).getAllByRole('row').at(-1)!;
    expect(total.textContent).toMatch(/إجمالي السنة12.*10,000\.00.*1,500\.00.*-150\.00.*1,350\.00/);

    // The chart has an axis (the highest, half, 0) and each period's figure over its bar, in Arabic words.
    const chart = screen.getByRole('img', { name: 'صافي الضريبة المستحقة في كل فترة' });
    expect(within(chart).getByTestId('vat-chart-axis').textContent).toBe('1.4\u00a0ألف6750');
    expect([...chart.querySelectorAll('[data-period]')].map((c) => c.textContent)).toEqual([
      '1.4\u00a0ألفالربع 1',
      '0الربع 2',
      '0الربع 3',
      '0الربع 4',
    ]);
    expect(screen.queryByText(/تحت الصفر/)).toBeNull();
  });

  it('asks for months, or another year, when the merchant chooses them', async () => {
    await render('en');
    await returnTable('VAT return');
    fireEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    await waitFor(() => expect(lastQuery()).toEqual({ year: String(THIS_YEAR), period: 'month' }));
    await waitFor(async () => expect(rows(await returnTable('VAT return'))).toHaveLength(12));
    expect(rows(await returnTable('VAT return'))[0]!.textContent).toMatch(/^January12/);
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByLabelText('Year', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: String(THIS_YEAR - 1) }));
    await waitFor(() => expect(lastQuery()).toEqual({ year: String(THIS_YEAR - 1), period: 'month' }));
  });

  it('exports one period’s return as the Saudi return’s boxes, in the format chosen', async () => {
    const { saved } = captureDownloads();
    await render();
    await returnTable('إقرار ضريبة القيمة المضافة');
    fireEvent.click(screen.getByRole('button', { name: 'تصدير إقرار الربع الثاني (أبريل – يونيو)' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'ملف Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.sent('GET', '/store-management/tax/vat-return/export')[0]!.query).toEqual({
      year: String(THIS_YEAR),
      by: 'quarter',
      period: '2',
      format: 'xlsx',
    });
    expect(saved[0]).toBe(`vat-return-${THIS_YEAR}-2.xlsx`);
  });
});
