import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { ok, startApiServer, type Handler } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { listOf, PRODUCTS, screenOf } from '@/test/product-fixtures.tsx';
import ProductsPage from './products-page.tsx';

const PERFUMES = '0190a000-0000-7000-8000-000000000001';
let answerCards: Handler = () => listOf(PRODUCTS);
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'POST /product/dashboard-product-cards': (request) => answerCards(request),
    'GET /store-management/category': () =>
      ok([
        {
          categoryId: PERFUMES,
          parentCategoryId: null,
          name: 'عطور',
          nameEn: 'Perfumes',
          description: null,
          image: null,
          position: 0,
          productCount: 4,
          children: [],
        },
      ]),
    'GET /store-management/brand': () => listOf([]),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  answerCards = () => listOf(PRODUCTS);
});
afterEach(() => queryClient.clear());

const render = (at = '/products/show') =>
  renderScreen(screenOf(<ProductsPage />), { path: '/products/show', at, namespaces: ['products', 'catalogue'] });
const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const lastBody = () => api.sent('POST', '/product/dashboard-product-cards').at(-1);

describe('the product list', () => {
  it('marks low, out-of-stock, unlimited and hidden products, with the old price struck', async () => {
    await render();
    const oud = (await screen.findByText('أعواد كمبودية', {}, { timeout: 5_000 })).closest(
      '[data-testid="product-card"]',
    ) as HTMLElement;
    expect(within(oud).getByText('مخزون منخفض: قطعتان')).toBeTruthy();
    expect(within(oud).getByLabelText('السعر قبل الخصم').textContent).toMatch(/300/);
    const musk = screen.getByText('مسك أبيض').closest('[data-testid="product-card"]') as HTMLElement;
    expect(within(musk).getByText('نفد من المخزون')).toBeTruthy();
    expect(within(musk).getByText('مخفي من المتجر')).toBeTruthy();
    expect(screen.getByText('مخزون غير محدود')).toBeTruthy();
    expect(screen.getByText('3 أنواع')).toBeTruthy();
  });

  it('writes the search and the filters to the address and sends them in the body, from page 1', async () => {
    await render('/products/show?page=3&size=50');
    await screen.findByText('أعواد كمبودية', {}, { timeout: 5_000 });
    expect(api.sent('POST', '/product/dashboard-product-cards')[0]!.query).toEqual({ page: '3', pageSize: '50' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'بحث' }), { target: { value: 'اعواد' } });
    await waitFor(() => expect(address()).toBe('/products/show?q=اعواد&size=50'));
    await waitFor(() => expect(lastBody()!.body).toEqual({ search: 'اعواد', sort: 'newest' }));
    expect(lastBody()!.query).toEqual({ page: '1', pageSize: '50' });

    fireEvent.click(screen.getByLabelText('المخزون', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'مخزون منخفض' }));
    fireEvent.click(screen.getByLabelText('التصنيف', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'عطور' }));
    await waitFor(() => expect(address()).toBe(`/products/show?q=اعواد&category=${PERFUMES}&stock=low&size=50`));
    await waitFor(() =>
      expect(lastBody()!.body).toEqual({ search: 'اعواد', categoryId: PERFUMES, stockState: 'low', sort: 'newest' }),
    );
  });

  it('reads the filters back from the address (reload, back and forward)', async () => {
    await render('/products/show?q=مسك&shown=no&min=10&sort=price_asc');
    await screen.findByText('أعواد كمبودية', {}, { timeout: 5_000 });
    expect(lastBody()!.body).toEqual({ search: 'مسك', showInStore: false, priceMin: 10, sort: 'price_asc' });
    expect((screen.getByRole('searchbox', { name: 'بحث' }) as HTMLInputElement).value).toBe('مسك');
  });

  it('invites the first product in a new store, and offers to clear the filters when none matches', async () => {
    answerCards = () => listOf([]);
    await render();
    expect(await screen.findByText('لا توجد منتجات بعد')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إضافة أول منتج' }).getAttribute('href')).toBe('/products/products-page');
  });

  it('says no product matches a search, and clearing the filters shows them all again', async () => {
    answerCards = ({ body }) => ((body as { search?: string }).search ? listOf([]) : listOf(PRODUCTS));
    await render('/products/show?q=زعفران');
    expect(await screen.findByText('لا يوجد منتج مطابق')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'مسح عوامل التصفية' })[0]!);
    expect(await screen.findByText('أعواد كمبودية', {}, { timeout: 5_000 })).toBeTruthy();
    expect(address()).toBe('/products/show');
  });

  it('keeps the search, filters and page when switching to the edits table and back', async () => {
    await render(`/products/show?q=مسك&category=${PERFUMES}&page=2`);
    await screen.findByText('أعواد كمبودية', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('tab', { name: 'جدول تعديل المنتجات' }));
    await waitFor(() => expect(address()).toBe(`/products/show?q=مسك&category=${PERFUMES}&page=2&view=edits`));
    expect(await screen.findByRole('textbox', { name: 'سعر مسك أبيض' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'المنتجات' }));
    await waitFor(() => expect(address()).toBe(`/products/show?q=مسك&category=${PERFUMES}&page=2`));
  });

  it('says "more than 1,000" when the server stopped counting a search\'s matches', async () => {
    answerCards = () => listOf(PRODUCTS, 1, 20, 1001);
    await render('/products/show?q=عطر');
    expect(await screen.findByText('أكثر من 1,000 منتج')).toBeTruthy();
  });

  it('remembers the table view', async () => {
    await render();
    await screen.findByText('أعواد كمبودية', {}, { timeout: 5_000 });
    fireEvent.click(screen.getByText('جدول'));
    expect(await screen.findByRole('columnheader', { name: 'التصنيفات' })).toBeTruthy();
    expect(localStorage.getItem('products-layout')).toBe('"table"');
  });
});
