import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Brand,
  DataLink,
  ProductBulkUpdate,
  ProductCard,
  ProductCardsFilter,
  StockGrid,
  StockUpdate,
} from '@souqna/contracts';
import { api } from '@/lib/api-client.ts';
import { requestList } from '@/lib/request.ts';
import { productListEndpoints } from '@/lib/endpoints.ts';

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
    queryFn: async () => (await api.list<Brand>('/store-management/brand', { page: 1, pageSize: 100 })).items,
    staleTime: 60_000,
  });

const productPath = (id: string) => `/product/${encodeURIComponent(id)}/product`;

export const deleteProduct = (id: string) => api.call<null>('DELETE', productPath(id));

export const productLink = (productId: string) => api.get<DataLink>('/product/data-link', { query: { productId } });

/** The edits table's changes, saved together: all or nothing. */
export const bulkUpdateProducts = (input: ProductBulkUpdate) =>
  api.call<ProductCard[]>('POST', '/product/products-bulk-update', input);

/** GET /product/stock/product-with-variants: products with their variants, quantities per warehouse. */
export const useStockGrid = (q: StockQuery) =>
  useQuery({
    queryKey: productKeys.stock(q),
    queryFn: () =>
      api.get<StockGrid>('/product/stock/product-with-variants', {
        query: { page: q.page, pageSize: q.pageSize, search: q.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });

export const updateStock = (input: StockUpdate) => api.call<{ changed: number }>('POST', '/product/stock/update-stock', input);
