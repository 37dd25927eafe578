import {
  digitsFor,
  formatMoney,
  plural,
  type Language,
  type PluralForms,
  type ShopBrand,
  type ShopCategory,
  type ShopHome,
  type ShopProduct,
  type ShopProductPage,
  type ShopProductQuery,
  type ShopStore,
} from '@souqna/contracts';
import { TEXTS, fill, type Texts } from './texts.ts';

/** What became of a "notify me" request, told on the product page it returns to. */
export const NOTIFY_NOTICES = ['sent', 'invalid', 'later'] as const;
export type NotifyNotice = (typeof NOTIFY_NOTICES)[number];

/** The store's own pages: about, contact, its return policy, privacy. */
export const INFO_TOPICS = ['about', 'contact', 'returns', 'privacy'] as const;
export type InfoTopic = (typeof INFO_TOPICS)[number];

/** What a storefront page shows, as the server read it for the request's host and language. */
export type ShopPage =
  | { kind: 'home'; home: ShopHome }
  | { kind: 'listing'; listing: ShopProductPage; query: ShopProductQuery; path: string; brand?: ShopBrand | null }
  | { kind: 'product'; product: ShopProduct; variantId: string | null; notice?: NotifyNotice | null }
  | { kind: 'info'; topic: InfoTopic; text: string | null }
  | { kind: 'coming-soon' }
  | { kind: 'not-found' };

export interface ShopView {
  lang: Language;
  /** The store's address, `https://amal.souqna.store`. */
  origin: string;
  /** The page's path without its language prefix (`/products/oud`), and its query string (`?page=2`) or ''. */
  path: string;
  query: string;
  store: ShopStore;
  /** The store's categories for the menu (top level first). */
  categories: ShopCategory[];
  page: ShopPage;
}

/** The page's words, numbers and links in its language and the store's digits. */
export interface Speech {
  lang: Language;
  dir: 'rtl' | 'ltr';
  t: Texts;
  say: (text: string, values?: Record<string, string | number>) => string;
  count: (forms: PluralForms, n: number) => string;
  money: (amount: number) => string;
  /** A path of this store in the page's language: `/products` or `/en/products`. */
  href: (path: string) => string;
  /** The same path in the other language. */
  otherHref: (path: string) => string;
}

export const pathIn = (lang: Language, path: string): string => (lang === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);

export function speechOf(view: Pick<ShopView, 'lang' | 'store'>): Speech {
  const { lang, store } = view;
  const digits = digitsFor(store.digitStyle, lang);
  const t = TEXTS[lang];
  const other: Language = lang === 'ar' ? 'en' : 'ar';
  return {
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    t,
    say: (text, values = {}) => digits(fill(text, values)),
    count: (forms, n) => digits(plural(lang, n, forms)),
    money: (amount) => digits(formatMoney(amount, store.currency, lang)),
    href: (path) => pathIn(lang, path),
    otherHref: (path) => pathIn(other, path),
  };
}

/** The thumbnail (320 px) the uploads keep beside each image (`…/{id}.webp` → `…/{id}-thumb.webp`). */
export const thumbnailOf = (url: string): string =>
  /^\/images\/uploads\/[0-9a-f-]+\/[0-9a-f-]+\.webp$/i.test(url) ? url.replace(/\.webp$/, '-thumb.webp') : url;
