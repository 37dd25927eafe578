// zod's tree-shakable entry: the first screen never needs classic zod (see contracts' fields.ts).
import { safeParse, type core } from 'zod/mini';
import { toFieldErrors, type Language } from '@souqna/contracts';
import { ApiError } from './api-error.ts';

/** A message per field path, the first problem of each field. */
export type FieldMessages = Record<string, string>;

/**
 * A form validator from one of the contracts' schemas: the first problem of each field, worded by
 * the contracts' catalogue, so the form says exactly what the server would say. Its signature is
 * @mantine/form's `validate` function too.
 */
export function contractsResolver<Values>(
  schema: core.$ZodType,
  language: () => Language,
  prepare?: (values: Values) => unknown,
) {
  return (values: Values): FieldMessages => {
    const result = safeParse(schema, prepare ? prepare(values) : values, { reportInput: true });
    if (result.success) return {};
    const errors: FieldMessages = {};
    for (const field of toFieldErrors(result.error.issues, language())) errors[field.path] ??= field.message;
    return errors;
  };
}

/** Puts the server's field messages beside their fields; true when there were any. */
export function showServerFieldErrors(error: unknown, setErrors: (errors: FieldMessages) => void): boolean {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  setErrors(error.fieldErrors());
  return true;
}
