import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { listOf, screenOf } from '@/test/product-fixtures.tsx';
import { NextSteps } from './next-steps.tsx';

let total = 0;
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'POST /product/dashboard-product-cards': () => listOf([], 1, 1, total),
  });
});
afterAll(() => api.close());
afterEach(() => queryClient.clear());

const LINK = 'https://layla.souqna.store';
const render = (lang: 'ar' | 'en' = 'ar') => renderScreen(screenOf(<NextSteps link={LINK} />), { lang, namespaces: ['home'] });
const step = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('the next steps after activation', () => {
  it('reads each step from the store: no product yet, shipping and payment to do, the link to copy', async () => {
    total = 0;
    await render();
    expect(await screen.findByText('لا منتجات في متجرك بعد', {}, { timeout: 5_000 })).toBeTruthy();
    expect(step('أضف منتجًا').dataset.done).toBe('false');
    expect(within(step('أضف منتجًا')).getByRole('link', { name: 'إضافة منتج' }).getAttribute('href')).toBe(
      '/products/products-page',
    );
    expect(within(step('اضبط الشحن')).getByText('لم يتم بعد')).toBeTruthy();
    expect(within(step('اضبط الشحن')).getByRole('link').getAttribute('href')).toBe('/integrations/shipping');
    expect(within(step('اضبط طرق الدفع')).getByRole('link').getAttribute('href')).toBe('/integrations/payments');
    expect(screen.getByTestId('next-steps-link').textContent).toBe(LINK);
    expect(within(step('شارك رابط متجرك')).getByRole('button', { name: 'نسخ الرابط' })).toBeTruthy();
  });

  it('marks the product step done with the real count', async () => {
    total = 55;
    await render();
    expect(await screen.findByText('55 منتجًا في متجرك', {}, { timeout: 5_000 })).toBeTruthy();
    expect(step('أضف منتجًا').dataset.done).toBe('true');
  });

  it('reads in English', async () => {
    total = 1;
    await render('en');
    expect(await screen.findByText('1 product in your store', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
