import { useQuery } from '@tanstack/react-query';
import type { Brand, Product, ProductInput, Unit, WarehouseChoice } from '@souqna/contracts';
import { api } from '@/lib/api-client.ts';

/** Under the products list's root key: saving or deleting a product refreshes the lists too. */
export const productKeys = {
  all: ['products'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  warehouses: () => [...productKeys.all, 'warehouse-choices'] as const,
  brandChoices: () => ['brands', 'choices'] as const,
  unitChoices: () => ['units', 'choices'] as const,
};

const productPath = (id: string) => `/product/${encodeURIComponent(id)}/product`;

/** GET /product/asem-product/{id}: everything the form and the details show. */
export const useProduct = (id: string | null | undefined) =>
  useQuery({
    queryKey: productKeys.detail(id ?? ''),
    queryFn: () => api.get<Product>(`/product/asem-product/${encodeURIComponent(id!)}`),
    enabled: Boolean(id),
    staleTime: 0,
  });

/** GET /product/warehouse-select-main: where stock can be, the main warehouse first. */
export const useWarehouseChoices = () =>
  useQuery({ queryKey: productKeys.warehouses(), queryFn: () => api.get<WarehouseChoice[]>('/product/warehouse-select-main') });

/** The store's brands and units to choose from (a store has tens of them: the first 100 by name). */
export const useBrandChoices = () =>
  useQuery({
    queryKey: productKeys.brandChoices(),
    queryFn: async () => (await api.list<Brand>('/store-management/brand', { page: 1, pageSize: 100 })).items,
  });
export const useUnitChoices = () =>
  useQuery({
    queryKey: productKeys.unitChoices(),
    queryFn: async () => (await api.list<Unit>('/store-management/units', { page: 1, pageSize: 100 })).items,
  });

export const createProduct = (input: ProductInput) => api.call<Product>('POST', '/product/create-product', input);
export const updateProduct = (id: string, input: ProductInput) => api.call<Product>('PUT', productPath(id), input);
export const deleteProduct = (id: string) => api.call<null>('DELETE', productPath(id));
