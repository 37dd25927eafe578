import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@souqna/contracts';
import { applyLanguageToDocument, fromTag } from './language.ts';

/** One file per language and feature, each its own chunk: a page loads only the features it shows. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json');

export const NAMESPACES = [
  'common',
  'status',
  'auth',
  'account',
  'shell',
  'public',
  'home',
  'onboarding',
  'profile',
  'store',
  'uploads',
  'reference',
  'forms',
  'storeSettings',
  'billing',
  'warehouse',
  'catalogue',
  'product',
  'products',
  'orders',
  'coupons',
  'notifications',
  'customers',
  'taxes',
  'carts',
  'reports',
  'payments',
  'shipping',
  'wallet',
  'invoices',
  'messaging',
  'webhooks',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const lazyFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = files[`./${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${language}/${namespace}.json`), false);
      return;
    }
    load().then(
      (file) => callback(null, file.default),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

export async function initI18n(language: Language): Promise<I18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (lng) => applyLanguageToDocument(fromTag(lng) ?? DEFAULT_LANGUAGE));
    await i18n
      .use(lazyFiles)
      .use(initReactI18next)
      .init({
        lng: language,
        // Arabic as the fallback language is decided by detectLanguage (anything unsupported reads
        // Arabic); a missing key cannot happen (npm run test:i18n), so no second language loads.
        fallbackLng: false,
        supportedLngs: [...LANGUAGES],
        load: 'languageOnly',
        ns: ['common'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
        returnNull: false,
      });
  }
  applyLanguageToDocument(language);
  return i18n;
}

/** Loads features' texts ahead of a page, so the page never waits for them after it appears. */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

export const currentLanguage = (): Language => fromTag(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;

/** The store holds the choice; i18n follows it (and `<html dir lang>` follow i18n). */
export function followStoreLanguage(store: {
  subscribe: (listener: (s: { language: Language }, p: { language: Language }) => void) => () => void;
}): () => void {
  return store.subscribe((next, prev) => {
    if (next.language !== prev.language) void i18n.changeLanguage(next.language);
  });
}
