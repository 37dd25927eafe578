import { z } from 'zod';
import { optionalText, requiredText } from '../platform/fields.ts';
import { collectionEndpoints } from '../platform/collection.ts';
import { ListQuery } from '../platform/list.ts';

export const UNIT_NAME_MAX = 40;
export const UNIT_SYMBOL_MAX = 10;

/** Arabic or Latin letters (Arabic vowel marks allowed) and spaces: no digits, punctuation or symbols. Empty is left to `required`. */
const LETTERS_ONLY = /^(?![^]*[\p{N}\p{P}\p{S}])[\p{Script=Arabic}\p{Script=Latin}\p{M} ]*$/u;

/** A unit as the merchant enters it (spec §3 Unit; §5: name 1 to 40 letters, symbol at most 10). */
export const UnitInput = z.strictObject({
  name: requiredText({ max: UNIT_NAME_MAX }).check(z.regex(LETTERS_ONLY, { message: 'letters_only' })),
  symbol: z.nullable(optionalText({ max: UNIT_SYMBOL_MAX })),
});
export type UnitInput = z.input<typeof UnitInput>;
export type UnitValues = z.output<typeof UnitInput>;

export const Unit = z.object({
  id: z.uuid(),
  name: z.string(),
  symbol: z.string().nullable(),
});
export type Unit = z.infer<typeof Unit>;

export const UnitParams = z.strictObject({ id: z.uuid() });

/** A store's units of measure (spec §7 "Catalogue"), the admin role. */
export const unitEndpoints = collectionEndpoints('/store-management/units', {
  params: UnitParams,
  query: ListQuery,
  body: UnitInput,
  data: Unit,
});
