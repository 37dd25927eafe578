import { copyOption, updateOption, variantCountOf, variantsFor, VARIANTS_MAX, type OptionType } from '@souqna/contracts';
import type { OptionDraft, OptionValueDraft, VariantDraft } from './product-values.ts';

export interface OptionsState {
  options: OptionDraft[];
  variants: VariantDraft[];
}

const newVariant = (values: string[]): VariantDraft => ({
  values,
  isDefault: false,
  price: '',
  salePrice: '',
  sku: '',
  barcode: '',
  quantityManagement: [],
});

/** Values still being typed (empty) make no variants yet. */
const named = (options: readonly OptionDraft[]) =>
  options.map((o) => ({ values: o.values.filter((v) => v.label.trim() !== '') }));

/** Whether the options make more variants than a product may have (the save is refused). */
export const tooManyVariants = (options: readonly OptionDraft[]) => variantCountOf(named(options)) > VARIANTS_MAX;

/**
 * The variants for new options, generated live: a combination that already had a variant keeps it
 * (price, SKU, stock); past 100 combinations the old rows stay until the options shrink again.
 */
export function withOptions(state: OptionsState, options: OptionDraft[]): OptionsState {
  // The contracts' rule keeps a row per combination; `at` says which draft row it came from.
  const known = state.variants.map((v, at) => ({ values: v.values, isDefault: v.isDefault, quantityManagement: [], at }));
  const rows = variantsFor(named(options), known);
  if (rows === null) return { options, variants: state.variants };
  const variants = rows.map((row) =>
    'at' in row
      ? { ...state.variants[row.at]!, isDefault: row.isDefault }
      : { ...newVariant(row.values), isDefault: row.isDefault },
  );
  return { options, variants };
}

export const emptyOption = (name: string, type: OptionType = 'text'): OptionDraft => ({
  name,
  type,
  values: [{ label: '', color: type === 'color' ? '#000000' : null, image: null }],
});

export const addOption = (state: OptionsState, name: string) => withOptions(state, [...state.options, emptyOption(name)]);

export const removeOption = (state: OptionsState, index: number) =>
  withOptions(
    { ...state, variants: state.variants.map((v) => ({ ...v, values: v.values.filter((_, i) => i !== index) })) },
    state.options.filter((_, i) => i !== index),
  );

/** Appends a copy of the option, its name suffixed with " - نسخة" (spec §4). */
export const duplicateOption = (state: OptionsState, index: number) => withOptions(state, copyOption(state.options, index));

export const changeOption = (state: OptionsState, index: number, patch: Partial<OptionDraft>) =>
  withOptions(state, updateOption(state.options, index, patch));

export function addValue(state: OptionsState, index: number): OptionsState {
  const option = state.options[index];
  if (!option) return state;
  const value: OptionValueDraft = { label: '', color: option.type === 'color' ? '#000000' : null, image: null };
  return changeOption(state, index, { values: [...option.values, value] });
}

export function removeValue(state: OptionsState, index: number, valueIndex: number): OptionsState {
  const option = state.options[index];
  if (!option) return state;
  return changeOption(state, index, { values: option.values.filter((_, i) => i !== valueIndex) });
}

/**
 * Changes one value; renaming it renames it in the variants first, so a variant keeps its price,
 * SKU and stock while its value is typed letter by letter.
 */
export function changeValue(
  state: OptionsState,
  index: number,
  valueIndex: number,
  patch: Partial<OptionValueDraft>,
): OptionsState {
  const option = state.options[index];
  const before = option?.values[valueIndex];
  if (!option || !before) return state;
  const values = option.values.map((v, i) => (i === valueIndex ? { ...v, ...patch } : v));
  let variants = state.variants;
  if (patch.label !== undefined && before.label.trim() !== '') {
    const old = before.label.trim();
    const renamed = patch.label.trim();
    const taken = option.values.some((v, i) => i !== valueIndex && v.label.trim() === old);
    if (!taken)
      variants = variants.map((v) =>
        v.values[index] === old ? { ...v, values: v.values.map((x, i) => (i === index ? renamed : x)) } : v,
      );
  }
  return withOptions({ ...state, variants }, updateOption(state.options, index, { values }));
}

/** A variant's stock in one warehouse; 0 when none is recorded. */
export const stockIn = (variant: VariantDraft, warehouseId: string) =>
  variant.quantityManagement.find((q) => q.warehouseId === warehouseId)?.quantity ?? 0;

export function setStockIn(variant: VariantDraft, warehouseId: string, quantity: number | string): VariantDraft {
  const has = variant.quantityManagement.some((q) => q.warehouseId === warehouseId);
  return {
    ...variant,
    quantityManagement: has
      ? variant.quantityManagement.map((q) => (q.warehouseId === warehouseId ? { ...q, quantity } : q))
      : [...variant.quantityManagement, { warehouseId, quantity }],
  };
}
