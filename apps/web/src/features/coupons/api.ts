import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CouponInput } from '@souqna/contracts';
import { couponEndpoints, productListEndpoints } from '@/lib/endpoints.ts';
import { requestAnswer, requestList } from '@/lib/request.ts';

export interface CouponListParams {
  page: number;
  pageSize: number;
  search?: string;
}

export const couponKeys = {
  all: ['coupons'] as const,
  list: (q: CouponListParams) => [...couponKeys.all, 'list', q] as const,
  products: (search: string) => [...couponKeys.all, 'products', search] as const,
};

/** GET /coupon: a page of the store's coupons, newest first, searched by code. */
export const useCoupons = (q: CouponListParams) =>
  useQuery({
    queryKey: couponKeys.list(q),
    queryFn: () =>
      requestList(couponEndpoints.list, { query: { page: q.page, pageSize: q.pageSize, search: q.search || undefined } }),
    placeholderData: keepPreviousData,
  });

export const createCoupon = (input: CouponInput) => requestAnswer(couponEndpoints.create, { body: input });
export const updateCoupon = (id: string, input: CouponInput) =>
  requestAnswer(couponEndpoints.update, { params: { id }, body: input });
export const deleteCoupon = (id: string) => requestAnswer(couponEndpoints.remove, { params: { id } });

/** The products a coupon can be for: the first twenty the product list finds for `search`. */
export const useProductChoices = (search: string) =>
  useQuery({
    queryKey: couponKeys.products(search),
    queryFn: async () =>
      (await requestList(productListEndpoints.cards, { query: { page: 1, pageSize: 20 }, body: { search: search || undefined } }))
        .items,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
