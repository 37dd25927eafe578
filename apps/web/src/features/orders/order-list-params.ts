import {
  CUSTOM_STATUSES_MAX,
  ORDER_SORTS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderFilter,
  type OrderStatus,
  type PaymentStatus,
} from '@souqna/contracts';
import { amountParam, dayParam } from '@/lib/address-values.ts';

export const ORDER_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_ORDER_PAGE_SIZE = 20;
type OrderSort = (typeof ORDER_SORTS)[number];

/** The order list's state as the address bar keeps it, so back, forward, reload and a shared link show the same orders. */
export interface OrderListParams {
  search: string;
  statuses: OrderStatus[];
  /** The store's custom statuses chosen (their ids); an order in any of them, or in one of `statuses`, is listed. */
  stages: string[];
  paymentStatuses: PaymentStatus[];
  dateFrom: string | null;
  dateTo: string | null;
  city: string;
  amountMin: number | null;
  amountMax: number | null;
  sort: OrderSort;
  page: number;
  pageSize: number;
}

/** The search parameter each field is written to. */
const KEYS = {
  search: 'q',
  statuses: 'status',
  stages: 'stage',
  paymentStatuses: 'payment',
  dateFrom: 'from',
  dateTo: 'to',
  city: 'city',
  amountMin: 'min',
  amountMax: 'max',
  sort: 'sort',
  page: 'page',
  pageSize: 'size',
} as const satisfies Record<keyof OrderListParams, string>;

/** A comma list of known values, each once, in the contract's order. */
const listOf = <T extends string>(values: readonly T[], raw: string | null): T[] => {
  const given = new Set((raw ?? '').split(','));
  return values.filter((v) => given.has(v));
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A comma list of ids, each once (at most the custom statuses a store may have). */
const idsOf = (raw: string | null) =>
  [...new Set((raw ?? '').split(',').filter((id) => UUID.test(id)))].slice(0, CUSTOM_STATUSES_MAX);

/** Reads the address bar; anything unreadable (an old link, a hand-edited value) falls back to its default. */
export function readOrderParams(sp: URLSearchParams): OrderListParams {
  const page = Number(sp.get(KEYS.page));
  const size = Number(sp.get(KEYS.pageSize));
  const sort = sp.get(KEYS.sort) as OrderSort;
  return {
    search: sp.get(KEYS.search)?.trim() ?? '',
    statuses: listOf(ORDER_STATUSES, sp.get(KEYS.statuses)),
    stages: idsOf(sp.get(KEYS.stages)),
    paymentStatuses: listOf(PAYMENT_STATUSES, sp.get(KEYS.paymentStatuses)),
    dateFrom: dayParam(sp.get(KEYS.dateFrom)),
    dateTo: dayParam(sp.get(KEYS.dateTo)),
    city: sp.get(KEYS.city)?.trim() ?? '',
    amountMin: amountParam(sp.get(KEYS.amountMin)),
    amountMax: amountParam(sp.get(KEYS.amountMax)),
    sort: ORDER_SORTS.includes(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (ORDER_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_ORDER_PAGE_SIZE,
  };
}

const textOf = <K extends keyof OrderListParams>(key: K, value: OrderListParams[K]): string | null => {
  if (value === null || value === '') return null;
  if (Array.isArray(value)) return value.length ? value.join(',') : null;
  if (key === 'sort' && value === 'newest') return null;
  if (key === 'page' && value === 1) return null;
  if (key === 'pageSize' && value === DEFAULT_ORDER_PAGE_SIZE) return null;
  return String(value);
};

/** The address bar after a change; a change of what is listed starts again at page 1. */
export function writeOrderParams(sp: URLSearchParams, change: Partial<OrderListParams>): URLSearchParams {
  const merged = { ...readOrderParams(sp), ...change };
  if (!('page' in change)) merged.page = 1;
  merged.statuses = ORDER_STATUSES.filter((s) => merged.statuses.includes(s));
  merged.stages = idsOf(merged.stages.join(','));
  merged.paymentStatuses = PAYMENT_STATUSES.filter((s) => merged.paymentStatuses.includes(s));
  // Always in the same order, so one list has one address.
  const next = new URLSearchParams();
  for (const key of Object.keys(KEYS) as (keyof OrderListParams)[]) {
    const text = textOf(key, merged[key]);
    if (text !== null) next.set(KEYS[key], text);
  }
  const ours = new Set<string>(Object.values(KEYS));
  for (const [k, v] of sp) if (!ours.has(k)) next.append(k, v);
  return next;
}

/** The body of POST /order/store-orders: only what narrows the list. */
export function orderFilterOf(p: OrderListParams): OrderFilter {
  const filter: OrderFilter = { sort: p.sort };
  if (p.search) filter.search = p.search;
  if (p.statuses.length) filter.statuses = p.statuses;
  if (p.stages.length) filter.statusIds = p.stages;
  if (p.paymentStatuses.length) filter.paymentStatuses = p.paymentStatuses;
  if (p.city) filter.city = p.city;
  // A range written backwards (the filters say so) narrows by its first bound only, never a refused call.
  const reversed = reversedRange(p);
  if (p.dateFrom) filter.dateFrom = p.dateFrom;
  if (p.dateTo && !reversed.date) filter.dateTo = p.dateTo;
  if (p.amountMin !== null) filter.amountMin = p.amountMin;
  if (p.amountMax !== null && !reversed.amount) filter.amountMax = p.amountMax;
  return filter;
}

/** Whether anything narrows the list (an empty answer then means "no order matches", not "no orders yet"). */
export const isOrderListFiltered = (p: OrderListParams) =>
  Boolean(
    p.search ||
    p.statuses.length ||
    p.stages.length ||
    p.paymentStatuses.length ||
    p.dateFrom ||
    p.dateTo ||
    p.city ||
    p.amountMin !== null ||
    p.amountMax !== null,
  );

/** The address bar with every filter cleared, keeping the sort and page size. */
export const clearedOrderFilters = (sp: URLSearchParams) =>
  writeOrderParams(sp, {
    search: '',
    statuses: [],
    stages: [],
    paymentStatuses: [],
    dateFrom: null,
    dateTo: null,
    city: '',
    amountMin: null,
    amountMax: null,
  });

/** Whether a filter range reads backwards (the server refuses it; the form says so first). */
export const reversedRange = (p: OrderListParams) => ({
  amount: p.amountMin !== null && p.amountMax !== null && p.amountMin > p.amountMax,
  date: p.dateFrom !== null && p.dateTo !== null && p.dateFrom > p.dateTo,
});
