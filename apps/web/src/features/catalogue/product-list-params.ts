import { PRODUCT_SORTS, STOCK_STATES, type ProductCardsFilter, type ProductSort, type StockState } from '@souqna/contracts';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** The list's state as the address bar keeps it, so back, forward and reload show the same products. */
export interface ProductListParams {
  search: string;
  categoryId: string | null;
  brandId: string | null;
  priceMin: number | null;
  priceMax: number | null;
  stockState: StockState | null;
  showInStore: boolean | null;
  sort: ProductSort;
  page: number;
  pageSize: number;
  /** The product-edits table instead of the list. */
  edits: boolean;
}

/** The search parameter each field is written to. */
const KEYS = {
  search: 'q',
  categoryId: 'category',
  brandId: 'brand',
  priceMin: 'min',
  priceMax: 'max',
  stockState: 'stock',
  showInStore: 'shown',
  sort: 'sort',
  page: 'page',
  pageSize: 'size',
  edits: 'view',
} as const satisfies Record<keyof ProductListParams, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const amountOf = (raw: string | null) => {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
};
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  values.includes(raw as T) ? (raw as T) : null;

/** Reads the address bar; anything unreadable (an old link, a hand-edited value) falls back to its default. */
export function readListParams(sp: URLSearchParams): ProductListParams {
  const page = Number(sp.get(KEYS.page));
  const size = Number(sp.get(KEYS.pageSize));
  const shown = sp.get(KEYS.showInStore);
  const id = (key: string) => {
    const raw = sp.get(key);
    return raw && UUID.test(raw) ? raw : null;
  };
  return {
    search: sp.get(KEYS.search)?.trim() ?? '',
    categoryId: id(KEYS.categoryId),
    brandId: id(KEYS.brandId),
    priceMin: amountOf(sp.get(KEYS.priceMin)),
    priceMax: amountOf(sp.get(KEYS.priceMax)),
    stockState: oneOf(STOCK_STATES, sp.get(KEYS.stockState)),
    showInStore: shown === 'yes' ? true : shown === 'no' ? false : null,
    sort: oneOf(PRODUCT_SORTS, sp.get(KEYS.sort)) ?? 'newest',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    edits: sp.get(KEYS.edits) === 'edits',
  };
}

const textOf = (key: keyof ProductListParams, value: ProductListParams[keyof ProductListParams]): string | null => {
  if (value === null || value === '' || value === false) return null;
  if (key === 'showInStore') return value ? 'yes' : 'no';
  if (key === 'edits') return 'edits';
  if (key === 'sort' && value === 'newest') return null;
  if (key === 'page' && value === 1) return null;
  if (key === 'pageSize' && value === DEFAULT_PAGE_SIZE) return null;
  return String(value);
};

/** The address bar after a change; a change of what is listed starts again at page 1. */
export function writeListParams(sp: URLSearchParams, change: Partial<ProductListParams>): URLSearchParams {
  const merged = { ...readListParams(sp), ...change };
  if (!('page' in change) && Object.keys(change).some((k) => k !== 'edits')) merged.page = 1;
  // Always in the same order, so one list has one address.
  const next = new URLSearchParams();
  for (const key of Object.keys(KEYS) as (keyof ProductListParams)[]) {
    const text = textOf(key, merged[key]);
    if (text !== null) next.set(KEYS[key], text);
  }
  const ours = new Set<string>(Object.values(KEYS));
  for (const [k, v] of sp) if (!ours.has(k)) next.append(k, v);
  return next;
}

/** The body of POST /product/dashboard-product-cards: only what narrows the list. */
export function filterOf(p: ProductListParams): ProductCardsFilter {
  const filter: ProductCardsFilter = { sort: p.sort };
  if (p.search) filter.search = p.search;
  if (p.categoryId) filter.categoryId = p.categoryId;
  if (p.brandId) filter.brandId = p.brandId;
  if (p.priceMin !== null) filter.priceMin = p.priceMin;
  if (p.priceMax !== null) filter.priceMax = p.priceMax;
  if (p.stockState) filter.stockState = p.stockState;
  if (p.showInStore !== null) filter.showInStore = p.showInStore;
  return filter;
}

/** How many filters besides the search narrow the list (the count on the phone's "Filters (n)" button). */
export const narrowingCount = (p: ProductListParams) =>
  [p.categoryId, p.brandId, p.priceMin !== null, p.priceMax !== null, p.stockState, p.showInStore !== null].filter(Boolean)
    .length;

/** Whether anything narrows the list (an empty answer then means "no product matches", not "no products yet"). */
export const isFiltered = (p: ProductListParams) => Boolean(p.search) || narrowingCount(p) > 0;

/** The address bar with every filter cleared, keeping the view, sort and page size. */
export const clearedFilters = (sp: URLSearchParams) =>
  writeListParams(sp, {
    search: '',
    categoryId: null,
    brandId: null,
    priceMin: null,
    priceMax: null,
    stockState: null,
    showInStore: null,
  });
