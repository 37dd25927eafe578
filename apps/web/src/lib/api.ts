import type { ApiEnvelope, ApiErrorBody, ErrorCode, Language, Pagination, TokenPair } from '@souqna/contracts';
import { ApiError, messageForCode, type ClientErrorCode } from './api-error.ts';
import { accountEndpoints } from './entry-endpoints.ts';

export const API_PREFIX = '/api/v2';

export interface SessionTokens {
  userId: string;
  accessToken: string;
  refreshToken: string;
}

export interface ApiClientConfig {
  /** Origin of the server; empty means this page's origin. */
  baseUrl?: string;
  language: () => Language;
  session: () => SessionTokens | null;
  onTokens: (pair: TokenPair) => void;
  /** The refresh was refused: the session is over. */
  onSessionEnded: () => void;
  clientMessage: (code: ClientErrorCode, lang: Language) => string;
  userAgent?: () => string;
  fetch?: typeof fetch;
  /** Makes the request object uploads are sent with (progress needs XMLHttpRequest; fetch has none). */
  xhr?: () => XMLHttpRequest;
  timeoutMs?: number;
  uploadTimeoutMs?: number;
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  /** false for the public calls (login, register, ...): no bearer token, no refresh on 401. */
  auth?: boolean;
}

export interface UploadOptions {
  query?: Query;
  signal?: AbortSignal;
  /** Bytes sent so far and the total, as the browser reports them (a retry after a refresh starts again). */
  onProgress?: (loaded: number, total: number) => void;
}

export interface ApiResult<T> {
  data: T;
  message: string;
  pagination?: Pagination;
}

/** A file asked for with GET (an export), or with POST and a JSON body (a preview of unsaved settings). */
export interface DownloadOptions extends RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
}

export interface DownloadResult {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  fileName: string | null;
}

export interface ListResult<T> {
  items: T[];
  pagination: Pagination;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A list answer's items and pagination (one page of everything when the server sent none). */
export function listOf<T>(result: ApiResult<T[]>): ListResult<T> {
  const items = result.data ?? [];
  return { items, pagination: result.pagination ?? { page: 1, pageSize: items.length, total: items.length, totalPages: 1 } };
}

const isEnvelope = (value: unknown): value is ApiEnvelope<unknown> =>
  typeof value === 'object' && value !== null && 'success' in value && 'statusCode' in value;

export function createApiClient(config: ApiClientConfig) {
  const fetchImpl = config.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = config.timeoutMs ?? 30_000;
  const userAgent = config.userAgent ?? (() => (typeof navigator === 'undefined' ? '' : navigator.userAgent));
  let refreshing: Promise<true | ApiError> | null = null;

  function url(path: string, query?: Query): string {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, String(v));
    const qs = search.toString();
    return `${config.baseUrl ?? ''}${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
  }

  function clientError(code: ClientErrorCode, status = 0): ApiError {
    const lang = config.language();
    return new ApiError({ status, code, message: config.clientMessage(code, lang) });
  }

  async function send<T>(
    method: Method,
    path: string,
    body: unknown,
    options: RequestOptions,
    token: string | undefined,
  ): Promise<ApiResult<T>> {
    const lang = config.language();
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let res: Response;
    try {
      res = await fetchImpl(url(path, options.query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw clientError(timeout.aborted ? 'TIMEOUT' : 'NETWORK');
    }
    let payload: unknown;
    try {
      payload = await res.json();
    } catch {
      throw clientError('BAD_RESPONSE', res.status);
    }
    return answer<T>(res.status, payload, res.headers.get('Retry-After'));
  }

  /** An envelope as a result, or as the ApiError it carries. */
  function answer<T>(status: number, payload: unknown, retryAfterHeader: string | null): ApiResult<T> {
    const lang = config.language();
    if (!isEnvelope(payload)) throw clientError('BAD_RESPONSE', status);
    const ok = status >= 200 && status < 300;
    if (payload.success && ok) return { data: payload.data as T, message: payload.message, pagination: payload.pagination };
    const error: ApiErrorBody = payload.success ? { code: 'INTERNAL' } : payload.error;
    const header = Number(retryAfterHeader);
    const retryAfter =
      typeof error.retryAfter === 'number' ? error.retryAfter : Number.isFinite(header) && header > 0 ? header : undefined;
    const code: ErrorCode = error.code ?? 'INTERNAL';
    throw new ApiError({
      status,
      code,
      message: payload.message || messageForCode(code, lang, retryAfter ? { retryAfter } : {}),
      fields: error.fields,
      retryAfter,
      body: error,
    });
  }

  /** A multipart POST with progress; its transport loads with the first upload. */
  async function sendForm<T>(
    path: string,
    form: FormData,
    options: UploadOptions,
    token: string | undefined,
  ): Promise<ApiResult<T>> {
    const { postForm } = await import('./upload-request.ts');
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': config.language() };
    if (token) headers.Authorization = `Bearer ${token}`;
    const outcome = await postForm({
      url: url(path, options.query),
      form,
      headers,
      timeoutMs: config.uploadTimeoutMs ?? 120_000,
      signal: options.signal,
      onProgress: options.onProgress,
      xhr: config.xhr,
    });
    if (outcome.kind === 'failed') throw clientError(outcome.code);
    let payload: unknown;
    try {
      payload = JSON.parse(outcome.text);
    } catch {
      throw clientError('BAD_RESPONSE', outcome.status);
    }
    return answer<T>(outcome.status, payload, outcome.retryAfter);
  }

  /** A file answer (an export): the bytes and the name the server gave them; a refusal is the usual envelope. */
  async function sendDownload(path: string, options: DownloadOptions, token: string | undefined): Promise<DownloadResult> {
    const headers: Record<string, string> = { Accept: '*/*', 'Accept-Language': config.language() };
    if (token) headers.Authorization = `Bearer ${token}`;
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const timeout = AbortSignal.timeout(config.uploadTimeoutMs ?? 120_000);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let res: Response;
    try {
      res = await fetchImpl(url(path, options.query), { method: options.method ?? 'GET', headers, body, signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw clientError(timeout.aborted ? 'TIMEOUT' : 'NETWORK');
    }
    if (!res.ok) {
      let payload: unknown;
      try {
        payload = await res.json();
      } catch {
        throw clientError('BAD_RESPONSE', res.status);
      }
      answer(res.status, payload, res.headers.get('Retry-After'));
      throw clientError('BAD_RESPONSE', res.status);
    }
    const disposition = res.headers.get('Content-Disposition') ?? '';
    const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
    const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
    return { blob: await res.blob(), fileName: encoded ? decodeURIComponent(encoded) : (plain ?? null) };
  }

  /** One refresh for any number of concurrent 401s: they all await the same promise. */
  function refreshOnce(): Promise<true | ApiError> {
    refreshing ??= (async (): Promise<true | ApiError> => {
      const session = config.session();
      if (!session) {
        config.onSessionEnded();
        return new ApiError({ status: 401, code: 'AUTH_REQUIRED', message: messageForCode('AUTH_REQUIRED', config.language()) });
      }
      try {
        const body = { userId: session.userId, refreshToken: session.refreshToken, userAgent: userAgent() };
        const { data } = await send<TokenPair>('POST', accountEndpoints.refresh.path, body, { auth: false }, undefined);
        config.onTokens(data);
        return true;
      } catch (error) {
        const failure = error instanceof ApiError ? error : clientError('NETWORK');
        // A refused refresh ends the session; a network failure leaves it for the next try.
        if (failure.status >= 400 && failure.status < 500) config.onSessionEnded();
        return failure;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** Sends with the session's token; a 401 renews the session once (shared with every other call) and sends again. */
  async function withSession<T>(attempt: (token: string | undefined) => Promise<T>, withAuth = true): Promise<T> {
    const token = withAuth ? config.session()?.accessToken : undefined;
    try {
      return await attempt(token);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || !withAuth || !token) throw error;
      // Another call may already have renewed the token this one was sent with.
      const current = config.session()?.accessToken;
      if (current && current !== token) return attempt(current);
      const outcome = await refreshOnce();
      if (outcome !== true) throw error;
      return attempt(config.session()?.accessToken);
    }
  }

  function call<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResult<T>> {
    return withSession((token) => send<T>(method, path, body, options, token), options.auth !== false);
  }

  return {
    call,
    get: async <T>(path: string, options?: RequestOptions) => (await call<T>('GET', path, undefined, options)).data,
    post: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
      (await call<T>('POST', path, body ?? {}, options)).data,
    put: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
      (await call<T>('PUT', path, body ?? {}, options)).data,
    patch: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
      (await call<T>('PATCH', path, body ?? {}, options)).data,
    delete: async <T>(path: string, options?: RequestOptions) => (await call<T>('DELETE', path, undefined, options)).data,
    /** A multipart upload with progress, through the same token and refresh as every other call. */
    upload: <T>(path: string, form: FormData, options: UploadOptions = {}) =>
      withSession((token) => sendForm<T>(path, form, options, token)),
    /** A file to save (exports), through the same token and refresh as every other call. */
    download: (path: string, options: DownloadOptions = {}) => withSession((token) => sendDownload(path, options, token)),
    /** A list call: `page` and `pageSize` in the query, an optional filter in the body (POST). */
    list: async <T>(path: string, query: Query = {}, filter?: unknown, options?: RequestOptions): Promise<ListResult<T>> => {
      const result = await call<T[]>(filter === undefined ? 'GET' : 'POST', path, filter, {
        ...options,
        query: { ...options?.query, ...query },
      });
      return listOf(result);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
