import {
  INVOICE_LABEL_WORDS as L,
  type InvoiceSettings,
  type Language,
  type PaymentMethodCode,
  type PlanId,
  type WeightUnit,
} from '@souqna/contracts';

/** The invoice's words in each language (the PDF is drawn on the server, so its texts live here). */
export const INVOICE_WORDS = {
  ar: {
    taxInvoice: L.title.ar,
    invoice: 'فاتورة',
    taxCreditNote: 'إشعار دائن لفاتورة ضريبية مبسطة',
    creditNote: 'إشعار دائن',
    invoiceNumber: 'رقم الفاتورة',
    creditNumber: 'رقم الإشعار',
    corrects: 'يعدّل الفاتورة',
    reason: 'السبب',
    fullRefund: 'استرداد كامل للطلب',
    returnPolicy: 'سياسة الاسترجاع',
    orderSummary: 'ملخص الطلب',
    orderNumber: L.orderNumber.ar,
    date: L.date.ar,
    vatNumber: 'الرقم الضريبي',
    address: 'العنوان',
    phone: 'الجوال',
    email: 'البريد',
    billTo: L.customer.ar,
    item: L.item.ar,
    quantity: L.quantity.ar,
    price: L.price.ar,
    total: L.total.ar,
    subtotal: L.subtotal.ar,
    discount: 'الخصم',
    shipping: 'الشحن',
    paymentFee: 'رسوم الدفع عند الاستلام',
    vat: L.vat.ar,
    grandTotal: L.grandTotal.ar,
    grandTotalNoVat: 'الإجمالي',
    vatIncluded: 'ضريبة القيمة المضافة المشمولة',
    payment: 'طريقة الدفع',
    note: 'ملاحظة الطلب',
    weight: 'الوزن',
    qrCaption: 'رمز هيئة الزكاة والضريبة والجمارك',
    thanks: (store: string) => `شكرًا لتسوقك من ${store}`,
  },
  en: {
    taxInvoice: L.title.en,
    invoice: 'Invoice',
    taxCreditNote: 'Credit note for a simplified tax invoice',
    creditNote: 'Credit note',
    invoiceNumber: 'Invoice no.',
    creditNumber: 'Credit note no.',
    corrects: 'Corrects invoice',
    reason: 'Reason',
    fullRefund: 'Full refund of the order',
    returnPolicy: 'Return policy',
    orderSummary: 'Order summary',
    orderNumber: L.orderNumber.en,
    date: L.date.en,
    vatNumber: 'VAT number',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    billTo: L.customer.en,
    item: L.item.en,
    quantity: L.quantity.en,
    price: L.price.en,
    total: L.total.en,
    subtotal: L.subtotal.en,
    discount: 'Discount',
    shipping: 'Shipping',
    paymentFee: 'Cash on delivery fee',
    vat: L.vat.en,
    grandTotal: L.grandTotal.en,
    grandTotalNoVat: 'Total',
    vatIncluded: 'VAT included',
    payment: 'Payment',
    note: 'Order note',
    weight: 'Weight',
    qrCaption: 'ZATCA QR code',
    thanks: (store: string) => `Thank you for shopping at ${store}`,
  },
} satisfies Record<Language, Record<string, string | ((s: string) => string)>>;

/** A product's weight unit as the invoice writes it. */
export const WEIGHT_UNIT_WORDS: Record<WeightUnit, Record<Language, string>> = {
  kg: { ar: 'كجم', en: 'kg' },
  g: { ar: 'جم', en: 'g' },
  lb: { ar: 'رطل', en: 'lb' },
  oz: { ar: 'أونصة', en: 'oz' },
};

export const PAYMENT_METHOD_WORDS: Record<PaymentMethodCode, Record<Language, string>> = {
  mada: { ar: 'مدى', en: 'mada' },
  cash: { ar: 'نقدًا', en: 'Cash' },
  apple_pay: { ar: 'Apple Pay', en: 'Apple Pay' },
  bank_transfer: { ar: 'تحويل بنكي', en: 'Bank transfer' },
  cash_on_delivery: { ar: 'الدفع عند الاستلام', en: 'Cash on delivery' },
  card_terminal: { ar: 'جهاز الشبكة', en: 'Card terminal' },
  stripe: { ar: 'بطاقة', en: 'Card' },
  moyasar: { ar: 'مدى أو بطاقة', en: 'mada or card' },
  manual: { ar: 'مدفوع', en: 'Paid' },
};

/** The platform's invoice to a store (a plan's month): its own words. */
export const PLATFORM_INVOICE_WORDS = {
  ar: {
    platform: 'سوقنا',
    title: 'فاتورة ضريبية',
    invoiceNumber: 'رقم الفاتورة',
    issued: 'تاريخ الإصدار',
    billedTo: 'فاتورة إلى',
    line: (plan: string, from: string, to: string) => `اشتراك الباقة ${plan} من ${from} إلى ${to}`,
    vat: (percent: number) => `ضريبة القيمة المضافة ${percent}%`,
    footer: 'فاتورة من منصة سوقنا لمتجرك، بالريال السعودي.',
  },
  en: {
    platform: 'Souqna',
    title: 'Tax invoice',
    invoiceNumber: 'Invoice no.',
    issued: 'Issued',
    billedTo: 'Billed to',
    line: (plan: string, from: string, to: string) => `${plan} plan subscription, ${from} to ${to}`,
    vat: (percent: number) => `VAT ${percent}%`,
    footer: "Souqna's invoice to your store, in Saudi riyals.",
  },
} as const;

export const PLAN_WORDS: Record<PlanId, Record<Language, string>> = {
  free: { ar: 'المجانية', en: 'Free' },
  standard: { ar: 'القياسية', en: 'Standard' },
  premium: { ar: 'المميزة', en: 'Premium' },
};

type Words = (typeof INVOICE_WORDS)['ar'] | (typeof INVOICE_WORDS)['en'];

/**
 * The invoice's words in `lang` with the merchant's own in their place (the layout's title and
 * labels, docs/product-rules.md "Invoices"; an empty one keeps the invoice's), and each followed
 * by the other language's, on a line of its own, when the layout shows both.
 */
export function invoiceWordsFor(lang: Language, settings: InvoiceSettings): Words {
  const words = ownWordsFor(lang, settings);
  if (!settings.display.englishInvoice) return words;
  // Both languages: each word of the invoice in its language, then in the other.
  const other = ownWordsFor(lang === 'ar' ? 'en' : 'ar', settings) as Record<string, unknown>;
  // The other language on a line of its own: a right-to-left line never mixes the two.
  const both = (a: string, b: string) => (a === b ? a : `${a}\n${b}`);
  return Object.fromEntries(
    Object.entries(words).map(([key, word]) => {
      const second = other[key];
      if (typeof word === 'string') return [key, both(word, second as string)];
      return [key, (store: string) => both(word(store), (second as (s: string) => string)(store))];
    }),
  ) as Words;
}

/** The words of one language, the merchant's own in place of the invoice's. */
function ownWordsFor(lang: Language, settings: InvoiceSettings): Words {
  const own = (key: keyof InvoiceSettings['labels']) => settings.labels[key][lang] || null;
  const w = INVOICE_WORDS[lang];
  return {
    ...w,
    taxInvoice: settings.title[lang] || w.taxInvoice,
    invoice: settings.title[lang] || w.invoice,
    orderNumber: own('orderNumber') ?? w.orderNumber,
    date: own('date') ?? w.date,
    billTo: own('customer') ?? w.billTo,
    item: own('item') ?? w.item,
    quantity: own('quantity') ?? w.quantity,
    price: own('price') ?? w.price,
    total: own('total') ?? w.total,
    subtotal: own('subtotal') ?? w.subtotal,
    vat: own('vat') ?? w.vat,
    grandTotal: own('grandTotal') ?? w.grandTotal,
    grandTotalNoVat: own('grandTotal') ?? w.grandTotalNoVat,
  };
}
