import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { ListQuery } from '../platform/list.ts';
import { requiredText } from '../platform/fields.ts';
import { ApplyCouponQuery, RemoveCouponInput } from '../coupons/coupon.ts';
import { ManualOrderInput, OrderDetails } from '../orders/order.ts';

export const CART_LINE_QUANTITY_MAX = 10_000;
export const CART_LINES_MAX = 100;

/**
 * The built-in shipping choices of the spec's copy (§9), until the integrations bring providers:
 * standard 2 to 5 business days (free from 200), express the same day (20), pickup within an hour
 * (free). Amounts are major units of the store's currency.
 */
export const SHIPPING_OPTIONS = [
  { id: 'standard', fee: 15, freeFrom: 200 },
  { id: 'express', fee: 20, freeFrom: null },
  { id: 'pickup', fee: 0, freeFrom: null },
] as const;
export type ShippingOptionId = (typeof SHIPPING_OPTIONS)[number]['id'];
export const ShippingOptionCode = z.enum(['standard', 'express', 'pickup']);

export const ShippingOption = z.object({
  shippingProviderId: ShippingOptionCode,
  nameAr: z.string(),
  nameEn: z.string(),
  deliveryAr: z.string(),
  deliveryEn: z.string(),
  fee: z.number(),
  freeFrom: z.number().nullable(),
});
export type ShippingOption = z.infer<typeof ShippingOption>;

/** `POST /cart/marchant/cart-details/{sessionId}`: one product (or one of its variants) into the cart. */
export const CartItemInput = z.strictObject({
  productId: z.uuid(),
  productVariantId: z.uuid().nullable().optional(),
  quantity: z.number().int().min(1).max(CART_LINE_QUANTITY_MAX),
});
export type CartItemInput = z.input<typeof CartItemInput>;

export const CartQuantityInput = z.strictObject({ quantity: z.number().int().min(1).max(CART_LINE_QUANTITY_MAX) });
export const CartCustomerInput = z.strictObject({ customerId: z.uuid() });
export const CartAddressInput = z.strictObject({ customerId: z.uuid(), cartHeaderId: z.uuid() });
export const CartShippingInput = z.strictObject({ customerId: z.uuid().optional(), cartHeaderId: z.uuid() });
export const CartWarehouseInput = z.strictObject({ warehouseId: z.uuid() });
/** How the order will be paid (as the manual order names it; none: not chosen): cash on delivery adds its fee. */
export const CartPaymentInput = z.strictObject({ paymentMethod: z.nullable(requiredText({ max: 40 })) });

export const CartCurrency = z.object({
  currencyId: z.string(),
  code: z.string(),
  currencyName: z.string(),
  symbol: z.string(),
  icon: z.string().nullable(),
});
export type CartCurrency = z.infer<typeof CartCurrency>;

/** Spec §3 Cart detail, computed on the server; plus what the picker shows of the product. */
export const CartDetail = z.object({
  cartDetailId: z.uuid(),
  productId: z.uuid(),
  productVariantId: z.uuid().nullable(),
  name: z.string(),
  variantLabel: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  /** What the cart's warehouse holds of it now; null when it never runs out. */
  available: z.number().int().nullable(),
  unitPrice: z.number(),
  total: z.number(),
  taxAmount: z.number(),
  totalAfterProductDiscount: z.number(),
});
export type CartDetail = z.infer<typeof CartDetail>;

/** Spec §3 Cart: every amount computed on the server in minor units and answered in major units. */
export const Cart = z.object({
  sessionId: z.uuid(),
  cartHeaderId: z.uuid(),
  customerId: z.uuid().nullable(),
  fullName: z.string().nullable(),
  customerAddressId: z.uuid().nullable(),
  warehouseId: z.uuid().nullable(),
  couponCode: z.string().nullable(),
  shippingProviderStoreId: ShippingOptionCode.nullable(),
  details: z.array(CartDetail),
  totalPrice: z.number(),
  discountAmount: z.number(),
  discountCoupon: z.number(),
  subtotalAfterDiscounts: z.number(),
  taxAmountTotal: z.number(),
  shippingFee: z.number(),
  /** How it will be paid, as chosen in the cart (null: not chosen). */
  paymentMethod: z.string().nullable(),
  /** Cash on delivery's fee when that is the way chosen and it is on (0 otherwise); in the total. */
  paymentFee: z.number(),
  cartTotal: z.number(),
  amount: z.number(),
  /** Whether the store's prices hold the tax already (the tax line then says "included"). */
  pricesIncludeTax: z.boolean(),
  currency: CartCurrency,
  updatedAt: z.string(),
});
export type Cart = z.infer<typeof Cart>;

/** One open cart of `GET /cart/marchant/cart-header` (the pending-invoices list). */
export const CartHeader = z.object({
  sessionId: z.uuid(),
  cartHeaderId: z.uuid(),
  customerId: z.uuid().nullable(),
  fullName: z.string().nullable(),
  linesCount: z.number().int(),
  cartTotal: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CartHeader = z.infer<typeof CartHeader>;

export const CartSessionParams = z.strictObject({ sessionId: z.uuid() });
export const CartLineParams = z.strictObject({ cartDetailId: z.uuid(), sessionId: z.uuid() });
export const CartHeaderParams = z.strictObject({ cartHeaderId: z.uuid(), sessionId: z.uuid() });
export const CartAddressParams = z.strictObject({ addressId: z.uuid() });
export const CartShippingParams = z.strictObject({ id: ShippingOptionCode });

/**
 * The merchant's cart for a manual order and the order it becomes (spec §7 "Cart", "Orders"), the
 * admin role; every cart call answers the whole cart.
 */
export const cartEndpoints = {
  get: endpoint({ method: 'GET', path: '/cart/marchant/cart/:sessionId', params: CartSessionParams, data: Cart }),
  /** The open carts (pending invoices). */
  open: endpoint({ method: 'GET', path: '/cart/marchant/cart-header', query: ListQuery, data: CartHeader, list: true }),
  addItem: endpoint({
    method: 'POST',
    path: '/cart/marchant/cart-details/:sessionId',
    params: CartSessionParams,
    body: CartItemInput,
    data: Cart,
  }),
  setQuantity: endpoint({
    method: 'PUT',
    path: '/cart/marchant/details/:cartDetailId/:sessionId',
    params: CartLineParams,
    body: CartQuantityInput,
    data: Cart,
  }),
  removeLine: endpoint({
    method: 'DELETE',
    path: '/cart/marchant/details/:cartDetailId/:sessionId',
    params: CartLineParams,
    data: Cart,
  }),
  clear: endpoint({
    method: 'DELETE',
    path: '/cart/marchant/all-details/:cartHeaderId/:sessionId',
    params: CartHeaderParams,
    data: Cart,
  }),
  setCustomer: endpoint({
    method: 'POST',
    path: '/cart/marchant/customer/:sessionId',
    params: CartSessionParams,
    body: CartCustomerInput,
    data: Cart,
  }),
  setAddress: endpoint({
    method: 'POST',
    path: '/cart/marchant/customer-address/:addressId',
    params: CartAddressParams,
    body: CartAddressInput,
    data: Cart,
  }),
  setShipping: endpoint({
    method: 'POST',
    path: '/cart/marchant/shipping-provider-store/:id',
    params: CartShippingParams,
    body: CartShippingInput,
    data: Cart,
  }),
  setWarehouse: endpoint({
    method: 'POST',
    path: '/cart/marchant/warehouse/:sessionId',
    params: CartSessionParams,
    body: CartWarehouseInput,
    data: Cart,
  }),
  /** The way the order will be paid (docs/product-rules.md "Payments"): its fee shows in the cart's total. */
  setPayment: endpoint({
    method: 'POST',
    path: '/cart/marchant/payment-method/:sessionId',
    params: CartSessionParams,
    body: CartPaymentInput,
    data: Cart,
  }),
  discard: endpoint({ method: 'DELETE', path: '/cart/marchant/cart/:sessionId', params: CartSessionParams, data: z.null() }),
  applyCoupon: endpoint({ method: 'POST', path: '/coupon/merchant/apply-coupon', query: ApplyCouponQuery, data: Cart }),
  removeCoupon: endpoint({ method: 'POST', path: '/coupon/merchant/remove-coupon', body: RemoveCouponInput, data: Cart }),
  /** The same idempotency key never makes two orders: a repeat answers 200 with the first order. */
  placeOrder: endpoint({
    method: 'POST',
    path: '/order/merchant/manual-order',
    body: ManualOrderInput,
    data: OrderDetails,
    status: [201, 200],
  }),
};
