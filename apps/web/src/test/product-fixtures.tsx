import { Notifications } from '@mantine/notifications';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import type { ProductCard } from '@souqna/contracts';
import { QueryScope } from '@/lib/query-scope.tsx';

export const OUD = '0190a000-0000-7000-8000-0000000000a1';
export const MUSK = '0190a000-0000-7000-8000-0000000000a2';
export const AMBER = '0190a000-0000-7000-8000-0000000000a3';
export const SHIRT = '0190a000-0000-7000-8000-0000000000a4';

export const card = (productId: string, nameAr: string, more: Partial<ProductCard> = {}): ProductCard => ({
  productId,
  nameAr,
  nameEn: null,
  mainImageUrl: null,
  price: 100,
  salePrice: null,
  discountPercent: null,
  currency: 'YER',
  sku: null,
  quantity: 20,
  mainQuantity: 20,
  minAlertQuantity: 0,
  isInfinty: false,
  stockState: 'in_stock',
  showInStore: true,
  hasViarant: false,
  variantCount: 0,
  brandName: null,
  categoryNames: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  ...more,
});

export const PRODUCTS: ProductCard[] = [
  card(OUD, 'أعواد كمبودية', {
    price: 250,
    salePrice: 300,
    quantity: 2,
    mainQuantity: 2,
    minAlertQuantity: 5,
    stockState: 'low',
  }),
  card(MUSK, 'مسك أبيض', { quantity: 0, mainQuantity: 0, stockState: 'out', showInStore: false }),
  card(AMBER, 'عنبر', { isInfinty: true, stockState: 'infinite' }),
  card(SHIRT, 'ثوب رجالي', { hasViarant: true, variantCount: 3, quantity: 12, mainQuantity: 0 }),
];

/** A list answer in the API envelope. */
export const listOf = (items: unknown[], page = 1, pageSize = 20, total = items.length) => ({
  body: {
    success: true,
    statusCode: 200,
    message: 'تمت العملية بنجاح',
    data: items,
    pagination: { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) },
  },
});

/** The address bar, as the merchant would read it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{decodeURIComponent(`${pathname}${search}`)}</output>;
}

/** A product screen with what the app gives it: the query cache, the notices and the address. */
export const screenOf = (page: ReactElement) => (
  <QueryScope>
    {page}
    <Address />
    <Notifications />
  </QueryScope>
);
