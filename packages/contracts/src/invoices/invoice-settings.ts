import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { ORDER_STATUSES } from '../orders/status.ts';
import { LANGUAGES } from '../i18n/plural.ts';
import { FileAnswer } from '../platform/file-answer.ts';
import { INVOICE_SIZES } from './invoice.ts';

/**
 * The invoice's layout (spec §3 "Invoice settings", docs/product-rules.md "Invoices"): what it
 * shows, its words, colours, logo, watermark and stamp, and when it is e-mailed. Edited by path
 * (`PATCH /pdf/config`, the changes record of spec §4) or saved whole.
 */
export const INVOICE_LOGO_POSITIONS = ['right', 'center', 'left'] as const;
export const INVOICE_STAMP_POSITIONS = ['bottom-right', 'bottom-center', 'bottom-left'] as const;
export type InvoiceLogoPosition = (typeof INVOICE_LOGO_POSITIONS)[number];
export type InvoiceStampPosition = (typeof INVOICE_STAMP_POSITIONS)[number];
export const INVOICE_FONTS = ['ibm-plex-sans-arabic'] as const;
/** The display toggles, in the order of spec §3. */
export const INVOICE_DISPLAY = [
  'productImage',
  'description',
  'weight',
  'sku',
  'barcode',
  'invoiceBarcode',
  'englishInvoice',
  'summary',
  'orderNote',
  'returnPolicy',
  'storeAddress',
  'contactInfo',
] as const;
export type InvoiceDisplay = (typeof INVOICE_DISPLAY)[number];
/** The words a merchant may put their own (Arabic and English) in place of the invoice's. */
export const INVOICE_LABELS = [
  'orderNumber',
  'date',
  'customer',
  'item',
  'quantity',
  'price',
  'total',
  'subtotal',
  'vat',
  'grandTotal',
] as const;
export type InvoiceLabel = (typeof INVOICE_LABELS)[number];

/**
 * The invoice's own words for what a merchant may rename (its title and labels), in both
 * languages: the PDF prints them where the layout leaves a label empty, and the editor shows them
 * as the empty field's placeholder.
 */
export const INVOICE_LABEL_WORDS: Record<InvoiceLabel | 'title', { ar: string; en: string }> = {
  title: { ar: 'فاتورة ضريبية مبسطة', en: 'Simplified tax invoice' },
  orderNumber: { ar: 'رقم الطلب', en: 'Order no.' },
  date: { ar: 'التاريخ', en: 'Date' },
  customer: { ar: 'العميل', en: 'Customer' },
  item: { ar: 'المنتج', en: 'Item' },
  quantity: { ar: 'الكمية', en: 'Qty' },
  price: { ar: 'سعر الوحدة', en: 'Unit price' },
  total: { ar: 'الإجمالي', en: 'Total' },
  subtotal: { ar: 'المجموع الفرعي', en: 'Subtotal' },
  vat: { ar: 'ضريبة القيمة المضافة', en: 'VAT' },
  grandTotal: { ar: 'الإجمالي شامل الضريبة', en: 'Total incl. VAT' },
};

const colour = () => z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'invalid_color' });
const percent = () => z.number().int().min(0).max(100);
/** A text in both languages; empty: the invoice's own words. */
const bilingual = (max: number) => z.strictObject({ ar: z.string().trim().max(max), en: z.string().trim().max(max) });
const uploadedImage = () =>
  z.nullable(
    z
      .string()
      .trim()
      .max(500)
      .regex(/^\/images\/uploads\//, { message: 'invalid_value' }),
  );

export const InvoiceSettings = z.strictObject({
  title: bilingual(60),
  labels: z.strictObject(
    Object.fromEntries(INVOICE_LABELS.map((k) => [k, bilingual(40)])) as Record<InvoiceLabel, ReturnType<typeof bilingual>>,
  ),
  display: z.strictObject(
    Object.fromEntries(INVOICE_DISPLAY.map((k) => [k, z.boolean()])) as Record<InvoiceDisplay, z.ZodBoolean>,
  ),
  returnPolicy: bilingual(1000),
  autoSendEnabled: z.boolean(),
  sendOnOrderStatus: z
    .array(z.enum(ORDER_STATUSES))
    .max(ORDER_STATUSES.length)
    .refine((list) => new Set(list).size === list.length, { message: 'duplicate_status' }),
  logoSize: z.number().int().min(10).max(100),
  logoPosition: z.enum(INVOICE_LOGO_POSITIONS),
  font: z.enum(INVOICE_FONTS),
  watermarkImage: uploadedImage(),
  watermarkOpacity: percent(),
  stampImage: uploadedImage(),
  stampOpacity: percent(),
  stampPosition: z.enum(INVOICE_STAMP_POSITIONS),
  labelColor: colour(),
  dataColor: colour(),
});
export type InvoiceSettings = z.infer<typeof InvoiceSettings>;

const empty = { ar: '', en: '' };

/** The defaults of spec §9: logo right at 30, opacities 30, #111111 and #333333, sent on Completed and Paid. */
export const DEFAULT_INVOICE_SETTINGS: InvoiceSettings = {
  title: empty,
  labels: Object.fromEntries(INVOICE_LABELS.map((k) => [k, empty])) as InvoiceSettings['labels'],
  display: {
    productImage: false,
    description: false,
    weight: false,
    sku: true,
    barcode: false,
    invoiceBarcode: false,
    englishInvoice: false,
    summary: true,
    orderNote: true,
    returnPolicy: false,
    storeAddress: true,
    contactInfo: true,
  },
  returnPolicy: empty,
  autoSendEnabled: true,
  sendOnOrderStatus: ['Completed', 'Paid'],
  logoSize: 30,
  logoPosition: 'right',
  font: 'ibm-plex-sans-arabic',
  watermarkImage: null,
  watermarkOpacity: 30,
  stampImage: null,
  stampOpacity: 30,
  stampPosition: 'bottom-left',
  labelColor: '#111111',
  dataColor: '#333333',
};

/** `PATCH /pdf/config`: only the changed paths (`display.sku`, `labels.total.ar`), each with its new value. */
export const InvoiceSettingsPatch = z.strictObject({ changes: z.record(z.string().min(1).max(200), z.unknown()) });

/**
 * `POST /pdf/preview`: the PDF a layout not yet saved would give, drawn by the invoice's own
 * renderer, for sample data (`orderId` null) or for one of the store's orders.
 */
export const InvoicePreview = z.strictObject({
  settings: InvoiceSettings,
  orderId: z.uuid().nullable().default(null),
  size: z.enum(INVOICE_SIZES).default('a4'),
  lang: z.enum(LANGUAGES).optional(),
});
export type InvoicePreview = z.input<typeof InvoicePreview>;

/** The invoice editor (`/pdf-identity`, `/pdf-form`), the admin role. */
export const invoiceSettingsEndpoints = {
  preview: endpoint({
    method: 'POST',
    path: '/pdf/preview',
    body: InvoicePreview,
    data: FileAnswer,
    download: ['application/pdf'],
  }),
  get: endpoint({ method: 'GET', path: '/pdf/config', data: InvoiceSettings }),
  patch: endpoint({ method: 'PATCH', path: '/pdf/config', body: InvoiceSettingsPatch, data: InvoiceSettings }),
  save: endpoint({ method: 'POST', path: '/pdf/config/save', body: InvoiceSettings, data: InvoiceSettings }),
};
