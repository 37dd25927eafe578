import { useQuery } from '@tanstack/react-query';
import { productEndpoints } from '@/lib/endpoints.ts';
import { request } from '@/lib/request.ts';

/** Under the warehouses' key (`['warehouses']`): saving a branch refreshes the choices everywhere. */
export const warehouseChoicesKey = ['warehouses', 'choices'] as const;

/**
 * GET /product/warehouse-select-main: where stock can be, the main warehouse first (the product
 * form's stock, a manual order's branch, the branches cash on delivery is offered in).
 */
export const useWarehouseChoices = () =>
  useQuery({ queryKey: warehouseChoicesKey, queryFn: () => request(productEndpoints.warehouseChoices), staleTime: 60_000 });
