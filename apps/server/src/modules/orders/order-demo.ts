import { count, eq, sql } from 'drizzle-orm';
import { PAYMENT_METHOD_CODES, type OrderStatus, type ShippingOptionId } from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { seededRandom as random } from '../../platform/seeded-random.ts';
import { products } from '../catalogue/product-tables.ts';
import { branchesOf } from '../store/store-read.ts';
import type { DemoCustomer } from '../customers/customer-demo.ts';
import { createOrder } from './order-create.ts';
import { moveOrder } from './order-status.service.ts';
import { withoutStatusListener } from './order-status-events.ts';
import { coupons } from '../coupons/tables.ts';
import { customerAddresses, customers } from '../customers/tables.ts';
import { orders } from './tables.ts';

export const DEMO_ORDERS = 500;
const DAY = 86_400_000;

/**
 * The moves an order of this age has been through: old orders are settled (completed, cancelled,
 * refunded), the last days' still on their way.
 */
function pathFor(ageDays: number, roll: number): OrderStatus[] {
  if (ageDays < 3) {
    if (roll < 0.45) return [];
    if (roll < 0.7) return ['Approved'];
    if (roll < 0.9) return ['Paid'];
    return ['Approved', 'ReadyForPickup'];
  }
  if (roll < 0.62) return ['Paid', 'Completed'];
  if (roll < 0.72) return ['Approved', 'ReadyForPickup', 'Completed'];
  if (roll < 0.82) return ['Cancelled'];
  if (roll < 0.88) return ['CancelledByCustomer'];
  if (roll < 0.94) return ['Paid', 'Completed', 'Refunded'];
  if (roll < 0.97) return ['Approved', 'Paid'];
  return ['Paid', 'ReadyForPickup'];
}

/**
 * About 500 past orders of the demo customers over the last twelve months, in every status, with
 * their history; some with a coupon, some paid on the spot. They are written as past orders: the
 * demo's stock is already what it should be today, so they take none. Added only when the store
 * has no order; one transaction, in which `alongside` writes what goes with them (the open carts of
 * carts/cart-demo.ts) from the store's simple products and main branch.
 */
export function seedDemoOrders(
  db: Db,
  store: { id: string; userId: string },
  people: readonly DemoCustomer[],
  alongside?: (tx: Tx, made: { productIds: string[]; warehouseId: string }) => Promise<void>,
): Promise<number> {
  // Its customers are made up: no invoice is e-mailed as its orders move.
  return withoutStatusListener(() => seedOrders(db, store, people, alongside));
}

async function seedOrders(
  db: Db,
  store: { id: string; userId: string },
  people: readonly DemoCustomer[],
  alongside?: (tx: Tx, made: { productIds: string[]; warehouseId: string }) => Promise<void>,
): Promise<number> {
  const [{ n }] = (await db.select({ n: count() }).from(orders).where(eq(orders.storeId, store.id))) as [{ n: number }];
  if (n > 0 || !people.length) return 0;
  return db.transaction(async (tx) => {
    const sellable = await tx
      .select({ id: products.id, hasVariants: products.hasVariants })
      .from(products)
      .where(eq(products.storeId, store.id));
    const variantsOf = new Map<string, string[]>();
    const { rows } = await tx.execute<{ product_id: string; id: string }>(
      sql`select product_id, id from product_variants where store_id = ${store.id} order by position`,
    );
    for (const r of rows) variantsOf.set(r.product_id, [...(variantsOf.get(r.product_id) ?? []), r.id]);
    const [main] = (await branchesOf(tx, store.id)).map((b) => ({ id: b.warehouseId }));
    const storeCoupons = await tx.select().from(coupons).where(eq(coupons.storeId, store.id));
    const addresses = await addressesOf(tx, people);
    if (!main || !sellable.length) return 0;
    const r = random(20_260_101);
    const now = Date.now();
    // More orders lately (the age leans towards today), numbered in the order they were made.
    const times = Array.from(
      { length: DEMO_ORDERS },
      () => Math.floor(365 * r.next() ** 1.6) * DAY + r.int(0, 20) * 3_600_000,
    ).sort((a, b) => b - a);
    for (let made = 0; made < DEMO_ORDERS;) {
      const ageDays = Math.floor(times[made]! / DAY);
      const at = new Date(now - times[made]!);
      const person = r.pick(people);
      const items = new Map<string, { productId: string; variantId: string | null; quantity: number }>();
      for (let k = r.int(1, 3); k > 0; k -= 1) {
        const product = r.pick(sellable);
        const variantId = product.hasVariants ? r.pick(variantsOf.get(product.id) ?? [null]) : null;
        if (product.hasVariants && !variantId) continue;
        items.set(`${product.id}:${variantId}`, { productId: product.id, variantId, quantity: r.int(1, 2) });
      }
      if (!items.size) continue;
      const lines = [...items.values()];
      const coupon = r.next() < 0.12 ? (storeCoupons.find((c) => lines.some((l) => l.productId === c.productId)) ?? null) : null;
      const shipping: ShippingOptionId = r.pick(['standard', 'standard', 'express', 'pickup'] as const);
      const path = pathFor(ageDays, r.next());
      const order = await createOrder(
        tx,
        { storeId: store.id, userId: store.userId },
        {
          customer: {
            id: person.customerId,
            name: person.fullName,
            phone: addresses.get(person.customerId)?.customerPhone ?? null,
            email: addresses.get(person.customerId)?.email ?? null,
          },
          address: shipping === 'pickup' ? null : (addresses.get(person.customerId)?.address ?? null),
          warehouseId: main.id,
          items: lines,
          coupon,
          shippingOption: shipping,
          notes: r.next() < 0.1 ? 'يرجى التغليف كهدية' : null,
          paid: false,
          paymentMethod: r.pick(PAYMENT_METHOD_CODES),
          idempotencyKey: null,
          at,
          takesStock: false,
        },
      );
      let when = at.getTime();
      for (const to of path) {
        when += r.int(1, 30) * 3_600_000;
        await moveOrder(tx, { storeId: store.id, userId: store.userId, lang: 'ar' }, order.orderId, {
          to,
          at: new Date(Math.min(when, now)),
        });
      }
      made += 1;
    }
    // A customer is one since her first order at the latest (the orders' dates are drawn apart from hers).
    await tx.execute(sql`
      update ${customers} c set created_at = first.at, updated_at = greatest(c.updated_at, first.at)
        from (select customer_id, min(created_at) as at from ${orders} where store_id = ${store.id} group by customer_id) first
       where c.id = first.customer_id and c.store_id = ${store.id} and c.created_at > first.at`);
    await alongside?.(tx, { productIds: sellable.filter((p) => !p.hasVariants).map((p) => p.id), warehouseId: main.id });
    return DEMO_ORDERS;
  });
}

async function addressesOf(tx: Tx, people: readonly DemoCustomer[]) {
  const { rows } = await tx.execute<{
    id: string;
    phone: string;
    email: string;
    country: string;
    city: string;
    region: string | null;
    street_address_1: string;
    street_address_2: string | null;
    postal_code: string | null;
    address_phone: string;
    latitude: string | null;
    longitude: string | null;
  }>(sql`
    select c.id, c.phone, c.email, a.country, a.city, a.region, a.street_address_1, a.street_address_2, a.postal_code,
           a.phone as address_phone, a.latitude, a.longitude
      from ${customers} c join ${customerAddresses} a on a.customer_id = c.id and a.is_default
     where c.id in (${sql.join(
       people.map((p) => sql`${p.customerId}::uuid`),
       sql`, `,
     )})`);
  return new Map(
    rows.map((a) => [
      a.id,
      {
        customerPhone: a.phone,
        email: a.email,
        address: {
          country: a.country,
          city: a.city,
          region: a.region,
          streetAddress1: a.street_address_1,
          streetAddress2: a.street_address_2,
          postalCode: a.postal_code,
          phone: a.address_phone,
          latitude: a.latitude === null ? null : Number(a.latitude),
          longitude: a.longitude === null ? null : Number(a.longitude),
        },
      },
    ]),
  );
}
