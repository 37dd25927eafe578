import type { FastifyInstance } from 'fastify';
import { zatcaEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { sendDownload } from '../../platform/download.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import type { ZatcaOptions } from './zatca-options.ts';
import { onboard, turnOff } from './zatca-onboarding.ts';
import { zatcaStatus, zatcaXml } from './zatca-status.ts';

const tags = ['invoices'];

/** ZATCA phase 2 of the store (docs/product-rules.md "Invoices"), the admin role, as the payment providers' settings. */
export function zatcaRoutes(app: FastifyInstance, db: Db, options: ZatcaOptions) {
  const onRequest = app.guard({ role: 'admin' });
  route(app, endpoints.status, { onRequest, tags }, async (req, reply) => reply.ok(await zatcaStatus(storeOf(req, db))));
  route(
    app,
    endpoints.onboard,
    {
      onRequest,
      tags,
      description:
        "Onboards the store with ZATCA (Fatoora) for simplified invoices: the OTP from ZATCA's portal, the seller's id and national address; the store's VAT number and SAR are needed. A refusal names its step (`error.step`) and ZATCA's messages (`error.zatcaMessages`).",
    },
    async (req, reply) => reply.ok(await onboard(storeOf(req, db), req.body, options), 'zatca.onboarded'),
  );
  route(app, endpoints.turnOff, { onRequest, tags }, async (req, reply) =>
    reply.ok(await turnOff(storeOf(req, db), options), 'zatca.turnedOff'),
  );
  route(
    app,
    endpoints.orderXml,
    {
      onRequest,
      tags,
      description: "The document's signed UBL XML, as reported to ZATCA; 404 when it was issued without phase 2.",
    },
    async (req, reply) => {
      const { name, xml } = await zatcaXml(storeOf(req, db), req.params.orderId, req.query.kind);
      return sendDownload(reply, name, 'xml', xml);
    },
  );
}
