import { minorDigits, type OrderDetails, type OrderInvoice, type OrderLine } from '@souqna/contracts';
import { mulDivHalfUp } from '../orders/pricing.ts';

/**
 * The order the invoice editor previews a layout on when the merchant has not chosen one of theirs
 * (docs/product-rules.md "Invoices"): three lines, shipping, a note, and the VAT a registered store
 * charges (15%, prices before VAT, half up per line; on shipping when the store taxes it, as its
 * orders are priced), in the store's currency. Never stored.
 */
const LINES = [
  { name: 'عطر العود الملكي', nameEn: 'Royal oud perfume', variantLabel: '100 مل', sku: 'OUD-100', price: 120, quantity: 2 },
  { name: 'بخور كمبودي', nameEn: 'Cambodian incense', variantLabel: null, sku: 'BKH-CAM', price: 85.5, quantity: 1 },
  { name: 'مبخرة نحاسية', nameEn: 'Brass incense burner', variantLabel: 'ذهبي', sku: 'MBK-GLD', price: 15, quantity: 3 },
];
const SHIPPING = 25;
const SAMPLE_ID = '00000000-0000-7000-8000-000000000000';

export function sampleInvoiceOrder(
  currency: string,
  vat: { registered: boolean; onShipping: boolean },
  nextInvoiceNumber: number,
  at: Date,
): { order: OrderDetails; document: OrderInvoice } {
  const round = (n: number) => Number(n.toFixed(minorDigits(currency)));
  // 15 % half up in minor units, as pricing.ts charges it.
  const unit = 10 ** minorDigits(currency);
  const vatOf = (amount: number) => mulDivHalfUp(Math.round(amount * unit), 1500, 10_000) / unit;
  const products: OrderLine[] = LINES.map((line, i) => ({
    orderLineId: SAMPLE_ID.replace(/0$/, String(i + 1)),
    productId: null,
    productVariantId: null,
    image: null,
    discount: 0,
    tax: vat.registered ? vatOf(line.price * line.quantity) : 0,
    total: round(line.price * line.quantity),
    ...line,
  }));
  const subtotal = round(products.reduce((sum, l) => sum + l.total, 0));
  const shippingTax = vat.registered && vat.onShipping ? vatOf(SHIPPING) : 0;
  const tax = round(products.reduce((sum, l) => sum + l.tax, 0) + shippingTax);
  const total = round(subtotal + SHIPPING + tax);
  const order: OrderDetails = {
    orderId: SAMPLE_ID,
    number: 1024,
    customerId: null,
    customerName: 'سارة القحطاني',
    customerPhone: '+966551234567',
    customerEmail: 'sara@example.com',
    city: 'الرياض',
    status: 'Completed',
    statusId: SAMPLE_ID,
    paymentStatus: 'paid',
    itemsCount: products.reduce((n, l) => n + l.quantity, 0),
    totalAmount: total,
    currency,
    createdAt: at.toISOString(),
    warehouseId: null,
    warehouseName: null,
    couponCode: null,
    notes: 'يرجى التغليف كهدية',
    subtotal,
    discount: 0,
    tax,
    shippingFee: SHIPPING,
    paymentFee: 0,
    shippingMethod: null,
    pricesIncludeTax: false,
    payment: { amount: total, status: 'paid', id: null, method: 'mada' },
    address: {
      country: 'SA',
      city: 'الرياض',
      region: null,
      streetAddress1: 'حي النرجس، شارع الأمير سعود',
      streetAddress2: null,
      postalCode: '13323',
      phone: '+966551234567',
      latitude: null,
      longitude: null,
    },
    products,
    history: [],
    next: [],
  };
  const document: OrderInvoice = {
    invoiceId: SAMPLE_ID,
    kind: 'invoice',
    number: nextInvoiceNumber,
    refersTo: null,
    total,
    tax,
    currency,
    issuedAt: at.toISOString(),
    zatca: null,
  };
  return { order, document };
}
