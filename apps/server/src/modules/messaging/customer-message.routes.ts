import type { FastifyInstance } from 'fastify';
import { customerMessageEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as messages from './customer-message.service.ts';

const tags = ['messaging'];

/** The store's customer messages per status (the admin role, as the other integrations) and an order's log of them. */
export function customerMessageRoutes(app: FastifyInstance, db: Db) {
  const onRequest = app.guard({ role: 'admin' });
  route(app, endpoints.list, { onRequest, tags }, async (req, reply) => reply.ok(await messages.listTemplates(storeOf(req, db))));
  route(
    app,
    endpoints.save,
    {
      onRequest,
      tags,
      description:
        "Saves one status's messages (e-mail, SMS, WhatsApp; Arabic and English). A text naming a `{variable}` that is not one is 400 `unknown_variable` on its field.",
    },
    async (req, reply) =>
      reply.ok(await messages.saveTemplates(storeOf(req, db), req.params.statusId, req.body), 'customerMessages.saved'),
  );
  route(
    app,
    endpoints.preview,
    { onRequest, tags, description: 'Renders one text with a sample order, or with the order `orderId` names.' },
    async (req, reply) => reply.ok(await messages.preview(storeOf(req, db), req.body)),
  );
  route(
    app,
    endpoints.orderLog,
    { onRequest, tags: ['orders'], description: "The messages sent to the order's customer on each status, and how each went." },
    async (req, reply) => reply.ok(await messages.messagesOfOrder(storeOf(req, db), req.params.orderId)),
  );
}
