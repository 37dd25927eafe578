import { endpoint } from '../platform/endpoint.ts';
import { ListQuery } from '../platform/list.ts';
import { ProductCard, ProductCardsFilter } from './product.ts';

/**
 * A filtered product list counts its matches up to one past this (an unfiltered list is counted
 * exactly): a total above it means "more than 1,000", and the app says so instead of a number.
 */
export const PRODUCT_COUNT_CAP = 1_000;

/** The product list of spec §7 "Catalogue" (admin). */
export const productListEndpoints = {
  /** A page of the store's product cards, filtered in the body. */
  cards: endpoint({
    method: 'POST',
    path: '/product/dashboard-product-cards',
    query: ListQuery,
    body: ProductCardsFilter,
    data: ProductCard,
    list: true,
  }),
};
