import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { canShipOrder, toMajor, type CreateShipmentInput, type Shipment } from '@souqna/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound, isUniqueViolation } from '../../platform/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { stores } from '../accounts/tables.ts';
import { findCity } from '../reference/lookup.ts';
import { carrierFor, type CarrierDeps } from '../shipping/carrier.service.ts';
import { warehouseContacts, warehouses } from '../store/tables.ts';
import { paidOf } from './order-payments.ts';
import { orderShipments } from './shipment-tables.ts';
import { orders } from './tables.ts';

/**
 * An order's shipments (docs/product-rules.md "Shipping"): made with a carrier from the order's
 * branch to its address, collecting what is still owed when it is paid on delivery; the carrier is
 * asked outside any transaction, and what it answered is then written in one.
 */
type ShipmentRow = typeof orderShipments.$inferSelect;

const shipmentOf = (r: ShipmentRow): Shipment => ({
  shipmentId: r.id,
  carrier: r.carrier,
  trackingNumber: r.trackingNumber,
  status: r.status,
  events: r.events,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

async function orderOf(db: Db | Tx, storeId: string, orderId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  if (!order) throw notFound();
  return order;
}

async function shipmentRow(db: Db | Tx, storeId: string, orderId: string, shipmentId: string): Promise<ShipmentRow> {
  const [row] = await db
    .select()
    .from(orderShipments)
    .where(and(eq(orderShipments.id, shipmentId), eq(orderShipments.orderId, orderId), eq(orderShipments.storeId, storeId)));
  if (!row) throw notFound();
  return row;
}

/** The order's shipments, newest first. */
export function orderShipmentsOf(store: StoreContext, orderId: string): Promise<Shipment[]> {
  return store.read(async (db) => {
    await orderOf(db, store.id, orderId);
    const rows = await db
      .select()
      .from(orderShipments)
      .where(and(eq(orderShipments.orderId, orderId), eq(orderShipments.storeId, store.id)))
      .orderBy(desc(orderShipments.createdAt), asc(orderShipments.id));
    return rows.map(shipmentOf);
  });
}

/** Where a shipment leaves from: the order's branch, its city's English name, its first phone (else the owner's). */
async function shipperOf(db: Db | Tx, storeId: string, warehouseId: string | null) {
  if (!warehouseId) throw new AppError('CONFLICT', 'shipment.notShippable');
  const [[branch], contacts, [owner]] = await Promise.all([
    db
      .select()
      .from(warehouses)
      .where(and(eq(warehouses.id, warehouseId), eq(warehouses.storeId, storeId))),
    db
      .select({ type: warehouseContacts.type, value: warehouseContacts.value })
      .from(warehouseContacts)
      .where(eq(warehouseContacts.warehouseId, warehouseId))
      .orderBy(asc(warehouseContacts.position)),
    db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId)),
  ]);
  if (!branch) throw new AppError('CONFLICT', 'shipment.notShippable');
  const phone = contacts.find((c) => c.type === 'mobile' || c.type === 'landline')?.value ?? '';
  return {
    name: owner?.name ? `${owner.name} - ${branch.name}` : branch.name,
    phone,
    country: branch.countryId,
    city: findCity(branch.cityId)?.nameEn ?? branch.cityId,
    addressLine1: [branch.street, branch.buildingNumber].filter(Boolean).join(' '),
    addressLine2: branch.addressDescription || null,
    district: null,
    postalCode: branch.postalCode,
  };
}

/**
 * `POST /order/{orderId}/shipments`: the carrier makes the shipment (a cancelled order, one without
 * an address, or one already shipped: 409). Paid on delivery and not yet paid, it collects what the
 * order still owes.
 */
export async function createShipment(
  store: StoreContext,
  deps: CarrierDeps,
  orderId: string,
  input: CreateShipmentInput,
): Promise<Shipment> {
  const { order, shipper, carrier, owed } = await store.read(async (db) => {
    const found = await orderOf(db, store.id, orderId);
    if (!canShipOrder(found)) throw new AppError('CONFLICT', 'shipment.notShippable');
    const [active] = await db
      .select({ id: orderShipments.id })
      .from(orderShipments)
      .where(and(eq(orderShipments.orderId, orderId), ne(orderShipments.status, 'cancelled')));
    if (active) throw new AppError('CONFLICT', 'shipment.exists');
    return {
      order: found,
      shipper: await shipperOf(db, store.id, found.warehouseId),
      carrier: await carrierFor(db, deps, store.id, input.carrier),
      owed: found.paymentStatus === 'pending' ? Math.max(0, found.total - (await paidOf(db, found.id))) : 0,
    };
  });
  const address = order.address!;
  const collect = order.paymentMethod === 'cash_on_delivery' ? owed : 0;
  const made = await carrier.client.create(carrier.key, {
    orderNumber: String(order.number),
    shipper,
    consignee: {
      name: order.customerName,
      phone: address.phone ?? order.customerPhone ?? '',
      country: address.country,
      city: address.city,
      addressLine1: address.streetAddress1,
      addressLine2: address.streetAddress2 ?? null,
      district: address.region ?? null,
      postalCode: address.postalCode ?? null,
    },
    weightKg: input.weightKg,
    parcels: input.parcels,
    codAmount: toMajor(collect, order.currency),
    declaredValue: toMajor(order.total, order.currency),
    currency: order.currency,
    description: `Order ${order.number}`,
  });
  try {
    const [row] = await store.transaction((tx) =>
      tx
        .insert(orderShipments)
        .values({
          id: uuidv7(),
          storeId: store.id,
          orderId,
          carrier: input.carrier,
          trackingNumber: made.trackingNumber,
          status: 'created',
          label: made.label,
        })
        .returning(),
    );
    return shipmentOf(row!);
  } catch (error) {
    // Another request shipped the order meanwhile: one shipment is kept (order_shipments_one_active_key).
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'shipment.exists');
    throw error;
  }
}

/** The label the carrier gave, as a PDF. */
export async function shipmentLabel(store: StoreContext, orderId: string, shipmentId: string) {
  const row = await store.read((db) => shipmentRow(db, store.id, orderId, shipmentId));
  return { trackingNumber: row.trackingNumber, pdf: row.label };
}

/** The store's shipment of the order (404 otherwise) and its carrier's client with the store's key. */
const shipmentAndCarrier = (store: StoreContext, deps: CarrierDeps, orderId: string, shipmentId: string) =>
  store.read(async (db) => {
    const row = await shipmentRow(db, store.id, orderId, shipmentId);
    return { row, carrier: await carrierFor(db, deps, store.id, row.carrier) };
  });

/** Asks the carrier for the tracking now: its events kept, and the shipment in transit or delivered. */
export async function trackShipment(
  store: StoreContext,
  deps: CarrierDeps,
  orderId: string,
  shipmentId: string,
): Promise<Shipment> {
  const { row, carrier } = await shipmentAndCarrier(store, deps, orderId, shipmentId);
  if (row.status === 'cancelled') return shipmentOf(row);
  const tracking = await carrier.client.track(carrier.key, row.trackingNumber);
  const status = tracking.delivered ? 'delivered' : tracking.events.length ? 'in_transit' : 'created';
  const [after] = await store.transaction((tx) =>
    tx
      .update(orderShipments)
      .set({ events: tracking.events, status, updatedAt: new Date() })
      .where(and(eq(orderShipments.id, row.id), ne(orderShipments.status, 'cancelled')))
      .returning(),
  );
  return shipmentOf(after ?? row);
}

/** Cancels the shipment with the carrier (a delivered one cannot be: 409); it stays, marked cancelled. */
export async function cancelShipment(
  store: StoreContext,
  deps: CarrierDeps,
  orderId: string,
  shipmentId: string,
): Promise<Shipment> {
  const { row, carrier } = await shipmentAndCarrier(store, deps, orderId, shipmentId);
  if (row.status === 'cancelled') return shipmentOf(row);
  if (row.status === 'delivered') throw new AppError('CONFLICT', 'shipment.delivered');
  await carrier.client.cancel(carrier.key, row.trackingNumber);
  const [after] = await store.transaction((tx) =>
    tx
      .update(orderShipments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(orderShipments.id, row.id))
      .returning(),
  );
  return shipmentOf(after!);
}
