import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dashboardEndpoints as dashboard, reportEndpoints as endpoints, reportListEndpoints as lists } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf as storeContextOf } from '../../platform/store-context.ts';
import type { ReadRouting } from '../../platform/read-replica.ts';
import { abandonedCarts } from '../carts/cart-list.ts';
import * as reports from './report.service.ts';
import { productsPerformance } from './products-performance.ts';
import { availabilityDemand, taxInvoices } from './report-lists.service.ts';
import { quickSummary, salesSummary } from './dashboard.service.ts';

const tags = ['reports'];

/**
 * Spec §7 "Reports": every member reads them, the manager role included (docs/product-rules.md
 * "Platform and tenancy"); each report by GET (all in the query) and by the spec's `POST /{endpoint}`
 * (the range and search in the body, the page and sort in the query).
 */
export function reportRoutes(app: FastifyInstance, db: Db, now: () => Date = () => new Date(), reads: ReadRouting | null = null) {
  // Reports and the dashboard read from the replica when there is one (platform/read-replica.ts).
  const storeOf = (req: FastifyRequest) => storeContextOf(req, db, reads);
  const onRequest = app.guard({ role: 'manager' });
  const options = { onRequest, tags };
  route(app, endpoints.netProfit, options, async (req, reply) => reply.ok(await reports.netProfit(storeOf(req), req.query)));
  route(app, endpoints.netProfitForm, options, async (req, reply) => reply.ok(await reports.netProfit(storeOf(req), req.body)));
  route(app, endpoints.grouped, options, async (req, reply) =>
    reply.paged(await reports.groupedReport(storeOf(req), req.params.report, req.query), req.query),
  );
  route(app, endpoints.groupedForm, options, async (req, reply) =>
    reply.paged(await reports.groupedReport(storeOf(req), req.params.report, { ...req.body, ...req.query }), req.query),
  );
  route(app, endpoints.revenue, options, async (req, reply) => reply.ok(await reports.revenue(storeOf(req), req.query)));
  route(app, endpoints.productsPerformance, options, async (req, reply) =>
    reply.paged(await productsPerformance(storeOf(req), req.query), req.query),
  );
  route(app, endpoints.customerMix, options, async (req, reply) => reply.ok(await reports.customerMix(storeOf(req), req.query)));

  route(app, lists.taxInvoice, options, async (req, reply) => reply.paged(await taxInvoices(storeOf(req), req.query), req.query));
  route(app, lists.taxInvoiceForm, options, async (req, reply) =>
    reply.paged(await taxInvoices(storeOf(req), { ...req.body, ...req.query }), req.query),
  );
  route(app, lists.availability, options, async (req, reply) =>
    reply.paged(await availabilityDemand(storeOf(req), req.query), req.query),
  );
  route(app, lists.availabilityForm, options, async (req, reply) =>
    reply.paged(await availabilityDemand(storeOf(req), { ...req.body, ...req.query }), req.query),
  );
  route(app, lists.abandonedCarts, options, async (req, reply) =>
    reply.paged(await abandonedCarts(storeOf(req), req.query, now()), req.query),
  );
  route(app, lists.abandonedCartsForm, options, async (req, reply) =>
    reply.paged(await abandonedCarts(storeOf(req), { ...req.body, ...req.query }, now()), req.query),
  );

  // The home's quick reports need a verified store (spec §6).
  const home = { onRequest: app.guard({ role: 'admin', verifiedStore: true }), tags };
  route(app, dashboard.quickSummary, home, async (req, reply) => reply.ok(await quickSummary(storeOf(req), now())));
  route(app, dashboard.salesSummary, home, async (req, reply) =>
    reply.ok(await salesSummary(storeOf(req), req.query.sortBy, now())),
  );
  route(app, dashboard.abandonedCarts, home, async (req, reply) =>
    reply.paged(await abandonedCarts(storeOf(req), req.query, now()), req.query),
  );
}
