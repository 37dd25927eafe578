import { describe, expect, it } from 'vitest';
import { domainMessages } from '../i18n/domain-messages.ts';
import { addMessages } from '../i18n/messages.ts';
import { toFieldErrors } from '../platform/field-errors.ts';
import { MoyasarSettingsInput } from './moyasar.ts';

addMessages(domainMessages);

/** The secret key's field error in `lang`, as code and sentence; null when the key passes. */
const refusal = (secretKey: string, lang: 'ar' | 'en' = 'en') => {
  const result = MoyasarSettingsInput.safeParse({ secretKey }, { reportInput: true });
  if (result.success) return null;
  const [field] = toFieldErrors(result.error.issues, lang);
  return { code: field!.code, message: field!.message };
};

describe('a Moyasar secret key as typed', () => {
  it('takes a test or live secret key, trimmed', () => {
    expect(refusal('sk_test_8Ffi9VqWdU1oT5pL3mXzQk2n')).toBeNull();
    expect(refusal(' sk_live_AbCdEf0123 ')).toBeNull();
  });

  it('says what is wrong: the publishable key, a key cut short, or characters a key never has', () => {
    expect(refusal('pk_test_8Ffi9VqWdU1oT5pL3mXzQk2n')?.code).toBe('moyasar_key');
    expect(refusal('sk_test_123')).toEqual({
      code: 'moyasar_key_short',
      message:
        'This key is too short: after sk_test_ or sk_live_ come at least 10 letters or digits, so copy the whole key from your Moyasar dashboard',
    });
    expect(refusal('sk_test_')?.code).toBe('moyasar_key_short');
    expect(refusal('sk_test_8Ffi9VqWd-U1oT5')?.code).toBe('moyasar_key_chars');
    expect(refusal(`sk_live_${'a'.repeat(121)}`)?.code).toBe('moyasar_key_chars');
  });

  it('isolates the Latin prefixes in Arabic, so their underscores stay in place', () => {
    const { message } = refusal('sk_test_123', 'ar')!;
    expect(message).toContain('\u2066sk_test_\u2069');
    expect(message).toContain('\u2066sk_live_\u2069');
    expect(refusal('pk_x', 'ar')!.message).toContain('\u2066pk_\u2069');
  });
});
