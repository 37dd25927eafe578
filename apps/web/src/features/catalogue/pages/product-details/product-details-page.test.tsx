import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { combinationsOf, type Product, type StockMovement, type WarehouseChoice } from '@souqna/contracts';
import { i18n, initI18n, loadNamespaces } from '@/i18n/i18n.ts';
import { appStore } from '@/lib/app-store.ts';
import { queryClient } from '@/lib/query-client.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { ok, refused, startApiServer } from '@/test/api-server.ts';
import { cssVariablesResolver, theme } from '@/app/theme/theme.ts';
import ProductDetailsPage from './product-details-page.tsx';

const ID = '0190a000-0000-7000-8000-000000000101';
const MAIN: WarehouseChoice = { warehouseId: '0190a000-0000-7000-8000-00000000000a', name: 'المستودع الرئيسي', isMain: true };
const JEDDAH: WarehouseChoice = { warehouseId: '0190a000-0000-7000-8000-00000000000b', name: 'فرع جدة', isMain: false };
const PERFUMES = '0190a000-0000-7000-8000-0000000000c1';
const MEN = '0190a000-0000-7000-8000-0000000000c2';
const BRAND = '0190a000-0000-7000-8000-0000000000d1';
const img = (n: number) => `/images/uploads/0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e6f/0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e7${n}.webp`;

const options: Product['options'] = [
  { name: 'المقاس', type: 'text', values: ['50 مل', '100 مل', '200 مل'].map((label) => ({ label, color: null, image: null })) },
  {
    name: 'اللون',
    type: 'color',
    values: [
      { label: 'ذهبي', color: '#d4af37', image: null },
      { label: 'أسود', color: '#000000', image: null },
    ],
  },
];
const variants: Product['variants'] = combinationsOf(options).map((values, i) => ({
  variantId: `0190a000-0000-7000-8000-0000000002${String(i).padStart(2, '0')}`,
  values,
  isDefault: i === 0,
  price: i === 5 ? 400 : null,
  salePrice: null,
  sku: `OUD-${i + 1}`,
  barcode: null,
  quantityManagement: [
    { warehouseId: MAIN.warehouseId, quantity: i + 1 },
    { warehouseId: JEDDAH.warehouseId, quantity: 10 },
  ],
  quantity: i + 11,
}));
const PRODUCT: Product = {
  productId: ID,
  nameAr: 'عطر العود الملكي',
  nameEn: 'Royal Oud',
  price: 250,
  costPrice: 120,
  salePrice: 320,
  currency: 'SAR',
  minAlertQuantity: 5,
  categoryIds: [MEN],
  brandId: BRAND,
  unitId: null,
  productTypeId: 'physical',
  requiresShipping: true,
  isInfinty: false,
  taxable: true,
  showInStore: false,
  hasViarant: true,
  description: '<p>عود <strong>كمبودي</strong> معتق</p>',
  subtitleAr: null,
  subtitleEn: null,
  promoTitleAr: null,
  promoTitleEn: null,
  discountPercent: null,
  discountAmount: null,
  discountExpiresAt: null,
  sku: 'OUD-ROYAL',
  barcode: '6281234567890',
  media: [1, 2, 3].map((n) => ({
    imageId: null,
    type: 'image' as const,
    imageUrl: img(n),
    videoUrl: null,
    altText: `زجاجة ${n}`,
    isMain: n === 2,
    displayOrder: n,
  })),
  mainImageUrl: img(2),
  options,
  variants,
  quantityManagement: [],
  quantity: 81,
  stockState: 'in_stock',
  advancedInfo: {
    pageTitleAr: 'عطر العود الملكي الأصلي',
    pageTitleEn: null,
    pageDescriptionAr: null,
    pageDescriptionEn: null,
    customUrl: 'عطر-العود-الملكي',
    hsCode: '330300',
    gtin: null,
    mpn: null,
    tags: ['عود', 'هدايا'],
    weight: 250,
    weightUnit: 'g',
    maxQuantityPerCustomer: 3,
    allowFileUpload: false,
    allowNotes: true,
    customFields: [{ id: 'f1', name: 'نص الإهداء', type: 'text', defaultValue: null, required: false }],
  },
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-02T09:00:00.000Z',
};
const MOVE: StockMovement = {
  id: '0190a000-0000-7000-8000-000000000301',
  productId: ID,
  variantId: variants[3]!.variantId,
  variantLabel: '100 مل / أسود',
  warehouseId: JEDDAH.warehouseId,
  warehouseName: 'فرع جدة',
  before: 12,
  after: 10,
  reason: 'order',
  note: null,
  userName: 'سارة القحطاني',
  createdAt: '2025-03-02T10:30:00.000Z',
};

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    [`GET /product/asem-product/${ID}`]: () => ok(PRODUCT),
    'GET /product/asem-product/not-an-id': () =>
      refused(400, 'بعض الحقول غير صالحة', {
        code: 'VALIDATION_FAILED',
        fields: [{ path: 'id', code: 'invalid_uuid', message: 'المعرف غير صالح' }],
      }),
    [`DELETE /product/${ID}/product`]: () => ok(null, 'تم حذف المنتج'),
    [`GET /product/${ID}/stock-history`]: () => ({
      body: {
        success: true,
        statusCode: 200,
        message: '',
        data: [MOVE],
        pagination: { page: 1, pageSize: 20, total: 1, totalPages: 1 },
      },
    }),
    'GET /product/data-link': ({ query }) => {
      const utm = query.utmSource ? `?utm_source=${query.utmSource}` : '';
      return ok({ url: `https://amal.souqna.test/products/${ID}${utm}`, title: 'عطر العود الملكي' });
    },
    'GET /product/warehouse-select-main': () => ok([MAIN, JEDDAH]),
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
          productCount: 0,
          children: [
            {
              categoryId: MEN,
              parentCategoryId: PERFUMES,
              name: 'عطور رجالية',
              nameEn: null,
              description: null,
              image: null,
              position: 0,
              productCount: 1,
              children: [],
            },
          ],
        },
      ]),
    'GET /store-management/brand': () =>
      ok([{ brandId: BRAND, name: 'دار العود', originCountry: 'السعودية', website: null, description: null }]),
    'GET /store-management/units': () => ok([]),
    'GET /system-settings/product-types': () =>
      ok([{ id: 'physical', nameAr: 'منتج ملموس', nameEn: 'Physical product', requiresShipping: true }]),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
});
afterEach(() => queryClient.clear());

async function renderDetails(path = `/products/show/${ID}`, shown = true, lang: 'ar' | 'en' = 'ar') {
  await initI18n(lang);
  appStore.setState({ language: lang });
  await i18n.changeLanguage(lang);
  await loadNamespaces('product');
  const page = (
    <QueryScope>
      <ProductDetailsPage />
    </QueryScope>
  );
  const router = createMemoryRouter(
    [
      { path: '/products/show/:productId', element: page },
      { path: '/productDaitals/:id', element: page },
      { path: '/products/show', element: <p>products list</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  if (shown) await screen.findByRole('heading', { name: lang === 'ar' ? 'عطر العود الملكي' : 'Royal Oud' });
  return router;
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('the product details', () => {
  it('says there is no such product for an unknown id and for a malformed one, not "some fields are invalid"', async () => {
    await renderDetails('/products/show/0190a000-0000-7000-8000-0000000000ee', false);
    expect(await screen.findByText('لا يوجد منتج بهذا الرابط', {}, { timeout: 5_000 })).toBeTruthy();
    cleanup();
    await renderDetails('/productDaitals/not-an-id', false);
    expect(await screen.findByText('لا يوجد منتج بهذا الرابط', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText('بعض الحقول غير صالحة')).toBeNull();
  });

  it('heads the page with the main image, names, price with the compare-at price struck, stock and visibility', async () => {
    await renderDetails(`/productDaitals/${ID}`);
    expect(screen.getByRole('img', { name: 'عطر العود الملكي' }).getAttribute('src')).toBe(
      img(2).replace('.webp', '-thumb.webp'),
    );
    expect(screen.getAllByText('Royal Oud')[0]!.tagName).toBe('BDI');
    expect(screen.getByLabelText('السعر').textContent).toMatch(/250\.00\s*ر\.س/);
    const struck = screen.getByLabelText('السعر قبل الخصم');
    expect(struck.textContent).toMatch(/320\.00/);
    expect(getComputedStyle(struck).textDecoration).toContain('line-through');
    expect(screen.getByText('متوفر: 81 قطعة')).toBeTruthy();
    expect(screen.getByText('مخفي عن المتجر')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تعديل' }).getAttribute('href')).toBe(`/products/products-page?productId=${ID}`);
  });

  it('heads the page with the English name in the English interface, the Arabic one under it', async () => {
    await renderDetails(`/productDaitals/${ID}`, true, 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Royal Oud');
    expect(screen.getAllByText('عطر العود الملكي')[0]!.tagName).toBe('BDI');
  });

  it('shows the main data with the category path, brand and type, and the description', async () => {
    await renderDetails();
    expect(await screen.findByText('عطور › عطور رجالية')).toBeTruthy();
    expect(await screen.findByText('دار العود')).toBeTruthy();
    expect(await screen.findByText('منتج ملموس')).toBeTruthy();
    expect(screen.getByText('6281234567890').tagName).toBe('BDI');
    expect(screen.getByText('كمبودي').tagName).toBe('STRONG');
  });

  it('shows the gallery in order with the main image marked', async () => {
    await renderDetails();
    tab('الصور والفيديو');
    const items = await screen.findAllByTestId('gallery-item');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['زجاجة 1', 'زجاجة 2', 'زجاجة 3']);
    expect(within(items[1]!).getByText('الرئيسية')).toBeTruthy();
    expect(within(items[0]!).queryByText('الرئيسية')).toBeNull();
  });

  it('lists the options and the six variants with their stock in each warehouse', async () => {
    await renderDetails();
    tab('الأنواع');
    const table = await screen.findByRole('table', { name: 'أنواع المنتج' });
    await within(table).findByRole('columnheader', { name: 'فرع جدة' });
    const rows = within(table).getAllByTestId('variant-row');
    expect(rows).toHaveLength(6);
    const cells = (r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')
        .map((c) =>
          c.textContent
            ?.replace(/\u200f/g, '')
            .replace(/\s+/g, ' ')
            .trim(),
        );
    expect(cells(rows[0]!)).toEqual(['50 مل / ذهبيالافتراضي', '250.00 ر.س.', '—', 'OUD-1', '1', '10', '11']);
    expect(cells(rows[5]!)).toEqual(['200 مل / أسود', '400.00 ر.س.', '—', 'OUD-6', '6', '10', '16']);
    expect(screen.getByText('ذهبي')).toBeTruthy();
  });

  it('shows the advanced info and the stock history with who, where, before and after, and the reason', async () => {
    await renderDetails();
    tab('معلومات متقدمة');
    expect(await screen.findByText('عطر العود الملكي الأصلي')).toBeTruthy();
    expect(screen.getByText('250 غ')).toBeTruthy();
    expect(screen.getByText('نص الإهداء')).toBeTruthy();

    tab('سجل المخزون');
    const [row] = await screen.findAllByTestId('history-row');
    expect(within(row!).getByText('سارة القحطاني')).toBeTruthy();
    expect(within(row!).getByText('فرع جدة')).toBeTruthy();
    expect(within(row!).getByText('100 مل / أسود')).toBeTruthy();
    expect(within(row!).getByLabelText('من 12 إلى 10')).toBeTruthy();
    expect(within(row!).getByText('طلب')).toBeTruthy();
  });

  it('builds the product link with a campaign source', async () => {
    await renderDetails();
    tab('رابط المنتج');
    const url = (await screen.findByRole('textbox', { name: 'الرابط' })) as HTMLInputElement;
    await waitFor(() => expect(url.value).toBe(`https://amal.souqna.test/products/${ID}`));
    fireEvent.change(screen.getByRole('textbox', { name: 'المصدر (utm_source)' }), { target: { value: 'instagram' } });
    await waitFor(() => expect(url.value).toBe(`https://amal.souqna.test/products/${ID}?utm_source=instagram`));
    expect(api.sent('GET', '/product/data-link').at(-1)!.query).toEqual({ productId: ID, utmSource: 'instagram' });
    expect(screen.getByRole('button', { name: 'نسخ الرابط' })).toBeTruthy();
  });

  it('deletes after confirmation and goes back to the products', async () => {
    const router = await renderDetails();
    fireEvent.click(screen.getByRole('button', { name: 'حذف' }));
    fireEvent.click(await screen.findByRole('button', { name: 'حذف المنتج' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/show'));
    expect(api.sent('DELETE', `/product/${ID}/product`)).toHaveLength(1);
  });
});
