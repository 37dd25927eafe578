import {
  SHOP_PAGE_SIZE,
  galleryOf,
  toMajor,
  type Language,
  type ShopCategory,
  type ShopHome,
  type ShopProduct,
  type ShopProductCard,
  type ShopProductPage,
  type ShopProductQuery,
  type ShopStock,
  type ShopStore,
  type ShopNotifyInput,
  type StoreConfig,
  whatsappChat,
} from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { invalidFields, notFound } from '../../platform/errors.ts';
import { systemStoreContext } from '../../platform/store-context.ts';
import { todayIn } from '../../platform/store-time.ts';
import {
  shopBrands,
  shopCards,
  shopCardsByIds,
  shopCategories,
  shopProduct,
  shopRelated,
  type ShopCardRow,
  type ShopCategoryRow,
} from '../catalogue/shop-catalogue.ts';
import { bestSellerIds } from '../orders/best-sellers.ts';
import { discountedUnitPrice } from '../orders/pricing.ts';
import { subscribeFromStorefront } from '../notifications/notification.service.ts';
import { readStoreConfig } from '../store-config/config.service.ts';
import type { StoreRow } from '../stores/store-row.ts';
import { storeTaxRateBp } from '../taxes/store-tax-rate.ts';

/*
 * What a store's customers see, in their language (docs/decisions.md "The storefront"): the
 * catalogue's shown products priced as an order would price them today, stock as a state and never
 * as a count above the store's low-stock mark, and the store's style document.
 */

/** A store as its storefront reads it: the row and its style document. */
export interface Shop {
  row: StoreRow;
  config: StoreConfig;
}

export const openShop = async (tx: Tx, row: StoreRow): Promise<Shop> => ({ row, config: await readStoreConfig(tx, row) });

const nameIn = (lang: Language, ar: string, en: string | null) => (lang === 'en' && en ? en : ar);
const slugOf = (row: { id: string; customUrl: string | null }) => row.customUrl ?? row.id;

/** Stock as a customer may know it: a count only under the low-stock mark. */
function stockOf(quantity: number, isInfinite: boolean, lowMark: number): { stock: ShopStock; left: number | null } {
  if (isInfinite) return { stock: 'available', left: null };
  if (quantity <= 0) return { stock: 'sold_out', left: null };
  if (lowMark > 0 && quantity <= lowMark) return { stock: 'low', left: quantity };
  return { stock: 'available', left: null };
}

/**
 * Today's price (the product's discount while it lasts, as orders/pricing.ts prices a line) and the
 * one struck through beside it: the compare-at price, else the price before today's discount.
 */
function pricesOf(
  currency: string,
  listPrice: number,
  compareAt: number | null,
  discount: Pick<ShopCardRow, 'discountPercent' | 'discountAmount' | 'discountExpiresAt'>,
  now: Date,
): { price: number; compareAt: number | null } {
  const expiresAt = discount.discountExpiresAt ? new Date(discount.discountExpiresAt) : null;
  const price = discountedUnitPrice(
    listPrice,
    { percent: discount.discountPercent, amount: discount.discountAmount, expiresAt },
    now,
  );
  const was = compareAt !== null && compareAt > price ? compareAt : price < listPrice ? listPrice : null;
  return { price: toMajor(price, currency), compareAt: was === null ? null : toMajor(was, currency) };
}

function cardOf(shop: Shop, lang: Language, row: ShopCardRow, now: Date): ShopProductCard {
  return {
    id: row.id,
    slug: slugOf(row),
    name: nameIn(lang, row.nameAr, row.nameEn),
    image: row.image,
    ...pricesOf(shop.row.currency, row.price, row.salePrice, row, now),
    ...stockOf(row.quantity, row.isInfinite, row.minAlertQuantity),
    hasOptions: row.hasVariants,
  };
}

const categoryOf = (lang: Language, c: Pick<ShopCategoryRow, 'id' | 'name' | 'nameEn' | 'image'>): ShopCategory => ({
  id: c.id,
  name: nameIn(lang, c.name, c.nameEn),
  image: c.image,
});

export async function shopStore(tx: Tx, shop: Shop, lang: Language): Promise<ShopStore> {
  const { row, config } = shop;
  const rate = await storeTaxRateBp(tx, row.id);
  const name = row.name ?? config.footer.titleAr;
  return {
    name,
    description: row.description,
    logo: row.logo,
    favicon: row.favicon,
    colour: config.info.theme.colerCode,
    currency: row.currency,
    digitStyle: row.digitStyle,
    vat: rate <= 0 ? 'none' : row.pricesIncludeTax ? 'included' : 'added',
    contact: config.contact,
    social: Object.entries(config.social)
      .filter(([, href]) => href !== '')
      .map(([network, href]) => ({ network, href: (network === 'whatsapp' && whatsappChat(href)) || href })),
    footer: {
      title: lang === 'en' ? config.footer.title : config.footer.titleAr,
      links: config.footer.links.map((l) => ({ label: lang === 'en' ? l.label : l.labelAr, href: l.href })),
    },
    legal: { name, vatNumber: row.vatNumber },
    seo: {
      titleTemplate: config.seo.titleTemplate,
      description: config.seo.defaultDescription,
      keywords: config.seo.defaultKeywords,
      structuredData: config.seo.structuredData,
    },
  };
}

/** The store's categories for its menu: the top level, in the store's order. */
export async function shopMenu(tx: Tx, shop: Shop, lang: Language): Promise<ShopCategory[]> {
  const rows = await shopCategories(tx, shop.row.id);
  return rows.filter((c) => c.parentId === null).map((c) => categoryOf(lang, c));
}

/** Every category of the store, in its order. */
export async function shopCategoryList(tx: Tx, shop: Shop, lang: Language): Promise<ShopCategory[]> {
  return (await shopCategories(tx, shop.row.id)).map((c) => categoryOf(lang, c));
}

/** How many products the home page shows when the merchant chose none. */
const HOME_NEWEST = 8;

export async function shopHome(tx: Tx, shop: Shop, lang: Language, now: Date): Promise<ShopHome> {
  const { hero, banner } = shop.config.homepage;
  const chosen = hero.ProductsHome;
  const [categories, products] = await Promise.all([
    shopCategories(tx, shop.row.id),
    chosen.length
      ? shopCardsByIds(tx, shop.row.id, chosen)
      : shopCards(tx, shop.row.id, shop.row.currency, { sort: 'newest' }, { page: 1, pageSize: HOME_NEWEST }).then((r) => r.rows),
  ]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const homeCategories = hero.catigories.length
    ? hero.catigories.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
    : categories.filter((c) => c.parentId === null).slice(0, 12);
  return {
    hero: {
      type: hero.type,
      content: hero.content,
      slides: hero.contentArray.map((i) => ({ title: i.title, subtitle: i.subtitle, image: i.image, link: i.link })),
    },
    banner: {
      title: banner.title,
      subtitle: banner.subtitle,
      buttonText: banner.buttonText,
      buttonLink: banner.buttonLink,
      image: banner.mainImage,
      extraImages: banner.extraImages.filter((i): i is string => i !== null),
    },
    categories: homeCategories.map((c) => categoryOf(lang, c)),
    products: products.map((p) => cardOf(shop, lang, p, now)),
  };
}

/** A page of a listing (all products, a category, a brand, a search): one statement for the cards and their count. */
export async function shopListing(
  tx: Tx,
  shop: Shop,
  lang: Language,
  query: ShopProductQuery,
  now: Date,
): Promise<ShopProductPage> {
  const storeId = shop.row.id;
  const ranking = query.sort === 'best_selling' ? await bestSellerIds(tx, storeId, todayIn(shop.row.timeZone, now)) : undefined;
  const [categories, brands, { rows, total }] = await Promise.all([
    query.category ? shopCategories(tx, storeId) : Promise.resolve([]),
    shopBrands(tx, storeId),
    shopCards(
      tx,
      storeId,
      shop.row.currency,
      {
        search: query.q,
        categoryId: query.category,
        brandIds: query.brand,
        priceMin: query.min,
        priceMax: query.max,
        available: query.available === '1',
        sort: query.sort,
        ranking,
      },
      { page: query.page, pageSize: SHOP_PAGE_SIZE },
    ),
  ]);
  const category = categories.find((c) => c.id === query.category);
  return {
    items: rows.map((r) => cardOf(shop, lang, r, now)),
    page: query.page,
    pages: Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE)),
    total,
    brands,
    category: category ? categoryOf(lang, category) : null,
  };
}

/** How many related products a product page shows. */
const RELATED = 8;

/** The shown product at `slug` (its custom link or its id), or null. */
export async function shopProductPage(tx: Tx, shop: Shop, lang: Language, slug: string, now: Date): Promise<ShopProduct | null> {
  const row = await shopProduct(tx, shop.row.id, slug);
  if (!row) return null;
  const related = await shopRelated(tx, shop.row.id, row.id, RELATED);
  const currency = shop.row.currency;
  const card = cardOf(shop, lang, row, now);
  const media = [...row.media].sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.displayOrder - b.displayOrder);
  const alts = new Map(media.map((m) => [m.imageUrl, m.altText ?? '']));
  return {
    ...card,
    image: galleryOf(row.media).mainImageUrl ?? card.image,
    subtitle: lang === 'en' ? row.subtitleEn : row.subtitleAr,
    descriptionHtml: row.description,
    images: media.flatMap((m) => (m.imageUrl ? [{ url: m.imageUrl, alt: alts.get(m.imageUrl) ?? '' }] : [])),
    video: media.find((m) => m.videoUrl)?.videoUrl ?? null,
    sku: row.sku,
    brand: row.brand,
    categories: row.categories.map((c) => categoryOf(lang, c)),
    options: row.options.map((o) => ({ name: o.name, values: o.values.map((v) => v.label) })),
    variants: row.variants.map((v) => ({
      id: v.id,
      values: v.values,
      ...pricesOf(currency, v.price ?? row.price, v.salePrice ?? row.salePrice, row, now),
      ...stockOf(v.quantity, row.isInfinite, row.minAlertQuantity),
    })),
    seo: {
      title: lang === 'en' ? row.pageTitleEn : row.pageTitleAr,
      description: lang === 'en' ? row.pageDescriptionEn : row.pageDescriptionAr,
    },
    updatedAt: row.updatedAt,
    related: related.map((r) => cardOf(shop, lang, r, now)),
  };
}

/**
 * "Notify me" on a shown product: its variant must be one of its own (and is required when it has
 * variants); the request joins the store's availability requests (modules/notifications).
 */
export async function shopNotify(
  db: Db,
  row: StoreRow,
  slug: string,
  input: ShopNotifyInput,
  lang: Language,
  now: Date,
): Promise<void> {
  const product = await shopProduct(db, row.id, slug);
  if (!product) throw notFound();
  const variantId = input.variantId ?? null;
  if (variantId ? !product.variants.some((v) => v.id === variantId) : product.hasVariants)
    throw invalidFields({ path: 'variantId', code: variantId ? 'invalid_value' : 'required' });
  await subscribeFromStorefront(
    systemStoreContext(db, row.id, lang),
    { productId: product.id, variantId, email: input.email },
    now,
  );
}
