import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_PAGE_ORDERS,
  phoneSearchForms,
  toMajor,
  type Customer,
  type CustomerDetails,
  type CustomerListQuery,
  type CustomerSearchQuery,
  type CustomerValues,
} from '@souqna/contracts';
import { readAll, type Tx } from '../../db/client.ts';
import { conflict, notFound, isUniqueViolation } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { containing } from '../../db/like.ts';
import { searchKeyOf, searchTextOf, typedSearchText } from '../catalogue/search-key.ts';
import { readStore } from '../store/store-row.ts';
import { addressesOf } from './address.service.ts';
import type { CustomerOrders } from './customer-orders.ts';
import { findCustomer, type CustomerRow } from './customer-row.ts';
import { customers } from './tables.ts';
import { publishStoreEvent } from '../../platform/store-events.ts';

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
  language: row.language,
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
    language: input.language,
    avatar: input.avatar ?? null,
    searchText,
    searchKey: searchKeyOf(searchText),
  };
};

type SearchTerms = { text: string; key: string | null };

/** What a customer search looks for in each customer's `search_text`: its normalised text, digits only when it is a phone (empty: no search). */
export const customerSearchedText = (search: string | undefined) => typedSearchText(search);

/** What a typed search compares: its text (customerSearchedText) and, with three key letters or more, its trigram key. */
function searchTerms(search: string | undefined): SearchTerms | null {
  const text = customerSearchedText(search);
  if (!text) return null;
  const key = searchKeyOf(text);
  return { text, key: key.replace(/\s/g, '').length >= 3 ? key : null };
}

/** The exact check of a search on the `customers` row in scope: its text contains the typed text. */
const textMatches = (terms: SearchTerms) => sql`${customers.searchText} like ${containing(terms.text)}`;

/** The same, with the trigram index narrowing on `search_key` first when the key is long enough. */
const indexedMatches = (terms: SearchTerms) =>
  terms.key ? sql`${customers.searchKey} like ${containing(terms.key)} and ${textMatches(terms)}` : textMatches(terms);

/**
 * A name or e-mail containing `search` (Arabic letter forms and marks ignored), or a phone whose
 * digits contain the typed digits. The trigram index narrows on `search_key`; `search_text` decides.
 */
export function customerSearchCondition(search: string | undefined): SQL | undefined {
  const terms = searchTerms(search);
  return terms ? indexedMatches(terms) : undefined;
}

/** What the customer functions are given: what the orders module says of a customer's orders. */
export interface CustomerOptions {
  orders: CustomerOrders;
}

const CURRENCY = sql<string>`(select s.currency from stores s where s.id = customers.store_id)`;

/**
 * Customers with their totals (their order count, every status, and the total of their sales), each
 * with the store's currency, newest first, in one statement.
 */
async function readCustomers(db: Tx, where: SQL | undefined, page: { limit: number; offset: number }, orders: CustomerOrders) {
  const rows = await db
    .select({ row: customers, ordersCount: orders.count, spent: orders.spent, currency: CURRENCY })
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    customer: toCustomer(r.row, { ordersCount: Number(r.ordersCount), spentMinor: Number(r.spent) }, r.currency),
    currency: r.currency,
  }));
}

const withTotals = async (db: Tx, where: SQL | undefined, page: { limit: number; offset: number }, orders: CustomerOrders) =>
  (await readCustomers(db, where, page, orders)).map((r) => r.customer);

/**
 * How many of the newest customers a search reads in order before it asks the trigram index. A
 * common family name (thousands of customers) has its newest matches among them, where the
 * index would hand over every one of the thousands to be checked and sorted; a rarer name is
 * not found there and the index, with few candidates, answers it.
 */
const NEWEST_FIRST = 2_000;

/**
 * The ids of the newest `limit` customers matching `terms`: the newest customers read in order,
 * when they hold `limit` matches (then these are the newest matches of all); the trigram index
 * otherwise. One statement: the index part runs only when the first part fell short.
 */
function newestMatches(storeId: string, terms: SearchTerms, limit: number): SQL {
  // Both parts read their rows as `customers`, the name the match conditions are written over.
  return sql`
    with newest as (
      select customers.id from (select id, search_text from customers where store_id = ${storeId}
                                 order by created_at desc, id desc limit ${NEWEST_FIRST}) customers
       where ${textMatches(terms)} limit ${limit}),
    indexed as (
      select customers.id from customers
       where customers.store_id = ${storeId} and ${indexedMatches(terms)}
         and (select count(*) from newest) < ${limit}
       order by customers.created_at desc, customers.id desc limit ${limit})
    select id from newest where (select count(*) from newest) = ${limit}
    union all
    select id from indexed`;
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
export function list(
  store: StoreContext,
  query: CustomerListQuery,
  { orders }: CustomerOptions,
): Promise<{ items: Customer[]; total: number }> {
  return store.read(async (db) => {
    const where = and(eq(customers.storeId, store.id), customerSearchCondition(query.search));
    const [counted, items] = await readAll(db, [
      () =>
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(customers)
          .where(where),
      () => withTotals(db, where, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }, orders),
    ]);
    return { items, total: counted[0]?.total ?? 0 };
  });
}

/** The pickers' search: at most `limit` customers (20), newest first, in one statement. */
export function search(store: StoreContext, query: CustomerSearchQuery, { orders }: CustomerOptions): Promise<Customer[]> {
  const terms = searchTerms(query.search);
  const page = { limit: query.limit, offset: 0 };
  return store.read((db) =>
    terms
      ? withTotals(db, sql`${customers.id} in (${newestMatches(store.id, terms, query.limit)})`, page, orders)
      : withTotals(db, eq(customers.storeId, store.id), page, orders),
  );
}

/** The customer page: the customer, their addresses and their last 20 orders. */
export function get(store: StoreContext, id: string, { orders }: CustomerOptions): Promise<CustomerDetails> {
  return store.transaction(async (tx) => {
    const [found] = await readCustomers(
      tx,
      and(eq(customers.storeId, store.id), eq(customers.id, id)),
      { limit: 1, offset: 0 },
      orders,
    );
    if (!found) throw notFound();
    const { customer, currency } = found;
    const recent = await orders.recent(tx, store.id, id, CUSTOMER_PAGE_ORDERS);
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
    await publishStoreEvent(tx, store.id, { type: 'customer.created', customerId: row!.id });
    return toCustomer(row!, { ordersCount: 0, spentMinor: 0 }, currency);
  });
}

export function update(store: StoreContext, id: string, input: CustomerValues, { orders }: CustomerOptions): Promise<Customer> {
  return store.transaction(async (tx) => {
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
      orders,
    );
    return customer!;
  });
}

/** Deletes a customer who has no order (their orders must keep pointing at them): 409 otherwise. */
export function remove(store: StoreContext, id: string, { orders }: CustomerOptions): Promise<void> {
  return store.transaction(async (tx) => {
    await findCustomer(tx, store.id, id, true);
    if (await orders.any(tx, store.id, id)) throw conflict('customer.hasOrders');
    await tx.delete(customers).where(and(eq(customers.id, id), eq(customers.storeId, store.id)));
  });
}
