import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import type { Tx } from '../../db/client.ts';
import { productStore, type ProductStore } from '../catalogue/product.fixtures.ts';
import { sql } from 'drizzle-orm';
import { seedDemoCoupons } from '../coupons/coupon-demo.ts';
import { seedDemoCustomers } from '../customers/customer-demo.ts';
import { seedDemoOrders } from './order-demo.ts';
import { seedDemoNotifications } from '../notifications/notification-demo.ts';
import { availabilityNotifications } from '../notifications/tables.ts';

let t: TestApp;
let m: ProductStore;
beforeAll(async () => {
  t = await createTestApp();
  m = await productStore(t);
  for (const nameAr of [
    'تمر سكري فاخر',
    'بوكس هدايا العود',
    'بخور معمول ملكي',
    'عطر فارس الصحراء',
    'دهن عود كمبودي معتّق',
    'عطر الأمير الأسود',
  ])
    await m.addProduct({ nameAr, quantityManagement: [{ warehouseId: m.mainWarehouseId, quantity: 4 }] });
  await m.addProduct({ nameAr: 'عطر ورد الطائف الملكي' });
  await m.addProduct({ nameAr: 'بوكس عطري مخصص', isInfinty: true });
});
afterAll(() => t.close());

const seed = <T>(work: (tx: Tx, storeId: string) => Promise<T>) => t.database.db.transaction((tx) => work(tx, m.storeId));

describe('the demo coupons and notifications', () => {
  it('adds six coupons on the demo products, one of them expired, once', async () => {
    expect(await seed(seedDemoCoupons)).toBe(6);
    expect(await seed(seedDemoCoupons)).toBe(0);
    const list = (await m.get('/coupon')).body.data as { couponCode: string; isExpired: boolean; discountType: string }[];
    expect(list.map((c) => c.couponCode).sort()).toEqual(['EID50', 'FREESHIP', 'NATIONALDAY', 'OUD10', 'RAMADAN15', 'WELCOME25']);
    expect(list.filter((c) => c.isExpired).map((c) => c.couponCode)).toEqual(['NATIONALDAY']);
    expect(list.find((c) => c.couponCode === 'EID50')).toMatchObject({
      discountType: 'fixed',
      discountAmount: 50,
      minAmount: 200,
    });
  });

  it('adds twelve subscriptions to the sold-out products only, a few already notified, once', async () => {
    expect(await seed(seedDemoNotifications)).toBe(12);
    expect(await seed(seedDemoNotifications)).toBe(0);
    const rows = await t.database.db
      .select()
      .from(availabilityNotifications)
      .where(eq(availabilityNotifications.storeId, m.storeId));
    const list = (await m.get('/store/productavailabilitynotifications?pageSize=20')).body.data as {
      productName: string;
      isNotified: boolean;
    }[];
    expect(rows).toHaveLength(12);
    expect(new Set(list.map((r) => r.productName))).toEqual(new Set(['عطر ورد الطائف الملكي']));
    expect(list.filter((r) => r.isNotified)).toHaveLength(3);
  });
});

// A year of the demo's orders is the heaviest write of the suite after the whole demo store: with
// other files running beside it on two cores it may take longer than the suite's 20 s.
describe('the demo customers and their orders', { timeout: 60_000 }, () => {
  it('makes every customer one on or before her first order ("customer since" never after an order)', async () => {
    const people = await seed(seedDemoCustomers);
    const userId = m.session.user.id as string;
    expect(await seedDemoOrders(t.database.db, { id: m.storeId, userId }, people)).toBeGreaterThan(0);
    const { rows } = await t.database.db.execute<{ late: number; buyers: number }>(sql`
      select count(*) filter (where c.created_at > first.at)::int as late, count(*)::int as buyers
        from customers c join (select customer_id, min(created_at) as at from orders group by customer_id) first
          on first.customer_id = c.id
       where c.store_id = ${m.storeId}`);
    expect(rows[0]!.buyers).toBeGreaterThan(10);
    expect(rows[0]!.late).toBe(0);
  });
});
