import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { SHOP_NOTIFY_LIMITS, type AvailabilityNotification, type ListQuery, type SubscribeInput } from '@souqna/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError, invalidFields, notFound } from '../../platform/errors.ts';
import { waitSeconds } from '../../platform/rate-limit.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { products, productVariants } from '../catalogue/product-tables.ts';
import { customers } from '../customers/tables.ts';
import { availabilityNotifications as n } from './tables.ts';

type Subscription = z.output<typeof SubscribeInput>;
export type NotificationListQuery = ListQuery & { isNotified?: 'true' | 'false' };

const columns = {
  id: n.id,
  productId: n.productId,
  nameAr: products.nameAr,
  nameEn: products.nameEn,
  isInfinite: products.isInfinite,
  productQuantity: products.quantity,
  variantId: n.variantId,
  values: productVariants.values,
  variantQuantity: productVariants.quantity,
  customerName: sql<
    string | null
  >`coalesce(${n.customerName}, nullif(trim(${customers.firstName} || ' ' || ${customers.lastName}), ''))`,
  email: n.email,
  isNotified: n.isNotified,
  notifiedAt: n.notifiedAt,
  createdAt: n.createdAt,
};

function select(tx: Tx) {
  return tx
    .select(columns)
    .from(n)
    .innerJoin(products, eq(products.id, n.productId))
    .leftJoin(productVariants, eq(productVariants.id, n.variantId))
    .leftJoin(customers, eq(customers.id, n.customerId));
}
type Line = Awaited<ReturnType<typeof select>>[number];

const toNotification = (row: Line, lang: StoreContext['lang']): AvailabilityNotification => ({
  notificationId: row.id,
  productId: row.productId,
  productName: (lang === 'en' && row.nameEn) || row.nameAr,
  productVariantId: row.variantId,
  variantLabel: row.values ? row.values.join(' / ') : null,
  customerName: row.customerName,
  email: row.email,
  isNotified: row.isNotified,
  notifiedAt: row.notifiedAt ? row.notifiedAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
  available: row.isInfinite ? null : row.variantId ? (row.variantQuantity ?? 0) : row.productQuantity,
});

async function findLine(tx: Tx, store: StoreContext, id: string): Promise<AvailabilityNotification> {
  const [row] = await select(tx).where(and(eq(n.id, id), eq(n.storeId, store.id)));
  if (!row) throw notFound();
  return toNotification(row, store.lang);
}

/** A page of the store's subscriptions, newest first; only waiting or only notified ones when asked. */
export function list(
  store: StoreContext,
  query: NotificationListQuery,
): Promise<{ items: AvailabilityNotification[]; total: number }> {
  return store.transaction(async (tx) => {
    const where: SQL | undefined = and(
      eq(n.storeId, store.id),
      query.isNotified ? eq(n.isNotified, query.isNotified === 'true') : undefined,
    );
    const [{ total }] = (await tx.select({ total: count() }).from(n).where(where)) as [{ total: number }];
    const rows = await select(tx)
      .where(where)
      .orderBy(desc(n.createdAt), desc(n.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { items: rows.map((row) => toNotification(row, store.lang)), total };
  });
}

/** Marks a subscription notified (now) or waiting again, as the merchant says. */
export function setStatus(store: StoreContext, id: string, isNotified: boolean): Promise<AvailabilityNotification> {
  return store.transaction(async (tx) => {
    const updated = await tx
      .update(n)
      .set({ isNotified, notifiedAt: isNotified ? new Date() : null })
      .where(and(eq(n.id, id), eq(n.storeId, store.id)))
      .returning({ id: n.id });
    if (!updated.length) throw notFound();
    return findLine(tx, store, id);
  });
}

export function remove(store: StoreContext, id: string): Promise<void> {
  return store.transaction(async (tx) => {
    const deleted = await tx
      .delete(n)
      .where(and(eq(n.id, id), eq(n.storeId, store.id)))
      .returning({ id: n.id });
    if (!deleted.length) throw notFound();
  });
}

/**
 * Someone asks to be told when a product of the store (or one of its variants) is back in stock.
 * Asking again while still waiting answers the same subscription; a customer of the store with that
 * e-mail is linked to it.
 */
export function subscribe(store: StoreContext, input: Subscription): Promise<AvailabilityNotification> {
  const variantId = input.productVariantId ?? null;
  return store.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.storeId, store.id)));
    if (!product) throw invalidFields({ path: 'productId', code: 'invalid_value' });
    if (variantId) {
      const [variant] = await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, product.id)));
      if (!variant) throw invalidFields({ path: 'productVariantId', code: 'invalid_value' });
    }
    const [waiting] = await tx
      .select({ id: n.id })
      .from(n)
      .where(
        and(
          eq(n.storeId, store.id),
          eq(n.productId, product.id),
          variantId ? eq(n.variantId, variantId) : isNull(n.variantId),
          eq(n.email, input.email),
          eq(n.isNotified, false),
        ),
      );
    if (waiting) return findLine(tx, store, waiting.id);
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.storeId, store.id), eq(customers.email, input.email)))
      .limit(1);
    const id = uuidv7();
    await tx.insert(n).values({
      id,
      storeId: store.id,
      productId: product.id,
      variantId,
      customerId: customer?.id ?? null,
      customerName: input.customerName || null,
      email: input.email,
    });
    return findLine(tx, store, id);
  });
}

/**
 * A customer asks on the storefront to be e-mailed when the product (or its variant) is back: the
 * request the merchant sees in `/order/notifications`, one per e-mail and variant. Limited per
 * e-mail and per store within the last hour (`SHOP_NOTIFY_LIMITS`), counted in PostgreSQL so every
 * instance counts the same requests: a 429 with the seconds to wait.
 */
export async function subscribeFromStorefront(
  store: StoreContext,
  input: { productId: string; variantId: string | null; email: string },
  now: Date,
): Promise<void> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const [recent] = await store.read((tx) =>
    tx
      .select({
        all: count(),
        contactTimes: sql<
          string[]
        >`coalesce(array_agg(${n.createdAt}::text order by ${n.createdAt}) filter (where ${n.email} = ${input.email}), '{}')`,
      })
      .from(n)
      .where(and(eq(n.storeId, store.id), gt(n.createdAt, hourAgo))),
  );
  const contactUses = (recent?.contactTimes ?? []).map((t) => new Date(t).getTime());
  const wait = Math.max(
    waitSeconds([{ max: SHOP_NOTIFY_LIMITS.perContactPerHour, seconds: 3600 }], contactUses, now.getTime()),
    (recent?.all ?? 0) >= SHOP_NOTIFY_LIMITS.perStorePerHour ? 60 : 0,
  );
  if (wait > 0) throw new AppError('RATE_LIMITED', undefined, {}, { retryAfter: Math.ceil(wait) });
  await subscribe(store, {
    productId: input.productId,
    productVariantId: input.variantId,
    email: input.email,
    customerName: null,
  });
}
