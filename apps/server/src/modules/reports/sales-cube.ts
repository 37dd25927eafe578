import { sql } from 'drizzle-orm';
import type { ReportGroup } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { heldCopy } from './copies.ts';
import { pageOf } from './first-of.ts';

/**
 * The daily sales of a store's groups (products, customers and the few hundred others) held in
 * memory, so that a report of a year of 100,000 products finds its page without summing a million
 * rows in PostgreSQL
 * (docs/architecture.md "Sales in memory"). Exact, never stale: each report asks PostgreSQL, in one
 * statement, for the rows written since the copy was made (`sales_daily.version` is the writer's
 * transaction id; the snapshot's xmin is where the next look starts, so a transaction still running
 * then is looked at again) and for the store's last rebuild (a rebuild deletes rows: load again).
 * It chooses a page's groups and sums their figures; only their names are read from PostgreSQL.
 */
export const CUBE_MEASURES = ['orders', 'units', 'sales', 'refunds', 'profit', 'discount', 'tax', 'cost'] as const;
export type CubeMeasure = (typeof CUBE_MEASURES)[number];
/** Every group a report sums by: the products and customers (thousands), the rest (a few hundred at most). */
export type CubeDimension = ReportGroup;

const M = CUBE_MEASURES.length;
const EPOCH_MS = Date.UTC(2000, 0, 1);
/** A calendar day as whole days since 2000-01-01. */
export const dayNumber = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - EPOCH_MS) / 86_400_000);

/**
 * One group's days in order and, per measure, the running sums before each day (one more than
 * days): `n` days from `at` in `days`, their sums from `sumsAt` in each of `prefix`. The groups of a
 * load share one array per measure; a group changed since has arrays of its own.
 */
interface Slice {
  days: Int32Array;
  prefix: Float64Array[];
  at: number;
  sumsAt: number;
  n: number;
  /** The first day it had a sale (orders above 0), or never. */
  firstSale: number;
  /** Arrays of its own (changed since the load), counted in the copy's bytes one by one. */
  own: boolean;
}

const NEVER = 2 ** 31 - 1;
const ORDERS = CUBE_MEASURES.indexOf('orders');

/** A group's slice of its own from its days' measures. */
function sliceOf(cells: Map<number, number[]>): Slice {
  const days = Int32Array.from([...cells.keys()].sort((a, b) => a - b));
  const prefix = Array.from({ length: M }, () => new Float64Array(days.length + 1));
  let firstSale = NEVER;
  days.forEach((day, j) => {
    const values = cells.get(day)!;
    if (firstSale === NEVER && values[ORDERS]! > 0) firstSale = day;
    for (let m = 0; m < M; m += 1) prefix[m]![j + 1] = prefix[m]![j]! + values[m]!;
  });
  return { days, prefix, at: 0, sumsAt: 0, n: days.length, firstSale, own: true };
}

/** The first index in `days[from, to)` whose day is at least `day`. */
function lowerBound(days: Int32Array, day: number, from: number, to: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (days[mid]! < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface KeptGroups {
  has(key: string): boolean;
  total: number;
  keys(): string[];
  /** The group's sum of `measure` over the range (0 for a group the range does not keep). */
  sum(key: string, measure: CubeMeasure): number;
}

interface RangeSums {
  /** Per measure, each group's sum over the range. */
  sums: Float64Array[];
  /** The groups a report shows: some orders, sales or refunds in the range (as its SQL's `having`). */
  kept: Int32Array;
}

export class SalesCube {
  keys: string[] = [];
  private index = new Map<string, number>();
  private slices: Slice[] = [];
  /** Where the next look for rows written since starts (a snapshot's xmin), and the rebuild it holds. */
  horizon = 0;
  rebuilt = 0;
  bytes = 0;
  /**
   * How many of the first groups are in key order (a load reads them so): between two of them the
   * lower index is the lower key, so ties in a sort go by index, without comparing the keys' text.
   */
  private inKeyOrder = 0;
  private ranges = new Map<string, RangeSums>();
  /** The sums of the groups the last search found (the same set until the search copy changes) over its range. */
  private searched: { only: ReadonlySet<string>; id: string; range: RangeSums } | null = null;

  /**
   * The groups of a load, from `day m1 … m8,day …` texts in day order: one array per measure for
   * them all, read without a string per number.
   */
  static fromTexts(groups: { key: string; cells: string }[]): SalesCube {
    const cube = new SalesCube();
    const counts = groups.map(({ cells }) => {
      let n = 1;
      for (let i = 0; i < cells.length; i += 1) if (cells.charCodeAt(i) === 44) n += 1;
      return n;
    });
    const total = counts.reduce((a, b) => a + b, 0);
    const days = new Int32Array(total);
    const prefix = Array.from({ length: M }, () => new Float64Array(total + groups.length));
    cube.bytes = days.byteLength + prefix.reduce((n, a) => n + a.byteLength, 0);
    let at = 0;
    groups.forEach(({ key, cells }, g) => {
      const slice: Slice = { days, prefix, at, sumsAt: at + g, n: counts[g]!, firstSale: NEVER, own: false };
      readCells(cells, slice);
      if (cube.inKeyOrder === g && (g === 0 || cube.keys[g - 1]! < key)) cube.inKeyOrder = g + 1;
      cube.index.set(key, cube.keys.length);
      cube.keys.push(key);
      cube.slices.push(slice);
      at += counts[g]!;
    });
    return cube;
  }

  /** Puts each group's rows (day → measures) in place of what it held for those days. */
  apply(rows: { key: string; day: number; values: number[] }[]): void {
    const byKey = new Map<number, Map<number, number[]>>();
    for (const row of rows) {
      let i = this.index.get(row.key);
      if (i === undefined) {
        i = this.keys.length;
        this.keys.push(row.key);
        this.index.set(row.key, i);
        this.slices.push(sliceOf(new Map()));
      }
      let cells = byKey.get(i);
      if (!cells) byKey.set(i, (cells = this.cellsOf(i)));
      cells.set(row.day, row.values);
    }
    let changed = false;
    for (const [i, cells] of byKey) {
      const next = sliceOf(cells);
      const before = this.slices[i]!;
      if (sameSlice(before, next)) continue;
      changed = true;
      // A group of a load keeps its place in the shared arrays (counted once); its own arrays are counted.
      if (before.own) this.bytes -= sliceBytes(before);
      this.bytes += sliceBytes(next);
      this.slices[i] = next;
    }
    if (changed) {
      this.ranges.clear();
      this.searched = null;
    }
  }

  private cellsOf(i: number): Map<number, number[]> {
    const { days, prefix, at, sumsAt, n } = this.slices[i]!;
    const cells = new Map<number, number[]>();
    for (let j = 0; j < n; j += 1)
      cells.set(
        days[at + j]!,
        prefix.map((p) => p[sumsAt + j + 1]! - p[sumsAt + j]!),
      );
    return cells;
  }

  /**
   * Each group's sums over the days `from`..`to` (day numbers, both included), kept for the next page
   * of the same range; of the groups `only` names when given (a search's: kept while that set is).
   */
  sumsOver(from: number, to: number, only?: ReadonlySet<string>): RangeSums {
    const id = `${from}:${to}`;
    const cached = only
      ? this.searched?.only === only && this.searched.id === id
        ? this.searched.range
        : undefined
      : this.ranges.get(id);
    if (cached) return cached;
    const n = this.keys.length;
    const sums = Array.from({ length: M }, () => new Float64Array(n));
    const kept: number[] = [];
    const [sales, refunds] = [CUBE_MEASURES.indexOf('sales'), CUBE_MEASURES.indexOf('refunds')];
    let groups: Int32Array | null = null;
    if (only) {
      const found: number[] = [];
      for (const key of only) {
        const i = this.index.get(key);
        if (i !== undefined) found.push(i);
      }
      groups = Int32Array.from(found).sort();
    }
    for (let g = 0; g < (groups?.length ?? n); g += 1) {
      const i = groups ? groups[g]! : g;
      const { days, prefix, at, sumsAt, n: count } = this.slices[i]!;
      const lo = lowerBound(days, from, at, at + count);
      const hi = lowerBound(days, to + 1, lo, at + count);
      if (lo === hi) continue;
      for (let m = 0; m < M; m += 1) sums[m]![i] = prefix[m]![sumsAt + hi - at]! - prefix[m]![sumsAt + lo - at]!;
      if (sums[ORDERS]![i] !== 0 || sums[sales]![i] !== 0 || sums[refunds]![i] !== 0) kept.push(i);
    }
    const range = { sums, kept: Int32Array.from(kept) };
    if (only) this.searched = { only, id, range };
    else {
      if (this.ranges.size >= 8) this.ranges.delete(this.ranges.keys().next().value!);
      this.ranges.set(id, range);
    }
    return range;
  }

  /**
   * The groups of one page of the range sorted by `measure` (then by key, as the SQL sorts), and
   * how many groups the range has; of the groups `only` names when given (those a search found).
   */
  page(
    from: number,
    to: number,
    measure: CubeMeasure,
    dir: 'asc' | 'desc',
    offset: number,
    limit: number,
    only?: ReadonlySet<string>,
  ): { keys: string[]; total: number } {
    const { sums, kept } = this.sumsOver(from, to, only);
    // The measure's sums, by group: read in place, nothing copied per page.
    const values = sums[CUBE_MEASURES.indexOf(measure)]!;
    const sign = dir === 'desc' ? -1 : 1;
    const ordered = this.inKeyOrder;
    const byKey = (a: number, b: number) => (a < ordered && b < ordered ? a - b : this.keys[a]! < this.keys[b]! ? -1 : 1);
    const before = (a: number, b: number) => sign * (values[a]! - values[b]!) || byKey(a, b);
    // The page's groups from one pass over the range's groups (first-of.ts): a deep page costs what the first does.
    return { keys: pageOf(kept, before, offset, limit).map((i) => this.keys[i]!), total: kept.length };
  }

  /** The groups the range keeps (of those `only` names): a test by key, how many, their keys, and a group's sum of a measure. */
  keptIn(from: number, to: number, only?: ReadonlySet<string>): KeptGroups {
    const { sums, kept } = this.sumsOver(from, to, only);
    const flags = new Uint8Array(this.keys.length);
    for (const i of kept) flags[i] = 1;
    return {
      has: (key) => flags[this.index.get(key) ?? -1] === 1,
      total: kept.length,
      keys: () => [...kept].map((i) => this.keys[i]!),
      sum: (key, measure) => {
        const i = this.index.get(key);
        return i === undefined || flags[i] !== 1 ? 0 : sums[CUBE_MEASURES.indexOf(measure)]![i]!;
      },
    };
  }

  /** The most and the fewest of `measure` among the range's groups (of those `only` names) with some of it. */
  extremes(from: number, to: number, measure: CubeMeasure, only?: ReadonlySet<string>): { most: number; fewest: number } {
    const { sums, kept } = this.sumsOver(from, to, only);
    const values = sums[CUBE_MEASURES.indexOf(measure)]!;
    let [most, fewest] = [0, Number.POSITIVE_INFINITY];
    for (const i of kept) {
      const v = values[i]!;
      if (v <= 0) continue;
      if (v > most) most = v;
      if (v < fewest) fewest = v;
    }
    return { most, fewest };
  }

  /**
   * Of the groups (customers) with orders in the range, those whose first sale falls in it, and
   * the others; the group with no customer ('') is neither.
   */
  firstSales(from: number, to: number): { first: number; again: number } {
    const { sums, kept } = this.sumsOver(from, to);
    let first = 0;
    let again = 0;
    for (const i of kept) {
      if (sums[ORDERS]![i]! <= 0 || this.keys[i] === '') continue;
      if (this.slices[i]!.firstSale >= from) first += 1;
      else again += 1;
    }
    return { first, again };
  }
}

/** Reads a group's `day m1 … m8,…` text into its place in the shared arrays. */
function readCells(text: string, slice: Slice): void {
  const { days, prefix, at, sumsAt } = slice;
  let cell = 0;
  let field = 0;
  let value = 0;
  let negative = false;
  const end = () => {
    const v = negative ? -value : value;
    if (field === 0) days[at + cell] = v;
    else {
      const p = prefix[field - 1]!;
      p[sumsAt + cell + 1] = p[sumsAt + cell]! + v;
      if (field - 1 === ORDERS && v > 0 && slice.firstSale === NEVER) slice.firstSale = days[at + cell]!;
    }
    value = 0;
    negative = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 45) negative = true;
    else if (c === 32) {
      end();
      field += 1;
    } else if (c === 44) {
      end();
      field = 0;
      cell += 1;
    } else value = value * 10 + (c - 48);
  }
  end();
}

const sliceBytes = (s: Slice) => s.days.byteLength + s.prefix.reduce((n, p) => n + p.byteLength, 0);
function sameSlice(a: Slice, b: Slice): boolean {
  if (a.n !== b.n || a.firstSale !== b.firstSale) return false;
  for (let j = 0; j < a.n; j += 1) if (a.days[a.at + j] !== b.days[b.at + j]) return false;
  for (let m = 0; m < M; m += 1)
    for (let j = 0; j <= a.n; j += 1) if (a.prefix[m]![a.sumsAt + j] !== b.prefix[m]![b.sumsAt + j]) return false;
  return true;
}

/** The measures of a `sales_daily` row, in CUBE_MEASURES order. */
const MEASURES_SQL = sql`orders, units, sales, refunds, sales - tax - shipping - cost, discount, tax, cost`;
const SNAPSHOT_SQL = (storeId: string) =>
  sql`select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as horizon,
             coalesce((select xid from sales_rebuilds where store_id = ${storeId}), 0) as rebuilt`;

/** Every row of the store's `dimension`, and the snapshot they were read in, in one statement. */
async function load(db: Tx, storeId: string, dimension: CubeDimension): Promise<SalesCube> {
  const { rows } = await db.execute<{ horizon: string; rebuilt: string; key: string | null; cells: string | null }>(sql`
    with h as (${SNAPSHOT_SQL(storeId)})
    select h.horizon, h.rebuilt, c.key, c.cells from h left join lateral (
      select key, string_agg(concat_ws(' ', day - date '2000-01-01', ${MEASURES_SQL}), ',' order by day) as cells
      from sales_daily where store_id = ${storeId} and dimension = ${dimension} group by key
    ) as c on true
    order by c.key collate "C"`);
  const cube = SalesCube.fromTexts(
    rows.flatMap((r) => (r.key !== null && r.cells !== null ? [{ key: r.key, cells: r.cells }] : [])),
  );
  cube.horizon = Number(rows[0]!.horizon);
  cube.rebuilt = Number(rows[0]!.rebuilt);
  return cube;
}

/** Brings `cube` up to what the database holds now: the rows written since its horizon, or all again after a rebuild. */
async function refresh(db: Tx, storeId: string, dimension: CubeDimension, cube: SalesCube): Promise<SalesCube> {
  const { rows } = await db.execute<{ horizon: string; rebuilt: string; key: string | null; day: number; m: string[] }>(sql`
    with h as (${SNAPSHOT_SQL(storeId)})
    select h.horizon, h.rebuilt, d.key, d.day - date '2000-01-01' as day, array[${MEASURES_SQL}]::text[] as m
    from h left join sales_daily d on d.store_id = ${storeId} and d.dimension = ${dimension} and d.version >= ${cube.horizon}`);
  if (Number(rows[0]!.rebuilt) !== cube.rebuilt) return load(db, storeId, dimension);
  cube.apply(rows.filter((r) => r.key !== null).map((r) => ({ key: r.key!, day: Number(r.day), values: r.m.map(Number) })));
  cube.horizon = Number(rows[0]!.horizon);
  return cube;
}

/** The store's daily sales by one group in memory, up to date: loaded once, then refreshed by each report that reads it. */
export const salesCube = (db: Tx, storeId: string, dimension: CubeDimension): Promise<SalesCube> =>
  heldCopy(
    `sales:${storeId}:${dimension}`,
    () => load(db, storeId, dimension),
    (held) => refresh(db, storeId, dimension, held),
  );
