import type { ShopProduct, ShopVariant } from '@souqna/contracts';
import { Price, ProductGrid, StockState } from '../parts/product-card.tsx';
import type { PageMeta } from '../parts/head.tsx';
import { thumbnailOf, type NotifyNotice, type ShopView, type Speech } from '../view.ts';

/** The variant the page shows: the one asked for, else the first that can be bought, else the first. */
export function chosenVariant(product: ShopProduct, variantId: string | null): ShopVariant | null {
  const { variants } = product;
  return variants.find((v) => v.id === variantId) ?? variants.find((v) => v.stock !== 'sold_out') ?? variants[0] ?? null;
}

/**
 * The variant a customer reaches by choosing `value` for option `index` from `current`: the one
 * that changes only that option, else the first holding that value that can be bought, else any
 * holding it; null when no variant has that value (it is not offered).
 */
export function variantFor(product: ShopProduct, current: ShopVariant, index: number, value: string): ShopVariant | null {
  const holding = product.variants.filter((v) => v.values[index] === value);
  return (
    holding.find((v) => v.values.every((x, i) => i === index || x === current.values[i])) ??
    holding.find((v) => v.stock !== 'sold_out') ??
    holding[0] ??
    null
  );
}

const AVAILABILITY = { available: 'InStock', low: 'LimitedAvailability', sold_out: 'OutOfStock' } as const;

export function productMeta(view: ShopView, s: Speech, product: ShopProduct, variant: ShopVariant | null): PageMeta {
  const { origin, store } = view;
  const path = `/products/${encodeURIComponent(product.slug)}`;
  const price = variant?.price ?? product.price;
  const stock = variant?.stock ?? product.stock;
  return {
    title: product.seo.title || product.name,
    description: product.seo.description || product.subtitle || store.seo.description || product.name,
    path,
    image: product.images[0]?.url ?? null,
    type: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        ...(product.images.length ? { image: product.images.map((i) => `${origin}${i.url}`) } : {}),
        ...(product.subtitle ? { description: product.subtitle } : {}),
        ...(product.sku ? { sku: product.sku } : {}),
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
        offers: {
          '@type': 'Offer',
          url: `${origin}${s.href(path)}`,
          price: price.toString(),
          priceCurrency: store.currency,
          availability: `https://schema.org/${AVAILABILITY[stock]}`,
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: s.t.home, item: `${origin}${s.href('/')}` },
          ...(product.categories[0]
            ? [
                {
                  '@type': 'ListItem',
                  position: 2,
                  name: product.categories[0].name,
                  item: `${origin}${s.href(`/categories/${product.categories[0].id}`)}`,
                },
              ]
            : []),
          { '@type': 'ListItem', position: product.categories[0] ? 3 : 2, name: product.name },
        ],
      },
    ],
  };
}

export function ProductPage({
  s,
  product,
  variantId,
  vat,
  notice = null,
}: {
  s: Speech;
  product: ShopProduct;
  variantId: string | null;
  notice?: NotifyNotice | null;
  /** What the store's prices say of VAT. */
  vat: 'included' | 'added' | 'none';
}) {
  const variant = chosenVariant(product, variantId);
  const price = variant?.price ?? product.price;
  const compareAt = variant ? variant.compareAt : product.compareAt;
  const stock = variant?.stock ?? product.stock;
  const left = variant ? variant.left : product.left;
  const path = s.href(`/products/${encodeURIComponent(product.slug)}`);
  const [main, ...more] = product.images;
  const category = product.categories[0];
  return (
    <>
      <nav className="crumbs" aria-label={s.t.breadcrumb}>
        <ol>
          <li>
            <a href={s.href('/')}>{s.t.home}</a>
          </li>
          {category ? (
            <li>
              <a href={s.href(`/categories/${category.id}`)}>{category.name}</a>
            </li>
          ) : null}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className={main || product.video ? 'product' : 'product bare'}>
        {main || product.video ? (
          <section className="gallery" aria-label={s.t.gallery}>
            {main ? (
              <div className="main">
                <img src={main.url} alt={main.alt || product.name} width={800} height={800} fetchPriority="high" />
              </div>
            ) : null}
            {more.length ? (
              <ul className="thumbs">
                {more.map((image, i) => (
                  <li key={image.url}>
                    <a href={image.url}>
                      <img
                        src={thumbnailOf(image.url)}
                        alt={image.alt || s.say(s.t.imageN, { n: i + 2, count: product.images.length })}
                        width={72}
                        height={72}
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {product.video ? (
              <a href={product.video} rel="noopener" target="_blank">
                {s.t.video}
              </a>
            ) : null}
          </section>
        ) : null}
        <section className="buy">
          <h1>{product.name}</h1>
          {product.subtitle ? <p className="muted">{product.subtitle}</p> : null}
          <Price s={s} price={price} compareAt={compareAt} />
          {vat !== 'none' ? <p className="muted">{vat === 'included' ? s.t.vatIncluded : s.t.vatExcluded}</p> : null}
          <StockState s={s} stock={stock} left={left} />
          {variant && product.options.length ? (
            <div className="options">
              {product.options.map((option, index) => (
                <fieldset key={option.name}>
                  <legend>{s.say(s.t.chooseOption, { name: option.name })}</legend>
                  <div className="choices">
                    {option.values.map((value) => {
                      const target = variantFor(product, variant, index, value);
                      if (!target) return null;
                      const current = variant.values[index] === value;
                      const out = target.stock === 'sold_out';
                      return (
                        <a
                          key={value}
                          href={`${path}?variant=${target.id}`}
                          className={out ? 'out' : undefined}
                          rel="nofollow"
                          {...(current ? { 'aria-current': 'true' as const } : {})}
                          aria-label={out ? s.say(s.t.choiceSoldOut, { value }) : value}
                        >
                          {value}
                        </a>
                      );
                    })}
                  </div>
                </fieldset>
              ))}
            </div>
          ) : null}
          {stock === 'sold_out' ? <NotifyMe s={s} path={path} variantId={variant?.id ?? null} notice={notice} /> : null}
          <dl className="facts">
            {product.brand ? (
              <>
                <dt>{s.t.brand}</dt>
                <dd>
                  <a href={s.href(`/brands/${product.brand.id}`)}>{product.brand.name}</a>
                </dd>
              </>
            ) : null}
            {category ? (
              <>
                <dt>{s.t.category}</dt>
                <dd>
                  <a href={s.href(`/categories/${category.id}`)}>{category.name}</a>
                </dd>
              </>
            ) : null}
            {product.sku ? (
              <>
                <dt>{s.t.sku}</dt>
                <dd>
                  <bdi>{product.sku}</bdi>
                </dd>
              </>
            ) : null}
          </dl>
          {product.descriptionHtml ? (
            <section aria-labelledby="description">
              <h2 id="description">{s.t.description}</h2>
              <div className="desc" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
            </section>
          ) : null}
        </section>
      </div>
      {product.related.length ? (
        <section aria-labelledby="related">
          <h2 id="related">{s.t.related}</h2>
          <ProductGrid s={s} products={product.related} />
        </section>
      ) : null}
    </>
  );
}

/** "Notify me" for a sold-out product or variant: a plain form, answered by the page it returns to. */
function NotifyMe({
  s,
  path,
  variantId,
  notice,
}: {
  s: Speech;
  path: string;
  variantId: string | null;
  notice: NotifyNotice | null;
}) {
  return (
    <section id="notify" className="notify" aria-labelledby="notify-title">
      <h2 id="notify-title">{s.t.notifyTitle}</h2>
      {notice === 'sent' ? (
        <p role="status" className="ok">
          {s.t.notifySent}
        </p>
      ) : (
        <form method="post" action={`${path}/notify`}>
          <p className="muted">{s.t.notifyText}</p>
          {variantId ? <input type="hidden" name="variant" value={variantId} /> : null}
          <div className="row">
            <input
              type="email"
              name="email"
              required
              maxLength={254}
              autoComplete="email"
              dir="ltr"
              aria-label={s.t.email}
              placeholder="name@example.com"
              {...(notice === 'invalid' ? { 'aria-invalid': true, 'aria-describedby': 'notify-problem' } : {})}
            />
            <button className="btn" type="submit">
              {s.t.notifyButton}
            </button>
          </div>
          {notice === 'invalid' || notice === 'later' ? (
            <p id="notify-problem" role="alert" className="problem">
              {notice === 'invalid' ? s.t.notifyInvalid : s.t.notifyLater}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
