import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@souqna/contracts';
import { envelope, pagedEnvelope } from './envelope.ts';

type Out<S> = S extends z.core.$ZodType ? z.core.output<S> : undefined;

/** A request to an endpoint: its path parameters, query and body as its schemas output them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

export interface EndpointOptions {
  /** The guard (`app.guard(...)`), run before the body is read. */
  onRequest?: onRequestHookHandler;
  /** The OpenAPI document's group. */
  tags: string[];
  /** A call without a bearer token (login, register, public pages). */
  public?: boolean;
}

/**
 * Registers the route of an endpoint declared in the contracts (docs/contributing.md): its method,
 * path, the validation of its parameters, query and body, and the envelope of its answer (docs/api.md)
 * all come from the declaration; the handler answers with `reply.ok`, `reply.created` or `reply.paged`.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointOptions,
  handler: (req: EndpointRequest<E>, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply,
): void {
  const answer = endpoint.list ? pagedEnvelope(endpoint.data) : envelope(endpoint.data);
  const statuses = [endpoint.status ?? 200].flat();
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    schema: {
      tags: options.tags,
      ...(options.public ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: Object.fromEntries(statuses.map((status) => [status, answer])),
    },
    handler: handler as (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply,
  });
}
