import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Product, StorePlan, WarehouseChoice } from '@souqna/contracts';
import { i18n, initI18n, loadNamespaces } from '@/i18n/i18n.ts';
import { appStore } from '@/lib/app-store.ts';
import { queryClient } from '@/lib/query-client.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { ok, refused, startApiServer } from '@/test/api-server.ts';
import { cssVariablesResolver, theme } from '@/app/theme/theme.ts';
import SubscribeRequiredPage from '@/features/billing/pages/subscribe-required/subscribe-required-page.tsx';
import ProductFormPage from './product-form-page.tsx';

const MAIN: WarehouseChoice = { warehouseId: '0190a000-0000-7000-8000-00000000000a', name: 'المستودع الرئيسي', isMain: true };
const JEDDAH: WarehouseChoice = { warehouseId: '0190a000-0000-7000-8000-00000000000b', name: 'فرع جدة', isMain: false };
const PLAN: Pick<StorePlan, 'plan' | 'limits' | 'usage'> & Partial<StorePlan> = {
  plan: 'free',
  limits: { products: 5, ordersPerMonth: 10 },
  usage: { products: 5, ordersThisMonth: 3 },
  plans: [],
  history: [],
};
const CREATED_ID = '0190a000-0000-7000-8000-0000000000ff';

let planLimited = false;
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /product/warehouse-select-main': () => ok([MAIN, JEDDAH]),
    'GET /store-management/category': () => ok([]),
    'GET /store-management/brand': () => ok([]),
    'GET /store-management/units': () => ok([]),
    'GET /system-settings/product-types': () => ok([]),
    'GET /store/settings': () => ok({ currency: 'SAR' }),
    'GET /system-settings/currency': () =>
      ok([{ code: 'SAR', nameAr: 'ريال سعودي', nameEn: 'Saudi riyal', symbolAr: 'ر.س', symbolEn: 'SAR', minorUnits: 2 }]),
    'GET /store/plan': () => ok(PLAN),
    'POST /product/create-product': ({ body }) =>
      planLimited
        ? refused(402, 'وصلت إلى حد باقتك الحالية', { code: 'PLAN_LIMIT_REACHED', limit: 5, usage: 5 })
        : {
            status: 201,
            body: {
              success: true,
              statusCode: 201,
              message: 'تمت إضافة المنتج',
              data: { ...(body as object), productId: CREATED_ID } as Product,
            },
          },
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  planLimited = false;
});
afterEach(() => queryClient.clear());

/** The form at /products/products-page, with the pages a save leads to. */
async function renderForm() {
  await initI18n('ar');
  appStore.setState({ language: 'ar' });
  await i18n.changeLanguage('ar');
  await loadNamespaces('product', 'uploads', 'forms', 'status');
  const router = createMemoryRouter(
    [
      {
        path: '/products/products-page',
        element: (
          <QueryScope>
            <ProductFormPage />
          </QueryScope>
        ),
      },
      {
        path: '/subscribe-required',
        element: (
          <QueryScope>
            <SubscribeRequiredPage />
          </QueryScope>
        ),
      },
      { path: '/products/show/:productId', element: <p>details</p> },
    ],
    { initialEntries: ['/products/products-page'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('heading', { name: 'إضافة منتج' });
  await screen.findByLabelText(/اسم المنتج بالعربية/);
  return router;
}

const errorBeside = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((i) => i.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'إضافة المنتج' }));

describe('the product form', () => {
  it('says in Arabic what is missing or wrong beside each field, and sends nothing', async () => {
    await renderForm();
    const price = screen.getByRole('textbox', { name: 'السعر' });
    type(screen.getByRole('textbox', { name: /السعر قبل الخصم/ }), '50');
    type(screen.getByRole('textbox', { name: 'نسبة الخصم' }), '120');
    save();
    await waitFor(() => expect(errorBeside(screen.getByLabelText(/اسم المنتج بالعربية/))).toBe('هذا الحقل مطلوب'));
    expect(errorBeside(price)).toBe('هذا الحقل مطلوب');
    expect(errorBeside(screen.getByRole('textbox', { name: 'نسبة الخصم' }))).toBe('يجب ألا تزيد القيمة على 100');

    // With a price of 80 the compare-at price of 50 is below it: the contracts' rule says so.
    type(price, '80');
    type(screen.getByLabelText(/اسم المنتج بالعربية/), 'عطر العود الملكي');
    type(screen.getByRole('textbox', { name: 'نسبة الخصم' }), '10');
    save();
    await waitFor(() =>
      expect(errorBeside(screen.getByRole('textbox', { name: /السعر قبل الخصم/ }))).toBe('السعر قبل الخصم يجب أن يزيد على السعر'),
    );
    expect(api.sent('POST', '/product/create-product')).toHaveLength(0);
  });

  it("keeps the open section's name readable on its red pill when it holds an error", async () => {
    await renderForm();
    save();
    const open = await screen.findByRole('tab', { selected: true });
    await waitFor(() => expect(open.getAttribute('aria-description')).toBe('في هذا القسم حقول تحتاج إلى تصحيح'));
    // The pill is filled with the error colour: its label takes the pill's contrasting text colour, not red.
    expect(within(open).getByText('البيانات الأساسية').getAttribute('style') ?? '').not.toMatch(/red/);
    const closedWithError = screen.getAllByRole('tab').find((tab) => tab !== open && tab.getAttribute('aria-description'));
    if (closedWithError) expect(closedWithError.innerHTML).toMatch(/red/);
  });

  it('does not save on Enter in a field (variants are being filled in); text areas still take Enter', async () => {
    await renderForm();
    const name = screen.getByLabelText(/اسم المنتج بالعربية/);
    // fireEvent answers false when the page prevented the key's default (the browser's implicit submission).
    expect(fireEvent.keyDown(name, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(screen.getByRole('textbox', { name: 'السعر' }), { key: 'Enter' })).toBe(false);
    const area = document.querySelector('form textarea') as HTMLTextAreaElement;
    expect(fireEvent.keyDown(area, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'إضافة المنتج' }), { key: 'Enter' })).toBe(true);
    expect(api.sent('POST', '/product/create-product')).toHaveLength(0);
  });

  it('makes a variant per combination as options are typed (3 sizes × 2 colours = 6), and copies an option as « - نسخة»', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('tab', { name: /الخيارات/ }));
    const addOption = screen.getByRole('button', { name: 'إضافة خيار' });

    fireEvent.click(addOption);
    type(screen.getByLabelText('اسم الخيار 1'), 'المقاس');
    ['صغير', 'وسط', 'كبير'].forEach((size, i) => {
      if (i > 0) fireEvent.click(within(screen.getAllByTestId('option-card')[0]!).getByRole('button', { name: 'إضافة قيمة' }));
      type(screen.getByLabelText(`القيمة ${i + 1} من الخيار 1`), size);
    });
    fireEvent.click(addOption);
    type(screen.getByLabelText('اسم الخيار 2'), 'اللون');
    type(screen.getByLabelText('القيمة 1 من الخيار 2'), 'أحمر');
    fireEvent.click(within(screen.getAllByTestId('option-card')[1]!).getByRole('button', { name: 'إضافة قيمة' }));
    type(screen.getByLabelText('القيمة 2 من الخيار 2'), 'أسود');

    expect(screen.getByText('6 أنواع')).toBeTruthy();
    const rows = screen.getAllByTestId('variant-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'صغير / أحمر',
      'صغير / أسود',
      'وسط / أحمر',
      'وسط / أسود',
      'كبير / أحمر',
      'كبير / أسود',
    ]);
    // The first variant is the default until another is chosen; stock per warehouse in each row.
    expect((screen.getByLabelText('صغير / أحمر هو النوع الافتراضي') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('وسط / أسود هو النوع الافتراضي'));
    expect((screen.getByLabelText('وسط / أسود هو النوع الافتراضي') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('صغير / أحمر هو النوع الافتراضي') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByLabelText('كمية كبير / أسود في فرع جدة')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'نسخ الخيار 2' }));
    expect((screen.getByLabelText('اسم الخيار 3') as HTMLInputElement).value).toBe('اللون - نسخة');
    expect(screen.getByText('12 نوعًا')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'حذف الخيار 3' }));
    expect(screen.getByText('6 أنواع')).toBeTruthy();
  });

  it('sends the product with its stock per warehouse, then opens its details', async () => {
    const router = await renderForm();
    type(screen.getByLabelText(/اسم المنتج بالعربية/), 'عطر العود الملكي');
    type(screen.getByRole('textbox', { name: 'السعر' }), '250');
    fireEvent.click(screen.getByRole('tab', { name: /إدارة الكميات/ }));
    type(screen.getByLabelText('الكمية في المستودع الرئيسي'), '12');
    type(screen.getByLabelText('الكمية في فرع جدة'), '4');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/show/${CREATED_ID}`));
    expect(api.sent('POST', '/product/create-product')[0]!.body).toMatchObject({
      nameAr: 'عطر العود الملكي',
      price: 250,
      quantityManagement: [
        { warehouseId: MAIN.warehouseId, quantity: 12 },
        { warehouseId: JEDDAH.warehouseId, quantity: 4 },
      ],
      options: [],
      variants: [],
    });
  });

  it('goes to the subscription page on 402, which shows the limit and the usage from the plan', async () => {
    planLimited = true;
    const router = await renderForm();
    type(screen.getByLabelText(/اسم المنتج بالعربية/), 'مسك أبيض');
    type(screen.getByRole('textbox', { name: 'السعر' }), '90');
    save();
    expect(await screen.findByRole('heading', { name: 'وصلت إلى حد باقتك' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subscribe-required');
    expect(await screen.findByText('المنتجات: 5 من 5')).toBeTruthy();
    expect(screen.getByText('طلبات هذا الشهر: 3 من 10')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'عرض الباقات' }).getAttribute('href')).toBe('/plans');
  });
});
