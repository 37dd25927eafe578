import { and, asc, eq, inArray } from 'drizzle-orm';
import type { WebhookEvent } from '@souqna/contracts';
import type { Tx } from '../../db/client.ts';
import { onStoreEvent, type StoreEvent } from '../../platform/store-events.ts';
import { products } from '../catalogue/product-tables.ts';
import { customers } from '../customers/tables.ts';
import { orderCustomStatuses, orderLines, orders } from '../orders/tables.ts';
import { readStore } from '../stores/store-row.ts';
import { activeSubscriptions, queueDeliveries, type WebhookDeps } from './webhook-delivery.ts';

/**
 * What each event's `data` says (docs/decisions.md "Webhooks"): the entity's public fields, ids,
 * numbers, statuses, amounts in minor units with their currency; never a secret, a cost price or
 * a search column.
 */
async function orderData(tx: Tx, storeId: string, orderId: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  if (!order) return null;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
  // The store's custom status the order is in (a stage inside `status`), named in both languages.
  const [customStatus] = order.customStatusId
    ? await tx
        .select({ id: orderCustomStatuses.id, nameAr: orderCustomStatuses.nameAr, nameEn: orderCustomStatuses.nameEn })
        .from(orderCustomStatuses)
        .where(eq(orderCustomStatuses.id, order.customStatusId))
    : [];
  return {
    orderId: order.id,
    number: order.number,
    status: order.status,
    customStatus: customStatus ?? null,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    subtotal: order.subtotal,
    discount: order.discount,
    tax: order.tax,
    shippingFee: order.shippingFee,
    paymentFee: order.paymentFee,
    total: order.total,
    pricesIncludeTax: order.pricesIncludeTax,
    itemsCount: order.itemsCount,
    couponCode: order.couponCode,
    shippingMethod: order.shippingMethod,
    customer: {
      customerId: order.customerId,
      name: order.customerName,
      phone: order.customerPhone,
      email: order.customerEmail,
    },
    address: order.address,
    warehouseId: order.warehouseId,
    items: lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      name: l.name,
      nameEn: l.nameEn,
      variantLabel: l.variantLabel,
      sku: l.sku,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: l.discount,
      tax: l.tax,
      total: l.total,
    })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

const productColumns = {
  productId: products.id,
  name: products.nameAr,
  nameEn: products.nameEn,
  sku: products.sku,
  barcode: products.barcode,
  price: products.price,
  salePrice: products.salePrice,
  quantity: products.quantity,
  minAlertQuantity: products.minAlertQuantity,
  isInfinite: products.isInfinite,
  hasVariants: products.hasVariants,
  showInStore: products.showInStore,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

async function productData(tx: Tx, storeId: string, productId: string) {
  const [product] = await tx
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, productId), eq(products.storeId, storeId)));
  if (!product) return null;
  const { currency } = await readStore(tx, storeId);
  return { ...product, currency, createdAt: product.createdAt.toISOString(), updatedAt: product.updatedAt.toISOString() };
}

async function customerData(tx: Tx, storeId: string, customerId: string) {
  const [customer] = await tx
    .select({
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phone: customers.phone,
      email: customers.email,
      language: customers.language,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.storeId, storeId)));
  return customer ? { ...customer, createdAt: customer.createdAt.toISOString() } : null;
}

/**
 * The products of `before` (what each held before, by product) that went from above their alert
 * quantity to at or under it: `stock.low`'s data for each.
 */
async function lowStock(tx: Tx, storeId: string, before: ReadonlyMap<string, number>) {
  if (!before.size) return [];
  const rows = await tx
    .select({ id: products.id, quantity: products.quantity, min: products.minAlertQuantity })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, [...before.keys()]), eq(products.isInfinite, false)));
  const low = rows.filter((p) => p.min > 0 && p.quantity <= p.min && (before.get(p.id) ?? 0) > p.min);
  const data = [];
  for (const p of low) {
    const product = await productData(tx, storeId, p.id);
    if (product)
      data.push({
        productId: product.productId,
        name: product.name,
        nameEn: product.nameEn,
        sku: product.sku,
        quantity: product.quantity,
        minAlertQuantity: product.minAlertQuantity,
      });
  }
  return data;
}

/** What each product of an order held before it took its stock: now plus what its lines took. */
async function beforeOrder(tx: Tx, orderId: string) {
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.stockTaken, true)));
  const taken = new Map<string, number>();
  for (const l of lines) if (l.productId) taken.set(l.productId, (taken.get(l.productId) ?? 0) + l.quantity);
  if (!taken.size) return new Map<string, number>();
  const now = await tx
    .select({ id: products.id, quantity: products.quantity })
    .from(products)
    .where(inArray(products.id, [...taken.keys()]));
  return new Map(now.map((p) => [p.id, p.quantity + (taken.get(p.id) ?? 0)]));
}

/** `stock.set`'s `before` keyed `productId:variantId`: the products' own totals (`productId:`). */
const productTotals = (before: ReadonlyMap<string, number>) =>
  new Map([...before].filter(([key]) => key.endsWith(':')).map(([key, held]) => [key.slice(0, -1), held]));

/**
 * Queues the webhooks of one store event, in its transaction. A store with no active endpoint that
 * hears it pays one read of its (at most ten) endpoints and nothing else.
 */
export async function queueStoreEvent(tx: Tx, deps: Pick<WebhookDeps, 'jobs'>, storeId: string, event: StoreEvent) {
  const subscriptions = await activeSubscriptions(tx, storeId);
  if (!subscriptions.length) return;
  const hears = (type: WebhookEvent) => subscriptions.some((s) => s.events.includes(type));
  const queue = async (type: WebhookEvent, data: object | null) => {
    if (data) await queueDeliveries(tx, deps.jobs, storeId, subscriptions, type, data);
  };
  switch (event.type) {
    case 'order.created':
      if (hears('order.created')) await queue('order.created', await orderData(tx, storeId, event.orderId));
      if (hears('stock.low'))
        for (const low of await lowStock(tx, storeId, await beforeOrder(tx, event.orderId))) await queue('stock.low', low);
      return;
    case 'order.status_changed':
      if (hears('order.status_changed')) {
        const order = await orderData(tx, storeId, event.orderId);
        await queue('order.status_changed', order && { ...order, previousStatus: event.from });
      }
      return;
    case 'order.paid':
      if (hears('order.paid')) await queue('order.paid', await orderData(tx, storeId, event.orderId));
      return;
    case 'product.created':
    case 'product.updated':
      if (hears(event.type)) await queue(event.type, await productData(tx, storeId, event.productId));
      return;
    case 'product.deleted':
      if (hears('product.deleted')) {
        const product = await productData(tx, storeId, event.productId);
        await queue('product.deleted', product && { productId: product.productId, name: product.name, sku: product.sku });
      }
      return;
    case 'stock.set':
      if (hears('stock.low'))
        for (const low of await lowStock(tx, storeId, productTotals(event.before))) await queue('stock.low', low);
      return;
    case 'customer.created':
      if (hears('customer.created')) await queue('customer.created', await customerData(tx, storeId, event.customerId));
      return;
  }
}

/** Binds the webhooks to what happens in stores; answers the unbinding. */
export const startWebhookEvents = (deps: Pick<WebhookDeps, 'jobs'>) =>
  onStoreEvent('webhooks', (tx, storeId, event) => queueStoreEvent(tx, deps, storeId, event));
