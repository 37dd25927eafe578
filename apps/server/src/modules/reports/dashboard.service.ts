import { sql } from 'drizzle-orm';
import {
  SALES_SUMMARY_LENGTH,
  toMajor,
  type PeriodComparison,
  type QuickSummary,
  type SalesSummary,
  type SalesSummaryPeriod,
} from '@souqna/contracts';
import type { StoreContext } from '../../platform/store-context.ts';
import { addDays, todayIn } from '../../platform/store-time.ts';
import { readStore } from '../stores/store-row.ts';

interface Stretch {
  start: string;
  end: string;
}

/** The first day of the week holding `day`: weeks start on Saturday (the store's week in the Gulf and Yemen). */
function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 1) % 7));
}

/** The same stretch one month earlier: from the first of last month to the same day of it (or its last day). */
function monthBefore(start: string, end: string): Stretch {
  const [y, m] = start.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  const lastDay = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  const day = Math.min(Number(end.slice(8, 10)), lastDay);
  return { start: first, end: `${first.slice(0, 8)}${String(day).padStart(2, '0')}` };
}

/** Today, this week and this month so far, each beside the stretch before it, from the store's daily sales. */
export async function quickSummary(store: StoreContext, now: Date = new Date()): Promise<QuickSummary> {
  return store.read(async (db) => {
    const { currency, timeZone } = await readStore(db, store.id);
    const today = todayIn(timeZone, now);
    const week = weekStart(today);
    const month = `${today.slice(0, 8)}01`;
    const daysIntoWeek = Math.round((Date.parse(today) - Date.parse(week)) / 86_400_000);
    const stretches: Record<string, Stretch> = {
      today: { start: today, end: today },
      yesterday: { start: addDays(today, -1), end: addDays(today, -1) },
      week: { start: week, end: today },
      lastWeek: { start: addDays(week, -7), end: addDays(week, daysIntoWeek - 7) },
      month: { start: month, end: today },
      lastMonth: monthBefore(month, today),
    };
    const first = Object.values(stretches).reduce((a, s) => (s.start < a ? s.start : a), today);
    const { rows } = await db.execute<{ day: string; orders: number; sales: string; profit: string }>(sql`
      select day::text as day, orders, sales, (sales - tax - shipping - cost) as profit from sales_daily
      where store_id = ${store.id} and dimension = 'store' and day between ${first} and ${today}`);
    const sum = ({ start, end }: Stretch) => {
      const inside = rows.filter((r) => r.day >= start && r.day <= end);
      return {
        orders: inside.reduce((n, r) => n + Number(r.orders), 0),
        sales: toMajor(
          inside.reduce((n, r) => n + Number(r.sales), 0),
          currency,
        ),
        profit: toMajor(
          inside.reduce((n, r) => n + Number(r.profit), 0),
          currency,
        ),
      };
    };
    const compare = (current: Stretch, previous: Stretch): PeriodComparison => ({
      start: current.start,
      end: current.end,
      current: sum(current),
      previous: sum(previous),
    });
    return {
      currency,
      today: compare(stretches.today!, stretches.yesterday!),
      week: compare(stretches.week!, stretches.lastWeek!),
      month: compare(stretches.month!, stretches.lastMonth!),
    };
  });
}

/** The first day of each of the `count` periods up to the one holding `today`, oldest first. */
function periodStarts(period: SalesSummaryPeriod, today: string, count: number): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    switch (period) {
      case 'day':
        return addDays(today, -back);
      case 'week':
        return addDays(weekStart(today), -7 * back);
      case 'month':
        return day(new Date(Date.UTC(y, m - 1 - back, 1)));
      case 'year':
        return `${y - back}-01-01`;
    }
  });
}

/** The store's sales by day (7), week (8, from Saturday), month (12) or year (5), the current period last and up to today. */
export async function salesSummary(
  store: StoreContext,
  period: SalesSummaryPeriod,
  now: Date = new Date(),
): Promise<SalesSummary> {
  return store.read(async (db) => {
    const { currency, timeZone } = await readStore(db, store.id);
    const today = todayIn(timeZone, now);
    const starts = periodStarts(period, today, SALES_SUMMARY_LENGTH[period]);
    const { rows } = await db.execute<{ day: string; orders: number; sales: string; profit: string }>(sql`
      select day::text as day, orders, sales, (sales - tax - shipping - cost) as profit from sales_daily
      where store_id = ${store.id} and dimension = 'store' and day between ${starts[0]!} and ${today}`);
    return {
      sortBy: period,
      currency,
      periods: starts.map((start, i) => {
        const end = i + 1 < starts.length ? addDays(starts[i + 1]!, -1) : today;
        const inside = rows.filter((r) => r.day >= start && r.day <= end);
        const sum = (k: 'orders' | 'sales' | 'profit') => inside.reduce((n, r) => n + Number(r[k]), 0);
        const orders = sum('orders');
        return {
          start,
          end,
          orders,
          sales: toMajor(sum('sales'), currency),
          profit: toMajor(sum('profit'), currency),
          averageOrder: orders > 0 ? toMajor(Math.round(sum('sales') / orders), currency) : 0,
        };
      }),
    };
  });
}
