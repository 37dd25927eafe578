import type { ShopProductCard, ShopStock } from '@souqna/contracts';
import { thumbnailOf, type Speech } from '../view.ts';

/** The price a customer pays, and the one struck through beside it when there is one. */
export function Price({ s, price, compareAt }: { s: Speech; price: number; compareAt: number | null }) {
  return (
    <span className="price">
      <bdi>{s.money(price)}</bdi>
      {compareAt !== null ? (
        <del className="was" aria-label={`${s.t.priceWas}: ${s.money(compareAt)}`}>
          <bdi>{s.money(compareAt)}</bdi>
        </del>
      ) : null}
    </span>
  );
}

/** "Sold out", "only 3 left" or nothing (a product that can be bought says so by its button). */
export function StockState({ s, stock, left }: { s: Speech; stock: ShopStock; left: number | null }) {
  if (stock === 'sold_out') return <span className="state out">{s.t.soldOut}</span>;
  if (stock === 'low' && left !== null) return <span className="state low">{s.count(s.t.onlyLeft, left)}</span>;
  return null;
}

export function ProductCard({ s, product, eager = false }: { s: Speech; product: ShopProductCard; eager?: boolean }) {
  return (
    <li className="card">
      <a href={s.href(`/products/${encodeURIComponent(product.slug)}`)}>
        <span className="pic">
          {product.image ? (
            <img
              src={thumbnailOf(product.image)}
              alt=""
              width={320}
              height={320}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : null}
        </span>
        <span className="body">
          <span className="name">{product.name}</span>
          <Price s={s} price={product.price} compareAt={product.compareAt} />
          <StockState s={s} stock={product.stock} left={product.left} />
        </span>
      </a>
    </li>
  );
}

export function ProductGrid({ s, products, eager = 0 }: { s: Speech; products: ShopProductCard[]; eager?: number }) {
  return (
    <ul className="grid">
      {products.map((p, i) => (
        <ProductCard key={p.id} s={s} product={p} eager={i < eager} />
      ))}
    </ul>
  );
}
