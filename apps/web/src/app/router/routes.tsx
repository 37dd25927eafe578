import { matchRoutes, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { RouteError } from '../errors/route-error.tsx';
import { AppLoading } from '../components/app-loading.tsx';
import { RootRoute } from './root-route.tsx';
import { lazyPage } from './lazy-page.ts';
import { loadPhoneSupport } from '@/lib/phone.ts';
import { mergedHandle, type RouteHandle } from './route-handle.ts';
import { decideAccess, guardAuthOf } from '../guard/guard-decision.ts';
import { appStore } from '@/lib/app-store.ts';
import * as pages from '@/lib/entry-pages.ts';

const comingSoon = lazyPage(() => import('@/features/platform/pages/coming-soon/coming-soon-page.tsx'));

/** A page of a later issue: it opens, says what it is, and says honestly that it is coming. */
const soon = (path: string, page: string, handle: RouteHandle = {}): RouteObject => ({
  path,
  lazy: comingSoon,
  handle: { title: `shell:pages.${page}`, ...handle },
});

const branchPage = lazyPage(() => import('@/features/warehouse/pages/branch-form/branch-form-page.tsx'));

/** /reports and the home's reports tab: one page, one chunk and one list of what it preloads. */
const reportsPage = lazyPage(() => import('@/features/reports/pages/reports/reports-page.tsx'));

/**
 * A page's loader that asks for its data beside its chunk (`start`, in the feature's api.ts), when the
 * guard lets the visitor open the page; it returns at once, so the page never waits on it, and a
 * request that fails is the page's to ask again and show.
 */
const dataBeside =
  (start: () => Promise<void>): LoaderFunction =>
  ({ request }) => {
    const matches = matchRoutes(routes, new URL(request.url).pathname) ?? [];
    const access = mergedHandle(matches.map((m) => m.route)).access ?? { area: 'public' };
    if (decideAccess(guardAuthOf(appStore.getState().auth), access).kind === 'allow') start().catch(() => undefined);
    return null;
  };
const invoiceEditorData = dataBeside(async () => (await import('@/features/invoices/api.ts')).prefetchInvoiceEditor());

const productDetailsPage = lazyPage(() => import('@/features/catalogue/pages/product-details/product-details-page.tsx'));

const manager: RouteHandle = { access: { area: 'protected', minRole: 'manager' } };
const verified: RouteHandle = { access: { area: 'protected', requiresVerifiedStore: true } };
const publicPage: RouteHandle = { access: { area: 'public' } };

/** Errors of a page show inside its layout (the pathless route renders in the layout's outlet). */
const inLayout = (children: RouteObject[]): RouteObject[] => [{ errorElement: <RouteError />, children }];

const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(() => import('@/features/public/pages/start/start-page.tsx')),
    handle: { title: 'public:start.title' },
  },
  {
    path: 'features',
    lazy: lazyPage(() => import('@/features/public/pages/features/features-page.tsx')),
    handle: { title: 'public:features.title' },
  },
  {
    path: 'pricing',
    lazy: lazyPage(() => import('@/features/public/pages/pricing/pricing-page.tsx')),
    handle: { title: 'public:pricing.title' },
  },
  {
    path: 'help',
    lazy: lazyPage(() => import('@/features/public/pages/help/help-page.tsx')),
    handle: { title: 'public:help.title' },
  },
  {
    // Where a customer lands after a store's payment link (payments/card-payment.service.ts).
    path: 'payment/:result',
    lazy: lazyPage(() => import('@/features/public/pages/payment-result/payment-result-page.tsx')),
    handle: { title: 'public:paymentResult.title' },
  },
  {
    path: 'aaa',
    lazy: lazyPage(() => import('@/features/public/pages/vat-chart/vat-chart-page.tsx')),
    handle: { title: 'public:vatChart.title' },
  },
];

const authRoutes: RouteObject[] = [
  {
    path: 'auth',
    children: [
      { index: true, lazy: async () => ({ loader: () => redirect(pages.login) }) },
      {
        path: 'login',
        lazy: lazyPage(() => import('@/features/accounts/pages/login/login-page.tsx')),
        handle: { title: 'auth:login.title' },
      },
      {
        path: 'register',
        lazy: lazyPage(() => import('@/features/accounts/pages/register/register-page.tsx'), [loadPhoneSupport]),
        handle: { title: 'account:register.title' },
      },
    ],
  },
  {
    path: 'frogot',
    lazy: lazyPage(() => import('@/features/accounts/pages/forgot-password/forgot-password-page.tsx')),
    handle: { ...publicPage, title: 'account:forgot.title' },
  },
  {
    path: 'email-confirmation',
    lazy: lazyPage(() => import('@/features/accounts/pages/email-confirmation/email-confirmation-page.tsx')),
    handle: { ...publicPage, title: 'account:confirm.title' },
  },
  {
    path: 'change-password-page',
    lazy: lazyPage(() => import('@/features/accounts/pages/change-password/change-password-page.tsx')),
    handle: { ...manager, title: 'account:change.title', width: 'form' },
  },
  ...['startup', 'startup/:id'].map((path) => ({
    path,
    lazy: lazyPage(() => import('@/features/onboarding/pages/startup/startup-page.tsx')),
    handle: { access: { area: 'protected', firstTime: true }, title: 'onboarding:title', wide: true } satisfies RouteHandle,
  })),
  {
    path: 'StoreActivePage',
    lazy: lazyPage(() => import('@/features/onboarding/pages/store-active/store-active-page.tsx')),
    handle: { access: { area: 'protected' }, title: 'store:activation.title', wide: true },
  },
  {
    path: 'subscribe-required',
    lazy: lazyPage(() => import('@/features/billing/pages/subscribe-required/subscribe-required-page.tsx')),
    handle: { ...manager, title: 'status:subscribe.title' },
  },
  {
    path: 'unauthorized',
    lazy: lazyPage(() => import('@/features/platform/pages/unauthorized/unauthorized-page.tsx')),
    handle: { ...publicPage, title: 'status:unauthorized.title' },
  },
];

const mainRoutes: RouteObject[] = [
  {
    path: 'home',
    lazy: lazyPage(() => import('@/features/home/pages/home-tabs/home-tabs-layout.tsx')),
    handle: verified,
    children: [
      {
        index: true,
        loader: dataBeside(async () => (await import('@/features/home/api.ts')).prefetchHome()),
        lazy: lazyPage(() => import('@/features/home/pages/home/home-page.tsx')),
        handle: { title: 'shell:pages.home' },
      },
      {
        path: 'dashboard',
        lazy: lazyPage(() => import('@/features/home/pages/store-summary/store-summary-page.tsx')),
        handle: { title: 'shell:pages.dashboard' },
      },
      {
        path: 'analytics',
        lazy: lazyPage(() => import('@/features/home/pages/analytics/analytics-page.tsx')),
        handle: { title: 'shell:pages.analytics' },
      },
      {
        path: 'reports',
        lazy: reportsPage,
        handle: { title: 'shell:pages.reports', ...manager },
      },
      {
        path: 'products-performance',
        lazy: lazyPage(() => import('@/features/reports/pages/products-performance/products-performance-page.tsx')),
        handle: { title: 'shell:pages.productsPerformance' },
      },
    ],
  },
  {
    path: 'reports',
    lazy: reportsPage,
    handle: { title: 'shell:pages.reports', ...manager },
  },
  {
    path: 'products/products-page',
    lazy: lazyPage(() => import('@/features/catalogue/pages/product-form/product-form-page.tsx')),
    handle: { title: 'shell:pages.products' },
  },
  {
    path: 'products/show',
    lazy: lazyPage(() => import('@/features/catalogue/pages/products/products-page.tsx')),
    handle: { title: 'shell:nav.items.products' },
  },
  ...['products/show/:productId', 'products/show/productDaitals/:id', 'productDaitals/:id'].map((path) => ({
    path,
    lazy: productDetailsPage,
    handle: { title: 'shell:pages.productDetails' },
  })),
  {
    path: 'products/categories',
    lazy: lazyPage(() => import('@/features/catalogue/pages/categories/categories-page.tsx')),
    handle: { title: 'shell:pages.categories' },
  },
  ...[
    { path: 'products/stock', page: 'stock' },
    { path: 'products/more', page: 'productsMore' },
  ].map(({ path, page }) => ({
    path,
    lazy: lazyPage(() => import('@/features/catalogue/pages/stock/stock-page.tsx')),
    handle: { title: `shell:pages.${page}` },
  })),
  {
    path: 'orders/orders-page',
    lazy: lazyPage(() => import('@/features/orders/pages/orders/orders-page.tsx'), [loadPhoneSupport]),
    handle: { title: 'shell:pages.orders' },
  },
  {
    path: 'orders/orders-page/:orderId',
    lazy: lazyPage(() => import('@/features/orders/pages/order-details/order-details-page.tsx'), [loadPhoneSupport]),
    handle: { title: 'shell:pages.orderDetails' },
  },
  {
    path: 'orders/order-statuses',
    lazy: lazyPage(() => import('@/features/orders/pages/order-statuses/order-statuses-page.tsx')),
    handle: { title: 'shell:pages.orderStatuses' },
  },
  ...['orders/add-order', 'orders/add-order/:id'].map((path) => ({
    path,
    lazy: lazyPage(() => import('@/features/carts/pages/add-order/add-order-page.tsx'), [loadPhoneSupport]),
    handle: { title: 'shell:pages.addOrder' },
  })),
  {
    path: 'order/customer-mangemant',
    lazy: lazyPage(() => import('@/features/customers/pages/customers/customers-page.tsx'), [loadPhoneSupport]),
    handle: { title: 'shell:pages.customers' },
  },
  {
    path: 'order/customer-mangemant/:customerId',
    lazy: lazyPage(() => import('@/features/customers/pages/customer/customer-page.tsx'), [loadPhoneSupport]),
    handle: { title: 'shell:pages.customers' },
  },
  {
    path: 'order/notifications',
    lazy: lazyPage(() => import('@/features/notifications/pages/notifications/notifications-page.tsx')),
    handle: { title: 'shell:pages.availabilityNotifications' },
  },
  {
    path: 'pending-invoices',
    lazy: lazyPage(() => import('@/features/carts/pages/pending-invoices/pending-invoices-page.tsx')),
    handle: { title: 'shell:pages.pendingInvoices' },
  },
  {
    path: 'marketing/coupons',
    lazy: lazyPage(() => import('@/features/coupons/pages/coupons/coupons-page.tsx')),
    handle: { title: 'shell:pages.coupons' },
  },
  {
    path: 'profile',
    lazy: lazyPage(() => import('@/features/accounts/pages/profile/profile-page.tsx'), [loadPhoneSupport]),
    handle: { ...manager, title: 'profile:title', width: 'form' },
  },
  {
    path: 'profile/change-password',
    lazy: lazyPage(() => import('@/features/accounts/pages/profile-change-password/profile-change-password-page.tsx')),
    handle: { ...manager, title: 'account:change.title', width: 'form' },
  },
  {
    path: 'brand-form',
    lazy: lazyPage(() => import('@/features/catalogue/pages/brand-form/brand-form-page.tsx')),
    handle: { title: 'shell:pages.brand' },
  },
  {
    path: 'uint-form',
    lazy: lazyPage(() => import('@/features/catalogue/pages/unit-form/unit-form-page.tsx')),
    handle: { title: 'shell:pages.unit' },
  },
  {
    path: 'warehouse',
    lazy: lazyPage(() => import('@/features/warehouse/pages/branches/branches-page.tsx')),
    handle: { title: 'shell:pages.warehouse', width: 'settings' },
  },
  { path: 'warehouse/add', lazy: branchPage, handle: { title: 'shell:pages.warehouseAdd', width: 'form' } },
  // An edit without a branch has nothing to edit: back to the list.
  { path: 'warehouse/edit', lazy: async () => ({ loader: () => redirect(pages.warehouses) }) },
  { path: 'warehouse/edit/:id', lazy: branchPage, handle: { title: 'shell:pages.warehouseEdit', width: 'form' } },
  {
    path: 'mony-management/wallet',
    lazy: lazyPage(() => import('@/features/wallet/pages/wallet/wallet-page.tsx')),
    handle: { title: 'shell:pages.wallet' },
  },
  {
    path: 'mony-management/vat',
    lazy: lazyPage(() => import('@/features/taxes/pages/vat/vat-page.tsx')),
    handle: { title: 'shell:pages.vat' },
  },
  {
    path: 'mony-management/transactions',
    lazy: lazyPage(() => import('@/features/wallet/pages/transactions/transactions-page.tsx')),
    handle: { title: 'shell:pages.transactions' },
  },
  {
    path: 'billing-page',
    lazy: lazyPage(() => import('@/features/billing/pages/billing/billing-page.tsx')),
    handle: { title: 'shell:pages.billing', width: 'settings' },
  },
  {
    path: 'plans',
    lazy: lazyPage(() => import('@/features/billing/pages/plans/plans-page.tsx')),
    handle: { title: 'shell:pages.plans', width: 'settings' },
  },
  {
    path: 'integrations/payments',
    lazy: lazyPage(() => import('@/features/payments/pages/payments/payments-page.tsx')),
    handle: { title: 'shell:pages.payments' },
  },
  {
    path: 'integrations/shipping',
    lazy: lazyPage(() => import('@/features/shipping/pages/shipping/shipping-page.tsx')),
    handle: { title: 'shell:pages.shipping' },
  },
  {
    path: 'integrations/tools',
    lazy: lazyPage(() => import('@/features/store-settings/pages/tools/tools-page.tsx')),
    handle: { title: 'shell:pages.tools', width: 'settings' },
  },
  {
    path: 'integrations/webhooks',
    lazy: lazyPage(() => import('@/features/webhooks/pages/webhooks/webhooks-page.tsx')),
    handle: { title: 'shell:pages.webhooks' },
  },
  {
    path: 'integrations/settings',
    lazy: lazyPage(
      () => import('@/features/messaging/pages/integration-settings/integration-settings-page.tsx'),
      [loadPhoneSupport],
    ),
    handle: { title: 'shell:pages.whatsapp', width: 'settings' },
  },
  {
    path: 'integrations/customer-messages',
    lazy: lazyPage(() => import('@/features/messaging/pages/customer-messages/customer-messages-page.tsx')),
    handle: { title: 'messaging:customerMessages.title' },
  },
  {
    path: 'store-setting',
    lazy: lazyPage(() => import('@/features/store-settings/pages/store-info/store-info-page.tsx'), [loadPhoneSupport]),
    handle: { title: 'shell:pages.storeInfo', width: 'settings' },
  },
  {
    path: 'store-color',
    lazy: lazyPage(() => import('@/features/store-settings/pages/store-colors/store-colors-page.tsx')),
    handle: { title: 'shell:pages.storeColors', width: 'settings' },
  },
  {
    path: 'pdf-identity',
    loader: invoiceEditorData,
    lazy: lazyPage(() => import('@/features/invoices/pages/invoice-layout/pdf-identity-page.tsx')),
    handle: { title: 'shell:pages.pdfIdentity' },
  },
  {
    path: 'pdf-form',
    loader: invoiceEditorData,
    lazy: lazyPage(() => import('@/features/invoices/pages/invoice-layout/pdf-form-page.tsx')),
    handle: { title: 'shell:pages.pdfForm' },
  },
  {
    path: 'setting',
    lazy: lazyPage(() => import('@/features/store-settings/pages/settings/settings-page.tsx')),
    handle: { title: 'shell:pages.settings', width: 'settings' },
  },
  {
    path: 'email',
    lazy: lazyPage(() => import('@/features/messaging/pages/email-settings/email-settings-page.tsx')),
    handle: { title: 'shell:pages.email', width: 'settings' },
  },
  soon('asem', 'asem'),
  soon('editor', 'editor'),
  soon('sider', 'sider'),
];

/** Every route of both spec files, spelled as they spell them; every one lazy. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootRoute,
    HydrateFallback: AppLoading,
    errorElement: <RouteError />,
    children: [
      {
        lazy: lazyPage(() => import('../layouts/public-layout.tsx')),
        handle: publicPage,
        children: inLayout(publicRoutes),
      },
      {
        lazy: lazyPage(() => import('../layouts/auth-layout.tsx')),
        handle: { access: { area: 'guest' } },
        children: inLayout(authRoutes),
      },
      {
        lazy: lazyPage(() => import('../layouts/main-layout/main-layout.tsx')),
        handle: { access: { area: 'protected' } },
        children: inLayout(mainRoutes),
      },
      {
        path: '*',
        lazy: lazyPage(() => import('../errors/not-found-page.tsx')),
        handle: { ...publicPage, title: 'status:notFound.title' },
      },
    ],
  },
];
