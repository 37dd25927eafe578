import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StockGrid } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, refused, startApiServer, type Handler } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { AMBER, OUD, screenOf, SHIRT } from '@/test/product-fixtures.tsx';
import StockPage from './stock-page.tsx';

const MAIN = '0190a000-0000-7000-8000-0000000000b1';
const ADEN = '0190a000-0000-7000-8000-0000000000b2';
const RED = '0190a000-0000-7000-8000-0000000000c1';
const BLUE = '0190a000-0000-7000-8000-0000000000c2';

const gridOf = (page: number): StockGrid => ({
  warehouses: [
    { warehouseId: MAIN, name: 'المستودع الرئيسي', isMain: true },
    { warehouseId: ADEN, name: 'فرع عدن', isMain: false },
  ],
  items: [
    {
      productId: OUD,
      nameAr: page === 1 ? 'أعواد كمبودية' : 'بخور',
      nameEn: null,
      mainImageUrl: null,
      isInfinty: false,
      minAlertQuantity: 5,
      rows: [{ variantId: null, label: null, sku: 'OUD-1', quantities: { [MAIN]: 3, [ADEN]: 0 } }],
    },
    {
      productId: SHIRT,
      nameAr: 'ثوب رجالي',
      nameEn: null,
      mainImageUrl: null,
      isInfinty: false,
      minAlertQuantity: 0,
      rows: [
        { variantId: RED, label: 'أحمر', sku: null, quantities: { [MAIN]: 10 } },
        { variantId: BLUE, label: 'أزرق', sku: null, quantities: { [MAIN]: 4, [ADEN]: 2 } },
      ],
    },
    { productId: AMBER, nameAr: 'عنبر', nameEn: null, mainImageUrl: null, isInfinty: true, minAlertQuantity: 0, rows: [] },
  ],
  page,
  pageSize: 20,
  total: 45,
});

let answerSave: Handler = () => ok({ changed: 1 }, 'تم تحديث المخزون');
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /product/stock/product-with-variants': ({ query }) => ok(gridOf(Number(query.page))),
    'POST /product/stock/update-stock': (request) => answerSave(request),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  answerSave = () => ok({ changed: 1 }, 'تم تحديث المخزون');
});
afterEach(() => queryClient.clear());

const render = () =>
  renderScreen(screenOf(<StockPage />), { path: '/products/stock', namespaces: ['products', 'catalogue', 'forms'] });
const cell = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saves = () => api.sent('POST', '/product/stock/update-stock');
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('the stock grid', () => {
  it('shows variants under their product, marks low cells and low products, and unlimited stock as read-only', async () => {
    await render();
    const low = await screen.findByLabelText('كمية أعواد كمبودية في المستودع الرئيسي');
    expect(low.closest('td')!.textContent).toBe('منخفض');
    expect(cell('كمية أعواد كمبودية في فرع عدن').closest('td')!.textContent).toBe('');
    expect(screen.getByText('مخزون منخفض: 3 قطع')).toBeTruthy();
    expect(screen.getByText('متوفر: 16 قطعة')).toBeTruthy();
    expect(cell('كمية ثوب رجالي — أحمر في المستودع الرئيسي').value).toBe('10');
    expect(cell('كمية ثوب رجالي — أزرق في فرع عدن').value).toBe('2');
    expect(screen.getByText('نوعان')).toBeTruthy();
    expect(screen.queryByLabelText(/كمية عنبر/)).toBeNull();
    expect(screen.getAllByLabelText('مخزون غير محدود')).toHaveLength(2);
  });

  it('says there is nothing to save when nothing changed', async () => {
    await render();
    await screen.findByLabelText('كمية أعواد كمبودية في المستودع الرئيسي');
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('لا توجد تغييرات لحفظها')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('saves the changed cells with the note', async () => {
    await render();
    fireEvent.change(await screen.findByLabelText('كمية ثوب رجالي — أزرق في فرع عدن'), { target: { value: '9' } });
    fireEvent.change(cell('كمية أعواد كمبودية في المستودع الرئيسي'), { target: { value: '12' } });
    expect(cell('كمية أعواد كمبودية في المستودع الرئيسي').closest('td')!.hasAttribute('data-changed')).toBe(true);
    expect(screen.getByText('تغييران غير محفوظين')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('ملاحظة لسجل المخزون'), { target: { value: 'جرد شهر رمضان' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('حُفظ المخزون')).toBeTruthy();
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.body).toEqual({
      changes: [
        { productId: SHIRT, variantId: BLUE, warehouseId: ADEN, quantity: 9 },
        { productId: OUD, variantId: null, warehouseId: MAIN, quantity: 12 },
      ],
      note: 'جرد شهر رمضان',
    });
  });

  it('keeps the edits when the save fails, and says the changes were not saved', async () => {
    answerSave = () => refused(500, 'حدث خطأ غير متوقع', { code: 'INTERNAL' });
    await render();
    fireEvent.change(await screen.findByLabelText('كمية ثوب رجالي — أحمر في المستودع الرئيسي'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('لم تُحفظ التغييرات')).toBeTruthy();
    expect(cell('كمية ثوب رجالي — أحمر في المستودع الرئيسي').value).toBe('8');
    expect(screen.getByText('تغيير واحد غير محفوظ')).toBeTruthy();
  });

  it('offers save or ignore on a page change with unsaved changes, and saving goes on to the page', async () => {
    await render();
    fireEvent.change(await screen.findByLabelText('كمية أعواد كمبودية في فرع عدن'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'الصفحة 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'حفظ التغييرات؟' });
    expect(address()).toBe('/products/stock');
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ ومتابعة' }));
    await waitFor(() => expect(address()).toBe('/products/stock?page=2'));
    expect(await screen.findByText('بخور')).toBeTruthy();
    expect(saves().map((s) => s.body)).toEqual([
      { changes: [{ productId: OUD, variantId: null, warehouseId: ADEN, quantity: 6 }] },
    ]);
  });

  it('stays on the page when the merchant chooses to stay', async () => {
    await render();
    fireEvent.change(await screen.findByLabelText('كمية أعواد كمبودية في فرع عدن'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'الصفحة 2' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'البقاء هنا' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe('/products/stock');
    expect(cell('كمية أعواد كمبودية في فرع عدن').value).toBe('6');
  });
});
