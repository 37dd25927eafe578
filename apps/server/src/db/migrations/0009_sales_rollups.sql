CREATE TABLE "sales_daily" (
	"store_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_store_id_dimension_day_key_pk" PRIMARY KEY("store_id","dimension","day","key")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cost_price" bigint;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The cost price of the lines sold before it was kept: the product's cost now, the best there is.
UPDATE "order_lines" l SET "cost_price" = p."cost_price" FROM "products" p WHERE p."id" = l."product_id" AND l."cost_price" IS NULL;--> statement-breakpoint
-- Every store's daily sales from its orders so far: orders/sales-rollups.ts buildAllSales(), as it was written.
with ev(order_id, sign, day) as (
    select o.id, 1, (o.created_at at time zone s.time_zone)::date
    from orders o join stores s on s.id = o.store_id
    where o.status in ('Paid', 'ReadyForPickup', 'Completed', 'Refunded')
    union all
    select h.order_id, -1, (h.created_at at time zone s.time_zone)::date
    from order_status_history h join stores s on s.id = h.store_id
    where h.to_status = 'Refunded' ),
    o as (
      select o.id, o.store_id, o.city, o.warehouse_id, o.customer_id, o.coupon_id, o.items_count, o.total, o.discount, o.tax,
             o.shipping_fee, ev.sign, ev.day::date as day,
             (select coalesce(sum(coalesce(l.cost_price, 0) * l.quantity), 0) from order_lines l where l.order_id = o.id) as cost
      from ev join orders o on o.id = ev.order_id
    ),
    per_order as (
      select o.store_id, d.dimension, d.key, o.day, o.sign as orders, o.sign * o.items_count as units, o.sign * o.total as sales,
             o.sign * o.discount as discount, o.sign * o.tax as tax, o.sign * o.shipping_fee as shipping, o.sign * o.cost as cost,
             case when o.sign < 0 then o.total else 0 end as refunds
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
    line_keys as (
      select 'product' as dimension, coalesce(lines.product_id::text, '') as key, lines.* from lines
      union all
      select 'brand', coalesce(p.brand_id::text, ''), lines.* from lines left join products p on p.id = lines.product_id
      union all
      select 'category', pc.category_id::text, lines.* from lines join product_categories pc on pc.product_id = lines.product_id
    ),
    per_line as (
      select store_id, dimension, key, day, sign as orders, sign * quantity as units, sign * total as sales, sign * discount as discount,
             sign * tax as tax, 0 as shipping, sign * cost as cost, case when sign < 0 then total else 0 end as refunds
      from line_keys
    ),
    grouped as (
      select store_id, dimension, key, day, sum(orders) as orders, sum(units) as units, sum(sales) as sales, sum(discount) as discount,
             sum(tax) as tax, sum(shipping) as shipping, sum(cost) as cost, sum(refunds) as refunds
      from (select * from per_order union all select * from per_line) as all_rows
      group by store_id, dimension, key, day
    )
    insert into sales_daily (store_id, dimension, key, day, orders, units, sales, discount, tax, shipping, cost, refunds)
    select store_id, dimension, key, day, orders, units, sales, discount, tax, shipping, cost, refunds from grouped
    on conflict (store_id, dimension, day, key) do update set
      orders = sales_daily.orders + excluded.orders,
      units = sales_daily.units + excluded.units,
      sales = sales_daily.sales + excluded.sales,
      discount = sales_daily.discount + excluded.discount,
      tax = sales_daily.tax + excluded.tax,
      shipping = sales_daily.shipping + excluded.shipping,
      cost = sales_daily.cost + excluded.cost,
      refunds = sales_daily.refunds + excluded.refunds;
