import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { customerAddresses, customers } from './tables.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** The store's customer `id`, locked for the rest of the transaction when `lock` (writes to it or its addresses). */
export async function findCustomer(tx: Tx, storeId: string, id: string, lock = false): Promise<CustomerRow> {
  const query = tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.storeId, storeId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The customer `customerId` (an SQL value) as an order keeps them, as JSON inside a larger statement; none: null. */
export const orderCustomerSql = (customerId: SQLWrapper) => sql`
  (select json_build_object('id', c.id, 'name', c.first_name || ' ' || c.last_name, 'phone', c.phone, 'email', c.email)
     from ${customers} c where c.id = ${customerId})`;

/** The address `addressId` of the customer `customerId` as the order's address, as JSON inside a larger statement; none: null. */
export const orderAddressSql = (addressId: SQLWrapper, customerId: SQLWrapper) => sql`
  (select json_build_object('country', a.country, 'city', a.city, 'region', a.region,
            'streetAddress1', a.street_address_1, 'streetAddress2', a.street_address_2, 'postalCode', a.postal_code,
            'phone', a.phone, 'latitude', a.latitude, 'longitude', a.longitude)
     from ${customerAddresses} a where a.id = ${addressId} and a.customer_id = ${customerId})`;
