import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PLANS, type StorePlan, type WalletInvoice } from '@souqna/contracts';
import { appStore } from '@/lib/app-store.ts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer } from '@/test/api-server.ts';
import { captureDownloads } from '@/test/downloads.ts';
import { renderScreen } from '@/test/render.tsx';
import { listOf, screenOf } from '@/test/product-fixtures.tsx';
import { sessionOf } from '@/features/wallet/test/wallet-fixtures.ts';
import BillingPage from './billing-page.tsx';
import PlansPage from '../plans/plans-page.tsx';

const PLAN: StorePlan = {
  plan: 'standard',
  limits: { products: 50, ordersPerMonth: 500 },
  usage: { products: 12, ordersThisMonth: 40 },
  plans: [...PLANS],
  history: [{ from: 'free', to: 'standard', changedAt: '2026-11-20T09:00:00Z', changedBy: 'سارة' }],
};
const INVOICE: WalletInvoice = {
  invoiceId: '0190a000-0000-7000-8000-0000000f0001',
  number: 1042,
  plan: 'standard',
  periodStart: '2026-11-20',
  periodEnd: '2026-12-19',
  amount: 99,
  vat: 14.85,
  total: 113.85,
  currency: 'SAR',
  issuedAt: '2026-11-20T09:00:00Z',
};

let invoices: WalletInvoice[] = [];
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: false, digitStyle: 'latin' }),
    'GET /store/plan': () => ok(PLAN),
    'GET /wallet/invoices': ({ query }) => listOf(invoices, Number(query.page), Number(query.pageSize)),
    [`GET /wallet/invoices/${INVOICE.invoiceId}/pdf`]: () => ({ body: '%PDF-1.3' }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  invoices = [INVOICE];
  appStore.setState({ auth: { isAuthenticated: true, session: sessionOf() } });
});
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('/billing-page', () => {
  it('lists the platform’s invoices: number, date, plan, the month covered, price, VAT and total', async () => {
    await renderScreen(screenOf(<BillingPage />), { path: '/billing-page', namespaces: ['billing', 'public'] });
    const row = await screen.findByTestId('invoice-row', {}, { timeout: 5_000 });
    expect(api.sent('GET', '/wallet/invoices')[0]!.query).toEqual({ page: '1', pageSize: '10' });
    expect(row.textContent).toMatch(
      /#1042.*20 نوفمبر 2026.*القياسية.*من 20 نوفمبر 2026 إلى 19 ديسمبر 2026.*99\.00.*14\.85.*113\.85/,
    );
    expect(within(screen.getByRole('region', { name: 'الفواتير' })).getAllByTestId('invoice-row')).toHaveLength(1);
  });

  it('downloads an invoice’s PDF in the merchant’s language', async () => {
    const { saved } = captureDownloads();
    await renderScreen(screenOf(<BillingPage />), { path: '/billing-page', lang: 'en', namespaces: ['billing', 'public'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Download invoice #1042 (PDF)' }, { timeout: 5_000 }));
    await waitFor(() => expect(saved).toEqual(['souqna-invoice-1042.pdf']));
    expect(api.sent('GET', `/wallet/invoices/${INVOICE.invoiceId}/pdf`)[0]!.query).toEqual({ lang: 'en' });
  });

  it('says when there is no invoice yet, and why one would come', async () => {
    invoices = [];
    await renderScreen(screenOf(<BillingPage />), { path: '/billing-page', lang: 'en', namespaces: ['billing', 'public'] });
    expect(
      await screen.findByText('No invoices yet: one is issued when you move to a paid plan.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
  });
});

describe('/plans', () => {
  it('shows each plan’s price a month before VAT, and names the invoice a paid plan will issue before it changes', async () => {
    await renderScreen(screenOf(<PlansPage />), { path: '/plans', lang: 'en', namespaces: ['billing', 'public'] });
    await screen.findByRole('button', { name: 'Switch to Premium' }, { timeout: 5_000 });
    const cards = screen.getAllByRole('heading', { level: 3 }).map((h) => h.closest('.mantine-Paper-root')!.textContent);
    expect(cards[0]).toMatch(/Free.*Free/);
    expect(cards[1]).toMatch(/SAR\s?99\.00 a month\+ 15% VAT/);
    expect(cards[2]).toMatch(/SAR\s?299\.00 a month/);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Premium' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(dialog.textContent).toMatch(/An invoice for the first month, SAR\s?299\.00 plus 15% VAT, will be issued/),
    );
  });
});
