import { sql, type SQL } from 'drizzle-orm';
import { SALE_STATUSES, type OrderStatus } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';

/**
 * The sales figures of docs/product-rules.md "Sales figures", kept by day in `sales_daily`: an order
 * counts from the moment it is Paid, ReadyForPickup or Completed, on the day it was placed in the
 * store's time zone; a refund counts on the day it happened, as a negative. Each event is written in
 * the transaction of the change that caused it, so a report never disagrees with the orders.
 */
export const countsAsSale = (status: OrderStatus) => SALE_STATUSES.includes(status);

/** The store's calendar day of an instant, in its time zone now. */
const storeDay = (storeId: string, at: Date | SQL) =>
  sql`(select ((${at})::timestamptz at time zone s.time_zone)::date from stores s where s.id = ${storeId})`;

/**
 * Adds the orders `events` names to the store's daily sales: each event is an order, a sign (+1 it
 * counts, −1 it is refunded) and the day it counts on. Every dimension in one statement: the whole
 * store, its cities, branches, customers and coupons from the orders; products, brands and
 * categories from the lines (a product in two categories counts in both).
 */
function addSales(events: SQL): SQL {
  return sql`
    with ev(order_id, sign, day) as (${events}),
    o as (
      select o.id, o.store_id, o.city, o.warehouse_id, o.customer_id, o.coupon_id, o.items_count, o.total, o.discount, o.tax,
             -- Shipping before its VAT (the VAT is in tax), and the taxed base: the taxed lines' and,
             -- when they were taxed, shipping's and the payment fee's.
             o.shipping_fee - case when o.prices_include_tax then o.shipping_tax else 0 end as shipping_fee,
             ev.sign, ev.day::date as day, lines_of.cost,
             lines_of.taxed_base + case when o.fees_tax_bp > 0
               then o.shipping_fee + o.payment_fee - case when o.prices_include_tax then o.shipping_tax + o.payment_fee_tax else 0 end
               else 0 end as taxed_base
      from ev join orders o on o.id = ev.order_id
      -- The order's lines read once for both: their cost, and the base (less VAT) of the taxed ones.
      cross join lateral (
        select coalesce(sum(coalesce(l.cost_price, 0) * l.quantity), 0) as cost,
               coalesce(sum(l.total - l.tax) filter (where l.tax_bp > 0), 0) as taxed_base
        from order_lines l where l.order_id = o.id) lines_of
    ),
    per_order as (
      select o.store_id, d.dimension, d.key, o.day, o.sign as orders, o.sign * o.items_count as units, o.sign * o.total as sales,
             o.sign * o.discount as discount, o.sign * o.tax as tax, o.sign * o.shipping_fee as shipping, o.sign * o.cost as cost,
             case when o.sign < 0 then o.total else 0 end as refunds,
             case when o.sign > 0 then o.taxed_base else 0 end as taxable,
             case when o.sign < 0 then o.taxed_base else 0 end as refunded_taxable,
             case when o.sign < 0 then o.tax else 0 end as refunded_tax,
             case when o.sign < 0 then 1 else 0 end as refunded_orders
      from o
      cross join lateral (values
        ('store', ''),
        ('city', coalesce(o.city, '')),
        ('branch', coalesce(o.warehouse_id::text, '')),
        ('customer', coalesce(o.customer_id::text, '')),
        ('coupon', o.coupon_id::text)
      ) as d(dimension, key)
      where d.key is not null
    ),
    lines as (
      select o.store_id, l.order_id, l.product_id, o.sign, o.day, sum(l.quantity) as quantity, sum(l.total) as total,
             sum(l.discount) as discount, sum(l.tax) as tax, sum(coalesce(l.cost_price, 0) * l.quantity) as cost
      from o join order_lines l on l.order_id = o.id
      group by o.store_id, l.order_id, l.product_id, o.sign, o.day
    ),
    -- A product's first sale marks it (products.first_sold_on): the reports that read products in
    -- stock order pass over those never sold (reports/cube-page.ts). Rows locked in id order, as the
    -- stock service locks them, so two orders marking the same products cannot deadlock.
    first_sales as (
      select p.id, f.day from products p
      join (select product_id, min(day) as day from lines where sign > 0 group by product_id) f on f.product_id = p.id
      where p.first_sold_on is null or p.first_sold_on > f.day
      order by p.id for no key update of p
    ),
    marked as (update products p set first_sold_on = first_sales.day from first_sales where p.id = first_sales.id),
    line_keys as (
      select 'product' as dimension, coalesce(lines.product_id::text, '') as key, lines.* from lines
      union all
      select 'brand', coalesce(p.brand_id::text, ''), lines.* from lines left join products p on p.id = lines.product_id
      union all
      select 'category', pc.category_id::text, lines.* from lines join product_categories pc on pc.product_id = lines.product_id
    ),
    per_line as (
      select store_id, dimension, key, day, sign as orders, sign * quantity as units, sign * total as sales, sign * discount as discount,
             sign * tax as tax, 0 as shipping, sign * cost as cost, case when sign < 0 then total else 0 end as refunds,
             0 as taxable, 0 as refunded_taxable, 0 as refunded_tax, 0 as refunded_orders
      from line_keys
    ),
    grouped as (
      select store_id, dimension, key, day, sum(orders) as orders, sum(units) as units, sum(sales) as sales, sum(discount) as discount,
             sum(tax) as tax, sum(shipping) as shipping, sum(cost) as cost, sum(refunds) as refunds, sum(taxable) as taxable,
             sum(refunded_taxable) as refunded_taxable, sum(refunded_tax) as refunded_tax, sum(refunded_orders) as refunded_orders
      from (select * from per_order union all select * from per_line) as all_rows
      group by store_id, dimension, key, day
    )
    -- Each row says which transaction last wrote it: what a copy in memory lacks (reports/sales-cube.ts).
    insert into sales_daily (store_id, dimension, key, day, orders, units, sales, discount, tax, shipping, cost, refunds,
                             taxable, refunded_taxable, refunded_tax, refunded_orders, version)
    select store_id, dimension, key, day, orders, units, sales, discount, tax, shipping, cost, refunds,
           taxable, refunded_taxable, refunded_tax, refunded_orders, pg_current_xact_id()::text::bigint
    from grouped
    on conflict (store_id, dimension, day, key) do update set
      version = excluded.version,
      orders = sales_daily.orders + excluded.orders,
      units = sales_daily.units + excluded.units,
      sales = sales_daily.sales + excluded.sales,
      discount = sales_daily.discount + excluded.discount,
      tax = sales_daily.tax + excluded.tax,
      shipping = sales_daily.shipping + excluded.shipping,
      cost = sales_daily.cost + excluded.cost,
      refunds = sales_daily.refunds + excluded.refunds,
      taxable = sales_daily.taxable + excluded.taxable,
      refunded_taxable = sales_daily.refunded_taxable + excluded.refunded_taxable,
      refunded_tax = sales_daily.refunded_tax + excluded.refunded_tax,
      refunded_orders = sales_daily.refunded_orders + excluded.refunded_orders`;
}

/** An order starts to count (made paid, or moved to a counted status): on the day it was placed. */
export async function countSale(tx: Tx, storeId: string, orderId: string): Promise<void> {
  const placed = storeDay(storeId, sql`(select created_at from orders where id = ${orderId})`);
  await tx.execute(addSales(sql`values (${orderId}::uuid, 1, ${placed})`));
}

/** A counted order is refunded at `at`: taken off on that day. */
export async function countRefund(tx: Tx, storeId: string, orderId: string, at: Date): Promise<void> {
  await tx.execute(addSales(sql`values (${orderId}::uuid, -1, ${storeDay(storeId, at)})`));
}

/**
 * Every event that made a store's sales (`storeId`, or every store's): each order that ever
 * counted, on the day it was placed, and each refund on its day, as its history says.
 */
function allEvents(storeId: string | null): SQL {
  const of = (column: SQL) => (storeId ? sql`and ${column} = ${storeId}` : sql``);
  return sql`
    select o.id, 1, (o.created_at at time zone s.time_zone)::date
    from orders o join stores s on s.id = o.store_id
    where o.status in ${[...SALE_STATUSES, 'Refunded']} ${of(sql`o.store_id`)}
    union all
    select h.order_id, -1, (h.created_at at time zone s.time_zone)::date
    from order_status_history h join stores s on s.id = h.store_id
    where h.to_status = 'Refunded' ${of(sql`h.store_id`)}`;
}

/**
 * The statements that make a store's daily sales again from its orders (the demo, the dataset, a
 * repair). The first records the rebuild: a copy in memory made before it loads again, since rows
 * were deleted (reports/sales-cube.ts).
 */
export const rebuildSalesStatements = (storeId: string): SQL[] => [
  sql`insert into sales_rebuilds (store_id, xid) values (${storeId}, pg_current_xact_id()::text::bigint)
      on conflict (store_id) do update set xid = excluded.xid`,
  sql`delete from sales_daily where store_id = ${storeId}`,
  addSales(allEvents(storeId)),
];

export async function rebuildSales(tx: Tx, storeId: string): Promise<void> {
  for (const statement of rebuildSalesStatements(storeId)) await tx.execute(statement);
}

/** Every store's daily sales from nothing: the SQL migration 0009 ran once (kept here as its source). */
export const buildAllSales = (): SQL => addSales(allEvents(null));
