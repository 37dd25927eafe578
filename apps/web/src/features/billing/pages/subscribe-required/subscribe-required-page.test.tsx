import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { StorePlan } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import SubscribeRequiredPage from './subscribe-required-page.tsx';

let plan: Pick<StorePlan, 'plan' | 'limits' | 'usage' | 'plans' | 'history'>;
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({ 'GET /store/plan': () => ok(plan) });
});
afterAll(() => api.close());
afterEach(() => queryClient.clear());

const render = () => renderScreen(<SubscribeRequiredPage />, { namespaces: ['status'] });

describe('/subscribe-required', () => {
  it('tells a premium store under no limit that it has not reached one', async () => {
    plan = {
      plan: 'premium',
      limits: { products: null, ordersPerMonth: null },
      usage: { products: 340, ordersThisMonth: 90 },
      plans: [],
      history: [],
    };
    await render();
    expect(await screen.findByRole('heading', { name: 'لم يصل متجرك إلى حد باقته' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText('وصلت إلى حد باقتك')).toBeNull();
  });

  it('says which limit a store reached, from its plan and usage', async () => {
    plan = {
      plan: 'free',
      limits: { products: 5, ordersPerMonth: 10 },
      usage: { products: 5, ordersThisMonth: 3 },
      plans: [],
      history: [],
    };
    await render();
    expect(
      await screen.findByText('بلغت حد المنتجات في باقتك (5 من 5). رقِّ باقتك لتضيف المزيد.', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'وصلت إلى حد باقتك' })).toBeTruthy();
  });
});
