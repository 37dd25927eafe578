import { count, desc, eq, sql } from 'drizzle-orm';
import { toMajor, type BalanceHistory, type WalletBalance, type WalletInvoice } from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { platformInvoices } from '../store-config/tables.ts';
import { STORE_FACTS } from '../stores/store-row.ts';

/**
 * The store's balance from its ledger (docs/product-rules.md "Wallet"): the total is the sum of the
 * ledger's days; pending is what card providers have not settled by `now` (a range of the entries'
 * settlement index: a couple of days of entries), only entries that wait for a settlement: an entry
 * available when written (a payout) is never pending, even for a `now` read a moment before it was
 * written (two payouts asked at once: the second's clock may be older than the first's entry); on
 * hold is the payouts still asked.
 */
export async function balanceOf(
  db: Db | Tx,
  storeId: string,
  now: Date,
): Promise<WalletBalance & { minor: { available: number } }> {
  const { rows } = await db.execute<{ currency: string; total: string; pending: string; on_hold: string }>(sql`
    select s.currency,
           coalesce((select sum(amount) from ledger_days where store_id = s.id), 0)::bigint as total,
           coalesce((select sum(amount) from ledger_entries
                      where store_id = s.id and available_at > ${now} and available_at > created_at), 0)::bigint as pending,
           coalesce((select sum(amount) from payouts where store_id = s.id and status = 'requested'), 0)::bigint as on_hold
      from ${STORE_FACTS} s where s.id = ${storeId}`);
  const row = rows[0];
  if (!row) throw notFound();
  const [total, pending, onHold] = [Number(row.total), Number(row.pending), Number(row.on_hold)];
  const money = (minor: number) => toMajor(minor, row.currency);
  return {
    currency: row.currency,
    available: money(total - pending),
    pending: money(pending),
    onHold: money(onHold),
    total: money(total),
    minor: { available: total - pending },
  };
}

export async function balance(store: StoreContext, now: Date): Promise<WalletBalance> {
  const { minor: _, ...answer } = await store.read((db) => balanceOf(db, store.id, now));
  return answer;
}

/** The balance at the end of each day of the range (store time zone), and that day's change. */
export function history(store: StoreContext, range: { startDate: string; endDate: string }): Promise<BalanceHistory> {
  return store.read(async (db) => {
    const { rows } = await db.execute<{ currency: string; day: string; change: string; balance: string }>(sql`
      with changes as (
        select day, sum(amount) as change from ledger_days
         where store_id = ${store.id} and day between ${range.startDate}::date and ${range.endDate}::date group by day),
      opening as (
        select coalesce(sum(amount), 0) as amount from ledger_days where store_id = ${store.id} and day < ${range.startDate}::date)
      select s.currency, d.day::date::text as day, coalesce(c.change, 0)::bigint as change,
             ((select amount from opening) + sum(coalesce(c.change, 0)) over (order by d.day))::bigint as balance
        from ${STORE_FACTS} s
       cross join generate_series(${range.startDate}::date, ${range.endDate}::date, interval '1 day') as d(day)
        left join changes c on c.day = d.day::date
       where s.id = ${store.id}
       order by d.day`);
    const currency = rows[0]?.currency;
    if (!currency) throw notFound();
    return {
      currency,
      days: rows.map((r) => ({
        date: r.day,
        change: toMajor(Number(r.change), currency),
        balance: toMajor(Number(r.balance), currency),
      })),
    };
  });
}

/** The platform's invoices to the store, newest first (plans: store-config/plan.service.ts issues them). */
export function invoices(
  store: StoreContext,
  page: { page: number; pageSize: number },
): Promise<{ items: WalletInvoice[]; total: number }> {
  return store.read(async (db) => {
    const where = eq(platformInvoices.storeId, store.id);
    const [rows, [{ n }]] = (await Promise.all([
      db
        .select()
        .from(platformInvoices)
        .where(where)
        .orderBy(desc(platformInvoices.createdAt), desc(platformInvoices.number))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
      db.select({ n: count() }).from(platformInvoices).where(where),
    ])) as [(typeof platformInvoices.$inferSelect)[], [{ n: number }]];
    return {
      items: rows.map((r) => ({
        invoiceId: r.id,
        number: r.number,
        plan: r.plan,
        periodStart: r.periodStart,
        periodEnd: r.periodEnd,
        amount: toMajor(r.amount, r.currency),
        vat: toMajor(r.vat, r.currency),
        total: toMajor(r.total, r.currency),
        currency: r.currency,
        issuedAt: r.createdAt.toISOString(),
      })),
      total: n,
    };
  });
}
