import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Cart,
  CartHeader,
  CartItemInput,
  ManualOrderInput,
  OrderDetails,
  ProductVariants,
  ShippingOptionId,
  WarehouseChoice,
} from '@souqna/contracts';
import { api, requestList } from '../../lib/api-client.ts';
import { productListEndpoints } from '@souqna/contracts';

export const cartKeys = {
  all: ['carts'] as const,
  cart: (sessionId: string) => [...cartKeys.all, 'cart', sessionId] as const,
  open: (page: number, pageSize: number) => [...cartKeys.all, 'open', page, pageSize] as const,
  picker: (search: string) => ['products', 'picker', search] as const,
  variants: (productId: string) => ['products', 'variants', productId] as const,
  warehouses: () => ['warehouses', 'choices'] as const,
};

const session = (id: string) => encodeURIComponent(id);

/** GET /cart/marchant/cart/{sessionId}: the cart of this page (opened on the server when new). */
export const useCart = (sessionId: string) =>
  useQuery({
    queryKey: cartKeys.cart(sessionId),
    queryFn: () => api.get<Cart>(`/cart/marchant/cart/${session(sessionId)}`),
    retry: false,
  });

/** The cart calls of spec §7: each answers the whole cart, which replaces the cached one. */
export function useCartCalls(sessionId: string) {
  const queryClient = useQueryClient();
  const keep = (cart: Cart) => {
    queryClient.setQueryData(cartKeys.cart(sessionId), cart);
    return cart;
  };
  const id = session(sessionId);
  return {
    add: async (item: CartItemInput) => keep(await api.post<Cart>(`/cart/marchant/cart-details/${id}`, item)),
    setQuantity: async (cartDetailId: string, quantity: number) =>
      keep(await api.put<Cart>(`/cart/marchant/details/${cartDetailId}/${id}`, { quantity })),
    remove: async (cartDetailId: string) => keep(await api.delete<Cart>(`/cart/marchant/details/${cartDetailId}/${id}`)),
    clear: async (cartHeaderId: string) => keep(await api.delete<Cart>(`/cart/marchant/all-details/${cartHeaderId}/${id}`)),
    setCustomer: async (customerId: string) => keep(await api.post<Cart>(`/cart/marchant/customer/${id}`, { customerId })),
    setAddress: async (addressId: string, customerId: string, cartHeaderId: string) =>
      keep(await api.post<Cart>(`/cart/marchant/customer-address/${addressId}`, { customerId, cartHeaderId })),
    setShipping: async (option: ShippingOptionId, cartHeaderId: string) =>
      keep(await api.post<Cart>(`/cart/marchant/shipping-provider-store/${option}`, { cartHeaderId })),
    setWarehouse: async (warehouseId: string) => keep(await api.post<Cart>(`/cart/marchant/warehouse/${id}`, { warehouseId })),
    applyCoupon: async (cartHeaderId: string, couponCode: string) =>
      keep(await api.post<Cart>('/coupon/merchant/apply-coupon', {}, { query: { cartHeaderId, couponCode } })),
    removeCoupon: async (cartHeaderId: string, couponCode: string | null) =>
      keep(await api.post<Cart>('/coupon/merchant/remove-coupon', { cartHeaderId, ...(couponCode ? { couponCode } : {}) })),
  };
}
export type CartCalls = ReturnType<typeof useCartCalls>;

/** POST /order/merchant/manual-order: the same key never makes two orders, so a retry after a lost answer is safe. */
export const placeOrder = (input: ManualOrderInput) => api.post<OrderDetails>('/order/merchant/manual-order', input);

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
    queryFn: () => api.get<ProductVariants>(`/product/${productId}/variants-details`),
    enabled: Boolean(productId),
    staleTime: 0,
  });

export const useWarehouseChoices = () =>
  useQuery({
    queryKey: cartKeys.warehouses(),
    queryFn: () => api.get<WarehouseChoice[]>('/product/warehouse-select-main'),
    staleTime: 60_000,
  });

/** GET /cart/marchant/cart-header: the open carts (pending invoices). */
export const useOpenCarts = (page: number, pageSize: number) =>
  useQuery({
    queryKey: cartKeys.open(page, pageSize),
    queryFn: () => api.list<CartHeader>('/cart/marchant/cart-header', { page, pageSize }),
    placeholderData: keepPreviousData,
  });

export const discardCart = (sessionId: string) => api.delete<null>(`/cart/marchant/cart/${session(sessionId)}`);
