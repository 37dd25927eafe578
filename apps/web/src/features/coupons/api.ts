import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Coupon, CouponInput, ProductCard } from '@souqna/contracts';
import { api } from '../../lib/api-client.ts';

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

const couponPath = (id: string) => `/coupon/${encodeURIComponent(id)}`;

/** GET /coupon: a page of the store's coupons, newest first, searched by code. */
export const useCoupons = (q: CouponListParams) =>
  useQuery({
    queryKey: couponKeys.list(q),
    queryFn: () => api.list<Coupon>('/coupon', { page: q.page, pageSize: q.pageSize, search: q.search || undefined }),
    placeholderData: keepPreviousData,
  });

export const createCoupon = (input: CouponInput) => api.call<Coupon>('POST', '/coupon', input);
export const updateCoupon = (id: string, input: CouponInput) => api.call<Coupon>('PUT', couponPath(id), input);
export const deleteCoupon = (id: string) => api.call<null>('DELETE', couponPath(id));

/** The products a coupon can be for: the first twenty the product list finds for `search`. */
export const useProductChoices = (search: string) =>
  useQuery({
    queryKey: couponKeys.products(search),
    queryFn: async () =>
      (
        await api.list<ProductCard>(
          '/product/dashboard-product-cards',
          { page: 1, pageSize: 20 },
          { search: search || undefined },
        )
      ).items,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
