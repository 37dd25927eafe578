import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { listOf, screenOf } from '@/test/product-fixtures.tsx';
import { NextSteps } from './next-steps.tsx';

let total = 0;
// A new store: the spec's shipping methods on but never saved, no way to pay on.
let shipping = { enabled: ['standard', 'express', 'pickup'], anyEnabled: true, saved: false };
let payment = { enabled: [] as string[], anyEnabled: false };
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'POST /product/dashboard-product-cards': () => listOf([], 1, 1, total),
    'GET /store/shipping-provider/status': () => ok(shipping),
    'GET /store/payment-provider/status': () => ok(payment),
  });
});
afterAll(() => api.close());
afterEach(() => queryClient.clear());

const LINK = 'https://layla.souqna.store';
const render = (lang: 'ar' | 'en' = 'ar') => renderScreen(screenOf(<NextSteps link={LINK} />), { lang, namespaces: ['home'] });
const step = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('the next steps after activation', () => {
  it('reads each step from a new store: no product, the default shipping not reviewed, no payment, the link that opens the store', async () => {
    total = 0;
    await render();
    expect(await screen.findByText('لا منتجات في متجرك بعد', {}, { timeout: 5_000 })).toBeTruthy();
    expect(step('أضف منتجًا').dataset.state).toBe('toDo');
    expect(within(step('أضف منتجًا')).getByRole('link', { name: 'إضافة منتج' }).getAttribute('href')).toBe(
      '/products/products-page',
    );
    expect(await screen.findByText('الرسوم الافتراضية مطبّقة حتى تراجعها وتحفظها')).toBeTruthy();
    expect(within(step('اضبط الشحن')).getByText('لم يتم بعد')).toBeTruthy();
    expect(within(step('اضبط الشحن')).getByRole('link').getAttribute('href')).toBe('/integrations/shipping');
    expect(await screen.findByText('لا طريقة دفع مفعّلة في متجرك بعد')).toBeTruthy();
    expect(step('اضبط طرق الدفع').dataset.state).toBe('toDo');
    expect(within(step('اضبط طرق الدفع')).getByRole('link').getAttribute('href')).toBe('/integrations/payments');
    // The link opens the store (its storefront answers there once the store is active).
    expect(screen.getByTestId('next-steps-link').textContent).toBe(LINK);
    expect(step('شارك رابط متجرك').dataset.state).toBe('done');
    const open = within(step('شارك رابط متجرك')).getByRole('link', { name: LINK });
    expect([open.getAttribute('href'), open.getAttribute('target')]).toEqual([LINK, '_blank']);
  });

  it('marks shipping done once the store saved its methods with one on, and payment once a way to pay is on', async () => {
    shipping = { enabled: ['pickup'], anyEnabled: true, saved: true };
    payment = { enabled: ['cash_on_delivery'], anyEnabled: true };
    await render();
    await waitFor(() => expect(step('اضبط الشحن').dataset.state).toBe('done'), { timeout: 5_000 });
    await waitFor(() => expect(step('اضبط طرق الدفع').dataset.state).toBe('done'));
    expect(within(step('اضبط الشحن')).getByText('تم')).toBeTruthy();
  });

  it('keeps shipping to do when the store saved every method off', async () => {
    shipping = { enabled: [], anyEnabled: false, saved: true };
    await render();
    expect(await screen.findByText('لا طريقة شحن مفعّلة في متجرك', {}, { timeout: 5_000 })).toBeTruthy();
    expect(step('اضبط الشحن').dataset.state).toBe('toDo');
  });

  it('marks the product step done with the real count', async () => {
    total = 55;
    await render();
    expect(await screen.findByText('55 منتجًا في متجرك', {}, { timeout: 5_000 })).toBeTruthy();
    expect(step('أضف منتجًا').dataset.state).toBe('done');
  });

  it('reads in English', async () => {
    total = 1;
    await render('en');
    expect(await screen.findByText('1 product in your store', {}, { timeout: 5_000 })).toBeTruthy();
    expect(within(step('Share your store link')).getByText(/open it to see what your customers see/)).toBeTruthy();
  });
});
