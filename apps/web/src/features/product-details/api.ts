import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataLink, StockMovement } from '@souqna/contracts';
import { api } from '@/lib/api-client.ts';
import { productKeys } from '../product-form/api.ts';

export const detailKeys = {
  history: (id: string, page: number) => [...productKeys.detail(id), 'stock-history', page] as const,
  link: (id: string, utm: Utm) => [...productKeys.detail(id), 'link', utm] as const,
};

export interface Utm {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

export const HISTORY_PAGE_SIZE = 20;

/** GET /product/{id}/stock-history: who changed the stock, when, where, from what to what and why. */
export const useStockHistory = (id: string, page: number) =>
  useQuery({
    queryKey: detailKeys.history(id, page),
    queryFn: () =>
      api.list<StockMovement>(`/product/${encodeURIComponent(id)}/stock-history`, { page, pageSize: HISTORY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** GET /product/data-link: the product's storefront link, with the UTM fields that are filled in. */
export const useDataLink = (id: string, utm: Utm) =>
  useQuery({
    queryKey: detailKeys.link(id, utm),
    queryFn: () =>
      api.get<DataLink>('/product/data-link', {
        query: {
          productId: id,
          utmSource: utm.utmSource.trim() || undefined,
          utmMedium: utm.utmMedium.trim() || undefined,
          utmCampaign: utm.utmCampaign.trim() || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
