// Journey of issue 15 (the wallet): in Arabic, the demo merchant's pending order is paid (its
// payment recorded), its entry is found on the transactions page by the order's number, the wallet
// shows the balance the API answers; the merchant adds the store's bank account, asks to withdraw
// 50.00, sees it waiting; the platform operator lists and approves it with `npm run admin`, and the
// merchant sees it paid with the bank's reference. Screenshots of both pages in Arabic and English,
// light and dark.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { apiAs, demoSession, inEveryLook, launch, newContext, operator, shot } from '../support.ts';

let browser: Browser;
let session: string;
let api: ReturnType<typeof apiAs>;
before(async () => {
  browser = await launch();
  session = await demoSession();
  api = apiAs(session);
});
after(() => browser.close());

interface Balance {
  available: number;
  onHold: number;
  total: number;
}
interface Payout {
  payoutId: string;
  amount: number;
  status: string;
  reference: string | null;
}

test('an order paid shows in the ledger and the wallet; a withdrawal asked is approved by the operator and seen paid', async () => {
  const [pending] = await api<{ orderId: string; number: number; totalAmount: number }[]>(
    '/order/store-orders?page=1&pageSize=1',
    {
      method: 'POST',
      body: { statuses: ['Pending'] },
    },
  );
  assert.ok(pending, 'the demo store has a pending order');
  const before = await api<Balance>('/wallet/balance');
  await api(`/order/${pending.orderId}/payments`, { method: 'POST', body: { method: 'cash', reference: 'E2E-CASH' } });
  const after = await api<Balance>('/wallet/balance');
  assert.equal(Math.round((after.available - before.available) * 100), Math.round(pending.totalAmount * 100));

  const context = await newContext(browser, { 'app-language': 'ar', 'app-theme-name': 'light', 'souqna-session': session });
  const page = await context.newPage();
  await page.goto('/mony-management/transactions');
  await page.getByRole('textbox', { name: 'رقم الطلب' }).fill(String(pending.number));
  await page.waitForURL(new RegExp(`order=${pending.number}`));
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${pending.number}` }) });
  await row.getByText('دفعة طلب').waitFor();
  assert.match(
    (await row.textContent()) ?? '',
    new RegExp(
      pending.totalAmount
        .toFixed(2)
        .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
        .replace('.', '\\.'),
    ),
  );

  await page.goto('/mony-management/wallet');
  const available = after.available.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await page.getByText(available).first().waitFor();

  // The store's own bank account, then a withdrawal to it.
  await page.getByRole('button', { name: 'إضافة حساب المتجر' }).click();
  const form = page.getByRole('dialog', { name: 'حساب المتجر البنكي' });
  await form.getByRole('textbox', { name: 'اسم صاحب الحساب' }).fill('مؤسسة عطور الشرق');
  await form.getByRole('textbox', { name: 'اسم البنك' }).fill('مصرف الراجحي');
  await form.getByRole('textbox', { name: /رقم الآيبان/ }).fill('SA03 8000 0000 6080 1016 7519');
  await form.getByRole('button', { name: 'حفظ الحساب' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByText('آيبان ينتهي بـ 7519').first().waitFor();

  await page.getByRole('button', { name: 'سحب الرصيد' }).click();
  const dialog = page.getByRole('dialog', { name: 'سحب الرصيد إلى حساب المتجر' });
  await dialog.getByRole('textbox', { name: /المبلغ/ }).fill('50');
  await dialog.getByRole('button', { name: 'طلب السحب' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('بانتظار التنفيذ').first().waitFor();
  const [asked] = await api<Payout[]>('/wallet/payouts');
  assert.deepEqual([asked!.amount, asked!.status], [50, 'requested']);
  assert.equal((await api<Balance>('/wallet/balance')).onHold, after.onHold + 50);

  // The operator's side: the payout is listed, then paid with the bank's reference.
  assert.match(operator('withdrawals:pending'), new RegExp(`${asked!.payoutId}\\t[0-9a-f-]{36}\\twithdrawal\\t50 SAR`));
  assert.match(operator('withdrawals:approve', asked!.payoutId, '--reference', 'BNK-E2E-1'), /^Paid withdrawal/);
  await page.reload();
  await page.getByText('تم التحويل').first().waitFor();
  await page.getByText('BNK-E2E-1').waitFor();
  const [paid] = await api<Payout[]>('/wallet/payouts');
  assert.deepEqual([paid!.status, paid!.reference], ['paid', 'BNK-E2E-1']);
  assert.match(operator('withdrawals:pending'), /No withdrawals or transfers are waiting/);
  await context.close();
});

test('the wallet and transactions pages in Arabic and English, light and dark', async () => {
  await inEveryLook(browser, session, async (page, look) => {
    await page.goto('/mony-management/wallet');
    await page.locator('#payouts-title').waitFor();
    await shot(page, `wallet-${look.lang}-${look.theme}`);
    await page.goto('/mony-management/transactions');
    await page.getByRole('row').nth(1).waitFor();
    await shot(page, `transactions-${look.lang}-${look.theme}`);
  });
});
