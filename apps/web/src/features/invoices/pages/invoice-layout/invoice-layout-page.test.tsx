import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type LoaderFunction } from 'react-router';
import { DEFAULT_INVOICE_SETTINGS, type InvoiceSettings } from '@souqna/contracts';
import { routes } from '@/app/router/routes.tsx';
import { appStore } from '@/lib/app-store.ts';
import { queryClient } from '@/lib/query-client.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { ok, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { sessionOf } from '@/features/wallet/test/wallet-fixtures.ts';
import PdfFormPage from './pdf-form-page.tsx';
import PdfIdentityPage from './pdf-identity-page.tsx';

// The invoice layout editor (`/pdf-identity`, `/pdf-form`): each edit recorded by its path and
// saved as the changes record, and the preview asked of the server for the layout being edited.
let saved: InvoiceSettings = DEFAULT_INVOICE_SETTINGS;
let api: Awaited<ReturnType<typeof startApiServer>>;
let drawings = 0;

beforeAll(async () => {
  api = await startApiServer({
    'GET /pdf/config': () => ok(saved),
    'PATCH /pdf/config': ({ body }) => {
      const { changes } = body as { changes: Record<string, unknown> };
      saved = { ...saved, display: { ...saved.display, sku: changes['display.sku'] as boolean } };
      return ok(saved, 'تم حفظ تصميم الفاتورة');
    },
    'POST /pdf/preview': () => ok('%PDF-1.7'),
    'POST /order/store-orders': () => ok([]),
  });
  // Each drawing gets its own address, as the browser gives it.
  Object.assign(URL, { createObjectURL: () => `blob:preview-${(drawings += 1)}`, revokeObjectURL: () => undefined });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  saved = DEFAULT_INVOICE_SETTINGS;
});
afterEach(() => queryClient.clear());

const render = (page: 'identity' | 'form') =>
  renderScreen(<QueryScope>{page === 'identity' ? <PdfIdentityPage /> : <PdfFormPage />}</QueryScope>, {
    path: page === 'identity' ? '/pdf-identity' : '/pdf-form',
    namespaces: ['invoices', 'forms', 'uploads'],
  });
const saveBar = () => screen.getByRole('region', { name: 'حفظ التغييرات' });
const previews = () => api.sent('POST', '/pdf/preview').map((r) => r.body as { settings: InvoiceSettings; orderId: null });

describe('the invoice layout editor', () => {
  it('previews the saved layout on the sample order, then each edit, and saves only what changed', async () => {
    await render('form');
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(previews()[0]).toEqual({ settings: DEFAULT_INVOICE_SETTINGS, orderId: null, size: 'a4', lang: 'ar' });
    expect((await screen.findByTestId('invoice-preview')).getAttribute('src')).toMatch(/^blob:preview-\d+#toolbar=0/);

    fireEvent.click(screen.getByRole('switch', { name: 'رموز المنتجات (SKU)' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'الإجمالي النهائي بـالعربية' }), { target: { value: 'المطلوب' } });
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(previews()[1]!.settings.display.sku).toBe(false);
    expect(previews()[1]!.settings.labels.grandTotal).toEqual({ ar: 'المطلوب', en: '' });

    // Putting a value back takes it out of the changes record.
    fireEvent.change(screen.getByRole('textbox', { name: 'الإجمالي النهائي بـالعربية' }), { target: { value: '' } });
    fireEvent.click(within(saveBar()).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(api.sent('PATCH', '/pdf/config')).toHaveLength(1));
    expect(api.sent('PATCH', '/pdf/config')[0]!.body).toEqual({ changes: { 'display.sku': false } });
    // The saved layout is the one shown now, with nothing left to save.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'حفظ التغييرات' })).toBeNull());
    expect((screen.getByRole('switch', { name: 'رموز المنتجات (SKU)' }) as HTMLInputElement).checked).toBe(false);
  });

  it('does not draw or save a colour that is not #RRGGBB, and says which field to correct', async () => {
    await render('identity');
    await waitFor(() => expect(previews()).toHaveLength(1));
    fireEvent.change(await screen.findByRole('textbox', { name: 'لون البيانات' }), { target: { value: 'أزرق' } });
    expect(await screen.findByText('صحّح الحقول المميزة لترى المعاينة.')).toBeTruthy();
    fireEvent.click(within(saveBar()).getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText(/#RRGGBB/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(previews()).toHaveLength(1);
    expect(api.sent('PATCH', '/pdf/config')).toHaveLength(0);
  });

  it('asks for the layout, the orders and the first preview from the route, beside the chunk, and the page draws from them', async () => {
    appStore.setState({ auth: { isAuthenticated: true, session: sessionOf() }, language: 'ar' });
    // The route's loader runs as the navigation starts, before the page's chunk is in.
    const { route, params } = matchRoutes(routes, '/pdf-identity')!.at(-1)!;
    const url = new URL('http://localhost/pdf-identity');
    void (route.loader as LoaderFunction)({ request: new Request(url), url, pattern: '', params, context: undefined });
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(previews()[0]).toEqual({ settings: DEFAULT_INVOICE_SETTINGS, orderId: null, size: 'a4', lang: 'ar' });
    expect(api.sent('GET', '/pdf/config')).toHaveLength(1);
    expect(api.sent('POST', '/order/store-orders')).toHaveLength(1);

    await render('identity');
    expect((await screen.findByTestId('invoice-preview')).getAttribute('src')).toMatch(/^blob:preview-\d+#toolbar=0/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Nothing asked again, and the sample's label in the order picker is not searched for.
    expect(previews()).toHaveLength(1);
    expect(api.sent('GET', '/pdf/config')).toHaveLength(1);
    expect(api.sent('POST', '/order/store-orders').map((r) => r.body)).toEqual([{}]);
  });

  it('names every slider and eyedropper for a screen reader, in the merchant’s language', async () => {
    // A browser that can pick a colour from the screen (Chromium): the colour fields offer the eyedropper.
    vi.stubGlobal('EyeDropper', class {});
    try {
      await render('identity');
      await screen.findByRole('textbox', { name: 'لون البيانات' });
      expect(screen.getAllByRole('slider').map((s) => s.getAttribute('aria-label'))).toEqual([
        'حجم الشعار',
        'درجة ظهور العلامة المائية',
        'درجة ظهور الختم',
      ]);
      expect(screen.getByRole('button', { name: 'لون العناوين: التقاط لون من الشاشة' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'لون البيانات: التقاط لون من الشاشة' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
