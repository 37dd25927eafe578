import { endpoint } from '../platform/endpoint.ts';
import { ListQuery } from '../platform/list.ts';
import { z } from 'zod';
import { ProductBulkUpdate, ProductCard, ProductCardsFilter, ProductParams } from './product.ts';
import { StockGrid, StockGridQuery, StockHistoryQuery, StockMovement, StockUpdate, StockUpdateResult } from './stock.ts';

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
  /** The product-edits table: several products' prices, stock and visibility at once. */
  bulkUpdate: endpoint({
    method: 'POST',
    path: '/product/products-bulk-update',
    body: ProductBulkUpdate,
    data: z.array(ProductCard),
  }),
  stockGrid: endpoint({ method: 'GET', path: '/product/stock/product-with-variants', query: StockGridQuery, data: StockGrid }),
  updateStock: endpoint({ method: 'POST', path: '/product/stock/update-stock', body: StockUpdate, data: StockUpdateResult }),
  stockHistory: endpoint({
    method: 'GET',
    path: '/product/:id/stock-history',
    params: ProductParams,
    query: StockHistoryQuery,
    data: StockMovement,
    list: true,
  }),
};
