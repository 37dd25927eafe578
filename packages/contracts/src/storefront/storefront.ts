import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { emailAddress } from '../platform/fields.ts';
import { SLUG_PATTERN } from '../catalogue/product.ts';
import { HERO_TYPES } from '../store/config.ts';

/*
 * The storefront's calls (docs/decisions.md "The storefront"): public, no token, the store chosen by
 * the request's host and never by an id the client sends. Each answer holds only what a customer may
 * see: no cost price, no exact stock (a count shows only below the store's low-stock mark), no hidden
 * product, nothing of another store. The storefront's pages are drawn on the server from the same
 * functions these calls answer from.
 */

/** The sorts a customer can choose on a listing; `best_selling` reads the sales the store already keeps. */
export const SHOP_SORTS = ['newest', 'price_asc', 'price_desc', 'best_selling'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** Products on one page of a listing. */
export const SHOP_PAGE_SIZE = 24;
/** The last page a listing goes to: past it a customer narrows with filters or search. */
export const SHOP_MAX_PAGE = 400;
/** The longest search a customer may type. */
export const SHOP_SEARCH_MAX = 100;
/** At most this many brands checked at once in a listing's filter. */
export const SHOP_MAX_BRANDS = 20;

const price = () => z.coerce.number().min(0).max(1_000_000_000);
/** A query value that may come once or repeated (`?brand=a&brand=b`). */
const repeated = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item).max(max));

/** A listing's page, sort and filters, as the address of the page carries them (works without JavaScript). */
export const ShopProductQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(SHOP_MAX_PAGE).default(1),
  sort: z.enum(SHOP_SORTS).default('newest'),
  q: z
    .string()
    .trim()
    .max(SHOP_SEARCH_MAX)
    .refine((v) => [...v].every((c) => c.charCodeAt(0) >= 0x20), { message: 'invalid_value' })
    .optional(),
  category: z.uuid().optional(),
  brand: repeated(z.uuid(), SHOP_MAX_BRANDS).optional(),
  min: price().optional(),
  max: price().optional(),
  /** `1`: only what can be bought now. */
  available: z.enum(['1']).optional(),
});
export type ShopProductQuery = z.infer<typeof ShopProductQuery>;

/** Whether a customer can buy it now; `low` comes with `left`, the count under the store's low-stock mark. */
export const SHOP_STOCK = ['available', 'low', 'sold_out'] as const;
export type ShopStock = (typeof SHOP_STOCK)[number];

/** A product as a listing shows it. Prices in major units of the store's currency. */
export const ShopProductCard = z.object({
  id: z.uuid(),
  /** The product's address: `/products/{slug}` (its custom link, else its id). */
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** What the customer pays today (the product's discount applied). */
  price: z.number(),
  /** The price struck through beside it: the compare-at price or the price before today's discount. */
  compareAt: z.number().nullable(),
  stock: z.enum(SHOP_STOCK),
  left: z.number().int().nullable(),
  /** It has options to choose on its page. */
  hasOptions: z.boolean(),
});
export type ShopProductCard = z.infer<typeof ShopProductCard>;

export const ShopCategory = z.object({ id: z.uuid(), name: z.string(), image: z.string().nullable() });
export type ShopCategory = z.infer<typeof ShopCategory>;
export const ShopBrand = z.object({ id: z.uuid(), name: z.string() });
export type ShopBrand = z.infer<typeof ShopBrand>;

const ShopLink = z.object({ label: z.string(), href: z.string() });

/** The store as every page shows it, in the request's language. */
export const ShopStore = z.object({
  name: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  /** The theme colour (`#RRGGBB`). */
  colour: z.string(),
  currency: z.string(),
  digitStyle: z.enum(['latin', 'arabic']),
  /** What the prices say of VAT: included in them, added at checkout, or none (the store charges none). */
  vat: z.enum(['included', 'added', 'none']),
  contact: z.object({ email: z.string(), phone: z.string(), whatsapp: z.string() }),
  social: z.array(z.object({ network: z.string(), href: z.string() })),
  footer: z.object({ title: z.string(), links: z.array(ShopLink) }),
  /** What the Saudi e-commerce rules ask a store to show, where the store has it. */
  legal: z.object({ name: z.string(), vatNumber: z.string().nullable() }),
  seo: z.object({
    titleTemplate: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    structuredData: z.boolean(),
  }),
});
export type ShopStore = z.infer<typeof ShopStore>;

export const ShopHome = z.object({
  hero: z.object({
    type: z.enum(HERO_TYPES),
    content: z.string(),
    slides: z.array(z.object({ title: z.string(), subtitle: z.string(), image: z.string().nullable(), link: z.string() })),
  }),
  banner: z.object({
    title: z.string(),
    subtitle: z.string(),
    buttonText: z.string(),
    buttonLink: z.string(),
    image: z.string().nullable(),
    extraImages: z.array(z.string()),
  }),
  categories: z.array(ShopCategory),
  /** The products the merchant chose for the home page, else the newest. */
  products: z.array(ShopProductCard),
});
export type ShopHome = z.infer<typeof ShopHome>;

/** One page of a listing, with what its filters can offer. */
export const ShopProductPage = z.object({
  items: z.array(ShopProductCard),
  page: z.number().int(),
  pages: z.number().int(),
  /** Matches, counted up to `PRODUCT_COUNT_CAP + 1` like the back-office's lists. */
  total: z.number().int(),
  brands: z.array(ShopBrand),
  category: ShopCategory.nullable(),
});
export type ShopProductPage = z.infer<typeof ShopProductPage>;

export const ShopVariant = z.object({
  id: z.uuid(),
  /** One value per option, in the options' order. */
  values: z.array(z.string()),
  price: z.number(),
  compareAt: z.number().nullable(),
  stock: z.enum(SHOP_STOCK),
  left: z.number().int().nullable(),
});
export type ShopVariant = z.infer<typeof ShopVariant>;

export const ShopProduct = ShopProductCard.extend({
  subtitle: z.string().nullable(),
  /** Sanitised when the merchant saved it (the back-office's allow-list). */
  descriptionHtml: z.string().nullable(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  video: z.string().nullable(),
  sku: z.string().nullable(),
  brand: ShopBrand.nullable(),
  categories: z.array(ShopCategory),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(ShopVariant),
  seo: z.object({ title: z.string().nullable(), description: z.string().nullable() }),
  updatedAt: z.string(),
  related: z.array(ShopProductCard),
});
export type ShopProduct = z.infer<typeof ShopProduct>;

/** A product's address: its custom link (letters, digits, inner hyphens) or its id. */
export const shopSlug = () =>
  z
    .string()
    .min(1)
    .max(200)
    .refine((v) => SLUG_PATTERN.test(v) || z.uuid().safeParse(v).success, { message: 'invalid_slug' });
export const ShopSlugParams = z.strictObject({ slug: shopSlug() });

/** "Notify me": a customer asks to be e-mailed when a sold-out product (or variant) is back. */
export const ShopNotifyInput = z.strictObject({
  variantId: z.uuid().optional(),
  email: emailAddress(),
});
export type ShopNotifyInput = z.input<typeof ShopNotifyInput>;

/** How many back-in-stock requests one e-mail may make in an hour, and a store may take in an hour. */
export const SHOP_NOTIFY_LIMITS = { perContactPerHour: 5, perStorePerHour: 300 } as const;

/** The storefront's calls; the store is the host's. */
export const storefrontEndpoints = {
  store: endpoint({ method: 'GET', path: '/storefront/store', data: ShopStore }),
  home: endpoint({ method: 'GET', path: '/storefront/home', data: ShopHome }),
  categories: endpoint({ method: 'GET', path: '/storefront/categories', data: z.array(ShopCategory) }),
  products: endpoint({ method: 'GET', path: '/storefront/products', query: ShopProductQuery, data: ShopProductPage }),
  product: endpoint({ method: 'GET', path: '/storefront/products/:slug', params: ShopSlugParams, data: ShopProduct }),
  /** Waiting for the product: one request per e-mail and variant (asking again answers the same). */
  notify: endpoint({
    method: 'POST',
    path: '/storefront/products/:slug/notify',
    params: ShopSlugParams,
    body: ShopNotifyInput,
    data: z.object({ waiting: z.literal(true) }),
    status: 201,
  }),
};
