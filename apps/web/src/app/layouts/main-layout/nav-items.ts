import {
  IconBuildingStore,
  IconBuildingWarehouse,
  IconChartBar,
  IconCreditCard,
  IconFileInvoice,
  IconLayoutDashboard,
  IconPackage,
  IconPlugConnected,
  IconReceipt,
  IconRosetteDiscount,
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
      { key: 'orders', to: '/orders/orders-page', icon: IconReceipt, available: false },
      { key: 'customers', to: '/order/customer-mangemant', icon: IconUsers, available: false },
      { key: 'coupons', to: '/marketing/coupons', icon: IconRosetteDiscount, available: false },
    ],
  },
  {
    key: 'catalogue',
    items: [
      { key: 'products', to: '/products/products-page', icon: IconPackage, available: false },
      { key: 'warehouse', to: '/warehouse', icon: IconBuildingWarehouse, available: true },
    ],
  },
  {
    key: 'finance',
    items: [
      { key: 'money', to: '/mony-management/wallet', icon: IconWallet, available: false },
      { key: 'plans', to: '/plans', icon: IconCreditCard, available: false },
    ],
  },
  {
    key: 'store',
    items: [
      { key: 'storeSettings', to: '/store-setting', icon: IconBuildingStore, available: false },
      { key: 'integrations', to: '/integrations/payments', icon: IconPlugConnected, available: false },
      { key: 'invoices', to: '/pdf-identity', icon: IconFileInvoice, available: false },
    ],
  },
  {
    key: 'account',
    items: [{ key: 'profile', to: '/profile', icon: IconUserCircle, available: true }],
  },
];
