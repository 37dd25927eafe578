import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StoreSettings } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import SettingsPage from './settings-page.tsx';

const SAVED: StoreSettings = {
  currency: 'SAR',
  timeZone: 'Asia/Riyadh',
  pricesIncludeTax: true,
  digitStyle: 'latin',
  vatNumber: null,
  taxShipping: false,
};
// What a save sends until shipping's VAT is chosen: it keeps following the VAT number.
const { taxShipping: _follows, ...UNCHOSEN } = SAVED;
let api: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  api = await startApiServer({
    'GET /store/settings': () => ok(SAVED),
    'PUT /store/settings': ({ body }) => ok(body, 'تم حفظ إعدادات المتجر'),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
});
afterEach(() => queryClient.clear());

const render = (page: 'settings') =>
  renderScreen(
    <QueryScope>
      <SettingsPage />
    </QueryScope>,
    {
      path: `/${page}`,
      namespaces: ['storeSettings', 'forms'],
    },
  );
const saveBar = () => screen.getByRole('region', { name: 'حفظ التغييرات' });

describe('store settings', () => {
  it('writes the example price in Arabic-Indic digits once chosen, and saves the four settings', async () => {
    await render('settings');
    const example = await screen.findByTestId('price-example');
    expect(example.textContent).toMatch(/1[,٬]?250/);
    fireEvent.click(screen.getByText('١٢٣ عربية هندية'));
    expect(example.textContent).toContain('١٬٢٥٠');
    fireEvent.click(within(saveBar()).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(api.sent('PUT', '/store/settings')).toHaveLength(1));
    expect(api.sent('PUT', '/store/settings')[0]!.body).toEqual({ ...UNCHOSEN, digitStyle: 'arabic' });
  });

  it('checks the VAT number as it is saved: 15 digits starting and ending with 3, or empty', async () => {
    await render('settings');
    const field = await screen.findByRole('textbox', { name: 'الرقم الضريبي' });
    fireEvent.change(field, { target: { value: '300123456789' } });
    fireEvent.click(within(saveBar()).getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('الرقم الضريبي 15 رقمًا يبدأ بـ 3 وينتهي بـ 3')).toBeTruthy();
    expect(api.sent('PUT', '/store/settings')).toHaveLength(0);
    fireEvent.change(field, { target: { value: '310122393500003' } });
    fireEvent.click(within(saveBar()).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(api.sent('PUT', '/store/settings')).toHaveLength(1));
    expect(api.sent('PUT', '/store/settings')[0]!.body).toEqual({ ...UNCHOSEN, vatNumber: '310122393500003' });
  });

  it('sends VAT on shipping and the cash-on-delivery fee once the merchant turns it on', async () => {
    await render('settings');
    await screen.findByTestId('price-example');
    const toggle = screen.getByRole('switch', { name: /^ضريبة القيمة المضافة على الشحن ورسوم الدفع عند الاستلام/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    fireEvent.click(within(saveBar()).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(api.sent('PUT', '/store/settings')).toHaveLength(1));
    expect(api.sent('PUT', '/store/settings')[0]!.body).toEqual({ ...SAVED, taxShipping: true });
  });

  it("lists the store's country's time zone first, then the Middle East and North Africa's, each named in Arabic", async () => {
    await render('settings');
    const zone = await screen.findByRole('combobox', { name: /المنطقة الزمنية/ }, { timeout: 5_000 });
    const options = () => {
      fireEvent.click(zone);
      return screen.getAllByRole('option').map((o) => o.textContent ?? '');
    };
    const first = options();
    expect(first[0]).toMatch(/^توقيت المملكة العربية السعودية \(غرينتش\+3\)$/);
    expect(first.slice(1, 4)).toEqual([
      expect.stringMatching(/^توقيت اليمن/),
      expect.stringMatching(/^توقيت الإمارات العربية المتحدة/),
      expect.stringMatching(/^توقيت الكويت/),
    ]);
    expect(first.findIndex((o) => o.includes('مصر'))).toBeLessThan(20);
    expect(first.filter((o) => /[A-Za-z]/.test(o))).toEqual([]);
    fireEvent.keyDown(zone, { key: 'Escape' });

    // A store in Yemen sees Yemen's zone first.
    fireEvent.click(screen.getByRole('combobox', { name: /عملة المتجر/ }));
    fireEvent.click(await screen.findByRole('option', { name: /YER/ }));
    await waitFor(() => expect(options()[0]).toMatch(/^توقيت اليمن/));
  });
});
