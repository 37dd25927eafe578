import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './field-errors.ts';
import { optionalText, requiredText } from './fields.ts';
import { MAX_INPUT_DEPTH, findUnsafeInput } from './input-rules.ts';

describe('the rules every input follows', () => {
  it('finds a null character in a text, an array item or a key, with its place', () => {
    expect(findUnsafeInput({ name: 'ok', tags: ['a', 'b\u0000'] })).toEqual({ path: ['tags', 1], code: 'null_character' });
    expect(findUnsafeInput({ outer: { ['k\u0000']: 1 } })).toEqual({ path: ['outer'], code: 'null_character' });
    expect(findUnsafeInput('\u0000')).toEqual({ path: [], code: 'null_character' });
    expect(findUnsafeInput({ name: 'عطر', price: 10, on: true, none: null, list: [1, 'x'] })).toBeNull();
  });

  it('refuses nesting past the limit without recursion, naming the top field', () => {
    let ok: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) ok = [ok];
    expect(findUnsafeInput({ a: ok })).toBeNull();
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(findUnsafeInput({ field: deep })).toEqual({ path: ['field'], code: 'too_deep' });
  });

  it('the text types refuse it in forms too, in both languages', () => {
    const form = z.object({ name: requiredText({ max: 50 }), note: optionalText({ max: 50 }) });
    const result = form.safeParse({ name: 'a\u0000', note: 'b\u0000' });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!.issues, 'en')).toEqual([
      { path: 'name', code: 'null_character', message: 'Contains a character that is not allowed' },
      { path: 'note', code: 'null_character', message: 'Contains a character that is not allowed' },
    ]);
  });
});
