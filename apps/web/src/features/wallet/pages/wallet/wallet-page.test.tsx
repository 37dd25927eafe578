import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney, type PayoutAccount } from '@souqna/contracts';
import { appStore } from '@/lib/app-store.ts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, refused, startApiServer, type Handler } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { listOf, screenOf } from '@/test/product-fixtures.tsx';
import { BALANCE, ENTRIES, ORDER_ID, OWN, PAYOUTS, sessionOf, SUPPLIER } from '@/features/wallet/test/wallet-fixtures.ts';
import WalletPage from './wallet-page.tsx';

/** The server's refusal of an amount above the balance (1,250.50 available), as it words it. */
const ABOVE = `المبلغ أكبر من الرصيد المتاح (${formatMoney(1250.5, 'SAR', 'ar')})`;

let accounts: PayoutAccount[] = [];
let answerWithdraw: Handler = () => ok(PAYOUTS[0], 'تم إرسال طلب السحب');
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: false, digitStyle: 'latin' }),
    'GET /wallet/balance': () => ok(BALANCE),
    'GET /wallet/balance-history': ({ query }) =>
      ok({
        currency: 'SAR',
        days: [
          { date: query.startDate, balance: 1000, change: 0 },
          { date: query.endDate, balance: 1550.5, change: 550.5 },
        ],
      }),
    'GET /wallet/transactions': () => listOf(ENTRIES, 1, 5, 40),
    'GET /wallet/payouts': () => listOf(PAYOUTS, 1, 5),
    'GET /wallet/accounts': () => ok(accounts),
    'POST /wallet/withdraw': (r) => answerWithdraw(r),
    'POST /wallet/accounts': ({ body }) => {
      const { holderName, bankName, iban } = body as { holderName: string; bankName: string; iban: string };
      const added = {
        ...SUPPLIER,
        accountId: '0190a000-0000-7000-8000-0000000d0003',
        holderName,
        bankName,
        ibanLast4: iban.slice(-4),
      };
      accounts = [...accounts, added];
      return { status: 201, body: ok(added, 'تم حفظ الحساب البنكي').body };
    },
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  accounts = [OWN, SUPPLIER];
  appStore.setState({ auth: { isAuthenticated: true, session: sessionOf() } });
});
afterEach(() => queryClient.clear());

const render = () => renderScreen(screenOf(<WalletPage />), { path: '/mony-management/wallet', namespaces: ['wallet'] });
const figure = async (name: string) => (await screen.findByRole('group', { name }, { timeout: 5_000 })).textContent;
const withdrawButton = () => screen.getByRole('button', { name: 'سحب الرصيد' }) as HTMLButtonElement;

describe('/mony-management/wallet', () => {
  it('shows the balance in the store currency: available, pending, on hold and total', async () => {
    await render();
    expect(await figure('الرصيد المتاح')).toMatch(/1,250\.50.*ر\.س/);
    expect(await figure('رصيد معلّق')).toMatch(/300\.00/);
    expect(await figure('قيد المراجعة')).toMatch(/200\.00/);
    expect(await figure('إجمالي الرصيد')).toMatch(/1,550\.50/);
    // The chart asks for the last 30 days, today included.
    const [range] = api.sent('GET', '/wallet/balance-history').map((r) => r.query);
    const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
    expect(day(range!.endDate!) - day(range!.startDate!)).toBe(29);
  });

  it('lists the latest entries with their order linked, money out in red, and the way to all of them', async () => {
    await render();
    const latest = await screen.findByRole('table', { name: 'أحدث العمليات' });
    expect(api.sent('GET', '/wallet/transactions')[0]!.query).toEqual({ page: '1', pageSize: '5' });
    const [card, out] = within(latest).getAllByTestId('entry-row');
    expect(within(card!).getByRole('link', { name: '#1500' }).getAttribute('href')).toBe(`/orders/orders-page/${ORDER_ID}`);
    expect(card!.textContent).toMatch(/دفعة طلب.*960\.00.*معلّق/);
    expect(out!.textContent).toMatch(/سحب رصيد.*-200\.00.*سحب نهاية الأسبوع/);
    expect(out!.querySelector('[data-negative]')?.textContent).toMatch(/-200\.00/);
    expect(screen.getByRole('link', { name: /كل العمليات/ }).getAttribute('href')).toBe('/mony-management/transactions');
  });

  it('shows each payout’s status, the bank reference of a paid one and the reason of a refused one', async () => {
    await render();
    const rows = await screen.findAllByTestId('payout-row');
    expect(rows.map((r) => r.querySelector('[data-status]')?.textContent)).toEqual(['بانتظار التنفيذ', 'تم التحويل', 'مرفوض']);
    expect(rows[1]!.textContent).toContain('مرجع البنك: TRX-99812');
    expect(rows[2]!.textContent).toContain('سبب الرفض: رقم الآيبان لا يطابق اسم المستفيد');
    expect(rows[2]!.textContent).toMatch(/مصنع العطور الحديث.*آيبان ينتهي بـ 0042/);
  });

  it('refuses a withdrawal above the available balance on the amount field, and asks again with the same key', async () => {
    answerWithdraw = ({ body }) =>
      (body as { amount: number }).amount > BALANCE.available
        ? refused(400, 'بعض الحقول غير صحيحة', {
            code: 'VALIDATION_FAILED',
            fields: [{ path: 'amount', code: 'above_available', message: ABOVE }],
          })
        : { status: 201, body: ok(PAYOUTS[0], 'تم إرسال طلب السحب').body };
    await render();
    await waitFor(() => expect(withdrawButton().disabled).toBe(false), { timeout: 5_000 });
    fireEvent.click(withdrawButton());
    const dialog = await screen.findByRole('dialog', { name: 'سحب الرصيد إلى حساب المتجر' });
    expect(dialog.textContent).toMatch(/المتاح الآن: .*1,250\.50/);
    expect(dialog.textContent).toContain('مؤسسة الأمل التجارية');
    const amount = within(dialog).getByRole('textbox', { name: /المبلغ/ });
    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'طلب السحب' }));

    // The server's sentence on the field, the balance written as money.
    // Word for word (the amount's no-break space and direction marks kept).
    expect(await within(dialog).findByText(ABOVE, { normalizer: (text) => text })).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const [first] = api.sent('POST', '/wallet/withdraw').map((r) => r.body as { amount: number; idempotencyKey: string });
    expect(first).toEqual({ amount: 5000, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    fireEvent.change(amount, { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'طلب السحب' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'سحب الرصيد إلى حساب المتجر' })).toBeNull());
    const second = api.sent('POST', '/wallet/withdraw')[1]!.body as { amount: number; idempotencyKey: string };
    expect(second).toEqual({ amount: 1000, idempotencyKey: first!.idempotencyKey });
    // The balance is read again after the refusal, and after the payout is asked.
    await waitFor(() => expect(api.sent('GET', '/wallet/balance').length).toBe(3));
  });

  it('adds a beneficiary: the IBAN checked as the contract checks it, sent without spaces, then shown by its last four only', async () => {
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة مستفيد' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة مستفيد' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /اسم صاحب الحساب/ }), { target: { value: 'شركة التغليف' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /اسم البنك/ }), { target: { value: 'بنك البلاد' } });
    const iban = within(dialog).getByRole('textbox', { name: /الآيبان/ }) as HTMLInputElement;
    fireEvent.change(iban, { target: { value: 'sa0380000000608010167518' } });
    expect(iban.value).toBe('SA03 8000 0000 6080 1016 7518');
    fireEvent.click(within(dialog).getByRole('button', { name: 'إضافة المستفيد' }));
    expect(await within(dialog).findByText('الآيبان غير صحيح: راجع الأرقام كما في كشف الحساب')).toBeTruthy();
    expect(api.sent('POST', '/wallet/accounts')).toHaveLength(0);

    fireEvent.change(iban, { target: { value: 'SA03 8000 0000 6080 1016 7519' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إضافة المستفيد' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'إضافة مستفيد' })).toBeNull());
    expect(api.sent('POST', '/wallet/accounts')[0]!.body).toEqual({
      holderName: 'شركة التغليف',
      bankName: 'بنك البلاد',
      iban: 'SA0380000000608010167519',
    });
    const added = await screen.findByText('شركة التغليف');
    expect(added.closest('li')!.textContent).toMatch(/بنك البلاد · آيبان ينتهي بـ 7519$/);
    expect(document.body.textContent).not.toContain('SA0380000000608010167519');
  });

  it('says to add the store’s bank account before a withdrawal can be asked', async () => {
    accounts = [];
    await render();
    expect(await screen.findByText(/أضف حساب متجرك البنكي أولًا/)).toBeTruthy();
    expect(withdrawButton().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'إضافة حساب المتجر' })).toBeTruthy();
  });

  it('tells a member who is not the owner why there is no withdrawal, and offers no change of accounts', async () => {
    appStore.setState({ auth: { isAuthenticated: true, session: sessionOf({ role: 'admin' }) } });
    await render();
    expect(await screen.findByText('السحب والتحويل لمالك المتجر')).toBeTruthy();
    expect(await screen.findByText(/مصنع العطور الحديث/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'سحب الرصيد' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'إضافة مستفيد' })).toBeNull();
    expect(screen.queryByRole('button', { name: /حذف المستفيد/ })).toBeNull();
  });

  it('tells the owner of a store not verified yet to verify it first', async () => {
    appStore.setState({ auth: { isAuthenticated: true, session: sessionOf({ verified: false }) } });
    await render();
    expect(await screen.findByText('وثّق متجرك لتسحب رصيدك')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'سحب الرصيد' })).toBeNull();
  });
});
