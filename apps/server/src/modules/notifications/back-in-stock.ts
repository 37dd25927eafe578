import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { readAll, type Tx } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { storeSender } from '../../platform/mail/store-sender.ts';
import { products, productVariants } from '../catalogue/product-tables.ts';
import { readStore, storeUrl } from '../store/store-row.ts';
import { availabilityNotifications } from './tables.ts';

/** A product (variant null: the product as a whole) or one of its variants. */
export interface StockItem {
  productId: string;
  variantId: string | null;
}

interface BackInStockMail {
  mailer: Mailer;
  mailFrom: string;
  storeBaseDomain: string;
}

/**
 * The mailer of the running server. `setStock` runs inside any transaction of the catalogue (a form,
 * the stock grid, an import) and has no server at hand, so the server binds its mailer once here.
 * Without one (a command-line script), subscriptions simply stay waiting.
 */
let bound: BackInStockMail | null = null;

/** Binds the server's mailer and marks a subscription notified when its mail is sent; answers the unbinding. */
export function startBackInStockMail(mail: BackInStockMail): () => void {
  mail.mailer.whenSent('back-in-stock', async (tx, meta) => {
    if (!meta.notificationId) return;
    await tx
      .update(availabilityNotifications)
      .set({ isNotified: true, notifiedAt: new Date() })
      .where(and(eq(availabilityNotifications.id, meta.notificationId), eq(availabilityNotifications.isNotified, false)));
  });
  bound = mail;
  return () => {
    if (bound === mail) bound = null;
  };
}

const key = (item: StockItem) => `${item.productId}:${item.variantId ?? ''}`;

/**
 * What the store holds now of each product and variant of `items` (all warehouses; the totals
 * `recomputeTotals` keeps), for those that can run out. Products that never run out are left out.
 */
export async function stockOf(tx: Tx, items: readonly StockItem[]): Promise<Map<string, number>> {
  const productIds = [...new Set(items.map((i) => i.productId))];
  const variantIds = [...new Set(items.flatMap((i) => (i.variantId ? [i.variantId] : [])))];
  const held = new Map<string, number>();
  if (!productIds.length) return held;
  const [wholes, variants] = await readAll(tx, [
    () =>
      tx
        .select({ id: products.id, quantity: products.quantity })
        .from(products)
        .where(and(inArray(products.id, productIds), eq(products.isInfinite, false))),
    async () =>
      variantIds.length
        ? tx
            .select({ id: productVariants.id, productId: productVariants.productId, quantity: productVariants.quantity })
            .from(productVariants)
            .innerJoin(products, eq(products.id, productVariants.productId))
            .where(and(inArray(productVariants.id, variantIds), eq(products.isInfinite, false)))
        : [],
  ] as const);
  for (const p of wholes) held.set(key({ productId: p.id, variantId: null }), p.quantity);
  for (const v of variants) held.set(key({ productId: v.productId, variantId: v.id }), v.quantity);
  return held;
}

/** The products and variants of `items` with none held `before` and some now (both from `stockOf`). */
export function backInStock(before: Map<string, number>, after: Map<string, number>): StockItem[] {
  return [...before]
    .filter(([k, had]) => had <= 0 && (after.get(k) ?? 0) > 0)
    .map(([k]) => {
      const [productId, variantId] = k.split(':') as [string, string];
      return { productId, variantId: variantId || null };
    });
}

/**
 * Queues, in the caller's transaction, an Arabic e-mail in the store's name to everyone still waiting
 * for one of `items` (a subscription to a variant waits for that variant; one without a variant waits
 * for the product as a whole). Each subscription is marked notified when its mail is sent. Answers
 * how many mails were queued. Call it for what went from none in stock to some.
 */
export async function queueBackInStock(tx: Tx, storeId: string, items: readonly StockItem[]): Promise<number> {
  if (!items.length || !bound) return 0;
  const { mailer, mailFrom, storeBaseDomain } = bound;
  const n = availabilityNotifications;
  const matches: SQL[] = items.map((i) =>
    and(eq(n.productId, i.productId), i.variantId ? eq(n.variantId, i.variantId) : isNull(n.variantId))!,
  );
  const waiting = await tx
    .select({
      id: n.id,
      email: n.email,
      name: n.customerName,
      productId: n.productId,
      productName: products.nameAr,
      customUrl: products.customUrl,
      values: productVariants.values,
    })
    .from(n)
    .innerJoin(products, eq(products.id, n.productId))
    .leftJoin(productVariants, eq(productVariants.id, n.variantId))
    .where(and(eq(n.storeId, storeId), eq(n.isNotified, false), or(...matches)));
  if (!waiting.length) return 0;
  const store = await readStore(tx, storeId);
  const sender = storeSender(mailFrom, { senderName: store.senderName ?? store.name, senderEmail: store.senderEmail });
  const base = storeUrl(store.domain, storeBaseDomain);
  for (const w of waiting)
    await mailer.send(tx, {
      template: 'back-in-stock',
      to: w.email,
      lang: 'ar',
      sender,
      meta: { notificationId: w.id },
      params: {
        name: w.name,
        storeName: store.name ?? sender.from.name,
        productName: w.productName,
        variantLabel: w.values ? w.values.join(' / ') : null,
        link: base ? `${base}/products/${encodeURIComponent(w.customUrl ?? w.productId)}` : null,
      },
    });
  return waiting.length;
}
