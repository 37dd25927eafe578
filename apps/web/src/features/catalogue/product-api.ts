import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductBulkUpdate, ProductCardsFilter, ProductInput, StockUpdate } from '@souqna/contracts';
import { request, requestAnswer, requestList } from '@/lib/request.ts';
import { brandEndpoints, productEndpoints, productListEndpoints, unitEndpoints } from '@/lib/endpoints.ts';

export interface CardsQuery {
  filter: ProductCardsFilter;
  page: number;
  pageSize: number;
}

export interface StockQuery {
  page: number;
  pageSize: number;
  search?: string;
}

export interface Utm {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/** Under the products' root key: saving or deleting a product refreshes the lists, the details and the stock grid. */
export const productKeys = {
  all: ['products'] as const,
  cards: (q: CardsQuery) => [...productKeys.all, 'cards', q] as const,
  stock: (q: StockQuery) => [...productKeys.all, 'stock', q] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  history: (id: string, page: number) => [...productKeys.detail(id), 'stock-history', page] as const,
  link: (id: string, utm: Utm) => [...productKeys.detail(id), 'link', utm] as const,
  brandChoices: () => ['brands', 'choices'] as const,
  unitChoices: () => ['units', 'choices'] as const,
};

/** POST /product/dashboard-product-cards: a page of the store's products, filtered in the body. */
export const useProductCards = (q: CardsQuery) =>
  useQuery({
    queryKey: productKeys.cards(q),
    queryFn: () => requestList(productListEndpoints.cards, { query: { page: q.page, pageSize: q.pageSize }, body: q.filter }),
    placeholderData: keepPreviousData,
  });

/** GET /product/asem-product/{id}: everything the form and the details show. */
export const useProduct = (id: string | null | undefined) =>
  useQuery({
    queryKey: productKeys.detail(id ?? ''),
    queryFn: () => request(productEndpoints.get, { params: { id: id! } }),
    enabled: Boolean(id),
    staleTime: 0,
  });

/** The store's brands and units to choose from (a store has tens of them: the first 100 by name). */
export const useBrandChoices = () =>
  useQuery({
    queryKey: productKeys.brandChoices(),
    queryFn: async () => (await requestList(brandEndpoints.list, { query: { page: 1, pageSize: 100 } })).items,
    staleTime: 60_000,
  });
export const useUnitChoices = () =>
  useQuery({
    queryKey: productKeys.unitChoices(),
    queryFn: async () => (await requestList(unitEndpoints.list, { query: { page: 1, pageSize: 100 } })).items,
  });

export const createProduct = (input: ProductInput) => requestAnswer(productEndpoints.create, { body: input });
export const updateProduct = (id: string, input: ProductInput) =>
  requestAnswer(productEndpoints.update, { params: { id }, body: input });
export const deleteProduct = (id: string) => requestAnswer(productEndpoints.remove, { params: { id } });

export const productLink = (productId: string) => request(productEndpoints.dataLink, { query: { productId } });

/** The edits table's changes, saved together: all or nothing. */
export const bulkUpdateProducts = (input: ProductBulkUpdate) => requestAnswer(productListEndpoints.bulkUpdate, { body: input });

/** GET /product/stock/product-with-variants: products with their variants, quantities per warehouse. */
export const useStockGrid = (q: StockQuery) =>
  useQuery({
    queryKey: productKeys.stock(q),
    queryFn: () =>
      request(productListEndpoints.stockGrid, {
        query: { page: q.page, pageSize: q.pageSize, search: q.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });

export const updateStock = (input: StockUpdate) => requestAnswer(productListEndpoints.updateStock, { body: input });

export const HISTORY_PAGE_SIZE = 20;

/** GET /product/{id}/stock-history: who changed the stock, when, where, from what to what and why. */
export const useStockHistory = (id: string, page: number) =>
  useQuery({
    queryKey: productKeys.history(id, page),
    queryFn: () =>
      requestList(productListEndpoints.stockHistory, { params: { id }, query: { page, pageSize: HISTORY_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** GET /product/data-link: the product's storefront link, with the UTM fields that are filled in. */
export const useDataLink = (id: string, utm: Utm) =>
  useQuery({
    queryKey: productKeys.link(id, utm),
    queryFn: () =>
      request(productEndpoints.dataLink, {
        query: {
          productId: id,
          utmSource: utm.utmSource.trim() || undefined,
          utmMedium: utm.utmMedium.trim() || undefined,
          utmCampaign: utm.utmCampaign.trim() || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
