import { FONT_FACES, STYLES } from '../styles.ts';
import { safeColour, textOn } from '../colour.ts';
import { pathIn, type ShopView } from '../view.ts';

/** What a page tells search engines and link previews about itself. */
export interface PageMeta {
  title: string;
  description: string;
  /** The canonical path without the language prefix (with the page number when past the first). */
  path: string;
  image?: string | null | undefined;
  type?: 'website' | 'product';
  /** Structured data (schema.org), each one `<script type="application/ld+json">`. */
  jsonLd?: object[];
  /** Kept out of search results (not found, coming soon, a search's results). */
  noindex?: boolean;
}

/** Where the storefront serves its own files (the fonts). */
export const SHOP_ASSETS = '/_shop';

/**
 * JSON for a `<script>` element: `<`, `>`, `&` and the line separators escaped, so a product called
 * `</script><script>…` stays text inside the data.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

export function Head({ view, meta }: { view: ShopView; meta: PageMeta }) {
  const { origin, store, lang } = view;
  const url = (l: 'ar' | 'en') => `${origin}${pathIn(l, meta.path)}`;
  const colour = safeColour(store.colour);
  const css = `${FONT_FACES(`${SHOP_ASSETS}/fonts`)}:root{--brand:${colour};--on-brand:${textOn(colour)}}${STYLES}`;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex ? <meta name="robots" content="noindex" /> : null}
      <meta name="theme-color" content={colour} />
      <link rel="canonical" href={url(lang)} />
      <link rel="alternate" hrefLang="ar" href={url('ar')} />
      <link rel="alternate" hrefLang="en" href={url('en')} />
      <link rel="alternate" hrefLang="x-default" href={url('ar')} />
      {store.favicon ? <link rel="icon" href={store.favicon} /> : null}
      <meta property="og:type" content={meta.type ?? 'website'} />
      <meta property="og:site_name" content={store.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url(lang)} />
      <meta property="og:locale" content={lang === 'ar' ? 'ar_SA' : 'en_US'} />
      {meta.image ? <meta property="og:image" content={absolute(origin, meta.image)} /> : null}
      <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      {meta.image ? <meta name="twitter:image" content={absolute(origin, meta.image)} /> : null}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      {store.seo.structuredData
        ? (meta.jsonLd ?? []).map((data, i) => (
            <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
          ))
        : null}
    </head>
  );
}

/** The page's `<title>`: the store's template (`%s | متجر الأمل`) around the page's own title. */
export const titled = (template: string, title: string, storeName: string): string =>
  title === storeName ? storeName : template.replace('%s', title);
