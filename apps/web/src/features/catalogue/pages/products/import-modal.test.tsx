import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ImportPreview } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer, type Handler } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { listOf, PRODUCTS, screenOf } from '@/test/product-fixtures.tsx';
import ProductsPage from './products-page.tsx';

const IMPORT_ID = '0190a000-0000-7000-8000-0000000000d1';
const preview = (errors: ImportPreview['errors']): ImportPreview => ({
  totalRows: 3,
  columns: ['nameAr', 'price', 'quantity'],
  rows: [
    { row: 2, action: 'create', values: { nameAr: 'دهن عود', price: 450, quantity: 5 } },
    { row: 3, action: 'create', values: { nameAr: 'مسك الطهارة', price: -4, quantity: 10 } },
  ],
  creates: 2,
  updates: 1,
  errors,
});

let answerPreview: Handler = () => ok(preview([]));
let polls = 0;
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'POST /product/dashboard-product-cards': () => listOf(PRODUCTS),
    'GET /store-management/category': () => ok([]),
    'GET /store-management/brand': () => listOf([]),
    'POST /product/import/preview': (request) => answerPreview(request),
    'POST /product/import': () => ok({ importId: IMPORT_ID }),
    [`GET /product/import/${IMPORT_ID}`]: () => {
      polls += 1;
      const done = polls > 1;
      return ok({
        importId: IMPORT_ID,
        state: done ? 'done' : 'running',
        processed: done ? 3 : 1,
        total: 3,
        created: done ? 2 : 0,
        updated: done ? 1 : 0,
        errors: [],
      });
    },
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  polls = 0;
  answerPreview = () => ok(preview([]));
});
afterEach(() => queryClient.clear());

const openImport = async () => {
  await renderScreen(screenOf(<ProductsPage />), { path: '/products/show', namespaces: ['products', 'catalogue'] });
  await screen.findByText('أعواد كمبودية');
  fireEvent.click(screen.getByRole('button', { name: 'استيراد' }));
  const dialog = await screen.findByRole('dialog', { name: 'استيراد المنتجات' });
  const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File(['nameAr,price\nدهن عود,450\n'], 'products.csv', { type: 'text/csv' })] },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'فحص الملف' }));
  return dialog;
};

describe('importing products', () => {
  it('shows the first rows and every refused row, and will not import a file with errors', async () => {
    answerPreview = () => ok(preview([{ row: 3, column: 'price', code: 'too_small', message: 'السعر يجب أن يكون 0 أو أكثر' }]));
    const dialog = await openImport();
    expect(await within(dialog).findByText('مسك الطهارة')).toBeTruthy();
    expect(within(dialog).getByText('في الملف 3 منتجات')).toBeTruthy();
    const errors = within(dialog).getByRole('table', { name: 'مشكلة واحدة تحتاج تصحيحًا' });
    const refused = within(errors).getByText('السعر يجب أن يكون 0 أو أكثر').closest('tr') as HTMLElement;
    expect(within(refused).getByText('3')).toBeTruthy();
    expect(within(refused).getByText('price')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'استيراد 3 منتجات' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText('كل الملف أو لا شيء')).toBeTruthy();
    expect(String(api.sent('POST', '/product/import/preview')[0]!.body)).toContain('filename="products.csv"');
  });

  it('imports a clean file and follows the job to what it created and updated', async () => {
    const dialog = await openImport();
    expect(await within(dialog).findByText('لم نجد أي مشكلة: الملف جاهز للاستيراد.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'استيراد 3 منتجات' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'تقدم الاستيراد' })).toBeTruthy();
    expect(await within(dialog).findByText('اكتمل الاستيراد', {}, { timeout: 4000 })).toBeTruthy();
    expect(within(dialog).getByText('أُضيف منتجان')).toBeTruthy();
    expect(within(dialog).getByText('حُدّث منتج واحد')).toBeTruthy();
    expect(api.sent('POST', '/product/import')).toHaveLength(1);
    // The job is polled until it is over, and no more.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.sent('GET', `/product/import/${IMPORT_ID}`)).toHaveLength(2);
  });
});
