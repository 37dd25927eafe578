/**
 * Rules every request input follows, whatever its schema (docs/decisions.md "Input at the edge"):
 * no text holds U+0000 (PostgreSQL cannot store it in text), and no value nests deeper than
 * MAX_INPUT_DEPTH. The server applies them to every body, query and path before its schema; the text
 * types below apply the first to forms too.
 */
export const MAX_INPUT_DEPTH = 32;

export const hasNullCharacter = (text: string) => text.includes('\u0000');

export interface UnsafeInput {
  path: (string | number)[];
  /** A field-error code with its message in the catalogue (`field.null_character`, `field.too_deep`). */
  code: 'null_character' | 'too_deep';
}

/**
 * The first place where `input` breaks a rule, or null. Iterative, so a body nested 100,000 deep is
 * refused instead of overflowing the stack.
 */
export function findUnsafeInput(input: unknown): UnsafeInput | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasNullCharacter(value)) return { path, code: 'null_character' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path: path.slice(0, 1), code: 'too_deep' };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i] });
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (hasNullCharacter(key)) return { path, code: 'null_character' };
      stack.push({ value: (value as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return null;
}
