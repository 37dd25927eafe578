import { LEDGER_ENTRY_TYPES, type LedgerEntryType, type TransactionsFilter } from '@souqna/contracts';
import { amountParam, dayParam } from '@/lib/address-values.ts';

export const TRANSACTION_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_TRANSACTION_PAGE_SIZE = 20;

/** The transactions page's state as the address bar keeps it: back, reload and a shared link show the same entries. */
export interface TransactionParams {
  type: LedgerEntryType | null;
  startDate: string | null;
  endDate: string | null;
  amountMin: number | null;
  amountMax: number | null;
  orderNumber: number | null;
  page: number;
  pageSize: number;
}

/** The search parameter each field is written to. */
const KEYS = {
  type: 'type',
  startDate: 'from',
  endDate: 'to',
  amountMin: 'min',
  amountMax: 'max',
  orderNumber: 'order',
  page: 'page',
  pageSize: 'size',
} as const satisfies Record<keyof TransactionParams, string>;

const ORDER_NUMBER_MAX = 2_147_483_647;

/** "1500" or "#1500" as an order number (typed in the filter or kept in the address); null for nothing or anything else. */
export const orderNumberOf = (text: string | null): number | null => {
  const digits = (text ?? '').trim().replace(/^#/, '');
  const n = Number(digits);
  return digits !== '' && Number.isInteger(n) && n >= 1 && n <= ORDER_NUMBER_MAX ? n : null;
};

/** Reads the address bar; anything unreadable (an old link, a hand-edited value) falls back to its default. */
export function readTransactionParams(sp: URLSearchParams): TransactionParams {
  const type = sp.get(KEYS.type) as LedgerEntryType;
  const page = Number(sp.get(KEYS.page));
  const size = Number(sp.get(KEYS.pageSize));
  return {
    type: LEDGER_ENTRY_TYPES.includes(type) ? type : null,
    startDate: dayParam(sp.get(KEYS.startDate)),
    endDate: dayParam(sp.get(KEYS.endDate)),
    amountMin: amountParam(sp.get(KEYS.amountMin)),
    amountMax: amountParam(sp.get(KEYS.amountMax)),
    orderNumber: orderNumberOf(sp.get(KEYS.orderNumber)),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (TRANSACTION_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_TRANSACTION_PAGE_SIZE,
  };
}

/** The address bar after a change; a change of what is listed starts again at page 1. */
export function writeTransactionParams(sp: URLSearchParams, change: Partial<TransactionParams>): URLSearchParams {
  const merged = { ...readTransactionParams(sp), ...change };
  if (!('page' in change)) merged.page = 1;
  const next = new URLSearchParams();
  for (const key of Object.keys(KEYS) as (keyof TransactionParams)[]) {
    const value = merged[key];
    const isDefault =
      value === null || (key === 'page' && value === 1) || (key === 'pageSize' && value === DEFAULT_TRANSACTION_PAGE_SIZE);
    if (!isDefault) next.set(KEYS[key], String(value));
  }
  return next;
}

/** Whether a filter range reads backwards (the server refuses it; the filters say so first). */
export const reversedRange = (p: TransactionParams) => ({
  amount: p.amountMin !== null && p.amountMax !== null && p.amountMin > p.amountMax,
  date: p.startDate !== null && p.endDate !== null && p.startDate > p.endDate,
});

/** The query's filters: only what narrows the list; a range written backwards narrows by its first bound only. */
export function transactionFilterOf(p: TransactionParams): TransactionsFilter {
  const reversed = reversedRange(p);
  const filter: TransactionsFilter = {};
  if (p.type) filter.type = p.type;
  if (p.startDate) filter.startDate = p.startDate;
  if (p.endDate && !reversed.date) filter.endDate = p.endDate;
  if (p.amountMin !== null) filter.amountMin = p.amountMin;
  if (p.amountMax !== null && !reversed.amount) filter.amountMax = p.amountMax;
  if (p.orderNumber !== null) filter.orderNumber = p.orderNumber;
  return filter;
}

/** How many of the five filters narrow the list (the days count once): the phone's filters button says it. */
export const narrowingCount = (p: TransactionParams) =>
  [p.type, p.startDate ?? p.endDate, p.amountMin !== null, p.amountMax !== null, p.orderNumber !== null].filter(Boolean).length;

/** Whether anything narrows the list (an empty answer then means "nothing matches", and the count may be capped). */
export const isFiltered = (p: TransactionParams) => Object.keys(transactionFilterOf(p)).length > 0;

export const CLEARED_FILTERS: Partial<TransactionParams> = {
  type: null,
  startDate: null,
  endDate: null,
  amountMin: null,
  amountMax: null,
  orderNumber: null,
};
