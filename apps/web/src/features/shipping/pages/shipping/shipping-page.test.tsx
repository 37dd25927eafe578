import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import ShippingPage from './shipping-page.tsx';

const method = (id: string, nameAr: string, nameEn: string, fee: number, freeFrom: number | null) => ({
  shippingProviderId: id,
  nameAr,
  nameEn,
  deliveryAr: '',
  deliveryEn: '',
  fee,
  freeFrom,
  enabled: true,
  cityFees: id === 'express' ? [{ cityId: 'SA-riyadh', fee: 10 }] : [],
});
const METHODS = [
  method('standard', 'الشحن العادي', 'Standard shipping', 15, 200),
  method('express', 'الشحن السريع', 'Express shipping', 20, null),
  method('pickup', 'الاستلام من الفرع', 'Pickup from the branch', 0, null),
];

let smsa = { id: 'smsa', enabled: false, apiKeyHint: null as string | null };
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: false, digitStyle: 'latin' }),
    'GET /store/shipping-provider': () => ok(METHODS),
    'GET /system-settings/country': () =>
      ok([
        { countryId: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia', hasCities: true },
        { countryId: 'YE', nameAr: 'اليمن', nameEn: 'Yemen', hasCities: true },
      ]),
    'GET /system-settings/country/SA/city': () =>
      ok([
        { cityId: 'SA-riyadh', countryId: 'SA', nameAr: 'الرياض', nameEn: 'Riyadh', hasRegions: true },
        { cityId: 'SA-jeddah', countryId: 'SA', nameAr: 'جدة', nameEn: 'Jeddah', hasRegions: true },
      ]),
    'POST /store/shipping-provider': () => ok(METHODS, 'تم حفظ طرق الشحن'),
    'GET /store/shipping-carrier': () => ok([smsa]),
    'PUT /store/shipping-carrier/smsa': () => {
      smsa = { id: 'smsa', enabled: true, apiKeyHint: '…cdef' };
      return ok(smsa, 'تم حفظ شركة الشحن وتفعيلها');
    },
  });
});
afterAll(() => api.close());
afterEach(() => queryClient.clear());

describe('/integrations/shipping', () => {
  it('sends every method in one array: a new express fee, pickup turned off, standard never free', async () => {
    await renderScreen(screenOf(<ShippingPage />), { lang: 'ar', namespaces: ['shipping'] });
    const express = await screen.findByRole('region', { name: 'الشحن السريع' }, { timeout: 5_000 });
    fireEvent.change(within(express).getByRole('textbox', { name: 'الرسوم' }), { target: { value: '35' } });
    fireEvent.click(screen.getByRole('switch', { name: 'تفعيل الاستلام من الفرع' }));
    const standard = screen.getByRole('region', { name: 'الشحن العادي' });
    fireEvent.change(within(standard).getByRole('textbox', { name: /مجاني ابتداءً من/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ طرق الشحن' }));
    await waitFor(() => expect(api.sent('POST', '/store/shipping-provider')).toHaveLength(1));
    expect(api.sent('POST', '/store/shipping-provider')[0]!.body).toEqual([
      { shippingProviderId: 'standard', enabled: true, fee: 15, freeFrom: null, cityFees: [] },
      { shippingProviderId: 'express', enabled: true, fee: 35, freeFrom: null, cityFees: [{ cityId: 'SA-riyadh', fee: 10 }] },
      { shippingProviderId: 'pickup', enabled: false, fee: 0, freeFrom: null, cityFees: [] },
    ]);
  });

  it('gives a city picked from the reference cities its own fee, and takes one away, saved with the methods', async () => {
    api.seen.length = 0;
    await renderScreen(screenOf(<ShippingPage />), { lang: 'ar', namespaces: ['shipping', 'reference'] });
    const standard = await screen.findByRole('region', { name: 'الشحن العادي' }, { timeout: 5_000 });
    const cities = within(standard).getByRole('group', { name: 'رسوم المدن لـ الشحن العادي' });
    expect(within(cities).getByText('كل المدن تدفع الرسوم أعلاه.')).toBeTruthy();
    // The saved city reads as its name from the reference data.
    const express = screen.getByRole('group', { name: 'رسوم المدن لـ الشحن السريع' });
    await waitFor(() =>
      expect((within(express).getByLabelText(/^المدينة 1/, { selector: 'input' }) as HTMLInputElement).value).toBe('الرياض'),
    );
    fireEvent.click(within(cities).getByRole('button', { name: 'إضافة مدينة' }));
    // A picker, not free text: «جده» typed never becomes a city; the list's «جدة» does.
    const city = within(cities).getByLabelText(/^المدينة 1/, { selector: 'input' });
    fireEvent.click(city);
    fireEvent.click(await screen.findByRole('option', { name: 'جدة' }));
    fireEvent.change(within(cities).getByRole('textbox', { name: 'رسوم المدينة 1' }), { target: { value: '25' } });
    fireEvent.click(within(express).getByRole('button', { name: 'إزالة المدينة 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'حفظ طرق الشحن' }));
    await waitFor(() => expect(api.sent('POST', '/store/shipping-provider')).toHaveLength(1));
    const [sentStandard, sentExpress] = api.sent('POST', '/store/shipping-provider')[0]!.body as { cityFees: unknown }[];
    expect([sentStandard!.cityFees, sentExpress!.cityFees]).toEqual([[{ cityId: 'SA-jeddah', fee: 25 }], []]);
  });

  it('asks for the city of a line left without one, beside it, before sending', async () => {
    api.seen.length = 0;
    await renderScreen(screenOf(<ShippingPage />), { lang: 'en', namespaces: ['shipping', 'reference'] });
    const standard = await screen.findByRole('region', { name: 'Standard shipping' }, { timeout: 5_000 });
    fireEvent.click(within(standard).getByRole('button', { name: 'Add a city' }));
    fireEvent.change(within(standard).getByRole('textbox', { name: 'Fee for city 1' }), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shipping methods' }));
    const city = within(standard).getByLabelText(/^City 1/, { selector: 'input' });
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(within(standard).getByText('This field is required')).toBeTruthy();
    expect(api.sent('POST', '/store/shipping-provider')).toEqual([]);
  });

  it('refuses a negative fee beside its field before sending', async () => {
    api.seen.length = 0;
    await renderScreen(screenOf(<ShippingPage />), { lang: 'en', namespaces: ['shipping'] });
    const express = await screen.findByRole('region', { name: 'Express shipping' }, { timeout: 5_000 });
    fireEvent.change(within(express).getByRole('textbox', { name: 'Fee' }), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shipping methods' }));
    expect(await within(express).findByText('Must be 0 or more')).toBeTruthy();
    expect(api.sent('POST', '/store/shipping-provider')).toEqual([]);
  });

  it('connects SMSA with its key, then says only how the key ends', async () => {
    api.seen.length = 0;
    await renderScreen(screenOf(<ShippingPage />), { lang: 'ar', namespaces: ['shipping'] });
    const card = await screen.findByRole('region', { name: 'سمسا إكسبرس' }, { timeout: 5_000 });
    expect(within(card).getByText('متوقفة')).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('مفتاح API'), { target: { value: 'smsa-key-0123456789abcdef' } });
    fireEvent.click(within(card).getByRole('button', { name: 'حفظ وتفعيل' }));
    await waitFor(() => expect(api.sent('PUT', '/store/shipping-carrier/smsa')).toHaveLength(1));
    expect(api.sent('PUT', '/store/shipping-carrier/smsa')[0]!.body).toEqual({ apiKey: 'smsa-key-0123456789abcdef' });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'سمسا إكسبرس' })).getByText('مفعّلة')).toBeTruthy());
    expect(screen.getByText(/ينتهي بـ …cdef/)).toBeTruthy();
  });
});
