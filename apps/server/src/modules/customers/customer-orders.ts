import type { SQL } from 'drizzle-orm';
import type { OrderStatus } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';

/** One of a customer's orders as the customer page lists it (the total in minor units). */
export interface CustomerOrderLine {
  orderId: string;
  number: number;
  status: OrderStatus;
  total: number;
  createdAt: Date;
}

/**
 * What the customers module shows of a customer's orders. The orders module answers it
 * (`customerOrders` of orders/customer-orders.ts) and app.ts passes that answer to the customer
 * routes: an order refers to its customer, so the orders import the customers and not the reverse.
 */
export interface CustomerOrders {
  /** Over the `customers` row in scope: how many orders the customer has (every status). */
  count: SQL<number>;
  /** Over the `customers` row in scope: the total of the customer's sales, in minor units. */
  spent: SQL<string>;
  /** The customer's newest `limit` orders, newest first. */
  recent(tx: Tx, storeId: string, customerId: string, limit: number): Promise<CustomerOrderLine[]>;
  /** Whether the customer has any order (their orders must keep pointing at them). */
  any(tx: Tx, storeId: string, customerId: string): Promise<boolean>;
}
