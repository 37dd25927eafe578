import type { z } from 'zod';

type Schema = z.core.$ZodType;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202;

/**
 * One call of the API, declared once (docs/contributing.md): its method, its path as the spec spells
 * it (`:name` for a path parameter), the schemas of its path parameters, query and body, and the
 * schema of the answer's `data`. The server registers its route from it (`platform/route.ts`), the
 * OpenAPI document follows, and the web app calls it through the typed client (`lib/api-client.ts`).
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** The answer's `data`; for a list (`list: true`) one item of `data`, which is then an array with `pagination`. */
  readonly data: Schema;
  /** A list answer: `data` is one page of items and `pagination` says where it sits (docs/api.md). */
  readonly list?: true;
  /** The success status: 201 for a creation, 202 for work accepted; 200 when unsaid. Several when the
   * call answers either (a creation repeated with its idempotency key answers 200). */
  readonly status?: SuccessStatus | readonly SuccessStatus[];
  /** A multipart upload: one file in the form field `field`, and no JSON body. */
  readonly upload?: { readonly field: string };
  /** A file answer (an export) of one of these content types, not the envelope; `data` is then `FileAnswer`. */
  readonly download?: readonly string[];
}

/** Declares an endpoint, keeping every literal (method, path) in its type. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type InputOf<S> = S extends Schema ? z.core.input<S> : undefined;

/** What a caller sends: the path parameters, query and body each endpoint declares. */
export type CallInput<E extends Endpoint> = (E['params'] extends Schema
  ? { params: InputOf<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends Schema ? { query: InputOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema ? { body: InputOf<E['body']> } : { body?: undefined });

/** The answer's `data` (for a list, one item). */
export type DataOf<E extends Endpoint> = z.core.output<E['data']>;

/** The path with each `:name` filled from `params`, encoded. */
export function pathOf(path: string, params?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
}
