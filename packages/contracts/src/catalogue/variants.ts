import { z } from 'zod';
import { imageRef, requiredText } from '../platform/fields.ts';

/** docs/product-rules.md "Catalogue": 10 options of 30 values each, at most 100 variants per product. */
export const OPTIONS_MAX = 10;
export const OPTION_VALUES_MAX = 30;
export const VARIANTS_MAX = 100;
export const OPTION_NAME_MAX = 50;
export const OPTION_VALUE_MAX = 50;
export const CODE_MAX = 64;
/** The Arabic word for copy, appended to a copied option's name (spec §4). */
export const COPY_SUFFIX = 'نسخة';

export const OPTION_TYPES = ['text', 'color', 'image'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** One value of an option: its label, and for a colour its `#rrggbb`, for an image its picture. */
export const OptionValue = z.strictObject({
  label: requiredText({ max: OPTION_VALUE_MAX }),
  color: z.string().trim().regex(HEX_COLOUR, { message: 'invalid_colour' }).nullable().optional(),
  image: z.nullable(z.optional(imageRef())),
});
export type OptionValue = z.input<typeof OptionValue>;

/** Spec §3 Option: name, type (text, color, image), values; labels unique within the option. */
export const ProductOption = z
  .strictObject({
    name: requiredText({ max: OPTION_NAME_MAX }),
    type: z.enum(OPTION_TYPES),
    values: z.array(OptionValue).min(1).max(OPTION_VALUES_MAX),
  })
  .superRefine((option, ctx) => {
    const seen = new Set<string>();
    option.values.forEach((value, i) => {
      const key = value.label.trim().toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: 'duplicate_value', path: ['values', i, 'label'], input: value.label });
      seen.add(key);
      if (option.type === 'color' && !value.color)
        ctx.addIssue({ code: 'custom', message: 'colour_required', path: ['values', i, 'color'], input: value.color });
    });
  });
export type ProductOption = z.input<typeof ProductOption>;
export type ProductOptionValues = z.output<typeof ProductOption>;

/** Stock of one variant (or of a product without variants) in one warehouse. */
export const WarehouseQuantity = z.strictObject({
  warehouseId: z.uuid(),
  quantity: z.number().int().min(0).max(1_000_000_000),
});
export type WarehouseQuantity = z.infer<typeof WarehouseQuantity>;

/** Spec §3 Variant: the option values it stands for (one label per option, in option order), default flag, stock, price, SKU. */
export const VariantInput = z.strictObject({
  /** The variant's id when it already exists: its stock history follows it. */
  variantId: z.uuid().nullable().optional(),
  values: z
    .array(requiredText({ max: OPTION_VALUE_MAX }))
    .min(1)
    .max(OPTIONS_MAX),
  isDefault: z.boolean().default(false),
  /** Null: the product's price. */
  price: z.number().min(0).max(1_000_000_000).nullable().optional(),
  salePrice: z.number().min(0).max(1_000_000_000).nullable().optional(),
  sku: z.string().trim().max(CODE_MAX).nullable().optional(),
  barcode: z.string().trim().max(CODE_MAX).nullable().optional(),
  quantityManagement: z.array(WarehouseQuantity).max(100).default([]),
});
export type VariantInput = z.input<typeof VariantInput>;
export type VariantValues = z.output<typeof VariantInput>;

export const Variant = z.object({
  variantId: z.uuid(),
  values: z.array(z.string()),
  isDefault: z.boolean(),
  price: z.number().nullable(),
  salePrice: z.number().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  quantityManagement: z.array(WarehouseQuantity),
  /** The sum over warehouses. */
  quantity: z.number().int(),
});
export type Variant = z.infer<typeof Variant>;

/** The value combinations the options make, in order (the cartesian product); empty without options. */
export function combinationsOf(options: readonly { values: readonly { label: string }[] }[]): string[][] {
  if (options.length === 0) return [];
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((v) => [...row, v.label.trim()])),
    [[]],
  );
}

/** How many variants the options make, without building them (to refuse more than 100 early). */
export const variantCountOf = (options: readonly { values: readonly unknown[] }[]): number =>
  options.length === 0 ? 0 : options.reduce((n, o) => n * o.values.length, 1);

const keyOf = (values: readonly string[]) => values.map((v) => v.trim().toLowerCase()).join('\u0000');

type DraftVariant = Omit<VariantValues, 'variantId'> & { variantId?: string | null };

/**
 * The variants for `options`: one per combination, keeping what an existing variant of the same
 * values had (id, price, SKU, stock), exactly one default (the old default if it remains, else the
 * first). More than 100 combinations answers null: the caller refuses them.
 */
export function variantsFor<V extends DraftVariant>(
  options: readonly { values: readonly { label: string }[] }[],
  existing: readonly V[],
): (V | DraftVariant)[] | null {
  if (variantCountOf(options) > VARIANTS_MAX) return null;
  const byKey = new Map(existing.map((v) => [keyOf(v.values), v]));
  const rows: (V | DraftVariant)[] = combinationsOf(options).map(
    (values) =>
      byKey.get(keyOf(values)) ?? {
        values,
        isDefault: false,
        price: null,
        salePrice: null,
        sku: null,
        barcode: null,
        quantityManagement: [],
      },
  );
  return withOneDefault(rows);
}

/** Exactly one default: the first flagged one, else the first (spec §4). */
export function withOneDefault<V extends { isDefault: boolean }>(variants: readonly V[]): V[] {
  const chosen = Math.max(
    0,
    variants.findIndex((v) => v.isDefault),
  );
  return variants.map((v, i) => ({ ...v, isDefault: i === chosen }));
}

/** Makes variant `index` the default and no other; out of range changes nothing. */
export function setDefaultVariant<V extends { isDefault: boolean }>(variants: readonly V[], index: number): V[] {
  if (index < 0 || index >= variants.length) return [...variants];
  return variants.map((v, i) => ({ ...v, isDefault: i === index }));
}

/** Appends a copy of option `index`, its name suffixed with "نسخة" (spec §4); out of range changes nothing. */
export function copyOption<O extends { name: string }>(options: readonly O[], index: number): O[] {
  const source = options[index];
  if (!source || options.length >= OPTIONS_MAX) return [...options];
  return [...options, { ...structuredClone(source), name: `${source.name} - ${COPY_SUFFIX}` }];
}

/** Changes option `index`; an update with an out-of-range index is ignored (spec §5). */
export function updateOption<O extends object>(options: readonly O[], index: number, patch: Partial<O>): O[] {
  if (!Number.isInteger(index) || index < 0 || index >= options.length) return [...options];
  return options.map((o, i) => (i === index ? { ...o, ...patch } : o));
}

/** The text a variant shows: its values joined ("أحمر / كبير"). */
export const variantLabel = (values: readonly string[]) => values.join(' / ');
