import { sql, type SQL } from 'drizzle-orm';
import {
  FIRST_ORDER_NUMBER,
  ORDER_COUNT_CAP,
  builtInMovesOf,
  ORDER_STATUS_IDS,
  statusOfId,
  toMajor,
  toMinor,
  type CustomStatusRef,
  type ListQuery,
  type OrderDetails,
  type OrderFilterValues,
  type OrderRow,
  type OrderStatus,
  type PaymentStatus,
} from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { invalidFields, notFound } from '../../platform/errors.ts';
import { searchKeyOf, typedSearchText } from '../catalogue/search-key.ts';
import { containing } from '../../db/like.ts';
import { unknownCustomStatuses } from './custom-status.service.ts';
import { STORE_FACTS } from '../stores/store-row.ts';
import { USER_FACTS } from '../accounts/user-read.ts';
import { BRANCH_FACTS } from '../store/store-read.ts';

type RowOfList = {
  id: string;
  number: number;
  customer_id: string | null;
  customer_name: string;
  customer_phone: string | null;
  city: string | null;
  status: OrderStatus;
  custom_status: CustomStatusRef | null;
  payment_status: PaymentStatus;
  items_count: number;
  total: string | number;
  currency: string;
  created_at: Date | string;
};

// The custom status is read only for the few orders in one (each a primary-key read of the page's rows).
const ROW_COLUMNS = sql.raw(
  `o.id, o.number, o.customer_id, o.customer_name, o.customer_phone, o.city, o.status, o.payment_status, o.items_count, o.total, o.currency, o.created_at,
   case when o.custom_status_id is null then null else (
     select json_build_object('id', cs.id, 'nameAr', cs.name_ar, 'nameEn', cs.name_en, 'color', cs.color)
       from order_custom_statuses cs where cs.id = o.custom_status_id) end as custom_status`,
);

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function toRow(r: RowOfList): OrderRow {
  return {
    orderId: r.id,
    number: r.number,
    customerId: r.customer_id,
    customerName: r.customer_name,
    customerPhone: r.customer_phone,
    city: r.city,
    status: r.status,
    statusId: ORDER_STATUS_IDS[r.status],
    customStatus: r.custom_status,
    paymentStatus: r.payment_status,
    itemsCount: r.items_count,
    totalAmount: toMajor(Number(r.total), r.currency),
    currency: r.currency,
    createdAt: iso(r.created_at),
  };
}

const ORDER: Record<OrderFilterValues['sort'], SQL> = {
  newest: sql`o.created_at desc, o.id desc`,
  oldest: sql`o.created_at asc, o.id asc`,
  total_desc: sql`o.total desc, o.id desc`,
  total_asc: sql`o.total asc, o.id asc`,
};

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` taken literally. */
const isFiltered = (f: OrderFilterValues) =>
  Boolean(
    f.statuses?.length ||
    f.statusIds?.length ||
    f.paymentStatuses?.length ||
    f.dateFrom ||
    f.dateTo ||
    f.customerId ||
    f.city ||
    f.amountMin != null ||
    f.amountMax != null ||
    f.search,
  );

type StoreFacts = {
  currency: string;
  time_zone: string;
};

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The status part of a filter: built-in statuses by code or id, custom ones by id (an order matches either). */
function statusCondition(f: OrderFilterValues): SQL | null {
  const ids = f.statusIds ?? [];
  const builtIn = [...new Set([...(f.statuses ?? []), ...ids.flatMap((id) => statusOfId(id) ?? [])])];
  const custom = ids.filter((id) => !statusOfId(id));
  const byStatus = builtIn.length ? sql`o.status in (${listOf(builtIn)})` : null;
  const byCustom = custom.length ? sql`o.custom_status_id in (${listOf(custom)})` : null;
  return byStatus && byCustom ? sql`(${byStatus} or ${byCustom})` : (byStatus ?? byCustom);
}

function filterCondition(storeId: string, f: OrderFilterValues, store: StoreFacts): SQL {
  const parts: SQL[] = [sql`o.store_id = ${storeId}`];
  const byStatus = statusCondition(f);
  if (byStatus) parts.push(byStatus);
  if (f.paymentStatuses?.length)
    parts.push(
      sql`o.payment_status in (${sql.join(
        f.paymentStatuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  // Calendar days of the store's time zone, both included.
  if (f.dateFrom) parts.push(sql`o.created_at >= (${f.dateFrom}::date)::timestamp at time zone ${store.time_zone}`);
  if (f.dateTo) parts.push(sql`o.created_at < (${f.dateTo}::date + 1)::timestamp at time zone ${store.time_zone}`);
  if (f.customerId) parts.push(sql`o.customer_id = ${f.customerId}`);
  if (f.city) parts.push(sql`o.city = ${f.city}`);
  if (f.amountMin != null) parts.push(sql`o.total >= ${toMinor(f.amountMin, store.currency) ?? Math.round(f.amountMin)}`);
  if (f.amountMax != null) parts.push(sql`o.total <= ${toMinor(f.amountMax, store.currency) ?? Math.round(f.amountMax)}`);
  const found = orderSearch(f.search);
  if (found) parts.push(found);
  return sql.join(parts, sql` and `);
}

/** Orders (`o`) whose number, customer or phone holds what was typed (letter forms and marks ignored); null for nothing typed. */
export function orderSearch(search: string | null | undefined): SQL | null {
  const wanted = typedSearchText(search);
  if (!wanted) return null;
  const digits = wanted.replace(/^#/, '');
  const byNumber = /^\d{1,9}$/.test(digits) ? sql` or o.number = ${Number(digits)}` : sql``;
  // The trigram index narrows on the ASCII key; the normalised text decides.
  return sql`((o.search_key like ${containing(searchKeyOf(wanted))} and o.search_text like ${containing(wanted)})${byNumber})`;
}

async function storeFacts(db: Tx, storeId: string): Promise<StoreFacts> {
  const { rows } = await db.execute<StoreFacts>(
    sql`select s.currency, s.time_zone from ${STORE_FACTS} s where s.id = ${storeId}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/**
 * A page of the store's orders. Without a filter the total is the store's kept count (orders are
 * never deleted, so it is the numbers given); with one it stops at `ORDER_COUNT_CAP + 1`, which
 * the app shows as "more than 1,000", as the product list does.
 */
export async function listOrders(
  db: Db,
  storeId: string,
  filter: OrderFilterValues,
  page: ListQuery,
): Promise<{ items: OrderRow[]; total: number }> {
  const order = ORDER[filter.sort];
  const offset = (page.page - 1) * page.pageSize;
  if (!isFiltered(filter)) {
    // The count is named apart from `o.total` (the order's money), which it would otherwise replace in each row.
    const { rows } = await db.execute<RowOfList & { list_total: number | null }>(sql`
      select ${ROW_COLUMNS},
             (select c.next_number - ${FIRST_ORDER_NUMBER} from order_counters c where c.store_id = ${storeId}) as list_total
        from orders o where o.store_id = ${storeId}
       order by ${order} limit ${page.pageSize} offset ${offset}`);
    const total = rows.length ? Number(rows[0]!.list_total ?? 0) : await keptCount(db, storeId);
    return { items: rows.map(toRow), total };
  }
  const custom = (filter.statusIds ?? []).filter((id) => !statusOfId(id));
  const unknown = new Set(await unknownCustomStatuses(db, storeId, custom));
  if (unknown.size)
    throw invalidFields(
      ...(filter.statusIds ?? []).flatMap((id, i) =>
        unknown.has(id) ? [{ path: `statusIds.${i}`, code: 'invalid_value' }] : [],
      ),
    );
  const where = filterCondition(storeId, filter, await storeFacts(db, storeId));
  if (!filter.search) {
    // Status, dates, customer, city and amounts read in index order: the page and a count that
    // stops at the cap, in one query.
    const { rows } = await db.execute<RowOfList & { list_total: number }>(sql`
      select ${ROW_COLUMNS},
             (select count(*)::int from (select 1 from orders o where ${where} limit ${ORDER_COUNT_CAP + 1}) capped) as list_total
        from orders o where ${where} order by ${order} limit ${page.pageSize} offset ${offset}`);
    const matched = rows[0]?.list_total ?? (offset === 0 ? 0 : await cappedCount(db, where));
    return { items: rows.map(toRow), total: Math.min(matched, ORDER_COUNT_CAP + 1) };
  }
  // A search reads its matches once, up to the cap, for both the page and its total.
  const { rows } = await db.execute<RowOfList & { list_total: number }>(sql`
    with matched as materialized (
           select o.id, o.created_at, o.total from orders o where ${where} limit ${ORDER_COUNT_CAP + 1}),
         page as (select o.id from matched o order by ${order} limit ${page.pageSize} offset ${offset})
    select ${ROW_COLUMNS}, (select count(*)::int from matched) as list_total
      from page join orders o on o.id = page.id order by ${order}`);
  const matched = rows[0]?.list_total ?? (offset === 0 ? 0 : await cappedCount(db, where));
  if (matched <= ORDER_COUNT_CAP) return { items: rows.map(toRow), total: matched };
  const ordered = await db.execute<RowOfList>(sql`
    select ${ROW_COLUMNS} from orders o where ${where} order by ${order} limit ${page.pageSize} offset ${offset}`);
  return { items: ordered.rows.map(toRow), total: ORDER_COUNT_CAP + 1 };
}

async function keptCount(db: Db, storeId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select coalesce((select next_number - ${FIRST_ORDER_NUMBER} from order_counters where store_id = ${storeId}), 0)::int as n`,
  );
  return Number(rows[0]?.n ?? 0);
}

async function cappedCount(db: Db, where: SQL): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from orders o where ${where} limit ${ORDER_COUNT_CAP + 1}) capped`,
  );
  return Number(rows[0]?.n ?? 0);
}

type DetailsRow = RowOfList & {
  customer_email: string | null;
  warehouse_id: string | null;
  warehouse_name: string | null;
  coupon_code: string | null;
  notes: string | null;
  subtotal: string | number;
  discount: string | number;
  tax: string | number;
  shipping_fee: string | number;
  payment_fee: string | number;
  shipping_method: string | null;
  prices_include_tax: boolean;
  payment_id: string | null;
  payment_method: string | null;
  address: OrderDetails['address'];
};

interface LineJson {
  id: string;
  product_id: string | null;
  variant_id: string | null;
  name: string;
  name_en: string | null;
  variant_label: string | null;
  sku: string | null;
  image: string | null;
  unit_price: number;
  quantity: number;
  discount: number;
  tax: number;
  total: number;
}
interface HistoryJson {
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  from_custom_status: CustomStatusRef | null;
  to_custom_status: CustomStatusRef | null;
  name: string | null;
  created_at: string;
  note: string | null;
}

/** One order with its lines and history, in one query (each statement is a round trip, dearer than the reading here). */
const detailsOf = preparedQuery<DetailsRow & { lines: LineJson[]; history: HistoryJson[] }>(
  'order_details',
  () => sql`
    select ${ROW_COLUMNS}, o.customer_email, o.warehouse_id, w.name as warehouse_name, o.coupon_code, o.notes,
           o.subtotal, o.discount, o.tax, o.shipping_fee, o.payment_fee, o.shipping_method, o.prices_include_tax,
           o.payment_id, o.payment_method, o.address,
           (select coalesce(json_agg(json_build_object(
                     'id', l.id, 'product_id', l.product_id, 'variant_id', l.variant_id, 'name', l.name, 'name_en', l.name_en,
                     'variant_label', l.variant_label, 'sku', l.sku, 'image', l.image, 'unit_price', l.unit_price,
                     'quantity', l.quantity, 'discount', l.discount, 'tax', l.tax, 'total', l.total) order by l.position), '[]')
              from order_lines l where l.order_id = o.id) as lines,
           (select coalesce(json_agg(json_build_object(
                     'from_status', h.from_status, 'to_status', h.to_status, 'from_custom_status', h.from_custom_status,
                     'to_custom_status', h.to_custom_status, 'name', u.name, 'created_at', h.created_at,
                     'note', h.note) order by h.created_at, h.id), '[]')
              from order_status_history h left join ${USER_FACTS} u on u.id = h.user_id where h.order_id = o.id) as history
      from orders o left join ${BRANCH_FACTS} w on w.id = o.warehouse_id
     where o.id = ${sql.placeholder('orderId')} and o.store_id = ${sql.placeholder('storeId')}`,
);

export async function orderDetails(db: Db, storeId: string, orderId: string): Promise<OrderDetails> {
  const { rows } = await detailsOf(db, { orderId, storeId });
  const o = rows[0];
  if (!o) throw notFound();
  const money = (v: string | number) => toMajor(Number(v), o.currency);
  return {
    ...toRow(o),
    customerEmail: o.customer_email,
    warehouseId: o.warehouse_id,
    warehouseName: o.warehouse_name,
    couponCode: o.coupon_code,
    notes: o.notes,
    subtotal: money(o.subtotal),
    discount: money(o.discount),
    tax: money(o.tax),
    shippingFee: money(o.shipping_fee),
    paymentFee: money(o.payment_fee),
    shippingMethod: o.shipping_method,
    pricesIncludeTax: o.prices_include_tax,
    payment: { amount: money(o.total), status: o.payment_status, id: o.payment_id, method: o.payment_method },
    address: o.address,
    products: o.lines.map((l) => ({
      orderLineId: l.id,
      productId: l.product_id,
      productVariantId: l.variant_id,
      name: l.name,
      nameEn: l.name_en,
      variantLabel: l.variant_label,
      sku: l.sku,
      image: l.image,
      price: money(l.unit_price),
      quantity: l.quantity,
      discount: money(l.discount),
      tax: money(l.tax),
      total: money(l.total),
    })),
    history: o.history.map((h) => ({
      from: h.from_status,
      to: h.to_status,
      fromCustomStatus: h.from_custom_status,
      toCustomStatus: h.to_custom_status,
      by: h.name,
      at: iso(h.created_at),
      note: h.note,
    })),
    next: builtInMovesOf(o.status, o.custom_status !== null),
  };
}
