import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import { QuickFigures } from './quick-figures.tsx';

const period = (start: string, sales: number, orders: number, before: number) => ({
  start,
  end: '2026-04-15',
  current: { sales, orders, profit: sales / 2 },
  previous: { sales: before, orders: before ? 1 : 0, profit: before / 2 },
});

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store/settings': () => ok({ currency: 'SAR' }),
    'GET /dashbor-summary/quick-summary': () =>
      ok({
        currency: 'SAR',
        today: period('2026-04-15', 230, 2, 115),
        week: period('2026-04-11', 345, 3, 460),
        month: period('2026-04-01', 0, 0, 0),
      }),
  });
});
afterAll(() => api.close());
afterEach(() => queryClient.clear());

const card = (name: string) => screen.getByRole('group', { name }).textContent;

describe('the home’s quick figures', () => {
  it('shows each period’s sales and orders, and how they compare with the period before, in Arabic', async () => {
    await renderScreen(screenOf(<QuickFigures />), { namespaces: ['home'] });
    await screen.findByRole('group', { name: 'اليوم' });
    expect(card('اليوم')).toMatch(/230\.00/);
    expect(card('اليوم')).toContain('طلبان');
    expect(card('اليوم')).toContain('+100% عن الفترة السابقة');
    expect(card('هذا الأسبوع')).toContain('−25% عن الفترة السابقة');
    expect(card('هذا الأسبوع')).toContain('3 طلبات');
    expect(card('هذا الشهر')).toContain('لا مبيعات بعد');
  });

  it('reads in English', async () => {
    await renderScreen(screenOf(<QuickFigures />), { lang: 'en', namespaces: ['home'] });
    await screen.findByRole('group', { name: 'Today' });
    expect(card('Today')).toContain('2 orders');
    expect(card('This week')).toContain('−25% on the period before');
  });
});
