import type { ShopHome } from '@souqna/contracts';
import { ProductGrid } from '../parts/product-card.tsx';
import type { PageMeta } from '../parts/head.tsx';
import { thumbnailOf, type ShopView, type Speech } from '../view.ts';

export function homeMeta(view: ShopView, home: ShopHome): PageMeta {
  const { store, origin, lang } = view;
  const search = `${origin}${lang === 'en' ? '/en' : ''}/search?q={search_term_string}`;
  return {
    title: store.name,
    description: store.seo.description || store.description || home.banner.subtitle || store.name,
    path: '/',
    image: home.banner.image ?? store.logo,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: store.name,
        url: origin,
        ...(store.logo ? { logo: `${origin}${store.logo}` } : {}),
        ...(store.social.length ? { sameAs: store.social.map((n) => n.href) } : {}),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: store.name,
        url: origin,
        inLanguage: lang,
        potentialAction: { '@type': 'SearchAction', target: search, 'query-input': 'required name=search_term_string' },
      },
    ],
  };
}

/** The link a merchant typed (a store path or a web link), in the page's language when it is the store's. */
const linkOf = (s: Speech, link: string) => (link.startsWith('/') ? s.href(link) : link);

export function HomePage({ s, home }: { s: Speech; home: ShopHome }) {
  const { banner, hero } = home;
  return (
    <>
      <section className="hero" aria-labelledby="banner-title">
        <div className="text">
          <h1 id="banner-title">{banner.title || hero.content}</h1>
          {banner.subtitle ? <p>{banner.subtitle}</p> : null}
          {banner.buttonText ? (
            <a className="btn" href={linkOf(s, banner.buttonLink || '/products')}>
              {banner.buttonText}
            </a>
          ) : null}
        </div>
        {banner.image ? <img src={banner.image} alt="" width={1200} height={800} fetchPriority="high" /> : null}
      </section>
      {hero.slides.length ? (
        <ul className="tiles" aria-label={hero.content || undefined}>
          {hero.slides.map((slide, i) => (
            <li key={i}>
              <a href={linkOf(s, slide.link || '/products')}>
                {slide.image ? <img src={thumbnailOf(slide.image)} alt="" width={320} height={240} loading="lazy" /> : null}
                <span>{slide.title}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {home.categories.length ? (
        <section aria-labelledby="home-categories">
          <h2 id="home-categories">{s.t.categories}</h2>
          <ul className="tiles">
            {home.categories.map((c) => (
              <li key={c.id}>
                <a href={s.href(`/categories/${c.id}`)}>
                  {c.image ? <img src={thumbnailOf(c.image)} alt="" width={320} height={240} loading="lazy" /> : null}
                  <span>{c.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="home-products">
        <div className="tools">
          <h2 id="home-products">{s.t.featured}</h2>
          <a href={s.href('/products')}>{s.t.viewAll}</a>
        </div>
        {home.products.length ? (
          <ProductGrid s={s} products={home.products} eager={banner.image ? 0 : 2} />
        ) : (
          <p className="empty">{s.t.emptyStore}</p>
        )}
      </section>
    </>
  );
}
