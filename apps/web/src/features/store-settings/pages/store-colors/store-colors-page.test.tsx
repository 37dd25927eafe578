import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { THEME_COLORS, defaultStoreConfig, storeThemeOf, type ThemeId } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import StoreColorsPage from './store-colors-page.tsx';

let current: ThemeId = 'golden';
let colours: unknown = THEME_COLORS;
let api: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  api = await startApiServer({
    'GET /store/config': () => {
      const config = defaultStoreConfig('متجر الأمل');
      return ok({ ...config, info: { ...config.info, theme: storeThemeOf(current) } });
    },
    'GET /store/theme-colors': () => ok(colours),
    'GET /auth/me': () => ok({ store: { name: 'متجر الأمل', url: null, plan: 'premium' } }),
    'POST /store/config/theme': ({ body }) => {
      current = (body as { themeId: ThemeId }).themeId;
      return ok(
        THEME_COLORS.find((c) => c.themeId === current),
        'تم تغيير لون المتجر',
      );
    },
  });
});
afterAll(() => api.close());
beforeEach(() => {
  current = 'golden';
  colours = THEME_COLORS;
  api.seen.length = 0;
});
afterEach(() => queryClient.clear());

const render = () =>
  renderScreen(
    <QueryScope>
      <StoreColorsPage />
    </QueryScope>,
    { path: '/store-color', namespaces: ['storeSettings'] },
  );
const themeRequests = () => api.sent('POST', '/store/config/theme');

describe('store colours drawer', () => {
  it('sends nothing when the merchant saves the colour the store already has', async () => {
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'تغيير اللون' }));
    expect((screen.getByRole('radio', { name: 'أصفر ذهبي' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'حفظ اللون' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'حفظ اللون' })).toBeNull());
    expect(themeRequests()).toHaveLength(0);
  });

  it('sends the chosen id when it differs, and marks it as current afterwards', async () => {
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'تغيير اللون' }));
    fireEvent.click(screen.getByRole('radio', { name: 'أخضر زمردي' }));
    fireEvent.click(screen.getByRole('button', { name: 'حفظ اللون' }));
    await waitFor(() => expect(themeRequests()).toHaveLength(1));
    expect(themeRequests()[0]!.body).toEqual({ themeId: 'emerald' });
    expect(await screen.findByText('#059669')).toBeTruthy();
  });

  it('says the list is invalid when the server answers something other than an array', async () => {
    colours = { golden: '#F59E0B' };
    await render();
    expect(await screen.findByText('وصلت قائمة الألوان من الخادم بصيغة غير صالحة (ليست قائمة ألوان).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'تغيير اللون' })).toBeNull();
  });
});
