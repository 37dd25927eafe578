import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductBulkUpdate, ProductCardsFilter, StockUpdate } from '@souqna/contracts';
import { request, requestAnswer, requestList } from '@/lib/request.ts';
import { brandEndpoints, productEndpoints, productListEndpoints } from '@/lib/endpoints.ts';

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

export const productKeys = {
  all: ['products'] as const,
  cards: (q: CardsQuery) => [...productKeys.all, 'cards', q] as const,
  stock: (q: StockQuery) => [...productKeys.all, 'stock', q] as const,
  brandChoices: () => ['brands', 'choices'] as const,
};

/** POST /product/dashboard-product-cards: a page of the store's products, filtered in the body. */
export const useProductCards = (q: CardsQuery) =>
  useQuery({
    queryKey: productKeys.cards(q),
    queryFn: () => requestList(productListEndpoints.cards, { query: { page: q.page, pageSize: q.pageSize }, body: q.filter }),
    placeholderData: keepPreviousData,
  });

/** The brands a filter offers (the first hundred, by name). */
export const useBrandChoices = () =>
  useQuery({
    queryKey: productKeys.brandChoices(),
    queryFn: async () => (await requestList(brandEndpoints.list, { query: { page: 1, pageSize: 100 } })).items,
    staleTime: 60_000,
  });

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
