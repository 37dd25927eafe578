import { normalizeArabic } from '@souqna/contracts';

// One ASCII letter or digit per Arabic letter left after `normalizeArabic`. Collisions with Latin
// text are expected and harmless: the trigram index only narrows the rows, and every match is
// checked again against the real normalised text (`search_text`).
const LETTERS: Record<string, string> = {
  ا: 'a',
  ب: 'b',
  ت: 't',
  ث: 'v',
  ج: 'j',
  ح: 'h',
  خ: 'x',
  د: 'd',
  ذ: 'z',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'c',
  ص: 'p',
  ض: 'o',
  ط: 'q',
  ظ: 'g',
  ع: 'e',
  غ: 'g',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'i',
  و: 'w',
  ي: 'y',
  ء: 'u',
  پ: 'p',
  چ: 'c',
  گ: 'g',
  ڤ: 'v',
};

/** The text a search compares: names, SKU and barcode, normalised (أ/ا, ة/ه, marks...) and joined. */
export function searchTextOf(parts: readonly (string | null | undefined)[]): string {
  return normalizeArabic(parts.filter(Boolean).join(' ')).replace(/\s+/g, ' ').trim();
}

/** `normalized` with each Arabic letter spelled as one ASCII character, for the trigram index. */
export function searchKeyOf(normalized: string): string {
  return normalized.replace(/[\u0600-\u06FF]/g, (c) => LETTERS[c] ?? '');
}
