import type { FastifyInstance } from 'fastify';
import { orderShipmentEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { sendDownload } from '../../platform/download.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import type { CarrierDeps } from '../shipping/carrier.service.ts';
import * as shipments from './order-shipments.ts';

const tags = ['orders'];

/** An order's shipments with the store's carriers, the admin role (as the orders). */
export function orderShipmentRoutes(app: FastifyInstance, db: Db, deps: CarrierDeps) {
  const onRequest = app.guard({ role: 'admin' });
  route(app, endpoints.list, { onRequest, tags }, async (req, reply) =>
    reply.ok(await shipments.orderShipmentsOf(storeOf(req, db), req.params.orderId)),
  );
  route(app, endpoints.create, { onRequest, tags }, async (req, reply) =>
    reply.created(await shipments.createShipment(storeOf(req, db), deps, req.params.orderId, req.body), 'shipment.created'),
  );
  route(
    app,
    endpoints.label,
    { onRequest, tags, description: 'The carrier’s label of the shipment, a PDF to print.' },
    async (req, reply) => {
      const { trackingNumber, pdf } = await shipments.shipmentLabel(storeOf(req, db), req.params.orderId, req.params.shipmentId);
      return sendDownload(reply, `label-${trackingNumber}`, 'pdf', pdf);
    },
  );
  route(app, endpoints.track, { onRequest, tags }, async (req, reply) =>
    reply.ok(await shipments.trackShipment(storeOf(req, db), deps, req.params.orderId, req.params.shipmentId)),
  );
  route(app, endpoints.cancel, { onRequest, tags }, async (req, reply) =>
    reply.ok(
      await shipments.cancelShipment(storeOf(req, db), deps, req.params.orderId, req.params.shipmentId),
      'shipment.cancelled',
    ),
  );
}
