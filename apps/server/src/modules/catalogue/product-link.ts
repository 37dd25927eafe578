import { and, eq } from 'drizzle-orm';
import type { DataLink, DataLinkQuery } from '@souqna/contracts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { readStore, storeUrl } from '../stores/store-row.ts';
import { products } from './product-tables.ts';
import { categories } from './tables.ts';

type LinkQuery = DataLinkQuery & { productId?: string; categoryId?: string };

/**
 * `GET /product/data-link`: the storefront link of one product (`/products/{custom link or id}`) or
 * one category (`/categories/{id}`) of the store, with the UTM fields given, and the title to share
 * it with (the name in the request's language). Another store's id is not found; a store without a
 * domain has no link yet (409 with a sentence saying what to do).
 */
export function dataLink(store: StoreContext, query: LinkQuery, baseDomain: string): Promise<DataLink> {
  return store.transaction(async (tx) => {
    const { domain } = await readStore(tx, store.id);
    let path: string;
    let title: string;
    if (query.productId) {
      const [row] = await tx
        .select({ id: products.id, customUrl: products.customUrl, nameAr: products.nameAr, nameEn: products.nameEn })
        .from(products)
        .where(and(eq(products.id, query.productId), eq(products.storeId, store.id)));
      if (!row) throw notFound();
      path = `/products/${encodeURIComponent(row.customUrl ?? row.id)}`;
      title = (store.lang === 'en' && row.nameEn) || row.nameAr;
    } else {
      const [row] = await tx
        .select({ id: categories.id, name: categories.name, nameEn: categories.nameEn })
        .from(categories)
        .where(and(eq(categories.id, query.categoryId!), eq(categories.storeId, store.id)));
      if (!row) throw notFound();
      path = `/categories/${row.id}`;
      title = (store.lang === 'en' && row.nameEn) || row.name;
    }
    const base = storeUrl(domain, baseDomain);
    if (!base) throw new AppError('CONFLICT', 'product.noDomain');
    const url = new URL(path, base);
    const utm = { utm_source: query.utmSource, utm_medium: query.utmMedium, utm_campaign: query.utmCampaign };
    for (const [name, value] of Object.entries(utm)) if (value) url.searchParams.set(name, value);
    return { url: url.toString(), title };
  });
}
