import { ORDER_STATUS_IDS, ORDER_STATUS_MOVES, type OrderDetails, type OrderRow, type OrderStatus } from '@souqna/contracts';

export const FIRST = '0190b000-0000-7000-8000-0000000000b1';
export const SECOND = '0190b000-0000-7000-8000-0000000000b2';
export const THIRD = '0190b000-0000-7000-8000-0000000000b3';
const SARA = '0190b000-0000-7000-8000-0000000000c1';

export const row = (orderId: string, number: number, more: Partial<OrderRow> = {}): OrderRow => ({
  orderId,
  number,
  customerId: SARA,
  customerName: 'سارة القحطاني',
  customerPhone: '+966551234567',
  city: 'الرياض',
  status: 'Pending',
  statusId: ORDER_STATUS_IDS.Pending,
  paymentStatus: 'pending',
  itemsCount: 2,
  totalAmount: 230,
  currency: 'SAR',
  createdAt: '2025-03-12T11:05:00.000Z',
  ...more,
});

export const ORDERS: OrderRow[] = [
  row(FIRST, 1003, { status: 'Paid', statusId: ORDER_STATUS_IDS.Paid, paymentStatus: 'paid', totalAmount: 1150.5 }),
  row(SECOND, 1002, { customerName: 'Omar Ali', customerPhone: '+967771234567', city: 'صنعاء' }),
  row(THIRD, 1001, { status: 'Cancelled', statusId: ORDER_STATUS_IDS.Cancelled, paymentStatus: 'voided', itemsCount: 1 }),
];

export function details(status: OrderStatus = 'Pending', more: Partial<OrderDetails> = {}): OrderDetails {
  return {
    ...row(FIRST, 1001, { status, statusId: ORDER_STATUS_IDS[status] }),
    customerEmail: 'sara@example.com',
    warehouseId: '0190b000-0000-7000-8000-0000000000d1',
    warehouseName: 'الفرع الرئيسي',
    couponCode: 'RAMADAN10',
    notes: 'التسليم بعد العصر',
    subtotal: 250,
    discount: 25,
    tax: 33.75,
    shippingFee: 0,
    paymentFee: 0,
    shippingMethod: null,
    pricesIncludeTax: false,
    payment: { amount: 258.75, status: 'pending', id: null, method: null },
    address: {
      country: 'SA',
      city: 'الرياض',
      region: 'حي النخيل',
      streetAddress1: 'شارع الأمير سلطان 12',
      streetAddress2: null,
      postalCode: '12345',
      phone: '0551234567',
      latitude: 24.7136,
      longitude: 46.6753,
    },
    products: [
      {
        orderLineId: '0190b000-0000-7000-8000-0000000000e1',
        productId: null,
        productVariantId: null,
        name: 'مسك أبيض',
        nameEn: 'White musk',
        variantLabel: null,
        sku: 'MSK-1',
        image: null,
        price: 125,
        quantity: 2,
        discount: 25,
        tax: 33.75,
        total: 258.75,
      },
    ],
    history: [{ from: null, to: 'Pending', by: 'أحمد', at: '2025-03-12T11:05:00.000Z', note: null }],
    next: [...ORDER_STATUS_MOVES[status]],
    ...more,
  };
}
