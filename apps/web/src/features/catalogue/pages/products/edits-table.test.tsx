import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { ok, refused, startApiServer, type Handler } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { AMBER, listOf, MUSK, OUD, PRODUCTS, screenOf } from '@/test/product-fixtures.tsx';
import ProductsPage from './products-page.tsx';

let answerSave: Handler = () => ok([], 'حُفظت التعديلات');
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    // Two pages of products, so the table can be paged.
    'POST /product/dashboard-product-cards': ({ query }) => listOf(PRODUCTS, Number(query.page), 20, 40),
    'GET /store-management/category': () => ok([]),
    'GET /store-management/brand': () => listOf([]),
    'POST /product/products-bulk-update': (request) => answerSave(request),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  answerSave = () => ok([], 'حُفظت التعديلات');
});
afterEach(() => queryClient.clear());

const render = () =>
  renderScreen(screenOf(<ProductsPage />), {
    path: '/products/show',
    at: '/products/show?view=edits',
    namespaces: ['products', 'catalogue', 'forms'],
  });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const saves = () => api.sent('POST', '/product/products-bulk-update');

describe('the product-edits table', () => {
  it('saves only the changed cells, in one call', async () => {
    await render();
    await screen.findByLabelText('سعر أعواد كمبودية');
    type('سعر أعواد كمبودية', '230');
    expect(screen.getByLabelText('سعر أعواد كمبودية').closest('td')!.hasAttribute('data-changed')).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'إظهار مسك أبيض في المتجر' }));
    type('كمية أعواد كمبودية', '7');
    expect(screen.getByText('3 تغييرات غير محفوظة')).toBeTruthy();
    // A cell typed back to what it was is no change.
    type('كمية أعواد كمبودية', '2');
    expect(screen.getByText('تغييران غير محفوظين')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('حُفظ منتجان')).toBeTruthy();
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.body).toEqual({
      items: [
        { productId: OUD, price: 230 },
        { productId: MUSK, showInStore: true },
      ],
    });
    expect(screen.getByText('عدّل أي خانة، ثم احفظ تغييراتك كلها مرة واحدة.')).toBeTruthy();
  });

  it('sends the quantity of a product with variants to stock management, and an unlimited one has none', async () => {
    await render();
    const quantity = (await screen.findByLabelText('كمية ثوب رجالي')) as HTMLInputElement;
    expect(quantity.disabled).toBe(true);
    const row = quantity.closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'التعديل في إدارة المخزون' })).toBeTruthy();
    expect(screen.queryByLabelText('كمية عنبر')).toBeNull();
  });

  it("puts the server's refusal on the row and keeps the edits", async () => {
    answerSave = () =>
      refused(400, 'بعض الحقول غير صحيحة', {
        code: 'VALIDATION_FAILED',
        fields: [{ path: 'items.0.salePrice', code: 'sale_not_above_price', message: 'السعر قبل الخصم يجب أن يزيد على السعر' }],
      });
    await render();
    await screen.findByLabelText('سعر عنبر');
    type('السعر قبل الخصم لـعنبر', '150');
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('السعر قبل الخصم يجب أن يزيد على السعر')).toBeTruthy();
    expect(screen.getAllByText('لم تُحفظ التغييرات').length).toBeGreaterThan(0);
    expect((screen.getByLabelText('السعر قبل الخصم لـعنبر') as HTMLInputElement).value).toBe('150');
    expect(screen.getByText('تغيير واحد غير محفوظ')).toBeTruthy();
    expect(saves()[0]!.body).toEqual({ items: [{ productId: AMBER, salePrice: 150 }] });
  });

  it('asks to save or ignore before showing another page, and ignoring sends nothing', async () => {
    await render();
    await screen.findByLabelText('سعر عنبر');
    type('سعر عنبر', '90');
    fireEvent.click(screen.getByRole('button', { name: 'الصفحة 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'حفظ التغييرات؟' });
    expect(within(dialog).getByText('لديك تغيير واحد لم يُحفظ. هل تحفظه قبل المغادرة أم تتجاهله؟')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'تجاهل' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/products/show?page=2&view=edits'),
    );
    expect(saves()).toHaveLength(0);
    expect((screen.getByLabelText('سعر عنبر') as HTMLInputElement).value).toBe('100');
  });
});
