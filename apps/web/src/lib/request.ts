import { pathOf, type CallInput, type DataOf, type Endpoint } from '@souqna/contracts';
import {
  listOf,
  type ApiResult,
  type DownloadResult,
  type ListResult,
  type Query,
  type RequestOptions,
  type UploadOptions,
} from './api.ts';
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

type UploadEndpoint = Endpoint & { upload: { field: string } };
type FileInput<E extends Endpoint> = Omit<CallInput<E>, 'body'> & { file: Blob; fileName: string };

/** An upload endpoint (multipart, one file in the declared field), with progress; the answer typed as declared. */
export async function upload<E extends UploadEndpoint>(
  endpoint: E,
  { file, fileName, ...input }: FileInput<E>,
  options: UploadOptions = {},
): Promise<ApiResult<DataOf<E>>> {
  const form = new FormData();
  form.append(endpoint.upload.field, file, fileName);
  const path = pathOf(endpoint.path, input.params);
  const query = input.query === undefined ? options.query : { ...options.query, ...(input.query as Query) };
  return api.upload<DataOf<E>>(path, form, { ...options, query });
}

/** A download endpoint (an export): the file and the name the server gave it. */
export function download<E extends Endpoint & { download: readonly string[] }>(
  endpoint: E,
  ...[input, options]: Inputs<E>
): Promise<DownloadResult> {
  return api.download(pathOf(endpoint.path, input?.params), {
    ...options,
    query: (input?.query as Query) ?? options?.query,
    method: endpoint.method === 'POST' ? 'POST' : 'GET',
    body: endpoint.body ? input?.body : undefined,
  });
}
