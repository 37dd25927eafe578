import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';

export const PLAN_IDS = ['free', 'standard', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** What a plan allows; `null` means unlimited. Orders count per calendar month in the store's time zone. */
export const PlanLimits = z.object({
  products: z.number().int().nullable(),
  ordersPerMonth: z.number().int().nullable(),
});
export type PlanLimits = z.infer<typeof PlanLimits>;

export const Plan = z.object({
  plan: z.enum(PLAN_IDS),
  nameAr: z.string(),
  nameEn: z.string(),
  limits: PlanLimits,
  support: z.enum(['basic', 'vip']),
  customLogo: z.boolean(),
  /** Its price a month in `PLAN_CURRENCY`, before VAT (docs/decisions.md "Plan prices"). */
  monthlyPrice: z.number(),
});
export type Plan = z.infer<typeof Plan>;

/** The platform bills its plans in Saudi riyals, with Saudi VAT on top. */
export const PLAN_CURRENCY = 'SAR';
export const PLAN_VAT_PERCENT = 15;

/** The three plans of spec §1 and docs/product-rules.md "Plans". Prices are not part of the spec. */
export const PLANS: readonly Plan[] = [
  {
    plan: 'free',
    nameAr: 'المجانية',
    nameEn: 'Free',
    limits: { products: 5, ordersPerMonth: 10 },
    support: 'basic',
    customLogo: false,
    monthlyPrice: 0,
  },
  {
    plan: 'standard',
    nameAr: 'القياسية',
    nameEn: 'Standard',
    limits: { products: 50, ordersPerMonth: 500 },
    support: 'basic',
    customLogo: false,
    monthlyPrice: 99,
  },
  {
    plan: 'premium',
    nameAr: 'المميزة',
    nameEn: 'Premium',
    limits: { products: null, ordersPerMonth: null },
    support: 'vip',
    customLogo: true,
    monthlyPrice: 299,
  },
];

export const planOf = (id: PlanId): Plan => PLANS.find((p) => p.plan === id)!;

export const PlanUsage = z.object({ products: z.number().int(), ordersThisMonth: z.number().int() });
export type PlanUsage = z.infer<typeof PlanUsage>;

export interface ExceededLimit {
  limit: 'products' | 'ordersPerMonth';
  allowed: number;
  usage: number;
}

/** The limits `usage` is already past on `plan` (what a downgrade would break), with the numbers; empty when it fits. */
export function exceededLimits(plan: PlanId, usage: PlanUsage): ExceededLimit[] {
  const { limits } = planOf(plan);
  const over: ExceededLimit[] = [];
  if (limits.products !== null && usage.products > limits.products)
    over.push({ limit: 'products', allowed: limits.products, usage: usage.products });
  if (limits.ordersPerMonth !== null && usage.ordersThisMonth > limits.ordersPerMonth)
    over.push({ limit: 'ordersPerMonth', allowed: limits.ordersPerMonth, usage: usage.ordersThisMonth });
  return over;
}

/** Whether one more product (or order) still fits the plan: the rule behind 402 `PLAN_LIMIT_REACHED`. */
export function withinLimit(limit: number | null, used: number): boolean {
  return limit === null || used < limit;
}

export const PlanChange = z.object({
  from: z.enum(PLAN_IDS),
  to: z.enum(PLAN_IDS),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
});
export type PlanChange = z.infer<typeof PlanChange>;

/** `GET /store/plan`: the store's plan, its limits and usage, every plan, and the recent changes. */
export const StorePlan = z.object({
  plan: z.enum(PLAN_IDS),
  limits: PlanLimits,
  usage: PlanUsage,
  plans: z.array(Plan),
  history: z.array(PlanChange),
});
export type StorePlan = z.infer<typeof StorePlan>;

export const ChoosePlanInput = z.strictObject({ plan: z.enum(PLAN_IDS) });
export type ChoosePlanInput = z.infer<typeof ChoosePlanInput>;

/** The store's plan and its usage (admin); choosing one is the owner's. */
export const planEndpoints = {
  get: endpoint({ method: 'GET', path: '/store/plan', data: StorePlan }),
  choose: endpoint({ method: 'POST', path: '/store/plan', body: ChoosePlanInput, data: StorePlan }),
};
