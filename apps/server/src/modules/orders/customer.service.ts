import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_PAGE_ORDERS,
  phoneSearchForms,
  SALE_STATUSES,
  toMajor,
  type Customer,
  type CustomerDetails,
  type CustomerListQuery,
  type CustomerSearchQuery,
  type CustomerValues,
} from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { containing } from '../catalogue/product-list.service.ts';
import { searchKeyOf, searchTextOf } from '../catalogue/search-key.ts';
import { isUniqueViolation, readStore } from '../store/store-row.ts';
import { addressesOf } from './address.service.ts';
import { findCustomer, type CustomerRow } from './customer-row.ts';
import { customers, orders } from './tables.ts';

interface Totals {
  ordersCount: number;
  spentMinor: number;
}

export const toCustomer = (row: CustomerRow, totals: Totals, currency: string): Customer => ({
  id: row.id,
  avatar: row.avatar,
  firstName: row.firstName,
  lastName: row.lastName,
  fullName: `${row.firstName} ${row.lastName}`,
  phone: row.phone,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  ordersCount: totals.ordersCount,
  totalSpent: toMajor(totals.spentMinor, currency),
});

/** What a search compares: the names, the e-mail and the phone in its E.164 and local digits. */
export function customerSearchText(c: Pick<CustomerValues, 'firstName' | 'lastName' | 'email' | 'phone'>): string {
  return searchTextOf([c.firstName, c.lastName, c.email, ...phoneSearchForms(c.phone)]);
}

const columns = (input: CustomerValues) => {
  const searchText = customerSearchText(input);
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    email: input.email,
    avatar: input.avatar ?? null,
    searchText,
    searchKey: searchKeyOf(searchText),
  };
};

/**
 * A name or e-mail containing `search` (Arabic letter forms and marks ignored), or a phone whose
 * digits contain the typed digits. The trigram index narrows on `search_key`; `search_text` decides.
 */
export function customerSearchCondition(search: string | undefined): SQL | undefined {
  const typed = searchTextOf([search]);
  if (!typed) return undefined;
  const text = /^[\d\s+()-]+$/.test(typed) ? typed.replace(/\D/g, '') : typed;
  if (!text) return undefined;
  const key = searchKeyOf(text);
  const exact = sql`${customers.searchText} like ${containing(text)}`;
  return key.replace(/\s/g, '').length >= 3 ? sql`${customers.searchKey} like ${containing(key)} and ${exact}` : exact;
}

/** A customer's order count (every status) and the total of their sales, read with the customer. */
// Spelt out in full: drizzle writes a column unqualified, which inside the subquery would name the order's own.
const ORDERS_COUNT = sql<number>`(select count(*)::int from orders o
  where o.store_id = customers.store_id and o.customer_id = customers.id)`;
const SPENT = sql<string>`(select coalesce(sum(o.total), 0) from orders o
  where o.store_id = customers.store_id and o.customer_id = customers.id and o.status in ${[...SALE_STATUSES]})`;

async function withTotals(tx: Tx, where: SQL | undefined, page: { limit: number; offset: number }, currency: string) {
  const rows = await tx
    .select({ row: customers, ordersCount: ORDERS_COUNT, spent: SPENT })
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => toCustomer(r.row, { ordersCount: Number(r.ordersCount), spentMinor: Number(r.spent) }, currency));
}

/** A phone is unique in the store: 409 naming the field. */
async function withUniquePhone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('customer.phoneTaken', [{ path: 'phone', code: 'phone_taken' }]);
    throw e;
  }
}

/** A page of the store's customers, newest first, each with their orders count and total spent. */
export function list(store: StoreContext, query: CustomerListQuery): Promise<{ items: Customer[]; total: number }> {
  return store.transaction(async (tx) => {
    const { currency } = await readStore(tx, store.id);
    const where = and(eq(customers.storeId, store.id), customerSearchCondition(query.search));
    const [{ total }] = (await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(customers)
      .where(where)) as [{ total: number }];
    const items = await withTotals(tx, where, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }, currency);
    return { items, total };
  });
}

/** The pickers' search: at most `limit` customers (20), newest first. */
export function search(store: StoreContext, query: CustomerSearchQuery): Promise<Customer[]> {
  return store.transaction(async (tx) => {
    const { currency } = await readStore(tx, store.id);
    const where = and(eq(customers.storeId, store.id), customerSearchCondition(query.search));
    return withTotals(tx, where, { limit: query.limit, offset: 0 }, currency);
  });
}

/** The customer page: the customer, their addresses and their last 20 orders. */
export function get(store: StoreContext, id: string): Promise<CustomerDetails> {
  return store.transaction(async (tx) => {
    const { currency } = await readStore(tx, store.id);
    const [customer] = await withTotals(
      tx,
      and(eq(customers.storeId, store.id), eq(customers.id, id)),
      { limit: 1, offset: 0 },
      currency,
    );
    if (!customer) throw notFound();
    const recent = await tx
      .select({
        orderId: orders.id,
        number: orders.number,
        status: orders.status,
        total: orders.total,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.customerId, id)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(CUSTOMER_PAGE_ORDERS);
    return {
      customer,
      addresses: await addressesOf(tx, store.id, id),
      orders: recent.map((o) => ({ ...o, total: toMajor(o.total, currency), createdAt: o.createdAt.toISOString() })),
      currency,
    };
  });
}

export function create(store: StoreContext, input: CustomerValues): Promise<Customer> {
  return store.transaction(async (tx) => {
    const { currency } = await readStore(tx, store.id);
    const [row] = await withUniquePhone(() =>
      tx
        .insert(customers)
        .values({ id: uuidv7(), storeId: store.id, ...columns(input) })
        .returning(),
    );
    return toCustomer(row!, { ordersCount: 0, spentMinor: 0 }, currency);
  });
}

export function update(store: StoreContext, id: string, input: CustomerValues): Promise<Customer> {
  return store.transaction(async (tx) => {
    const { currency } = await readStore(tx, store.id);
    await findCustomer(tx, store.id, id, true);
    await withUniquePhone(() =>
      tx
        .update(customers)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(and(eq(customers.id, id), eq(customers.storeId, store.id))),
    );
    const [customer] = await withTotals(
      tx,
      and(eq(customers.storeId, store.id), eq(customers.id, id)),
      { limit: 1, offset: 0 },
      currency,
    );
    return customer!;
  });
}

/** Deletes a customer who has no order (their orders must keep pointing at them): 409 otherwise. */
export function remove(store: StoreContext, id: string): Promise<void> {
  return store.transaction(async (tx) => {
    await findCustomer(tx, store.id, id, true);
    const [hasOrder] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.customerId, id)))
      .limit(1);
    if (hasOrder) throw conflict('customer.hasOrders');
    await tx.delete(customers).where(and(eq(customers.id, id), eq(customers.storeId, store.id)));
  });
}
