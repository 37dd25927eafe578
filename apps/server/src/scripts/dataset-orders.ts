import type pg from 'pg';
import { FIRST_ORDER_NUMBER, normalizeArabic } from '@souqna/contracts';
import { uuidv7 } from '../platform/ids.ts';
import { searchKeyOf } from '../modules/catalogue/search-key.ts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rebuildSalesStatements } from '../modules/orders/sales-rollups.ts';
import type { BenchStore } from './dataset-store.ts';

// The benchmark store's customers and orders. Customers are made here (names, phones, cities);
// orders are made inside PostgreSQL from a number range, in the shapes order-create.ts writes:
// lines from products without variants, tax 15% per taxable line rounded half up, standard
// shipping 15.00 below 200.00, a status reached by allowed moves with its history. They are past
// orders: they take no stock.

const FIRST_NAMES = [
  'محمد',
  'أحمد',
  'عبدالله',
  'فاطمة',
  'نورة',
  'سارة',
  'خالد',
  'علي',
  'مريم',
  'يوسف',
  'هند',
  'عمر',
  'ريم',
  'سلمان',
  'جميلة',
  'إبراهيم',
  'لطيفة',
  'ماجد',
  'أسماء',
  'فيصل',
];
const LAST_NAMES = [
  'القحطاني',
  'العتيبي',
  'الشهري',
  'الغامدي',
  'الزهراني',
  'الحربي',
  'المطيري',
  'الدوسري',
  'الأهدل',
  'العولقي',
  'باوزير',
  'الحضرمي',
  'السقاف',
  'الكثيري',
  'اليافعي',
  'الشمري',
];
const CITIES = [
  { country: 'SA', city: 'الرياض', lat: 24.7136, lng: 46.6753, prefix: '+96650' },
  { country: 'SA', city: 'جدة', lat: 21.4858, lng: 39.1925, prefix: '+96655' },
  { country: 'SA', city: 'مكة المكرمة', lat: 21.3891, lng: 39.8579, prefix: '+96654' },
  { country: 'SA', city: 'الدمام', lat: 26.4207, lng: 50.0888, prefix: '+96656' },
  { country: 'YE', city: 'صنعاء', lat: 15.3694, lng: 44.191, prefix: '+96777' },
  { country: 'YE', city: 'عدن', lat: 12.7855, lng: 45.0187, prefix: '+96773' },
  { country: 'YE', city: 'تعز', lat: 13.5795, lng: 44.0209, prefix: '+96771' },
];

/** One customer for every 20 orders: enough repeat buyers for a customer page with history. */
export const customersFor = (orders: number) => Math.max(100, Math.ceil(orders / 20));

/** Adds customers n = from..to-1 (the same customer n on every run), with their city in a default address. */
export async function insertCustomers(client: pg.PoolClient, store: BenchStore, from: number, to: number): Promise<void> {
  const rows = {
    id: [] as string[],
    first: [] as string[],
    last: [] as string[],
    phone: [] as string[],
    email: [] as string[],
    text: [] as string[],
    key: [] as string[],
  };
  const addr = {
    id: [] as string[],
    customer: [] as string[],
    country: [] as string[],
    city: [] as string[],
    street: [] as string[],
    phone: [] as string[],
    lat: [] as number[],
    lng: [] as number[],
  };
  for (let n = from; n < to; n += 1) {
    const first = FIRST_NAMES[n % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length]!;
    const place = CITIES[n % CITIES.length]!;
    const phone = `${place.prefix}${String(1_000_000 + n).slice(-7)}`;
    const id = uuidv7();
    const digits = phone.slice(1);
    const text = normalizeArabic(`${first} ${last} c${n}@bench.test ${digits} 0${digits.slice(3)}`);
    rows.id.push(id);
    rows.first.push(first);
    rows.last.push(last);
    rows.phone.push(phone);
    rows.email.push(`c${n}@bench.test`);
    rows.text.push(text);
    rows.key.push(searchKeyOf(text));
    addr.id.push(uuidv7());
    addr.customer.push(id);
    addr.country.push(place.country);
    addr.city.push(place.city);
    addr.street.push(`شارع ${(n % 90) + 1}، مبنى ${(n % 40) + 1}`);
    addr.phone.push(`0${digits.slice(3)}`);
    addr.lat.push(place.lat + ((n % 100) - 50) / 1000);
    addr.lng.push(place.lng + ((n % 70) - 35) / 1000);
  }
  await client.query(
    `insert into customers (id, store_id, first_name, last_name, phone, email, search_text, search_key)
     select id, $1, f, l, p, e, t, k from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) as x(id, f, l, p, e, t, k)
     on conflict do nothing`,
    [store.storeId, rows.id, rows.first, rows.last, rows.phone, rows.email, rows.text, rows.key],
  );
  await client.query(
    `insert into customer_addresses (id, store_id, customer_id, country, city, street_address_1, phone, latitude, longitude, is_default)
     select a.id, $1, a.c, a.co, a.ci, a.s, a.p, a.la, a.lo, true
       from unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::float8[], $9::float8[]) as a(id, c, co, ci, s, p, la, lo)
      where exists (select 1 from customers c where c.id = a.c)`,
    [store.storeId, addr.id, addr.customer, addr.country, addr.city, addr.street, addr.phone, addr.lat, addr.lng],
  );
}

/**
 * The working tables of a run: the products an order may hold and the customers who buy, each
 * numbered from 1 so an order picks them by arithmetic on its number.
 */
export async function prepareOrderPicks(
  client: pg.PoolClient,
  store: BenchStore,
): Promise<{ products: number; customers: number }> {
  await client.query(`
    create temp table if not exists pick_products on commit preserve rows as
    select row_number() over (order by id) as n, id, name_ar, name_en, sku, main_image_url, price, taxable
      from products where store_id = '${store.storeId}' and not has_variants and price > 0`);
  await client.query(`
    create temp table if not exists pick_customers on commit preserve rows as
    select row_number() over (order by c.id) as n, c.id, c.first_name || ' ' || c.last_name as name, c.phone, c.email,
           a.country, a.city, a.region, a.street_address_1, a.postal_code, a.phone as address_phone, a.latitude, a.longitude,
           split_part(c.search_text, ' c', 1) as name_text, split_part(c.search_key, ' c', 1) as name_key
      from customers c join customer_addresses a on a.customer_id = c.id and a.is_default
     where c.store_id = '${store.storeId}'`);
  const { rows } = await client.query<{ p: number; c: number }>(
    'select (select count(*) from pick_products)::int as p, (select count(*) from pick_customers)::int as c',
  );
  return { products: rows[0]!.p, customers: rows[0]!.c };
}

// The final status of order n, by weight (out of 100), and the moves that reach it from Pending.
const PATHS = `
  case
    when s < 45 then array['Pending','Paid','Completed']
    when s < 55 then array['Pending','Paid']
    when s < 60 then array['Pending','Approved','ReadyForPickup']
    when s < 68 then array['Pending','Approved']
    when s < 80 then array['Pending']
    when s < 90 then array['Pending','Cancelled']
    when s < 95 then array['Pending','CancelledByCustomer']
    else array['Pending','Paid','Refunded']
  end`;

/**
 * Orders numbered `from`..`to`-1 (past the store's first number), spread over the two years before
 * now up to the `target`-th,
 * each with 1 to 5 lines, in three statements: lines, orders from their lines, history.
 */
export async function insertOrders(
  client: pg.PoolClient,
  store: BenchStore,
  picks: { products: number; customers: number },
  range: { from: number; to: number; target: number },
): Promise<void> {
  const first = FIRST_ORDER_NUMBER + range.from;
  const last = FIRST_ORDER_NUMBER + range.to - 1;
  const newest = FIRST_ORDER_NUMBER + range.target - 1;
  await client.query('drop table if exists batch_orders, batch_lines');
  await client.query(
    `create temp table batch_orders as
     select g as number,
            now() - make_interval(secs => ((($5::bigint - g) * 63072000) / greatest($5::bigint - $3::bigint + 1, 1))::float8 + (g % 997)) as created_at,
            1 + ((g * 7) % 5) as lines,
            ((g * 37) % 100) as s,
            1 + ((g * 7919) % $4) as customer_n
       from generate_series($1::bigint, $2::bigint) as g`,
    [first, last, FIRST_ORDER_NUMBER, picks.customers, newest],
  );
  await client.query(
    `create temp table batch_lines as
     select o.number, pos, p.id as product_id, p.name_ar, p.name_en, p.sku, p.main_image_url, p.price, p.taxable,
            1 + ((o.number + pos) % 3) as quantity,
            p.price * (1 + ((o.number + pos) % 3)) as subtotal
       from batch_orders o
       cross join lateral generate_series(1, o.lines) as pos
       join pick_products p on p.n = 1 + ((o.number * 104729 + pos * 7919) % $1)`,
    [picks.products],
  );
  // Tax 15% on the line, half up (exact in integers: amounts are never negative).
  await client.query(`alter table batch_lines add column tax bigint, add column total bigint, add column order_id uuid`);
  await client.query(
    `update batch_lines set tax = case when taxable then (subtotal * 1500 + 5000) / 10000 else 0 end, total = subtotal + case when taxable then (subtotal * 1500 + 5000) / 10000 else 0 end`,
  );
  await client.query(`alter table batch_orders add column id uuid`);
  // A UUID v7 from the order's own time, so the key keeps time order like the app's ids.
  await client.query(`
    update batch_orders set id = (lpad(to_hex((extract(epoch from created_at) * 1000)::bigint), 12, '0')
                                  || '7' || substr(md5(number::text || 'a'), 1, 3) || '8' || substr(md5(number::text || 'b'), 1, 15))::uuid`);
  await client.query(`update batch_lines l set order_id = o.id from batch_orders o where o.number = l.number`);
  await client.query(
    `insert into orders (id, store_id, number, status, payment_status, payment_method, customer_id, customer_name, customer_phone, customer_email,
                         address, city, warehouse_id, currency, prices_include_tax, subtotal, discount, tax, shipping_fee, total, items_count,
                         shipping_method, search_text, search_key, created_by, created_at, updated_at)
     select o.id, $1, o.number, p.path[array_length(p.path, 1)],
            case p.path[array_length(p.path, 1)] when 'Refunded' then 'refunded' when 'Cancelled' then 'voided' when 'CancelledByCustomer' then 'voided'
                 when 'Paid' then 'paid' when 'Completed' then 'paid' else 'pending' end,
            case when o.number % 3 = 0 then 'cash' else 'card' end,
            c.id, c.name, c.phone, c.email,
            jsonb_build_object('country', c.country, 'city', c.city, 'region', c.region, 'streetAddress1', c.street_address_1, 'streetAddress2', null,
                               'postalCode', c.postal_code, 'phone', c.address_phone, 'latitude', c.latitude, 'longitude', c.longitude),
            c.city, $2, 'SAR', false, t.subtotal, 0, t.tax,
            case when t.subtotal >= 20000 then 0 else 1500 end,
            t.total + case when t.subtotal >= 20000 then 0 else 1500 end,
            t.items, 'standard',
            o.number || ' ' || c.name_text || ' ' || substr(c.phone, 2) || ' 0' || substr(c.phone, 5),
            o.number || ' ' || c.name_key || ' ' || substr(c.phone, 2) || ' 0' || substr(c.phone, 5),
            $3, o.created_at, o.created_at + interval '1 hour' * (array_length(p.path, 1) - 1)
       from batch_orders o
       join pick_customers c on c.n = o.customer_n
       cross join lateral (select ${PATHS} as path) p
       join (select number, sum(subtotal) as subtotal, sum(tax) as tax, sum(total) as total, sum(quantity) as items
               from batch_lines group by number) t on t.number = o.number`,
    [store.storeId, store.mainWarehouseId, store.userId],
  );
  await client.query(
    `insert into order_lines (id, store_id, order_id, position, product_id, name, name_en, sku, image, unit_price, cost_price, quantity, discount, tax, tax_bp, total, stock_taken)
     select gen_random_uuid(), $1, order_id, pos, product_id, name_ar, name_en, sku, main_image_url, price,
            (select p.cost_price from products p where p.id = product_id), quantity, 0, tax, case when taxable then 1500 else 0 end, total, false
       from batch_lines`,
    [store.storeId],
  );
  await client.query(
    `insert into order_status_history (id, store_id, order_id, from_status, to_status, user_id, created_at)
     select gen_random_uuid(), $1, o.id, case when h.i = 1 then null else p.path[h.i - 1] end, p.path[h.i], $2, o.created_at + interval '1 hour' * (h.i - 1)
       from batch_orders o
       cross join lateral (select ${PATHS} as path) p
       cross join lateral generate_series(1, array_length(p.path, 1)) as h(i)`,
    [store.storeId, store.userId],
  );
  await insertPayments(client, store);
}

/**
 * The batch's payments as the app writes them (orders/order-payments.ts): the total taken when the
 * order became Paid (an hour after it was placed), given back when it was Refunded (an hour later),
 * each with its ledger entry; a card payment settles two days later and its provider keeps 2.75%.
 */
async function insertPayments(client: pg.PoolClient, store: BenchStore): Promise<void> {
  await client.query(
    `insert into order_payments (id, store_id, order_id, kind, method, amount, created_at)
     select gen_random_uuid(), $1, o.id, k.kind, o.payment_method, case k.kind when 'payment' then o.total else -o.total end,
            o.created_at + case k.kind when 'payment' then interval '1 hour' else interval '2 hours' end
       from orders o join batch_orders b on b.id = o.id
      cross join lateral (values ('payment'), ('refund')) as k(kind)
      where o.status in ('Paid', 'Completed', 'Refunded') and (k.kind = 'payment' or o.status = 'Refunded')`,
    [store.storeId],
  );
  await client.query(
    `insert into ledger_entries (id, store_id, kind, amount, currency, order_id, payment_id, created_at, available_at)
     select gen_random_uuid(), p.store_id, e.kind, e.amount, 'SAR', p.order_id, p.id, p.created_at,
            p.created_at + case when p.kind = 'payment' and p.method = 'card' then interval '2 days' else interval '0' end
       from order_payments p join batch_orders b on b.id = p.order_id
      cross join lateral (values
        (case p.kind when 'payment' then 'order_payment' else 'order_refund' end, p.amount),
        ('provider_fee', -((p.amount * 275 + 5000) / 10000))) as e(kind, amount)
      where e.kind <> 'provider_fee' or (p.kind = 'payment' and p.method = 'card')`,
  );
}

/**
 * The store's invoices and credit notes as the app issues them (orders/order-invoices.ts): an
 * invoice for each order that counts as a sale when it was paid (an hour after it was placed), a
 * credit note for each refunded one when it was refunded, numbered per kind in that order.
 */
async function insertInvoices(client: pg.PoolClient, store: BenchStore): Promise<void> {
  await client.query('delete from order_invoices where store_id = $1', [store.storeId]);
  await client.query('delete from invoice_counters where store_id = $1', [store.storeId]);
  await client.query(
    `insert into order_invoices (id, store_id, order_id, kind, number, refers_to, total, tax, currency, issued_at)
     select gen_random_uuid(), $1, d.id, d.kind, row_number() over (partition by d.kind order by d.issued_at, d.id), null,
            d.total, d.tax, d.currency, d.issued_at
       from (select o.id, k.kind, o.total, o.tax, o.currency,
                    o.created_at + case k.kind when 'invoice' then interval '1 hour' else interval '2 hours' end as issued_at
               from orders o cross join lateral (values ('invoice'), ('credit_note')) as k(kind)
              where o.store_id = $1 and o.status in ('Paid', 'ReadyForPickup', 'Completed', 'Refunded')
                and (k.kind = 'invoice' or o.status = 'Refunded')) d`,
    [store.storeId],
  );
  await client.query(
    `update order_invoices c set refers_to = i.id from order_invoices i
      where c.store_id = $1 and c.kind = 'credit_note' and i.order_id = c.order_id and i.kind = 'invoice'`,
    [store.storeId],
  );
  await client.query(
    `insert into invoice_counters (store_id, kind, last_number)
     select store_id, kind, max(number) from order_invoices where store_id = $1 group by 1, 2`,
    [store.storeId],
  );
}

/**
 * The kept counts the app reads: the next order number, the orders of each month (the plan's usage),
 * the invoices, and the daily sales the reports read (made again from all the orders: sales-rollups.ts).
 */
export async function settleOrderCounts(client: pg.PoolClient, store: BenchStore): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    'select coalesce(max(number), $2 - 1)::int as n from orders where store_id = $1',
    [store.storeId, FIRST_ORDER_NUMBER],
  );
  const lastNumber = rows[0]!.n;
  await client.query(
    `insert into order_counters (store_id, next_number) values ($1, $2)
     on conflict (store_id) do update set next_number = excluded.next_number`,
    [store.storeId, lastNumber + 1],
  );
  await client.query(
    `insert into order_months (store_id, month, orders)
     select $1, to_char(o.created_at at time zone s.time_zone, 'YYYY-MM'), count(*) from orders o join stores s on s.id = o.store_id
      where o.store_id = $1 group by 2
     on conflict (store_id, month) do update set orders = excluded.orders`,
    [store.storeId],
  );
  // The ledger's day sums (ledger/ledger.ts keeps them as the app writes), made again from its entries.
  await client.query('delete from ledger_days where store_id = $1', [store.storeId]);
  await client.query(
    `insert into ledger_days (store_id, day, kind, amount, entries)
     select e.store_id, (e.created_at at time zone s.time_zone)::date, e.kind, sum(e.amount), count(*)
       from ledger_entries e join stores s on s.id = e.store_id where e.store_id = $1 group by 1, 2, 3`,
    [store.storeId],
  );
  await insertInvoices(client, store);
  for (const statement of rebuildSalesStatements(store.storeId)) {
    const query = new PgDialect().sqlToQuery(statement);
    await client.query(query.sql, query.params);
  }
  return lastNumber - FIRST_ORDER_NUMBER + 1;
}
