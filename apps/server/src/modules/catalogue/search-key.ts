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

/**
 * What a typed search compares: its normalised text, or only its digits when it is a phone number
 * as the app shows one (`+966 50 123 4567`, `050-123-4567`), since stored texts keep a phone's digits.
 */
export function typedSearchText(search: string | null | undefined): string {
  const typed = searchTextOf([search]);
  return /^[\d\s+()-]+$/.test(typed) ? typed.replace(/\D/g, '') : typed;
}

/** `normalized` with each Arabic letter spelled as one ASCII character, for the trigram index. */
export function searchKeyOf(normalized: string): string {
  return normalized.replace(/[\u0600-\u06FF]/g, (c) => LETTERS[c] ?? '');
}

/**
 * Where each two neighbouring words of `key` meet, as the SQL function `search_pairs_of` (migration
 * 0007) keeps them for every product: the last three letters of the one, a space and the first three
 * of the next, for words of three letters or more. Letters are counted as PostgreSQL counts them
 * (code points). A text that contains the typed words contains their meeting points too.
 */
export function searchPairsOf(key: string): string[] {
  const words = key.split(' ').map((w) => [...w]);
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [word, next] = [words[i]!, words[i + 1]!];
    if (word.length >= 3 && next.length >= 3) pairs.add(`${word.slice(-3).join('')} ${next.slice(0, 3).join('')}`);
  }
  return [...pairs];
}
