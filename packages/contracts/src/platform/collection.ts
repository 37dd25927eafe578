import { z } from 'zod';
import { endpoint } from './endpoint.ts';

type Schema = z.core.$ZodType;

/**
 * The five calls of a store's collection at `path` (brands, units, coupons, customers, branches):
 * a page of the list (`query`), add (`body` → `data`, 201), one by `:id` (`detail`, when it says
 * more than a list item), change and delete. Each is an `endpoint()` like any other.
 */
export function collectionEndpoints<
  const P extends string,
  Params extends Schema,
  Query extends Schema,
  Body extends Schema,
  Data extends Schema,
  Detail extends Schema = Data,
>(path: P, schemas: { params: Params; query: Query; body: Body; data: Data; detail?: Detail }) {
  const one = `${path}/:id` as `${P}/:id`;
  const { params, query, body, data } = schemas;
  return {
    list: endpoint({ method: 'GET', path, query, data, list: true }),
    create: endpoint({ method: 'POST', path, body, data, status: 201 }),
    get: endpoint({ method: 'GET', path: one, params, data: (schemas.detail ?? data) as Detail }),
    update: endpoint({ method: 'PUT', path: one, params, body, data }),
    remove: endpoint({ method: 'DELETE', path: one, params, data: z.null() }),
  };
}
