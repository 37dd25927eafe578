import { z } from 'zod';
import { requiredText } from '../platform/fields.ts';
import { ListQuery } from '../platform/list.ts';
import { percent } from '../taxes/tax.ts';
import { collectionEndpoints } from '../platform/collection.ts';

export const COUPON_CODE_MAX = 50;
export const COUPON_PAGE_SIZE = 10;

/** Spec §3 discountType; `other` means free shipping (docs/product-rules.md), stored long ago as `aaa`. */
export const COUPON_TYPES = ['percentage', 'fixed', 'other'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
export const CouponTypeCode = z.preprocess((v) => (v === 'aaa' ? 'other' : v), z.enum(COUPON_TYPES));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date `YYYY-MM-DD` that exists. */
export const calendarDate = () =>
  z
    .string()
    .trim()
    .refine(
      (v) =>
        DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: 'invalid_format',
      },
    );

/**
 * Spec §3 Coupon with the rules of §5: all six fields required, code at most 50, a percentage 0 to
 * 100, other amounts 0 or more. Codes are kept upper-case, so `ramadan` and `RAMADAN` are one code.
 */
export const CouponInput = z
  .strictObject({
    productId: z.uuid(),
    couponCode: z
      .string()
      .trim()
      .min(1)
      .max(COUPON_CODE_MAX)
      .transform((v) => v.toUpperCase()),
    discountAmount: z.number().min(0).max(1e12),
    discountType: CouponTypeCode,
    minAmount: z.number().min(0).max(1e12),
    expiryDate: calendarDate(),
  })
  .superRefine((c, ctx) => {
    if (c.discountType !== 'percentage' || percent().safeParse(c.discountAmount).success) return;
    const message = c.discountAmount <= 100 ? 'percent_decimals' : 'percent_range';
    ctx.addIssue({ code: 'custom', message, path: ['discountAmount'], input: c.discountAmount });
  });
export type CouponInput = z.input<typeof CouponInput>;
export type CouponValues = z.output<typeof CouponInput>;

export const Coupon = z.object({
  couponId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  couponCode: z.string(),
  discountAmount: z.number(),
  discountType: z.enum(COUPON_TYPES),
  minAmount: z.number(),
  expiryDate: z.string(),
  isExpired: z.boolean(),
  timesUsed: z.number().int(),
  /** The store's currency, in which `discountAmount` (fixed) and `minAmount` are. */
  currency: z.string(),
});
export type Coupon = z.infer<typeof Coupon>;

export const CouponParams = z.strictObject({ id: z.uuid() });

export const CouponListQuery = ListQuery.extend({ search: z.string().trim().max(COUPON_CODE_MAX).optional() });
export type CouponListQuery = z.infer<typeof CouponListQuery>;

/** `POST /coupon/merchant/apply-coupon?cartHeaderId&couponCode` */
export const ApplyCouponQuery = z.strictObject({ cartHeaderId: z.uuid(), couponCode: requiredText({ max: COUPON_CODE_MAX }) });
/** `POST /coupon/merchant/remove-coupon` */
export const RemoveCouponInput = z.strictObject({
  cartHeaderId: z.uuid(),
  couponCode: z.string().max(COUPON_CODE_MAX).optional(),
});

/** The coupon form path of spec §7 "Coupons" (`/coupon`): the list, one coupon, add, edit, delete (admin). */
export const couponEndpoints = collectionEndpoints('/coupon', {
  params: CouponParams,
  query: CouponListQuery,
  body: CouponInput,
  data: Coupon,
});
