import { PRODUCT_COUNT_CAP, type ShopBrand, type ShopProductPage, type ShopProductQuery } from '@souqna/contracts';
import { ProductGrid } from '../parts/product-card.tsx';
import type { PageMeta } from '../parts/head.tsx';
import type { ShopView, Speech } from '../view.ts';

/** A listing: all products, a category, a brand (`brand`, its page) or a search. */
type Listing = { listing: ShopProductPage; query: ShopProductQuery; path: string; brand?: ShopBrand | null };

/** Filters the customer chose (a brand page's own brand is not one). */
const isFiltered = ({ query, brand }: Listing) =>
  Boolean(query.min != null || query.max != null || query.available || (!brand && query.brand?.length));

/** The listing's heading: the category's name, the search, or "all products". */
function headingOf(s: Speech, { listing, query, path, brand }: Listing): string {
  if (path === '/search') return s.say(s.t.searchResults, { q: query.q ?? '' });
  return brand?.name ?? listing.category?.name ?? s.t.allProducts;
}

/** The query string of a listing's address, keeping its filters and sort, with `changes` applied. */
export function listingQuery(query: ShopProductQuery, changes: Partial<Record<keyof ShopProductQuery, unknown>> = {}): string {
  const merged = { ...query, ...changes } as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const key of ['q', 'sort', 'min', 'max', 'available', 'brand', 'page'] as const) {
    const value = merged[key];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'sort' && value === 'newest') continue;
    if (key === 'page' && value === 1) continue;
    for (const v of [value].flat()) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function listingMeta(view: ShopView, s: Speech, l: Listing): PageMeta {
  const { query } = l;
  const filtered = Boolean(query.q) || isFiltered(l);
  return {
    title: headingOf(s, l),
    description: view.store.seo.description || view.store.name,
    path: `${l.path}${l.query.page > 1 ? `?page=${l.query.page}` : ''}`,
    // A search's results and a filtered or re-sorted list are the same products again: kept out of the index.
    noindex: l.path === '/search' || filtered || query.sort !== 'newest',
  };
}

const SORTS = [
  ['newest', 'newest'],
  ['price_asc', 'priceAsc'],
  ['price_desc', 'priceDesc'],
  ['best_selling', 'bestSelling'],
] as const;

export function ListingPage({ s, listing: l }: { s: Speech; listing: Listing }) {
  const { listing, query } = l;
  const path = s.href(l.path);
  const heading = headingOf(s, l);
  const filtered = isFiltered(l);
  const count =
    listing.total > PRODUCT_COUNT_CAP
      ? s.say(s.t.moreThan, { count: PRODUCT_COUNT_CAP })
      : s.count(s.t.productCount, listing.total);
  return (
    <>
      <h1>{heading}</h1>
      <div className="listing">
        <details className="filters" open>
          <summary>{s.t.filters}</summary>
          <form method="get" action={path}>
            {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
            <label>
              {s.t.sortBy}{' '}
              <select name="sort" defaultValue={query.sort}>
                {SORTS.map(([value, key]) => (
                  <option key={value} value={value}>
                    {s.t[key]}
                  </option>
                ))}
              </select>
            </label>
            <fieldset>
              <legend>{s.t.priceRange}</legend>
              <div className="row">
                <label>
                  {s.t.priceFrom}
                  <input type="number" name="min" min={0} step="any" inputMode="decimal" defaultValue={query.min ?? ''} />
                </label>
                <label>
                  {s.t.priceTo}
                  <input type="number" name="max" min={0} step="any" inputMode="decimal" defaultValue={query.max ?? ''} />
                </label>
              </div>
            </fieldset>
            {listing.brands.length && !l.brand ? (
              <fieldset>
                <legend>{s.t.brands}</legend>
                {listing.brands.map((b) => (
                  <label className="check" key={b.id}>
                    <input type="checkbox" name="brand" value={b.id} defaultChecked={query.brand?.includes(b.id)} />
                    {b.name}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <label className="check">
              <input type="checkbox" name="available" value="1" defaultChecked={query.available === '1'} />
              {s.t.availableOnly}
            </label>
            <p className="row">
              <button className="btn" type="submit">
                {s.t.apply}
              </button>
              {filtered ? (
                <a
                  href={`${path}${listingQuery({ ...query, min: undefined, max: undefined, brand: undefined, available: undefined, page: 1 })}`}
                >
                  {s.t.clear}
                </a>
              ) : null}
            </p>
          </form>
        </details>
        <section aria-label={heading}>
          <p className="muted" role="status">
            {count}
          </p>
          {listing.items.length ? (
            <ProductGrid s={s} products={listing.items} eager={2} />
          ) : (
            <div className="empty">
              <h2>{s.t.emptyTitle}</h2>
              <p>{filtered || query.q ? s.t.emptyFiltered : s.t.emptyStore}</p>
            </div>
          )}
          <Pager s={s} path={path} query={query} pages={listing.pages} />
        </section>
      </div>
    </>
  );
}

/** Page numbers as real links (the first, the last and two either side of this one). */
function Pager({ s, path, query, pages }: { s: Speech; path: string; query: ShopProductQuery; pages: number }) {
  if (pages <= 1) return null;
  const current = query.page;
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const link = (n: number) => `${path}${listingQuery(query, { page: n })}`;
  return (
    <nav className="pager" aria-label={s.t.pages}>
      <ul>
        {current > 1 ? (
          <li>
            <a href={link(current - 1)} rel="prev">
              {s.t.previous}
            </a>
          </li>
        ) : null}
        {shown.map((n, i) => (
          <li key={n}>
            {i > 0 && n - shown[i - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
            <a
              href={link(n)}
              aria-label={s.say(s.t.pageN, { n })}
              {...(n === current ? { 'aria-current': 'page' as const } : {})}
            >
              {s.say(String(n))}
            </a>
          </li>
        ))}
        {current < pages ? (
          <li>
            <a href={link(current + 1)} rel="next">
              {s.t.next}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
