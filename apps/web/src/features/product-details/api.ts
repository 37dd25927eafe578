import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productEndpoints, productListEndpoints } from '@/lib/endpoints.ts';
import { request, requestList } from '@/lib/request.ts';
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
      requestList(productListEndpoints.stockHistory, { params: { id }, query: { page, pageSize: HISTORY_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** GET /product/data-link: the product's storefront link, with the UTM fields that are filled in. */
export const useDataLink = (id: string, utm: Utm) =>
  useQuery({
    queryKey: detailKeys.link(id, utm),
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
