import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { appStore } from '@/lib/app-store.ts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer } from '@/test/api-server.ts';
import { sessionOf } from '@/features/wallet/test/wallet-fixtures.ts';
import { routes } from './routes.tsx';

// A page whose data waited for its chunk to load and render asks for it from its route's loader,
// beside the chunk (docs/decisions.md "Web app"), and only when the guard lets the visitor open it.
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', digitStyle: 'latin' }),
  });
});
afterAll(() => api.close());
afterEach(() => {
  api.seen.length = 0;
  queryClient.clear();
});

/** Runs the loaders of the routes `path` opens, as the router does when the navigation starts. */
function navigateTo(path: string) {
  const request = new Request(`http://localhost${path}`);
  for (const { route, params } of matchRoutes(routes, path) ?? [])
    if (typeof route.loader === 'function')
      void route.loader({ request, url: new URL(request.url), pattern: '', params, context: undefined });
}
const asked = () => api.seen.map((r) => `${r.method} ${r.path}${r.query.sortBy ? `?sortBy=${r.query.sortBy}` : ''}`).sort();

describe("the pages' data beside their chunks", () => {
  it("/home asks for its figures, lists and the store's settings at once, the next steps' states without waiting for /auth/me", async () => {
    appStore.setState({ auth: { isAuthenticated: true, session: sessionOf() } });
    navigateTo('/home');
    await waitFor(() => expect(api.seen).toHaveLength(10));
    expect(asked()).toEqual(
      [
        'GET /dashbor-summary/abandoned-cart',
        'GET /dashbor-summary/quick-summary',
        'GET /store/payment-provider/status',
        'GET /store/settings',
        'GET /store/shipping-provider/status',
        'POST /dashbor-summary/sales-summary?sortBy=day',
        // The product count, and the store summary's low and out-of-stock lists.
        'POST /product/dashboard-product-cards',
        'POST /product/dashboard-product-cards',
        'POST /product/dashboard-product-cards',
        'POST /order/store-orders',
      ].sort(),
    );
  });

  it('asks nothing for a visitor the guard sends elsewhere: signed out, or a store not yet activated', async () => {
    appStore.setState({ auth: null });
    navigateTo('/home');
    navigateTo('/pdf-identity');
    appStore.setState({ auth: { isAuthenticated: true, session: sessionOf({ verified: false }) } });
    navigateTo('/home');
    // The prefetch modules load on a later tick: give them the time the asked case takes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.seen).toEqual([]);
  });
});
