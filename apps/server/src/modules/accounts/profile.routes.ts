import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProfileInput, User } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import { authOf } from '../../platform/auth.ts';
import { envelope } from '../../platform/envelope.ts';
import { updateProfile } from './profile.service.ts';

/** `/profile`: every member edits their own account. */
export function profileRoutes(server: FastifyInstance, db: Db) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/merchant/profile',
    {
      onRequest: app.guard(),
      schema: { tags: ['accounts'], security: [{ bearer: [] }], body: ProfileInput, response: { 200: envelope(User) } },
    },
    async (req, reply) => reply.ok(await updateProfile(db, authOf(req), req.body), 'profile.saved'),
  );
}
