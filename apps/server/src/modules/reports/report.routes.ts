import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints, reportEndpoints as endpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { route } from '../../platform/route.ts';
import { storeOf } from '../../platform/store-context.ts';
import * as reports from './report.service.ts';
import { quickSummary } from './dashboard.service.ts';

const tags = ['reports'];

/** Spec §7 "Reports": every member reads them, the manager role included (docs/product-rules.md "Platform and tenancy"). */
export function reportRoutes(app: FastifyInstance, db: Db, now: () => Date = () => new Date()) {
  const onRequest = app.guard({ role: 'manager' });
  route(app, endpoints.netProfit, { onRequest, tags }, async (req, reply) =>
    reply.ok(await reports.netProfit(storeOf(req, db), req.query)),
  );
  route(app, endpoints.grouped, { onRequest, tags }, async (req, reply) =>
    reply.paged(await reports.groupedReport(storeOf(req, db), req.params.report, req.query), req.query),
  );
  route(app, endpoints.revenue, { onRequest, tags }, async (req, reply) =>
    reply.ok(await reports.revenue(storeOf(req, db), req.query)),
  );

  // The home's quick reports need a verified store (spec §6).
  route(
    app,
    dashboardEndpoints.quickSummary,
    { onRequest: app.guard({ role: 'admin', verifiedStore: true }), tags },
    async (req, reply) => reply.ok(await quickSummary(storeOf(req, db), now())),
  );
}
