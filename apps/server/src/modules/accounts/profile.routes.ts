import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { authOf } from '../../platform/auth.ts';
import { route } from '../../platform/route.ts';
import { updateProfile } from './profile.service.ts';

/** `/profile`: every member edits their own account. */
export function profileRoutes(app: FastifyInstance, db: Db) {
  route(app, accountEndpoints.updateProfile, { tags: ['accounts'], onRequest: app.guard() }, async (req, reply) =>
    reply.ok(await updateProfile(db, authOf(req), req.body), 'profile.saved'),
  );
}
