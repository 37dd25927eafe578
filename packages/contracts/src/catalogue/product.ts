import { z } from 'zod';
import { optionalText, requiredText } from '../platform/fields.ts';
import { MediaItem, MediaItemInput, MEDIA_MAX } from './media.ts';
import {
  CODE_MAX,
  OPTIONS_MAX,
  ProductOption,
  Variant,
  VariantInput,
  VARIANTS_MAX,
  variantCountOf,
  WarehouseQuantity,
} from './variants.ts';

// Limits of docs/product-rules.md "Catalogue".
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 20_000;
export const PRODUCT_SHORT_TEXT_MAX = 200;
export const PAGE_DESCRIPTION_MAX = 500;
export const TAGS_MAX = 30;
export const TAG_MAX = 50;
export const CUSTOM_FIELDS_MAX = 20;
export const PRODUCT_CATEGORIES_MAX = 20;
export const AMOUNT_MAX = 1_000_000_000;

export const WEIGHT_UNITS = ['kg', 'g', 'lb', 'oz'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'boolean'] as const;

const amount = () => z.number().min(0).max(AMOUNT_MAX);
const code = () => z.nullable(optionalText({ max: CODE_MAX }));
const shortText = () => z.nullable(optionalText({ max: PRODUCT_SHORT_TEXT_MAX }));

/** A custom URL part: letters (Arabic too), digits and single dashes, as a browser keeps it readable. */
export const SLUG_PATTERN = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

/** Spec §3 Custom field: name (not empty, §5), type, default value, required. */
export const CustomField = z.strictObject({
  id: z.string().trim().max(64).nullable().optional(),
  name: requiredText({ max: 100 }),
  type: z.enum(CUSTOM_FIELD_TYPES),
  defaultValue: z.string().trim().max(500).nullable().optional(),
  required: z.boolean().default(false),
});
export type CustomField = z.input<typeof CustomField>;

/** The product's advanced info (its own calls: `/product/advanced-info-*`). */
export const AdvancedInfoInput = z.strictObject({
  pageTitleAr: shortText(),
  pageTitleEn: shortText(),
  pageDescriptionAr: z.nullable(optionalText({ max: PAGE_DESCRIPTION_MAX })),
  pageDescriptionEn: z.nullable(optionalText({ max: PAGE_DESCRIPTION_MAX })),
  customUrl: z
    .string()
    .trim()
    .max(PRODUCT_SHORT_TEXT_MAX)
    .refine((v) => v === '' || SLUG_PATTERN.test(v), { message: 'invalid_slug' })
    .nullable()
    .optional(),
  hsCode: z.nullable(optionalText({ max: 20 })),
  gtin: code(),
  mpn: code(),
  tags: z
    .array(requiredText({ max: TAG_MAX }))
    .max(TAGS_MAX)
    .default([]),
  weight: amount().nullable().optional(),
  weightUnit: z.enum(WEIGHT_UNITS).default('kg'),
  maxQuantityPerCustomer: z.number().int().min(1).max(1_000_000).nullable().optional(),
  allowFileUpload: z.boolean().default(false),
  allowNotes: z.boolean().default(false),
  customFields: z.array(CustomField).max(CUSTOM_FIELDS_MAX).default([]),
});
export type AdvancedInfoInput = z.input<typeof AdvancedInfoInput>;
export type AdvancedInfoValues = z.output<typeof AdvancedInfoInput>;

export const AdvancedInfo = z.object({
  pageTitleAr: z.string().nullable(),
  pageTitleEn: z.string().nullable(),
  pageDescriptionAr: z.string().nullable(),
  pageDescriptionEn: z.string().nullable(),
  customUrl: z.string().nullable(),
  hsCode: z.string().nullable(),
  gtin: z.string().nullable(),
  mpn: z.string().nullable(),
  tags: z.array(z.string()),
  weight: z.number().nullable(),
  weightUnit: z.enum(WEIGHT_UNITS),
  maxQuantityPerCustomer: z.number().int().nullable(),
  allowFileUpload: z.boolean(),
  allowNotes: z.boolean(),
  customFields: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(CUSTOM_FIELD_TYPES),
      defaultValue: z.string().nullable(),
      required: z.boolean(),
    }),
  ),
});
export type AdvancedInfo = z.infer<typeof AdvancedInfo>;

/** The product's main data: every field of spec §3 outside the advanced info. */
const mainData = {
  nameAr: requiredText({ max: PRODUCT_NAME_MAX }),
  nameEn: z.nullable(optionalText({ max: PRODUCT_NAME_MAX })),
  price: amount(),
  costPrice: amount().nullable().optional(),
  /** The price the storefront shows struck through the current one; above `price` when set. */
  salePrice: amount().nullable().optional(),
  minAlertQuantity: z.number().int().min(0).max(1_000_000).default(0),
  categoryIds: z.array(z.uuid()).max(PRODUCT_CATEGORIES_MAX).default([]),
  brandId: z.uuid().nullable().optional(),
  unitId: z.uuid().nullable().optional(),
  productTypeId: z.string().trim().max(40).nullable().optional(),
  requiresShipping: z.boolean().default(true),
  isInfinty: z.boolean().default(false),
  taxable: z.boolean().default(true),
  showInStore: z.boolean().default(true),
  /** Rich text; the server keeps only the allowed tags and attributes. */
  description: z.nullable(optionalText({ max: PRODUCT_DESCRIPTION_MAX })),
  subtitleAr: shortText(),
  subtitleEn: shortText(),
  promoTitleAr: shortText(),
  promoTitleEn: shortText(),
  discountPercent: z.number().min(0).max(100).nullable().optional(),
  discountAmount: amount().nullable().optional(),
  discountExpiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  sku: code(),
  barcode: code(),
  media: z
    .array(MediaItemInput)
    .max(MEDIA_MAX * 2)
    .default([]),
  options: z.array(ProductOption).max(OPTIONS_MAX).default([]),
  variants: z.array(VariantInput).max(VARIANTS_MAX).default([]),
  /** Stock of a product without variants, per warehouse (spec "quantity management"). */
  quantityManagement: z.array(WarehouseQuantity).max(100).default([]),
};

/** Rules across fields, shared by create and update. */
function checkProduct(p: z.output<z.ZodObject<typeof mainData>>, ctx: z.RefinementCtx) {
  if (p.salePrice != null && p.salePrice <= p.price)
    ctx.addIssue({ code: 'custom', message: 'sale_not_above_price', path: ['salePrice'], input: p.salePrice });
  if (p.discountAmount != null && p.discountAmount > p.price)
    ctx.addIssue({ code: 'custom', message: 'discount_above_price', path: ['discountAmount'], input: p.discountAmount });
  if (variantCountOf(p.options) > VARIANTS_MAX)
    ctx.addIssue({ code: 'custom', message: 'too_many_variants', path: ['options'], input: p.options.length });
  const names = new Set<string>();
  p.options.forEach((o, i) => {
    const key = o.name.trim().toLowerCase();
    if (names.has(key))
      ctx.addIssue({ code: 'custom', message: 'duplicate_option', path: ['options', i, 'name'], input: o.name });
    names.add(key);
  });
  p.variants.forEach((v, i) => {
    if (v.values.length !== p.options.length)
      ctx.addIssue({ code: 'custom', message: 'variant_values', path: ['variants', i, 'values'], input: v.values });
  });
}

/** `POST /product/create-product` and `PUT /product/{id}/product`: the whole product. */
export const ProductInput = z
  .object({ ...mainData, advancedInfo: AdvancedInfoInput.optional() })
  .strict()
  .superRefine(checkProduct);
export type ProductInput = z.input<typeof ProductInput>;
export type ProductValues = z.output<typeof ProductInput>;

/** A product as `GET /product/asem-product/{id}` answers it: everything the form and the details show. */
export const Product = z.object({
  productId: z.uuid(),
  nameAr: z.string(),
  nameEn: z.string().nullable(),
  price: z.number(),
  costPrice: z.number().nullable(),
  salePrice: z.number().nullable(),
  currency: z.string(),
  minAlertQuantity: z.number().int(),
  categoryIds: z.array(z.uuid()),
  brandId: z.uuid().nullable(),
  unitId: z.uuid().nullable(),
  productTypeId: z.string().nullable(),
  requiresShipping: z.boolean(),
  isInfinty: z.boolean(),
  taxable: z.boolean(),
  showInStore: z.boolean(),
  hasViarant: z.boolean(),
  description: z.string().nullable(),
  subtitleAr: z.string().nullable(),
  subtitleEn: z.string().nullable(),
  promoTitleAr: z.string().nullable(),
  promoTitleEn: z.string().nullable(),
  discountPercent: z.number().nullable(),
  discountAmount: z.number().nullable(),
  discountExpiresAt: z.string().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  media: z.array(MediaItem),
  mainImageUrl: z.string().nullable(),
  options: z.array(
    z.object({
      name: z.string(),
      type: z.enum(['text', 'color', 'image']),
      values: z.array(z.object({ label: z.string(), color: z.string().nullable(), image: z.string().nullable() })),
    }),
  ),
  variants: z.array(Variant),
  quantityManagement: z.array(WarehouseQuantity),
  /** All stock: the product's, or the sum of its variants'. */
  quantity: z.number().int(),
  stockState: z.enum(['in_stock', 'low', 'out', 'infinite']),
  advancedInfo: AdvancedInfo,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof Product>;

export const ProductParams = z.strictObject({ id: z.uuid() });

// --- Lists ---------------------------------------------------------------------------------------

export const STOCK_STATES = ['in_stock', 'low', 'out', 'infinite'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/**
 * Stock state of spec "Minimum-alert quantity marks low stock": infinite products never run out;
 * 0 is out; at or under the alert quantity (when it is above 0) is low.
 */
export function stockStateOf(p: { isInfinty: boolean; quantity: number; minAlertQuantity: number }): StockState {
  if (p.isInfinty) return 'infinite';
  if (p.quantity <= 0) return 'out';
  if (p.minAlertQuantity > 0 && p.quantity <= p.minAlertQuantity) return 'low';
  return 'in_stock';
}

export const PRODUCT_SORTS = ['newest', 'oldest', 'name', 'price_asc', 'price_desc', 'quantity_asc', 'quantity_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** `POST /product/dashboard-product-cards?page&pageSize`: the filter body (every field optional). */
export const ProductCardsFilter = z
  .object({
    /** Name (ar/en), SKU or barcode; Arabic letter forms and marks ignored. */
    search: z.string().trim().max(PRODUCT_NAME_MAX).optional(),
    categoryId: z.uuid().nullable().optional(),
    brandId: z.uuid().nullable().optional(),
    priceMin: amount().nullable().optional(),
    priceMax: amount().nullable().optional(),
    stockState: z.enum(STOCK_STATES).nullable().optional(),
    showInStore: z.boolean().nullable().optional(),
    sort: z.enum(PRODUCT_SORTS).default('newest'),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.priceMin != null && f.priceMax != null && f.priceMin > f.priceMax)
      ctx.addIssue({ code: 'custom', message: 'range_reversed', path: ['priceMax'], input: f.priceMax });
  });
export type ProductCardsFilter = z.input<typeof ProductCardsFilter>;

/** One product in the list (cards and table views). */
export const ProductCard = z.object({
  productId: z.uuid(),
  nameAr: z.string(),
  nameEn: z.string().nullable(),
  mainImageUrl: z.string().nullable(),
  price: z.number(),
  salePrice: z.number().nullable(),
  discountPercent: z.number().nullable(),
  currency: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  /** Stock in the store's main warehouse (what the edits table changes for a product without variants). */
  mainQuantity: z.number().int(),
  minAlertQuantity: z.number().int(),
  isInfinty: z.boolean(),
  stockState: z.enum(STOCK_STATES),
  showInStore: z.boolean(),
  hasViarant: z.boolean(),
  variantCount: z.number().int(),
  brandName: z.string().nullable(),
  categoryNames: z.array(z.string()),
  createdAt: z.string(),
});
export type ProductCard = z.infer<typeof ProductCard>;

/** The product-edits table: many products changed inline, saved in one call (all or nothing). */
export const ProductBulkUpdate = z.strictObject({
  items: z
    .array(
      z.strictObject({
        productId: z.uuid(),
        price: amount().optional(),
        salePrice: amount().nullable().optional(),
        /** Stock in the main warehouse; refused for a product with variants (edit it in the stock grid). */
        quantity: z.number().int().min(0).max(1_000_000_000).optional(),
        showInStore: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(100),
});
export type ProductBulkUpdate = z.input<typeof ProductBulkUpdate>;

/** `GET /product/warehouse-select-main`: the warehouses a product's stock can be in, main first. */
export const WarehouseChoice = z.object({ warehouseId: z.uuid(), name: z.string(), isMain: z.boolean() });
export type WarehouseChoice = z.infer<typeof WarehouseChoice>;

/** `GET /product/{id}/images`. */
export const ProductImages = z.object({
  images: z.array(z.object({ url: z.string(), isMain: z.boolean() })),
  mainImageUrl: z.string().nullable(),
  media: z.array(MediaItem),
});
export type ProductImages = z.infer<typeof ProductImages>;
export const ProductMediaInput = z.strictObject({ media: z.array(MediaItemInput).max(MEDIA_MAX * 2) });
export type ProductMediaInput = z.input<typeof ProductMediaInput>;
export type ProductMediaValues = z.output<typeof ProductMediaInput>;

/** `GET /product/{id}/variants-details` and the body of `PUT /product/variants-update?productId=`. */
export const ProductVariantsInput = z
  .strictObject({ options: z.array(ProductOption).max(OPTIONS_MAX), variants: z.array(VariantInput).max(VARIANTS_MAX) })
  .superRefine((p, ctx) => {
    if (variantCountOf(p.options) > VARIANTS_MAX)
      ctx.addIssue({ code: 'custom', message: 'too_many_variants', path: ['options'], input: p.options.length });
  });
export type ProductVariantsInput = z.input<typeof ProductVariantsInput>;
export type ProductVariantsValues = z.output<typeof ProductVariantsInput>;
export const ProductVariants = Product.pick({ productId: true, hasViarant: true, options: true, variants: true });
export type ProductVariants = z.infer<typeof ProductVariants>;
export const VariantsQuery = z.strictObject({ productId: z.uuid() });

// --- Link builder ---------------------------------------------------------------------------------

const utm = () => z.string().trim().max(100).optional();

/** `GET /product/data-link`: a product or category link of the store, with optional UTM fields. */
export const DataLinkQuery = z
  .strictObject({
    productId: z.uuid().optional(),
    categoryId: z.uuid().optional(),
    utmSource: utm(),
    utmMedium: utm(),
    utmCampaign: utm(),
  })
  .superRefine((q, ctx) => {
    if (Boolean(q.productId) === Boolean(q.categoryId))
      ctx.addIssue({ code: 'custom', message: 'one_target', path: ['productId'], input: q.productId });
  });
export type DataLinkQuery = z.input<typeof DataLinkQuery>;
export const DataLink = z.object({ url: z.string(), title: z.string() });
export type DataLink = z.infer<typeof DataLink>;
