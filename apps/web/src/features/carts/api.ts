import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartItemInput, ManualOrderInput, ShippingOptionId } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { cartEndpoints, productEndpoints, productListEndpoints } from '@/lib/endpoints.ts';
import { usePaymentProviderStatus } from '@/lib/payment-status.ts';
import { request, requestList } from '@/lib/request.ts';

export const cartKeys = {
  all: ['carts'] as const,
  cart: (sessionId: string) => [...cartKeys.all, 'cart', sessionId] as const,
  open: (page: number, pageSize: number) => [...cartKeys.all, 'open', page, pageSize] as const,
  picker: (search: string) => ['products', 'picker', search] as const,
  variants: (productId: string) => ['products', 'variants', productId] as const,
};

/** GET /cart/marchant/cart/{sessionId}: the cart of this page (opened on the server when new). */
export const useCart = (sessionId: string) =>
  useQuery({
    queryKey: cartKeys.cart(sessionId),
    queryFn: () => request(cartEndpoints.get, { params: { sessionId } }),
    retry: false,
  });

/** The cart calls of spec §7: each answers the whole cart, which replaces the cached one. */
export function useCartCalls(sessionId: string) {
  const queryClient = useQueryClient();
  const keep = (cart: Cart) => {
    queryClient.setQueryData(cartKeys.cart(sessionId), cart);
    return cart;
  };
  const e = cartEndpoints;
  return {
    add: async (item: CartItemInput) => keep(await request(e.addItem, { params: { sessionId }, body: item })),
    setQuantity: async (cartDetailId: string, quantity: number) =>
      keep(await request(e.setQuantity, { params: { cartDetailId, sessionId }, body: { quantity } })),
    remove: async (cartDetailId: string) => keep(await request(e.removeLine, { params: { cartDetailId, sessionId } })),
    clear: async (cartHeaderId: string) => keep(await request(e.clear, { params: { cartHeaderId, sessionId } })),
    setCustomer: async (customerId: string) =>
      keep(await request(e.setCustomer, { params: { sessionId }, body: { customerId } })),
    setAddress: async (addressId: string, customerId: string, cartHeaderId: string) =>
      keep(await request(e.setAddress, { params: { addressId }, body: { customerId, cartHeaderId } })),
    setShipping: async (option: ShippingOptionId, cartHeaderId: string) =>
      keep(await request(e.setShipping, { params: { id: option }, body: { cartHeaderId } })),
    setPayment: async (paymentMethod: string | null) =>
      keep(await request(e.setPayment, { params: { sessionId }, body: { paymentMethod } })),
    setWarehouse: async (warehouseId: string) =>
      keep(await request(e.setWarehouse, { params: { sessionId }, body: { warehouseId } })),
    applyCoupon: async (cartHeaderId: string, couponCode: string) =>
      keep(await request(e.applyCoupon, { query: { cartHeaderId, couponCode } })),
    removeCoupon: async (cartHeaderId: string, couponCode: string | null) =>
      keep(await request(e.removeCoupon, { body: { cartHeaderId, ...(couponCode ? { couponCode } : {}) } })),
  };
}
export type CartCalls = ReturnType<typeof useCartCalls>;

/** POST /order/merchant/manual-order: the same key never makes two orders, so a retry after a lost answer is safe. */
export const placeOrder = (input: ManualOrderInput) => request(cartEndpoints.placeOrder, { body: input });

/** Products matching what the merchant types, for the picker (the first 8). */
export const usePickerProducts = (search: string) =>
  useQuery({
    queryKey: cartKeys.picker(search),
    queryFn: async () =>
      (await requestList(productListEndpoints.cards, { query: { page: 1, pageSize: 8 }, body: search ? { search } : {} })).items,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const useVariants = (productId: string | null) =>
  useQuery({
    queryKey: cartKeys.variants(productId ?? ''),
    queryFn: () => request(productEndpoints.variants, { params: { id: productId! } }),
    enabled: Boolean(productId),
    staleTime: 0,
  });

/** GET /cart/marchant/cart-header: the open carts (pending invoices). */
export const useOpenCarts = (page: number, pageSize: number) =>
  useQuery({
    queryKey: cartKeys.open(page, pageSize),
    queryFn: () => requestList(cartEndpoints.open, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });

export const discardCart = (sessionId: string) => request(cartEndpoints.discard, { params: { sessionId } });

/** Ways a customer pays that need no provider of the store. */
const PLAIN_METHODS = ['cash', 'card_terminal', 'mada', 'apple_pay'] as const;

/**
 * The payment methods a manual order offers: the store's providers that are on (cash on delivery,
 * bank transfer), then cash, a card terminal, mada and Apple Pay, each named in the merchant's language.
 */
export function usePaymentChoices() {
  const { t } = useTranslation('orders');
  const status = usePaymentProviderStatus();
  return [...(status.data?.enabled ?? []), ...PLAIN_METHODS].map((value) => ({ value, label: t(`payment.methods.${value}`) }));
}
