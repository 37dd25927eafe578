import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import PaymentsPage from './payments-page.tsx';

const PUBLIC_ID = '0190a000-0000-7000-8000-0000000000f1';
const BRANCH = '0190a000-0000-7000-8000-0000000000b1';
const STRIPE_ID = '0190a000-0000-7000-8000-0000000000f2';
let bank: Record<string, unknown> | null = null;
let stripe: { accountId: string; detailsSubmitted: boolean; chargesEnabled: boolean; payoutsEnabled: boolean } | null = null;
let stripeOn = false;
let moyasar: Record<string, unknown> | null = null;
const WEBHOOK = 'http://localhost:3000/api/v2/webhooks/moyasar/0190a000-0000-7000-8000-0000000000aa';

const providers = () => [
  { id: 'cash_on_delivery', enabled: false, available: true, paymentProviderStorePublicId: null, settings: null },
  {
    id: 'bank_transfer',
    enabled: bank !== null,
    available: true,
    paymentProviderStorePublicId: bank ? PUBLIC_ID : null,
    settings: bank,
  },
  { id: 'stripe', enabled: stripeOn, available: true, paymentProviderStorePublicId: stripe ? STRIPE_ID : null, settings: stripe },
  { id: 'moyasar', enabled: moyasar !== null, available: true, paymentProviderStorePublicId: null, settings: moyasar },
];

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: false, digitStyle: 'latin' }),
    'GET /store/payment-provider': () => ok(providers()),
    'GET /product/warehouse-select-main': () => ok([{ warehouseId: BRANCH, name: 'الفرع الرئيسي', isMain: true }]),
    'POST /store/stripe/create-account/stripe': () => {
      stripe = { accountId: 'acct_1Test', detailsSubmitted: false, chargesEnabled: false, payoutsEnabled: false };
      return ok(stripe, 'تم إنشاء حساب Stripe لمتجرك');
    },
    'POST /store/stripe/create-account-link': () => ok({ url: 'https://connect.stripe.test/setup/acct_1Test', expiresAt: null }),
    'POST /store/stripe/enable': () => {
      stripe = { accountId: 'acct_1Test', detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: false };
      stripeOn = true;
      return ok(stripe, 'Card payments through Stripe are on');
    },
    'PUT /store/payment-provider/moyasar': () => {
      moyasar = { secretKeySet: true, secretKeyHint: '…Qk2n', liveMode: false, webhookSecretSet: true, webhookUrl: WEBHOOK };
      return ok(providers()[3], 'تم حفظ طريقة الدفع وتفعيلها');
    },
    'PUT /store/payment-provider/bank-transfer': ({ body }) => {
      bank = body as Record<string, unknown>;
      return ok(providers()[1], 'تم حفظ طريقة الدفع وتفعيلها');
    },
  });
});
afterAll(() => api.close());
afterEach(() => queryClient.clear());

describe('/integrations/payments', () => {
  it('sets up bank transfer: a mistyped IBAN is refused as typed, a good one is sent without its spaces and the card says it is on', async () => {
    await renderScreen(screenOf(<PaymentsPage />), { lang: 'ar', namespaces: ['payments'] });
    const card = await screen.findByRole('region', { name: 'التحويل البنكي' }, { timeout: 5_000 });
    expect(within(card).getByText('متوقفة')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'اضبطها' }));

    const dialog = await screen.findByRole('dialog', { name: 'التحويل البنكي' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /اسم البنك/ }), { target: { value: 'مصرف الراجحي' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /اسم صاحب الحساب/ }), { target: { value: 'مؤسسة عطور الشرق' } });
    const iban = within(dialog).getByRole('textbox', { name: /رقم الآيبان/ });
    // One digit wrong: the check digits no longer match.
    fireEvent.change(iban, { target: { value: 'sa0480000000608010167519' } });
    expect((iban as HTMLInputElement).value).toBe('SA04 8000 0000 6080 1016 7519');
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ وتشغيل' }));
    expect(await within(dialog).findByText('الآيبان غير صحيح: راجع الأرقام كما في كشف الحساب')).toBeTruthy();
    expect(api.sent('PUT', '/store/payment-provider/bank-transfer')).toEqual([]);

    fireEvent.change(iban, { target: { value: 'SA03 8000 0000 6080 1016 7519' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ وتشغيل' }));
    await waitFor(() => expect(api.sent('PUT', '/store/payment-provider/bank-transfer')).toHaveLength(1));
    expect(api.sent('PUT', '/store/payment-provider/bank-transfer')[0]!.body).toMatchObject({
      bankName: 'مصرف الراجحي',
      accountHolder: 'مؤسسة عطور الشرق',
      iban: 'SA0380000000608010167519',
    });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'التحويل البنكي' })).getByText('مفعّلة')).toBeTruthy());
    expect(screen.getByText('SA03 8000 0000 6080 1016 7519')).toBeTruthy();
  });

  it('refuses a cash-on-delivery maximum below its fee before sending anything', async () => {
    await renderScreen(screenOf(<PaymentsPage />), { lang: 'en', namespaces: ['payments'] });
    const card = await screen.findByRole('region', { name: 'Cash on delivery' }, { timeout: 5_000 });
    fireEvent.click(within(card).getByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash on delivery' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Cash on delivery fee/ }), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Largest order/ }), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and turn on' }));
    expect(await within(dialog).findByText('The order maximum cannot be below the cash on delivery fee')).toBeTruthy();
    expect(api.sent('PUT', '/store/payment-provider/cash-on-delivery')).toEqual([]);
  });

  it('connects Stripe: makes the account and asks for its onboarding; back from Stripe, turns it on and shows each step', async () => {
    await renderScreen(screenOf(<PaymentsPage />), { lang: 'ar', namespaces: ['payments'] });
    const card = await screen.findByRole('region', { name: 'الدفع بالبطاقة (Stripe)' }, { timeout: 5_000 });
    expect(within(card).getByText(/اربط حساب Stripe لتستقبل الدفع بالبطاقات/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'ربط Stripe' }));
    await waitFor(() => expect(api.sent('POST', '/store/stripe/create-account-link')).toHaveLength(1));
    expect(api.sent('POST', '/store/stripe/create-account/stripe')).toHaveLength(1);
    cleanup();
    queryClient.clear();

    await renderScreen(screenOf(<PaymentsPage />), { lang: 'en', namespaces: ['payments'], at: '/?stripe=return' });
    await waitFor(() => expect(api.sent('POST', '/store/stripe/enable')).toHaveLength(1));
    const on = await screen.findByRole('region', { name: 'Card payments (Stripe)' });
    await waitFor(() => expect(within(on).getByText('On')).toBeTruthy());
    expect(within(on).getByText('acct_1Test')).toBeTruthy();
    expect(within(on).getAllByText('Done')).toHaveLength(2);
    expect(within(on).getByText('Waiting')).toBeTruthy();
    expect(within(on).getByRole('button', { name: 'Stripe dashboard' })).toBeTruthy();
  });

  it('connects Moyasar: a key in the wrong form refused before sending, then the card shows the key’s end and the webhook address, never the secrets', async () => {
    await renderScreen(screenOf(<PaymentsPage />), { lang: 'ar', namespaces: ['payments'] });
    const card = await screen.findByRole('region', { name: 'مدى والبطاقات (Moyasar)' }, { timeout: 5_000 });
    fireEvent.click(within(card).getByRole('button', { name: 'اضبطها' }));
    const dialog = await screen.findByRole('dialog', { name: 'مدى والبطاقات (Moyasar)' });
    const key = within(dialog).getByLabelText(/المفتاح السري/);
    fireEvent.change(key, { target: { value: 'pk_test_123' } });
    fireEvent.change(within(dialog).getByLabelText(/الرمز السري للـ Webhook/), { target: { value: 'a-long-webhook-secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ وتشغيل' }));
    // The Latin prefixes are isolated (⁦…⁩), in the hint and the error, so their underscores stay where they are in the Arabic sentence.
    expect(within(dialog).getByText('يبدأ بـ ⁦sk_test_⁩ أو ⁦sk_live_⁩، نتحقق منه مع ⁦Moyasar⁩ ونحفظه مشفّرًا')).toBeTruthy();
    expect(
      await within(dialog).findByText(
        'المفتاح السري من ⁦Moyasar⁩ يبدأ بـ ⁦sk_test_⁩ أو ⁦sk_live_⁩ (المفتاح الذي يبدأ بـ ⁦pk_⁩ هو المفتاح العام)',
      ),
    ).toBeTruthy();
    // The right prefix but cut short: says so, instead of "must start with sk_test_".
    fireEvent.change(key, { target: { value: 'sk_test_123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ وتشغيل' }));
    expect(
      await within(dialog).findByText(
        'المفتاح قصير: بعد ⁦sk_test_⁩ أو ⁦sk_live_⁩ يأتي 10 أحرف إنجليزية أو أرقام على الأقل، فانسخه كاملًا من لوحة ⁦Moyasar⁩',
      ),
    ).toBeTruthy();
    expect(api.sent('PUT', '/store/payment-provider/moyasar')).toEqual([]);
    fireEvent.change(key, { target: { value: 'sk_test_8Ffi9VqWdU1oT5pL3mXzQk2n' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ وتشغيل' }));
    await waitFor(() => expect(api.sent('PUT', '/store/payment-provider/moyasar')).toHaveLength(1));
    expect(api.sent('PUT', '/store/payment-provider/moyasar')[0]!.body).toEqual({
      secretKey: 'sk_test_8Ffi9VqWdU1oT5pL3mXzQk2n',
      webhookSecret: 'a-long-webhook-secret',
    });
    const on = screen.getByRole('region', { name: 'مدى والبطاقات (Moyasar)' });
    await waitFor(() => expect(within(on).getByText('…Qk2n')).toBeTruthy());
    expect(within(on).getByText(WEBHOOK)).toBeTruthy();
    expect(on.textContent).not.toContain('8Ffi9');
  });
});
