import { and, desc, eq, sql } from 'drizzle-orm';
import { SALE_STATUSES } from '@souqna/contracts';
import type { CustomerOrders } from '../customers/customer-orders.ts';
import { orders } from './tables.ts';

/** What the customer list and page show of a customer's orders (customers/customer-orders.ts; app.ts passes it in). */
export const customerOrders: CustomerOrders = {
  // Spelt out in full: drizzle writes a column unqualified, which inside the subquery would name the order's own.
  count: sql<number>`(select count(*)::int from orders o
  where o.store_id = customers.store_id and o.customer_id = customers.id)`,
  spent: sql<string>`(select coalesce(sum(o.total), 0) from orders o
  where o.store_id = customers.store_id and o.customer_id = customers.id and o.status in ${[...SALE_STATUSES]})`,

  recent: (tx, storeId, customerId, limit) =>
    tx
      .select({
        orderId: orders.id,
        number: orders.number,
        status: orders.status,
        total: orders.total,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.customerId, customerId)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit),

  async any(tx, storeId, customerId) {
    const [hasOrder] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.customerId, customerId)))
      .limit(1);
    return Boolean(hasOrder);
  },
};
