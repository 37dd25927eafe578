import {
  IconAdjustmentsHorizontal,
  IconArrowsExchange,
  IconBadgeTm,
  IconBell,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCategory,
  IconChartBar,
  IconChartDots,
  IconClipboardList,
  IconCreditCard,
  IconFileInvoice,
  IconId,
  IconLayoutDashboard,
  IconMail,
  IconMessage,
  IconMessageCircle,
  IconPalette,
  IconPackage,
  IconPlugConnected,
  IconReceipt,
  IconReceiptTax,
  IconRosetteDiscount,
  IconRuler,
  IconShoppingCartPlus,
  IconTags,
  IconTruckDelivery,
  IconUserCircle,
  IconUsers,
  IconWallet,
  IconWebhook,
  type Icon,
} from '@tabler/icons-react';
import * as pages from '@/lib/pages.ts';

export interface NavItem {
  key: string;
  to: string;
  icon: Icon;
  /** false: a later issue builds it; the item shows greyed with a "soon" badge. */
  available: boolean;
  /** Paths under which the item reads as the current one. */
  matches?: string[];
  /** Sub-entries, shown under the item (it opens when one of them is the current page). */
  children?: NavItem[];
}

export interface NavGroup {
  key: string;
  items: NavItem[];
}

/** Every section of the spec's main area, in the order a merchant works through them. */
export const NAV_GROUPS: NavGroup[] = [
  {
    key: 'overview',
    items: [
      { key: 'home', to: pages.home, icon: IconLayoutDashboard, available: true },
      { key: 'reports', to: pages.reports, icon: IconChartBar, available: true },
    ],
  },
  {
    key: 'sales',
    items: [
      {
        key: 'orders',
        to: pages.orders,
        icon: IconReceipt,
        available: true,
        children: [
          { key: 'ordersList', to: pages.orders, icon: IconReceipt, available: true },
          { key: 'addOrder', to: pages.addOrder, icon: IconShoppingCartPlus, available: true },
          { key: 'pendingInvoices', to: pages.pendingInvoices, icon: IconClipboardList, available: true },
          { key: 'availability', to: pages.notifications, icon: IconBell, available: true },
          { key: 'orderStatuses', to: pages.orderStatuses, icon: IconTags, available: true },
        ],
      },
      { key: 'customers', to: pages.customers, icon: IconUsers, available: true },
      { key: 'coupons', to: pages.coupons, icon: IconRosetteDiscount, available: true },
    ],
  },
  {
    key: 'catalogue',
    items: [
      {
        key: 'products',
        to: pages.products,
        icon: IconPackage,
        available: true,
        matches: [pages.productForm, pages.stock, pages.productsMore, pages.productDetailsOld],
      },
      { key: 'categories', to: pages.categories, icon: IconCategory, available: true },
      { key: 'brands', to: '/brand-form', icon: IconBadgeTm, available: true },
      { key: 'units', to: '/uint-form', icon: IconRuler, available: true },
      { key: 'warehouse', to: pages.warehouses, icon: IconBuildingWarehouse, available: true },
    ],
  },
  {
    key: 'finance',
    items: [
      { key: 'vat', to: pages.vat, icon: IconReceiptTax, available: true },
      {
        key: 'money',
        to: pages.wallet,
        icon: IconWallet,
        available: true,
        children: [
          { key: 'wallet', to: pages.wallet, icon: IconWallet, available: true },
          { key: 'transactions', to: pages.transactions, icon: IconArrowsExchange, available: true },
        ],
      },
      { key: 'plans', to: pages.plans, icon: IconCreditCard, available: true, matches: [pages.billing] },
    ],
  },
  {
    key: 'store',
    items: [
      {
        key: 'storeSettings',
        to: pages.storeSettings,
        icon: IconBuildingStore,
        available: true,
        children: [
          { key: 'storeInfo', to: pages.storeSettings, icon: IconId, available: true },
          { key: 'storeColors', to: pages.storeColors, icon: IconPalette, available: true },
          { key: 'settings', to: pages.settings, icon: IconAdjustmentsHorizontal, available: true },
          { key: 'email', to: pages.senderEmail, icon: IconMail, available: true },
        ],
      },
      {
        key: 'integrations',
        to: pages.payments,
        icon: IconPlugConnected,
        available: true,
        children: [
          { key: 'paymentProviders', to: pages.payments, icon: IconCreditCard, available: true },
          { key: 'shippingProviders', to: pages.shipping, icon: IconTruckDelivery, available: true },
          { key: 'messaging', to: pages.messaging, icon: IconMessage, available: true },
          { key: 'customerMessages', to: pages.customerMessages, icon: IconMessageCircle, available: true },
          { key: 'webhooks', to: pages.webhooks, icon: IconWebhook, available: true },
          { key: 'tools', to: pages.tools, icon: IconChartDots, available: true },
        ],
      },
      { key: 'invoices', to: pages.pdfIdentity, icon: IconFileInvoice, available: true, matches: [pages.pdfForm] },
    ],
  },
  {
    key: 'account',
    items: [{ key: 'profile', to: pages.profile, icon: IconUserCircle, available: true }],
  },
];
