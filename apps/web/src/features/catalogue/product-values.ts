import type {
  CUSTOM_FIELD_TYPES,
  MediaItem,
  OptionType,
  Product,
  ProductInput,
  WarehouseChoice,
  WeightUnit,
} from '@souqna/contracts';

/** What a number field holds: a number, or '' while it is empty. */
export type Amount = number | string;

export interface OptionValueDraft {
  label: string;
  color: string | null;
  image: string | null;
}
export interface OptionDraft {
  name: string;
  type: OptionType;
  values: OptionValueDraft[];
}
export interface StockDraft {
  warehouseId: string;
  quantity: Amount;
}
export interface VariantDraft {
  variantId?: string | null;
  values: string[];
  isDefault: boolean;
  price: Amount;
  salePrice: Amount;
  sku: string;
  barcode: string;
  quantityManagement: StockDraft[];
}
export interface CustomFieldDraft {
  id?: string | null;
  name: string;
  type: (typeof CUSTOM_FIELD_TYPES)[number];
  defaultValue: string;
  required: boolean;
}

/** The form's values: ProductInput's shape (so field errors find their fields), numbers '' when empty. */
export interface ProductFormValues {
  nameAr: string;
  nameEn: string;
  price: Amount;
  costPrice: Amount;
  salePrice: Amount;
  minAlertQuantity: Amount;
  categoryIds: string[];
  brandId: string | null;
  unitId: string | null;
  productTypeId: string | null;
  requiresShipping: boolean;
  isInfinty: boolean;
  taxable: boolean;
  showInStore: boolean;
  description: string;
  subtitleAr: string;
  subtitleEn: string;
  promoTitleAr: string;
  promoTitleEn: string;
  discountPercent: Amount;
  discountAmount: Amount;
  /** An ISO date-time, or null. */
  discountExpiresAt: string | null;
  sku: string;
  barcode: string;
  media: MediaItem[];
  options: OptionDraft[];
  variants: VariantDraft[];
  quantityManagement: StockDraft[];
  advancedInfo: {
    pageTitleAr: string;
    pageTitleEn: string;
    pageDescriptionAr: string;
    pageDescriptionEn: string;
    customUrl: string;
    hsCode: string;
    gtin: string;
    mpn: string;
    tags: string[];
    weight: Amount;
    weightUnit: WeightUnit;
    maxQuantityPerCustomer: Amount;
    allowFileUpload: boolean;
    allowNotes: boolean;
    customFields: CustomFieldDraft[];
  };
}

/** One entry per warehouse, main first, keeping the quantities already known. */
export function stockFor(warehouses: readonly WarehouseChoice[], known: readonly StockDraft[]): StockDraft[] {
  const byId = new Map(known.map((q) => [q.warehouseId, q.quantity]));
  const listed = warehouses.map((w) => ({ warehouseId: w.warehouseId, quantity: byId.get(w.warehouseId) ?? 0 }));
  // Stock in a warehouse no longer offered is kept, so a save never drops it silently.
  const others = known.filter((q) => !warehouses.some((w) => w.warehouseId === q.warehouseId));
  return [...listed, ...others];
}

export function emptyProduct(warehouses: readonly WarehouseChoice[] = []): ProductFormValues {
  return {
    nameAr: '',
    nameEn: '',
    price: '',
    costPrice: '',
    salePrice: '',
    minAlertQuantity: 0,
    categoryIds: [],
    brandId: null,
    unitId: null,
    productTypeId: null,
    requiresShipping: true,
    isInfinty: false,
    taxable: true,
    showInStore: true,
    description: '',
    subtitleAr: '',
    subtitleEn: '',
    promoTitleAr: '',
    promoTitleEn: '',
    discountPercent: '',
    discountAmount: '',
    discountExpiresAt: null,
    sku: '',
    barcode: '',
    media: [],
    options: [],
    variants: [],
    quantityManagement: stockFor(warehouses, []),
    advancedInfo: {
      pageTitleAr: '',
      pageTitleEn: '',
      pageDescriptionAr: '',
      pageDescriptionEn: '',
      customUrl: '',
      hsCode: '',
      gtin: '',
      mpn: '',
      tags: [],
      weight: '',
      weightUnit: 'kg',
      maxQuantityPerCustomer: '',
      allowFileUpload: false,
      allowNotes: false,
      customFields: [],
    },
  };
}

const text = (v: string | null | undefined) => v ?? '';
const amount = (v: number | null | undefined): Amount => v ?? '';

/** A loaded product as the form edits it. */
export function productValuesOf(p: Product, warehouses: readonly WarehouseChoice[]): ProductFormValues {
  const a = p.advancedInfo;
  return {
    nameAr: p.nameAr,
    nameEn: text(p.nameEn),
    price: p.price,
    costPrice: amount(p.costPrice),
    salePrice: amount(p.salePrice),
    minAlertQuantity: p.minAlertQuantity,
    categoryIds: p.categoryIds,
    brandId: p.brandId,
    unitId: p.unitId,
    productTypeId: p.productTypeId,
    requiresShipping: p.requiresShipping,
    isInfinty: p.isInfinty,
    taxable: p.taxable,
    showInStore: p.showInStore,
    description: text(p.description),
    subtitleAr: text(p.subtitleAr),
    subtitleEn: text(p.subtitleEn),
    promoTitleAr: text(p.promoTitleAr),
    promoTitleEn: text(p.promoTitleEn),
    discountPercent: amount(p.discountPercent),
    discountAmount: amount(p.discountAmount),
    discountExpiresAt: p.discountExpiresAt,
    sku: text(p.sku),
    barcode: text(p.barcode),
    media: p.media,
    options: p.options.map((o) => ({ ...o, values: o.values.map((v) => ({ ...v })) })),
    variants: p.variants.map((v) => ({
      variantId: v.variantId,
      values: v.values,
      isDefault: v.isDefault,
      price: amount(v.price),
      salePrice: amount(v.salePrice),
      sku: text(v.sku),
      barcode: text(v.barcode),
      quantityManagement: stockFor(warehouses, v.quantityManagement),
    })),
    quantityManagement: stockFor(warehouses, p.quantityManagement),
    advancedInfo: {
      pageTitleAr: text(a.pageTitleAr),
      pageTitleEn: text(a.pageTitleEn),
      pageDescriptionAr: text(a.pageDescriptionAr),
      pageDescriptionEn: text(a.pageDescriptionEn),
      customUrl: text(a.customUrl),
      hsCode: text(a.hsCode),
      gtin: text(a.gtin),
      mpn: text(a.mpn),
      tags: a.tags,
      weight: amount(a.weight),
      weightUnit: a.weightUnit,
      maxQuantityPerCustomer: amount(a.maxQuantityPerCustomer),
      allowFileUpload: a.allowFileUpload,
      allowNotes: a.allowNotes,
      customFields: a.customFields.map((f) => ({ ...f, defaultValue: text(f.defaultValue) })),
    },
  };
}

/** '' is none; a typed number stays a number (the contract refuses what is not one). */
const numberOrNull = (v: Amount): number | null => {
  if (typeof v === 'number') return v;
  const trimmed = v.trim();
  return trimmed === '' ? null : Number(trimmed);
};
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const stock = (entries: StockDraft[]) =>
  entries.map((q) => ({ warehouseId: q.warehouseId, quantity: numberOrNull(q.quantity) ?? 0 }));

/** What the form sends (and what the contracts' resolver checks): ProductInput. */
export function toProductInput(v: ProductFormValues): ProductInput {
  const a = v.advancedInfo;
  const hasOptions = v.options.length > 0;
  return {
    nameAr: v.nameAr,
    nameEn: orNull(v.nameEn),
    // An empty price is sent as missing: the contract says it is required.
    price: numberOrNull(v.price) ?? (undefined as unknown as number),
    costPrice: numberOrNull(v.costPrice),
    salePrice: numberOrNull(v.salePrice),
    minAlertQuantity: numberOrNull(v.minAlertQuantity) ?? 0,
    categoryIds: v.categoryIds,
    brandId: v.brandId,
    unitId: v.unitId,
    productTypeId: v.productTypeId,
    requiresShipping: v.requiresShipping,
    isInfinty: v.isInfinty,
    taxable: v.taxable,
    showInStore: v.showInStore,
    description: orNull(v.description),
    subtitleAr: orNull(v.subtitleAr),
    subtitleEn: orNull(v.subtitleEn),
    promoTitleAr: orNull(v.promoTitleAr),
    promoTitleEn: orNull(v.promoTitleEn),
    discountPercent: numberOrNull(v.discountPercent),
    discountAmount: numberOrNull(v.discountAmount),
    discountExpiresAt: v.discountExpiresAt,
    sku: orNull(v.sku),
    barcode: orNull(v.barcode),
    media: v.media.map(({ type: _type, ...item }) => item),
    options: v.options.map((o) => ({
      name: o.name,
      type: o.type,
      values: o.values.map((value) => ({
        label: value.label,
        color: o.type === 'color' ? value.color : null,
        image: o.type === 'image' ? value.image : null,
      })),
    })),
    variants: hasOptions
      ? v.variants.map((variant) => ({
          variantId: variant.variantId ?? null,
          values: variant.values,
          isDefault: variant.isDefault,
          price: numberOrNull(variant.price),
          salePrice: numberOrNull(variant.salePrice),
          sku: orNull(variant.sku),
          barcode: orNull(variant.barcode),
          quantityManagement: stock(variant.quantityManagement),
        }))
      : [],
    // With variants the stock is theirs; the product's own is left empty.
    quantityManagement: hasOptions ? [] : stock(v.quantityManagement),
    advancedInfo: {
      pageTitleAr: orNull(a.pageTitleAr),
      pageTitleEn: orNull(a.pageTitleEn),
      pageDescriptionAr: orNull(a.pageDescriptionAr),
      pageDescriptionEn: orNull(a.pageDescriptionEn),
      customUrl: orNull(a.customUrl),
      hsCode: orNull(a.hsCode),
      gtin: orNull(a.gtin),
      mpn: orNull(a.mpn),
      tags: a.tags,
      weight: numberOrNull(a.weight),
      weightUnit: a.weightUnit,
      maxQuantityPerCustomer: numberOrNull(a.maxQuantityPerCustomer),
      allowFileUpload: a.allowFileUpload,
      allowNotes: a.allowNotes,
      customFields: a.customFields.map((f) => ({
        id: f.id ?? null,
        name: f.name,
        type: f.type,
        defaultValue: orNull(f.defaultValue),
        required: f.required,
      })),
    },
  };
}

export const FORM_SECTIONS = ['main', 'media', 'quantity', 'options', 'advanced', 'customFields'] as const;
export type FormSection = (typeof FORM_SECTIONS)[number];

/** The section that holds a field, from its error path. */
export function sectionOf(path: string): FormSection {
  if (path.startsWith('media')) return 'media';
  if (path.startsWith('quantityManagement') || path === 'minAlertQuantity') return 'quantity';
  if (path.startsWith('options') || path.startsWith('variants')) return 'options';
  if (path.startsWith('advancedInfo.customFields')) return 'customFields';
  if (path.startsWith('advancedInfo')) return 'advanced';
  return 'main';
}

/** The section of the first field with a message, in the page's order. */
export function firstSectionWithError(errors: Record<string, unknown>): FormSection | null {
  const found = new Set(
    Object.keys(errors)
      .filter((k) => errors[k])
      .map(sectionOf),
  );
  return FORM_SECTIONS.find((s) => found.has(s)) ?? null;
}
