import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { storeSender } from '../../platform/mail/store-sender.ts';
import { products, productVariants } from '../catalogue/product-tables.ts';
import { onRestock, type StockItem } from '../catalogue/restock.ts';
import { readStore, storeUrl } from '../stores/store-row.ts';
import { availabilityNotifications } from './tables.ts';

interface BackInStockMail {
  mailer: Mailer;
  mailFrom: string;
  storeBaseDomain: string;
}

/**
 * Binds the server's mailer to the catalogue's restocks (`onRestock`: stock changes in transactions
 * that have no server at hand) and marks a subscription notified when its mail is sent; answers the
 * unbinding. Without it (a command-line script), subscriptions simply stay waiting.
 */
export function startBackInStockMail(mail: BackInStockMail): () => void {
  mail.mailer.whenSent('back-in-stock', async (tx, meta) => {
    if (!meta.notificationId) return;
    await tx
      .update(availabilityNotifications)
      .set({ isNotified: true, notifiedAt: new Date() })
      .where(and(eq(availabilityNotifications.id, meta.notificationId), eq(availabilityNotifications.isNotified, false)));
  });
  return onRestock((tx, storeId, items) => queueBackInStock(tx, storeId, items, mail));
}

/**
 * Queues, in the caller's transaction, an Arabic e-mail in the store's name to everyone still waiting
 * for one of `items` (a subscription to a variant waits for that variant; one without a variant waits
 * for the product as a whole). Each subscription is marked notified when its mail is sent. Answers
 * how many mails were queued. Called for what went from none in stock to some.
 */
async function queueBackInStock(
  tx: Tx,
  storeId: string,
  items: readonly StockItem[],
  { mailer, mailFrom, storeBaseDomain }: BackInStockMail,
): Promise<number> {
  if (!items.length) return 0;
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
      storeId,
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
