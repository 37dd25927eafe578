import {
  IconAdjustmentsHorizontal,
  IconBadgeTm,
  IconBell,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCategory,
  IconChartBar,
  IconClipboardList,
  IconCreditCard,
  IconFileInvoice,
  IconId,
  IconLayoutDashboard,
  IconMail,
  IconPalette,
  IconPackage,
  IconPlugConnected,
  IconReceipt,
  IconReceiptTax,
  IconRosetteDiscount,
  IconRuler,
  IconShoppingCartPlus,
  IconUserCircle,
  IconUsers,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';

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
      { key: 'home', to: '/home', icon: IconLayoutDashboard, available: true },
      { key: 'reports', to: '/reports', icon: IconChartBar, available: false },
    ],
  },
  {
    key: 'sales',
    items: [
      {
        key: 'orders',
        to: '/orders/orders-page',
        icon: IconReceipt,
        available: true,
        children: [
          { key: 'ordersList', to: '/orders/orders-page', icon: IconReceipt, available: true },
          { key: 'addOrder', to: '/orders/add-order', icon: IconShoppingCartPlus, available: true },
          { key: 'pendingInvoices', to: '/pending-invoices', icon: IconClipboardList, available: true },
          { key: 'availability', to: '/order/notifications', icon: IconBell, available: true },
        ],
      },
      { key: 'customers', to: '/order/customer-mangemant', icon: IconUsers, available: true },
      { key: 'coupons', to: '/marketing/coupons', icon: IconRosetteDiscount, available: true },
    ],
  },
  {
    key: 'catalogue',
    items: [
      {
        key: 'products',
        to: '/products/show',
        icon: IconPackage,
        available: true,
        matches: ['/products/products-page', '/products/stock', '/products/more', '/productDaitals'],
      },
      { key: 'categories', to: '/products/categories', icon: IconCategory, available: true },
      { key: 'brands', to: '/brand-form', icon: IconBadgeTm, available: true },
      { key: 'units', to: '/uint-form', icon: IconRuler, available: true },
      { key: 'warehouse', to: '/warehouse', icon: IconBuildingWarehouse, available: true },
    ],
  },
  {
    key: 'finance',
    items: [
      { key: 'vat', to: '/mony-management/vat', icon: IconReceiptTax, available: true },
      { key: 'money', to: '/mony-management/wallet', icon: IconWallet, available: false },
      { key: 'plans', to: '/plans', icon: IconCreditCard, available: true, matches: ['/billing-page'] },
    ],
  },
  {
    key: 'store',
    items: [
      {
        key: 'storeSettings',
        to: '/store-setting',
        icon: IconBuildingStore,
        available: true,
        children: [
          { key: 'storeInfo', to: '/store-setting', icon: IconId, available: true },
          { key: 'storeColors', to: '/store-color', icon: IconPalette, available: true },
          { key: 'settings', to: '/setting', icon: IconAdjustmentsHorizontal, available: true },
          { key: 'email', to: '/email', icon: IconMail, available: true },
        ],
      },
      { key: 'integrations', to: '/integrations/payments', icon: IconPlugConnected, available: false },
      { key: 'invoices', to: '/pdf-identity', icon: IconFileInvoice, available: false },
    ],
  },
  {
    key: 'account',
    items: [{ key: 'profile', to: '/profile', icon: IconUserCircle, available: true }],
  },
];
