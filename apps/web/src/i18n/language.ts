import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@souqna/contracts';

export const LANGUAGE_STORAGE_KEY = 'app-language';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A language we speak from a browser tag ("en-GB" → en), or null when we speak none of it. */
export function fromTag(tag: string | null | undefined): Language | null {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/** The stored choice wins; then the browser's languages in order; Arabic otherwise. */
export function detectLanguage(stored: string | null | undefined, browser: readonly string[] = []): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const lang = fromTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

export const directionOf = (lang: Language): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/** `<html dir lang>` follow the language. */
export function applyLanguageToDocument(lang: Language, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  doc.documentElement.lang = lang;
  doc.documentElement.dir = directionOf(lang);
}

export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredLanguage(storage: Pick<Storage, 'setItem'> | undefined, lang: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // The choice still holds for this visit.
  }
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
