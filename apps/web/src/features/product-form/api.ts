import { useQuery } from '@tanstack/react-query';
import type { ProductInput } from '@souqna/contracts';
import { brandEndpoints, productEndpoints, unitEndpoints } from '@/lib/endpoints.ts';
import { request, requestAnswer, requestList } from '@/lib/request.ts';

/** Under the products list's root key: saving or deleting a product refreshes the lists too. */
export const productKeys = {
  all: ['products'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  warehouses: () => [...productKeys.all, 'warehouse-choices'] as const,
  brandChoices: () => ['brands', 'choices'] as const,
  unitChoices: () => ['units', 'choices'] as const,
};

/** GET /product/asem-product/{id}: everything the form and the details show. */
export const useProduct = (id: string | null | undefined) =>
  useQuery({
    queryKey: productKeys.detail(id ?? ''),
    queryFn: () => request(productEndpoints.get, { params: { id: id! } }),
    enabled: Boolean(id),
    staleTime: 0,
  });

/** GET /product/warehouse-select-main: where stock can be, the main warehouse first. */
export const useWarehouseChoices = () =>
  useQuery({ queryKey: productKeys.warehouses(), queryFn: () => request(productEndpoints.warehouseChoices) });

/** The store's brands and units to choose from (a store has tens of them: the first 100 by name). */
export const useBrandChoices = () =>
  useQuery({
    queryKey: productKeys.brandChoices(),
    queryFn: async () => (await requestList(brandEndpoints.list, { query: { page: 1, pageSize: 100 } })).items,
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
