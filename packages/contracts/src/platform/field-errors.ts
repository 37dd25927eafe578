import type { z } from 'zod';
import { translate, type MessageKey } from '../i18n/messages.ts';
import type { Language } from '../i18n/plural.ts';
import type { FieldError } from './errors.ts';

type Issue = z.core.$ZodIssue;

const FIELD_CODE = /^[a-z][a-z0-9_]*$/;

/**
 * Turns one zod issue into the envelope's field error, worded in `lang`. Rules of our own
 * (weak password, phone, ...) raise a custom issue whose message is the field code.
 */
export function toFieldError(issue: Issue, lang: Language): FieldError {
  const path = issue.path.map(String).join('.');
  const { code, key, params } = describe(issue);
  return { path, code, message: translate(key, lang, params) };
}

export function toFieldErrors(issues: readonly Issue[], lang: Language): FieldError[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((k) => toFieldError({ ...issue, path: [...issue.path, k] }, lang))
      : [toFieldError(issue, lang)],
  );
}

function describe(issue: Issue): { code: string; key: MessageKey; params?: Record<string, number> } {
  // A schema may name its own field code as the issue message (`{ message: 'invalid_code' }`): a
  // snake_case word, which zod's own sentences never are. Told by its form, not by the catalogue,
  // so the code is the same whether or not the domains' sentences are loaded (docs/decisions.md).
  if (FIELD_CODE.test(issue.message)) return { code: issue.message, key: `field.${issue.message}` as MessageKey };
  switch (issue.code) {
    case 'invalid_type':
      // Without `reportInput` zod leaves the input out, so a wrong type cannot be told from a missing one.
      return issue.input === undefined || issue.input === null
        ? { code: 'required', key: 'field.required' }
        : { code: 'invalid_type', key: 'field.invalid_type' };
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string' && minimum <= 1) return { code: 'required', key: 'field.required' };
      const kind = issue.origin === 'string' ? 'string' : issue.origin === 'array' || issue.origin === 'set' ? 'array' : 'number';
      return { code: 'too_small', key: `field.too_small.${kind}`, params: { minimum } };
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      const kind = issue.origin === 'string' ? 'string' : issue.origin === 'array' || issue.origin === 'set' ? 'array' : 'number';
      return { code: 'too_big', key: `field.too_big.${kind}`, params: { maximum } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { code: 'invalid_email', key: 'field.invalid_email' };
      if (issue.format === 'url') return { code: 'invalid_url', key: 'field.invalid_url' };
      return { code: 'invalid_format', key: 'field.invalid_format' };
    case 'invalid_value':
      // With `reportInput` a missing choice (enum, literal) reads as missing, like a missing text.
      return 'input' in issue && (issue.input === undefined || issue.input === null)
        ? { code: 'required', key: 'field.required' }
        : { code: 'invalid_value', key: 'field.invalid_value' };
    case 'invalid_union':
      return { code: 'invalid_value', key: 'field.invalid_value' };
    case 'unrecognized_keys':
      return { code: 'unrecognized_keys', key: 'field.unrecognized_keys' };
    default:
      return { code: 'invalid_value', key: 'field.invalid_value' };
  }
}
