import { sql, type SQL } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  SALE_STATUSES,
  toMajor,
  type AvailabilityRow,
  type AvailabilitySort,
  type TaxInvoiceRow,
  type TaxInvoiceSort,
} from '@souqna/contracts';
import { containing } from '../../db/like.ts';
import type { Tx } from '../../db/client.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { orderSearch } from '../orders/order-read.ts';
import { readStore } from '../store/store-row.ts';

/**
 * The reports whose rows are not sums of sales (docs/product-rules.md "Reports"): the tax invoices of
 * a range and the availability requests by product. The abandoned carts are the carts module's.
 */
interface ListReportQuery<S> {
  startDate: string;
  endDate: string;
  searchText?: string;
  page: number;
  pageSize: number;
  sortBy?: S;
  sortDir: 'asc' | 'desc';
}

/** The count a page's rows carry; a page past the last has none to carry it, so it is counted again. */
const totalOf = async (rows: { count: number }[], q: { page: number }, count: () => Promise<number>) =>
  rows[0]?.count ?? (q.page > 1 ? count() : 0);
const pageOf = (q: { page: number; pageSize: number }) => sql`limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
const direction = (q: { sortDir: 'asc' | 'desc' }) => (q.sortDir === 'asc' ? sql`asc` : sql`desc`);
/** `column` falls on one of the store's calendar days from `startDate` to `endDate`. */
const onDays = (column: SQL, q: { startDate: string; endDate: string }, timeZone: string) =>
  sql`${column} >= (${q.startDate}::date)::timestamp at time zone ${timeZone} and ${column} < (${q.endDate}::date + 1)::timestamp at time zone ${timeZone}`;

/** Orders that issued a tax invoice: they counted as a sale (a refunded one did before its credit). */
/** The statuses of orders that issued a tax invoice (they counted as a sale; a refunded one did before its credit), in the order's life. */
const INVOICED_STATUSES = ORDER_STATUSES.filter((st) => st === 'Refunded' || SALE_STATUSES.includes(st));
const INVOICED = sql`o.status in (${sql.join(
  INVOICED_STATUSES.map((st) => sql`${st}`),
  sql`, `,
)})`;
const TAX_INVOICE_SORTS: Record<Exclude<TaxInvoiceSort, 'status'>, SQL> = {
  date: sql`o.created_at`,
  number: sql`o.number`,
  customer: sql`o.customer_name`,
  taxable: sql`(o.total - o.tax)`,
  tax: sql`o.tax`,
  total: sql`o.total`,
};

const INVOICE_COLUMNS = sql`o.id, o.number, o.created_at, o.status, o.customer_name, o.total, o.tax, o.currency`;

/**
 * A page of the invoices `where` finds (of any status), sorted by status in the order's life, then
 * newest first: each status's first rows read through `orders_store_status_created_idx`, so a page
 * costs what it shows, not a sort of the year's orders.
 */
function byStatus(where: SQL, query: ListReportQuery<TaxInvoiceSort>): SQL {
  const dir = direction(query);
  const upTo = query.page * query.pageSize;
  const statuses = query.sortDir === 'asc' ? INVOICED_STATUSES : [...INVOICED_STATUSES].reverse();
  const parts = statuses.map(
    (st, i) => sql`(select ${INVOICE_COLUMNS}, ${i}::int as k from orders o where ${where} and o.status = ${st}
                    order by o.created_at ${dir}, o.id ${dir} limit ${upTo})`,
  );
  return sql`select * from (${sql.join(parts, sql` union all `)}) as o order by k, created_at ${dir}, id ${dir} ${pageOf(query)}`;
}

/**
 * How many orders `where` finds, counted again only once the store's sales may have changed: an
 * order joins the invoiced ones only in a transaction that writes its sales (and never leaves
 * them), so while no `sales_daily` row of the store was written by a transaction from the count's
 * snapshot xmin on, nor the sales rebuilt, the count stands (as in sales-cube.ts).
 */
const invoiceCounts = new Map<string, { horizon: string; rebuilt: string; count: number }>();
async function invoiceCount(db: Tx, storeId: string, id: string, where: SQL): Promise<number> {
  const key = `${storeId}|${id}`;
  const known = invoiceCounts.get(key);
  const rebuilt = sql`coalesce((select xid from sales_rebuilds where store_id = ${storeId}), 0)::text`;
  if (known) {
    const { rows } = await db.execute<{ same: boolean }>(sql`
      select ${rebuilt} = ${known.rebuilt} and not exists (
        select 1 from sales_daily where store_id = ${storeId} and dimension = 'store' and version >= ${known.horizon}::bigint
      ) as same`);
    if (rows[0]!.same) return known.count;
  }
  const { rows } = await db.execute<{ count: number; horizon: string; rebuilt: string }>(sql`
    select (select count(*) from orders o where ${where})::int as count,
           pg_snapshot_xmin(pg_current_snapshot())::text as horizon, ${rebuilt} as rebuilt`);
  const counted = { horizon: rows[0]!.horizon, rebuilt: rows[0]!.rebuilt, count: Number(rows[0]!.count) };
  if (invoiceCounts.size >= 1000) invoiceCounts.delete(invoiceCounts.keys().next().value!);
  invoiceCounts.set(key, counted);
  return counted.count;
}

/** The tax invoices of the orders placed in the range, newest first unless sorted, found by number, customer or phone. */
export async function taxInvoices(
  store: StoreContext,
  query: ListReportQuery<TaxInvoiceSort>,
): Promise<{ items: TaxInvoiceRow[]; total: number }> {
  return store.read(async (db) => {
    const { timeZone } = await readStore(db, store.id);
    const where = sql.join(
      [
        sql`o.store_id = ${store.id}`,
        INVOICED,
        onDays(sql`o.created_at`, query, timeZone),
        orderSearch(query.searchText) ?? sql`true`,
      ],
      sql` and `,
    );
    const dir = direction(query);
    const [{ rows }, total] = await Promise.all([
      db.execute<{
        id: string;
        number: number;
        created_at: string | Date;
        status: TaxInvoiceRow['status'];
        customer_name: string;
        total: string;
        tax: string;
        currency: string;
      }>(sql`
        ${
          query.sortBy === 'status'
            ? byStatus(where, query)
            : sql`select ${INVOICE_COLUMNS} from orders o where ${where}
                  order by ${TAX_INVOICE_SORTS[query.sortBy ?? 'date']} ${dir}, o.id ${dir} ${pageOf(query)}`
        }`),
      invoiceCount(db, store.id, [query.startDate, query.endDate, timeZone, query.searchText ?? ''].join('|'), where),
    ]);
    return {
      items: rows.map((r) => ({
        orderId: r.id,
        number: Number(r.number),
        date: new Date(r.created_at).toISOString(),
        status: r.status,
        customerName: r.customer_name,
        taxable: toMajor(Number(r.total) - Number(r.tax), r.currency),
        tax: toMajor(Number(r.tax), r.currency),
        total: toMajor(Number(r.total), r.currency),
        currency: r.currency,
      })),
      total,
    };
  });
}

const AVAILABILITY_SORTS: Record<AvailabilitySort, SQL> = {
  name: sql`name`,
  requests: sql`requests`,
  waiting: sql`waiting`,
  notified: sql`notified`,
  stock: sql`stock`,
};

/** The products people asked to hear about in the range: their requests, how many wait and were told, and the stock now. */
export async function availabilityDemand(
  store: StoreContext,
  query: ListReportQuery<AvailabilitySort>,
): Promise<{ items: AvailabilityRow[]; total: number }> {
  return store.read(async (db) => {
    const { timeZone } = await readStore(db, store.id);
    const name = store.lang === 'en' ? sql`coalesce(p.name_en, p.name_ar)` : sql`p.name_ar`;
    const search = query.searchText ? sql`${name} ilike ${containing(query.searchText)}` : sql`true`;
    const dir = direction(query);
    const asked = sql`
        select n.product_id, count(*)::int as requests, (count(*) filter (where not n.is_notified))::int as waiting,
               (count(*) filter (where n.is_notified))::int as notified
        from availability_notifications n
        where n.store_id = ${store.id} and ${onDays(sql`n.created_at`, query, timeZone)}
        group by n.product_id`;
    const shown = sql`
        select a.*, ${name} as name, p.quantity as stock
        from (${asked}) as a join products p on p.id = a.product_id and p.store_id = ${store.id}
        where ${search}`;
    const { rows } = await db.execute<AvailabilityRow & { product_id: string; count: number }>(sql`
      with shown as (${shown})
      select *, (select count(*) from shown)::int as count from shown
      order by ${AVAILABILITY_SORTS[query.sortBy ?? 'requests']} ${dir}, product_id ${dir} ${pageOf(query)}`);
    return {
      items: rows.map((r) => ({
        productId: r.product_id,
        name: r.name,
        requests: Number(r.requests),
        waiting: Number(r.waiting),
        notified: Number(r.notified),
        stock: Number(r.stock),
      })),
      total: await totalOf(rows, query, async () =>
        Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from (${shown}) as s`)).rows[0]!.n),
      ),
    };
  });
}
