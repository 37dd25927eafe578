import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, ServerMessageKey } from '@souqna/contracts';
import type { Db } from '../db/client.ts';
import { envelope, pagedEnvelope } from './envelope.ts';
import { storeOf, type StoreContext } from './store-context.ts';

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
  /** The OpenAPI document's words for what the call takes or gives beyond its schemas (a file's limits). */
  description?: string;
}

/**
 * Registers the route of an endpoint declared in the contracts (docs/contributing.md): its method,
 * path, the validation of its parameters, query and body, and the envelope of its answer (docs/api.md)
 * all come from the declaration; the handler answers with `reply.ok`, `reply.created` or `reply.paged`
 * (a download sends its file; an upload reads its multipart body).
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
      ...(options.description ? { description: options.description } : {}),
      ...(options.public ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // An upload's body is the multipart stream the handler reads; a download answers the file.
      ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.download
        ? { produces: [...endpoint.download] }
        : { response: Object.fromEntries(statuses.map((status) => [status, answer])) }),
    },
    handler: handler as (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply,
  });
}

type CollectionEndpoints = Record<'list' | 'create' | 'get' | 'update' | 'remove', Endpoint>;
type Data<E extends Endpoint> = z.core.output<E['data']>;

/**
 * The service behind a collection's five calls, each taking the store of the request, and the
 * module's options last when it has some (`O`: a clock, another module's answer; see `withOptions`).
 */
export interface CollectionService<C extends CollectionEndpoints, O = void> {
  list(store: StoreContext, query: Out<C['list']['query']>, options: O): Promise<{ items: Data<C['list']>[]; total: number }>;
  create(store: StoreContext, input: Out<C['create']['body']>, options: O): Promise<Data<C['create']>>;
  get(store: StoreContext, id: string, options: O): Promise<Data<C['get']>>;
  update(store: StoreContext, id: string, input: Out<C['update']['body']>, options: O): Promise<Data<C['update']>>;
  remove(store: StoreContext, id: string, options: O): Promise<void>;
}

/** A collection's functions with the options they take last given once (what `collectionRoutes` calls). */
export function withOptions<C extends CollectionEndpoints, O>(
  service: CollectionService<C, NoInfer<O>>,
  options: O,
): CollectionService<C> {
  return {
    list: (store, query) => service.list(store, query, options),
    create: (store, input) => service.create(store, input, options),
    get: (store, id) => service.get(store, id, options),
    update: (store, id, input) => service.update(store, id, input, options),
    remove: (store, id) => service.remove(store, id, options),
  };
}

/**
 * The routes of a collection declared with `collectionEndpoints` (brands, units, coupons, branches,
 * customers): a page of the list, add, one, change, delete, each answered with its message.
 */
export function collectionRoutes<C extends CollectionEndpoints>(
  app: FastifyInstance,
  db: Db,
  endpoints: C,
  options: EndpointOptions,
  service: CollectionService<C>,
  messages: { created: ServerMessageKey; updated: ServerMessageKey; deleted: ServerMessageKey },
): void {
  const idOf = (req: FastifyRequest) => (req.params as { id: string }).id;
  route(app, endpoints.list, options, async (req, reply) => {
    const query = req.query as Out<C['list']['query']> & { page: number; pageSize: number };
    return reply.paged(await service.list(storeOf(req, db), query), query);
  });
  route(app, endpoints.create, options, async (req, reply) =>
    reply.created(await service.create(storeOf(req, db), req.body as Out<C['create']['body']>), messages.created),
  );
  route(app, endpoints.get, options, async (req, reply) => reply.ok(await service.get(storeOf(req, db), idOf(req))));
  route(app, endpoints.update, options, async (req, reply) =>
    reply.ok(await service.update(storeOf(req, db), idOf(req), req.body as Out<C['update']['body']>), messages.updated),
  );
  route(app, endpoints.remove, options, async (req, reply) => {
    await service.remove(storeOf(req, db), idOf(req));
    return reply.ok(null, messages.deleted);
  });
}
