import { sql } from 'drizzle-orm';
import type { OrderStatus } from '@souqna/contracts';
import type { TestApp } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { orders } from './tables.ts';

interface OrderRow {
  customerId?: string | null;
  status?: OrderStatus;
  /** Minor units. */
  total?: number;
  /** Minor units. */
  tax?: number;
  createdAt?: Date;
  currency?: string;
}

/** An order row written straight to the database, as the order module would leave it; answers its id and number. */
export async function insertOrder(t: TestApp, storeId: string, o: OrderRow = {}) {
  const db = t.database.db;
  const [{ next }] = (await db
    .select({ next: sql<number>`coalesce(max(${orders.number}), 1000)::int + 1` })
    .from(orders)
    .where(sql`${orders.storeId} = ${storeId}`)) as [{ next: number }];
  const id = uuidv7();
  const total = o.total ?? 11_500;
  await db.insert(orders).values({
    id,
    storeId,
    number: next,
    status: o.status ?? 'Paid',
    customerId: o.customerId ?? null,
    customerName: 'عميل تجريبي',
    currency: o.currency ?? 'YER',
    subtotal: total - (o.tax ?? 0),
    tax: o.tax ?? 0,
    total,
    itemsCount: 1,
    searchText: String(next),
    searchKey: String(next),
    createdAt: o.createdAt ?? new Date(),
  });
  return { id, number: next };
}
