import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { StockMovement } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { listOf, OUD, screenOf } from '@/test/product-fixtures.tsx';
import { StockHistoryTab } from './stock-history-tab.tsx';

/** 23:30 UTC on 12 March is already 13 March, 02:30 in Riyadh (the store's zone). */
const MOVE: StockMovement = {
  id: '0190a000-0000-7000-8000-0000000000c9',
  productId: OUD,
  variantId: null,
  variantLabel: null,
  warehouseId: null,
  warehouseName: 'المستودع الرئيسي',
  before: 10,
  after: 8,
  reason: 'order',
  note: null,
  userName: 'أحمد',
  createdAt: '2025-03-12T23:30:00.000Z',
};

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    [`GET /product/${OUD}/stock-history`]: () => listOf([MOVE]),
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: false, digitStyle: 'latin' }),
  });
});
afterAll(() => api.close());
afterEach(() => queryClient.clear());

describe('the stock log', () => {
  it("shows each change at the store's time, as the order page does, whatever the browser's zone", async () => {
    await renderScreen(screenOf(<StockHistoryTab productId={OUD} />), { lang: 'en', namespaces: ['product'] });
    expect(await screen.findByText('13 Mar 2025, 2:30', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
