import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { Head, titled, type PageMeta } from './parts/head.tsx';
import { Frame } from './parts/frame.tsx';
import { HomePage, homeMeta } from './pages/home.tsx';
import { ListingPage, listingMeta } from './pages/listing.tsx';
import { ProductPage, chosenVariant, productMeta } from './pages/product.tsx';
import { InfoPage, infoMeta } from './pages/info.tsx';
import { speechOf, type ShopView, type Speech } from './view.ts';

export interface RenderedPage {
  status: 200 | 404 | 503;
  html: string;
}

/**
 * A storefront page as HTML, drawn on the server: the whole page works without JavaScript (links,
 * GET forms for filters and search, options as links), so it ships none.
 */
export function renderShopPage(view: ShopView): RenderedPage {
  const s = speechOf(view);
  const { page, store } = view;
  let status: RenderedPage['status'] = 200;
  let meta: PageMeta;
  let body: ReactNode;
  switch (page.kind) {
    case 'home':
      meta = homeMeta(view, page.home);
      body = <HomePage s={s} home={page.home} />;
      break;
    case 'listing':
      meta = listingMeta(view, s, page);
      body = <ListingPage s={s} listing={page} />;
      break;
    case 'product':
      meta = productMeta(view, s, page.product, chosenVariant(page.product, page.variantId));
      body = <ProductPage s={s} product={page.product} variantId={page.variantId} vat={store.vat} notice={page.notice ?? null} />;
      break;
    case 'info':
      meta = infoMeta(view, s, page.topic, page.text);
      body = <InfoPage s={s} store={store} topic={page.topic} text={page.text} />;
      break;
    case 'coming-soon':
      return { status: 503, html: documentOf(view, s, comingSoonMeta(view, s), <ComingSoon view={view} s={s} />) };
    case 'not-found':
      status = 404;
      meta = { title: s.t.notFoundTitle, description: s.t.notFoundText, path: view.path, noindex: true };
      body = <NotFound s={s} />;
      break;
  }
  const full = { ...meta, title: titled(store.seo.titleTemplate, meta.title, store.name) };
  return {
    status,
    html: documentOf(
      view,
      s,
      full,
      <Frame view={view} s={s}>
        {body}
      </Frame>,
    ),
  };
}

function documentOf(view: ShopView, s: Speech, meta: PageMeta, body: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang={s.lang} dir={s.dir}>
      <Head view={view} meta={meta} />
      <body>{body}</body>
    </html>,
  )}`;
}

const comingSoonMeta = (view: ShopView, s: Speech): PageMeta => ({
  title: `${view.store.name} · ${s.t.comingSoonTitle}`,
  description: s.say(s.t.comingSoonText, { name: view.store.name }),
  path: '/',
  noindex: true,
});

/** A store that is not open yet: its name, logo and colour, and when to come back. */
function ComingSoon({ view, s }: { view: ShopView; s: Speech }) {
  return (
    <main className="soon">
      <div>
        {view.store.logo ? <img src={view.store.logo} alt="" width={96} height={96} /> : null}
        <h1>{s.t.comingSoonTitle}</h1>
        <p>{s.say(s.t.comingSoonText, { name: view.store.name })}</p>
        <p>
          <a href={s.otherHref('/')} lang={s.lang === 'ar' ? 'en' : 'ar'}>
            {s.t.otherLanguage}
          </a>
        </p>
      </div>
    </main>
  );
}

function NotFound({ s }: { s: Speech }) {
  return (
    <div className="empty">
      <h1>{s.t.notFoundTitle}</h1>
      <p>{s.t.notFoundText}</p>
      <a className="btn" href={s.href('/')}>
        {s.t.backHome}
      </a>
    </div>
  );
}
