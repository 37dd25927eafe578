import { useQuery } from '@tanstack/react-query';
import type { WarehouseInput } from '@souqna/contracts';
import { warehouseEndpoints } from '@/lib/endpoints.ts';
import { request, requestAnswer } from '@/lib/request.ts';

export const warehouseKeys = {
  all: ['warehouses'] as const,
  list: () => [...warehouseKeys.all, 'with-contacts'] as const,
  detail: (id: string) => [...warehouseKeys.all, 'detail', id] as const,
};

/** GET /store/store-warehouse-with-contact: every branch with its contacts, the main one first. */
export const useBranches = () =>
  useQuery({
    queryKey: warehouseKeys.list(),
    queryFn: () => request(warehouseEndpoints.withContacts),
  });

export const useBranch = (id: string | undefined) =>
  useQuery({
    queryKey: warehouseKeys.detail(id ?? ''),
    queryFn: () => request(warehouseEndpoints.get, { params: { id: id! } }),
    enabled: Boolean(id),
    staleTime: 0,
  });

export const createBranch = (input: WarehouseInput) => requestAnswer(warehouseEndpoints.create, { body: input });

export const updateBranch = (id: string, input: WarehouseInput) =>
  requestAnswer(warehouseEndpoints.update, { params: { id }, body: input });

export const deleteBranch = (id: string) => requestAnswer(warehouseEndpoints.remove, { params: { id } });
