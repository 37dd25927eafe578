import type { ReactNode } from 'react';
import { whatsappChat } from '@souqna/contracts';
import type { ShopView, Speech } from '../view.ts';

/** Every page's header (logo, search, language, categories) and footer (links, contact, social, the seller's details). */
export function Frame({ view, s, children }: { view: ShopView; s: Speech; children: ReactNode }) {
  const { store, categories } = view;
  const { t } = s;
  const search = view.page.kind === 'listing' ? (view.page.query.q ?? '') : '';
  const whatsapp = whatsappChat(store.contact.whatsapp);
  return (
    <>
      <a className="skip" href="#main">
        {t.skip}
      </a>
      <header className="top">
        <div className="wrap bar">
          <a className="brand" href={s.href('/')}>
            {store.logo ? <img src={store.logo} alt="" width={40} height={40} /> : null}
            <span>{store.name}</span>
          </a>
          <form className="search" role="search" action={s.href('/search')} method="get">
            <input
              type="search"
              name="q"
              defaultValue={search}
              placeholder={t.searchPlaceholder}
              aria-label={t.searchLabel}
              maxLength={100}
            />
            <button type="submit">{t.search}</button>
          </form>
          <a
            className="lang"
            href={s.otherHref(view.path) + view.query}
            hrefLang={s.lang === 'ar' ? 'en' : 'ar'}
            lang={s.lang === 'ar' ? 'en' : 'ar'}
          >
            {t.otherLanguage}
          </a>
        </div>
        <nav className="wrap cats" aria-label={t.categories}>
          <a href={s.href('/products')}>{t.allProducts}</a>
          {categories.map((c) => (
            <a key={c.id} href={s.href(`/categories/${c.id}`)}>
              {c.name}
            </a>
          ))}
        </nav>
      </header>
      <main id="main" className="wrap">
        {children}
      </main>
      <footer className="bottom">
        <div className="wrap cols">
          <section>
            <h2>{store.footer.title || store.name}</h2>
            <ul>
              {store.footer.links.map((l) => (
                <li key={l.href + l.label}>
                  <a href={l.href.startsWith('/') ? s.href(l.href) : l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2>{t.contact}</h2>
            <ul>
              {store.contact.phone ? (
                <li>
                  {t.phone}:{' '}
                  <a href={`tel:${store.contact.phone}`} dir="ltr">
                    {store.contact.phone}
                  </a>
                </li>
              ) : null}
              {store.contact.email ? (
                <li>
                  {t.email}: <a href={`mailto:${store.contact.email}`}>{store.contact.email}</a>
                </li>
              ) : null}
              {store.social.map((n) => (
                <li key={n.network}>
                  <a href={n.href} rel="noopener" target="_blank">
                    {t.networks[n.network] ?? n.network}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2>{t.legal}</h2>
            <dl className="facts">
              <dt>{t.sellerName}</dt>
              <dd>{store.legal.name}</dd>
              {store.legal.vatNumber ? (
                <>
                  <dt>{t.vatNumber}</dt>
                  <dd>
                    <bdi>{s.say(store.legal.vatNumber)}</bdi>
                  </dd>
                </>
              ) : null}
            </dl>
            <p className="muted">
              © <bdi>{store.name}</bdi>. {t.rights}. {t.poweredBy}
            </p>
          </section>
        </div>
      </footer>
      {whatsapp ? (
        <a className="wa" href={whatsapp} rel="noopener" target="_blank" aria-label={t.whatsapp} title={t.whatsapp}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3Z" />
          </svg>
        </a>
      ) : null}
    </>
  );
}
