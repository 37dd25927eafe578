import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import PaymentsPage from './payments-page.tsx';

const PUBLIC_ID = '0190a000-0000-7000-8000-0000000000f1';
const BRANCH = '0190a000-0000-7000-8000-0000000000b1';
let bank: Record<string, unknown> | null = null;

const providers = () => [
  { id: 'cash_on_delivery', enabled: false, paymentProviderStorePublicId: null, settings: null },
  { id: 'bank_transfer', enabled: bank !== null, paymentProviderStorePublicId: bank ? PUBLIC_ID : null, settings: bank },
];

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: false, digitStyle: 'latin' }),
    'GET /store/payment-provider': () => ok(providers()),
    'GET /product/warehouse-select-main': () => ok([{ warehouseId: BRANCH, name: 'الفرع الرئيسي', isMain: true }]),
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
});
