import { inArray, sql, type SQL } from 'drizzle-orm';
import { ABANDONED_CART_MINUTES, type AbandonedCartSort, type CartHeader, type ListQuery } from '@souqna/contracts';
import { readAll } from '../../db/client.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { readStore } from '../stores/store-row.ts';
import { cartView } from './cart.service.ts';
import { cartTotals } from './cart-totals.ts';
import type { CartRow } from './tables.ts';
import { carts } from './tables.ts';
import { containing } from '../../db/like.ts';

/**
 * Lists of the store's open carts that hold something: the pending invoices (every one), and the
 * abandoned ones of the dashboard and the report (docs/product-rules.md "Reports": untouched for
 * `ABANDONED_CART_MINUTES`).
 */
interface CartFilter {
  /** Only carts last changed before this instant (abandoned). */
  idleBefore?: Date;
  /** Only carts last changed on these calendar days of the store, both included. */
  startDate?: string;
  endDate?: string;
  /** The customer's name or phone holds this text. */
  searchText?: string;
}

interface CartSort {
  sortBy?: AbandonedCartSort;
  sortDir?: 'asc' | 'desc';
}

const customerName = sql`trim(cu.first_name || ' ' || coalesce(cu.last_name, ''))`;
const SORTS: Record<Exclude<AbandonedCartSort, 'value'>, SQL> = {
  lastActivity: sql`c.updated_at`,
  created: sql`c.created_at`,
  customer: customerName,
  lines: sql`(select count(*) from cart_lines l where l.cart_id = c.id)`,
};

/** A page of the store's open carts that hold something and pass `filter`, most recently changed first unless sorted. */
export async function cartHeaders(
  store: StoreContext,
  filter: CartFilter,
  page: ListQuery & CartSort,
): Promise<{ items: CartHeader[]; total: number }> {
  return store.transaction(async (tx) => {
    const { timeZone } = await readStore(tx, store.id);
    const parts: SQL[] = [
      sql`c.store_id = ${store.id}`,
      sql`c.status = 'open'`,
      sql`exists (select 1 from cart_lines l where l.cart_id = c.id)`,
    ];
    if (filter.idleBefore) parts.push(sql`c.updated_at <= ${filter.idleBefore.toISOString()}`);
    if (filter.startDate) parts.push(sql`c.updated_at >= (${filter.startDate}::date)::timestamp at time zone ${timeZone}`);
    if (filter.endDate) parts.push(sql`c.updated_at < (${filter.endDate}::date + 1)::timestamp at time zone ${timeZone}`);
    if (filter.searchText)
      parts.push(
        sql`(${customerName} ilike ${containing(filter.searchText)} or cu.phone ilike ${containing(filter.searchText)})`,
      );
    const where = sql.join(parts, sql` and `);
    const dir = page.sortDir === 'asc' ? sql`asc` : sql`desc`;
    const from = sql`from carts c left join customers cu on cu.id = c.customer_id where ${where}`;
    const offset = (page.page - 1) * page.pageSize;
    let total: number;
    let rows: CartRow[];
    const sortBy = page.sortBy ?? 'lastActivity';
    if (sortBy === 'value') {
      // A cart's value is priced from today's prices (cartTotals), so every cart found is priced to sort them.
      const found = await tx
        .select()
        .from(carts)
        .where(inArray(carts.id, sql`(select c.id ${from})`));
      const totals = await cartTotals(tx, store.id, found);
      const sign = page.sortDir === 'asc' ? 1 : -1;
      found.sort((a, b) => sign * (totals.get(a.id)! - totals.get(b.id)!) || sign * (a.id < b.id ? -1 : 1));
      total = found.length;
      rows = found.slice(offset, offset + page.pageSize);
    } else {
      const [{ rows: counted }, { rows: ids }] = await readAll(tx, [
        () => tx.execute<{ n: number }>(sql`select count(*)::int as n ${from}`),
        () =>
          tx.execute<{ id: string }>(sql`
            select c.id ${from} order by ${SORTS[sortBy]} ${dir} nulls last, c.id ${dir}
            limit ${page.pageSize} offset ${offset}`),
      ] as const);
      total = Number(counted[0]?.n ?? 0);
      const read = ids.length
        ? await tx
            .select()
            .from(carts)
            .where(
              inArray(
                carts.id,
                ids.map((r) => r.id),
              ),
            )
        : [];
      rows = ids.map(({ id }) => read.find((r) => r.id === id)!);
    }
    // One cart after the other, in the page's order: they share the transaction's one connection.
    const items: CartHeader[] = [];
    for (const cart of rows) {
      const view = await cartView(tx, store.id, cart, store.lang);
      items.push({
        sessionId: cart.sessionId,
        cartHeaderId: cart.id,
        customerId: cart.customerId,
        fullName: view.fullName,
        linesCount: view.details.length,
        cartTotal: view.cartTotal,
        currency: view.currency.code,
        createdAt: cart.createdAt.toISOString(),
        updatedAt: cart.updatedAt.toISOString(),
      });
    }
    return { items, total };
  });
}

/** Every open cart that holds something (`/pending-invoices`). */
export const openCarts = (store: StoreContext, page: ListQuery) => cartHeaders(store, {}, page);

/** The open carts nobody has touched for `ABANDONED_CART_MINUTES`, with the report's range, search and sort when given. */
export const abandonedCarts = (
  store: StoreContext,
  query: ListQuery & CartSort & Omit<CartFilter, 'idleBefore'>,
  now: Date = new Date(),
) => cartHeaders(store, { ...query, idleBefore: new Date(now.getTime() - ABANDONED_CART_MINUTES * 60_000) }, query);
