import { addDays, todayIn } from '../../platform/store-time.ts';

/** A day `days` after today in Riyadh (the time zone of a new store), as `YYYY-MM-DD`. */
export const riyadhDay = (days = 0) => addDays(todayIn('Asia/Riyadh'), days);

export const validCoupon = (productId: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  couponCode: 'RAMADAN15',
  discountAmount: 15,
  discountType: 'percentage',
  minAmount: 100,
  expiryDate: riyadhDay(30),
  ...overrides,
});
