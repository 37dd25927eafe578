import { z } from 'zod';
import { endpoint } from '../platform/endpoint.ts';
import { FileAnswer } from '../platform/file-answer.ts';
import { CARRIERS } from '../shipping/carrier.ts';

/**
 * An order's shipments (docs/product-rules.md "Shipping"): each made with a carrier from the order's
 * branch to its address, with the carrier's tracking number, its label (a PDF) and its tracking
 * events as the carrier last told them. A cancelled shipment stays, marked cancelled.
 */
export const SHIPMENT_STATUSES = ['created', 'in_transit', 'delivered', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const ShipmentEvent = z.object({
  at: z.string(),
  description: z.string(),
  city: z.string().nullable(),
});

export const Shipment = z.object({
  shipmentId: z.uuid(),
  carrier: z.enum(CARRIERS),
  trackingNumber: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  /** Newest first. */
  events: z.array(ShipmentEvent),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Shipment = z.infer<typeof Shipment>;

export const WEIGHT_MAX_KG = 1000;

/** A shipment of the whole order: its carrier, its weight and how many parcels. */
export const CreateShipmentInput = z.strictObject({
  carrier: z.enum(CARRIERS),
  weightKg: z.number().positive().max(WEIGHT_MAX_KG),
  parcels: z.number().int().min(1).max(99),
});
export type CreateShipmentInput = z.infer<typeof CreateShipmentInput>;

export const OrderShipmentsParams = z.strictObject({ orderId: z.uuid() });
export const ShipmentParams = z.strictObject({ orderId: z.uuid(), shipmentId: z.uuid() });

/** The admin role, as the orders. */
export const orderShipmentEndpoints = {
  list: endpoint({ method: 'GET', path: '/order/:orderId/shipments', params: OrderShipmentsParams, data: z.array(Shipment) }),
  create: endpoint({
    method: 'POST',
    path: '/order/:orderId/shipments',
    params: OrderShipmentsParams,
    body: CreateShipmentInput,
    data: Shipment,
    status: 201,
  }),
  /** The carrier's label, to print. */
  label: endpoint({
    method: 'GET',
    path: '/order/:orderId/shipments/:shipmentId/label',
    params: ShipmentParams,
    data: FileAnswer,
    download: ['application/pdf'],
  }),
  /** Asks the carrier for the shipment's tracking now. */
  track: endpoint({
    method: 'POST',
    path: '/order/:orderId/shipments/:shipmentId/track',
    params: ShipmentParams,
    data: Shipment,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/order/:orderId/shipments/:shipmentId/cancel',
    params: ShipmentParams,
    data: Shipment,
  }),
};
