import { pathOf, type CallInput, type DataOf, type Endpoint } from '@souqna/contracts';
import { listOf, type ApiResult, type ListResult, type Query, type RequestOptions } from './api.ts';
import { api } from './api-client.ts';

type Inputs<E extends Endpoint> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: RequestOptions]
    : [input: CallInput<E>, options?: RequestOptions];

function sendEndpoint<E extends Endpoint>(endpoint: E, input: Partial<CallInput<E>> = {}, options: RequestOptions = {}) {
  const query = input.query === undefined ? options.query : { ...options.query, ...(input.query as Query) };
  // A declared body is always sent (an empty filter as `{}`); a call that declares none sends none.
  const body = endpoint.body ? (input.body ?? {}) : undefined;
  return api.call<unknown>(endpoint.method, pathOf(endpoint.path, input.params), body, { ...options, query });
}

/**
 * Calls an endpoint declared in the contracts (docs/contributing.md): the path filled from `params`,
 * the query and body sent as declared, the answer's `data` typed by the declaration. No feature
 * writes a path or an answer's type by hand.
 */
export async function request<E extends Endpoint>(endpoint: E, ...[input, options]: Inputs<E>): Promise<DataOf<E>> {
  return (await sendEndpoint(endpoint, input, options)).data as DataOf<E>;
}

/** `request` with the whole answer: `data`, the server's `message` and, for a list, its `pagination`. */
export async function requestAnswer<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: Inputs<E>
): Promise<ApiResult<DataOf<E>>> {
  return (await sendEndpoint(endpoint, input, options)) as ApiResult<DataOf<E>>;
}

/** `request` for a list endpoint: one page of items and where it sits. */
export async function requestList<E extends Endpoint & { list: true }>(
  endpoint: E,
  ...[input, options]: Inputs<E>
): Promise<ListResult<DataOf<E>>> {
  return listOf((await sendEndpoint(endpoint, input, options)) as ApiResult<DataOf<E>[]>);
}
