import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  errorMessageKey,
  findUnsafeInput,
  languageFromHeader,
  toFieldErrors,
  translateServer,
  type ApiFailure,
  type ErrorCode,
  type FieldError,
  type Language,
  type ServerMessageKey,
  type MessageParams,
} from '@souqna/contracts';
import { AppError } from './errors.ts';
import { laxObjectsIn } from './strict-bodies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
  interface FastifyReply {
    ok<T>(data: T, messageKey?: ServerMessageKey, params?: MessageParams): FastifyReply;
    created<T>(data: T, messageKey?: ServerMessageKey, params?: MessageParams): FastifyReply;
    /** A list answer: `data` is the page's items, `pagination` says where it sits among `total` (docs/api.md). */
    paged<T>(
      result: { items: T[]; total: number },
      page: { page: number; pageSize: number },
      messageKey?: ServerMessageKey,
    ): FastifyReply;
  }
}

/** The success envelope around `data`, for a route's response schema and the OpenAPI document. */
export const envelope = <T extends z.core.$ZodType>(data: T) =>
  z.object({ success: z.literal(true), statusCode: z.number().int(), message: z.string(), data });

export const Pagination = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** The envelope of a list: the items of one page and the pagination of docs/api.md. */
export const pagedEnvelope = <T extends z.core.$ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    statusCode: z.number().int(),
    message: z.string(),
    data: z.array(item),
    pagination: Pagination,
  });

/** Thrown by the validator: zod issues of one part of the request (body, querystring, params). */
export class RequestValidationError extends Error {
  readonly issues: z.core.$ZodIssue[];
  readonly part: string;
  constructor(issues: z.core.$ZodIssue[], part: string) {
    super('request validation failed');
    this.issues = issues;
    this.part = part;
  }
}

export function failure(
  lang: Language,
  code: ErrorCode,
  status: number,
  messageKey: ServerMessageKey = errorMessageKey(code),
  params: MessageParams = {},
  extra: Record<string, unknown> = {},
  fields?: FieldError[],
): ApiFailure {
  return {
    success: false,
    statusCode: status,
    message: translateServer(messageKey, lang, params),
    error: { code, ...(fields?.length ? { fields } : {}), ...extra },
  };
}

/**
 * One part of a request against its schema, after the rules every input follows (no U+0000, no
 * nesting past MAX_INPUT_DEPTH), which would otherwise reach PostgreSQL or the stack.
 */
function validate(schema: z.core.$ZodType, input: unknown, part: string) {
  const unsafe = findUnsafeInput(input);
  if (unsafe) {
    const issue = { code: 'custom', path: unsafe.path, message: unsafe.code, input: undefined } as z.core.$ZodIssue;
    return { error: new RequestValidationError([issue], part) };
  }
  // `reportInput` lets the field errors tell a missing value from a wrong one; inputs never reach the answer.
  const result = z.safeParse(schema, input, { reportInput: true });
  return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues, part) };
}

export function registerEnvelope(app: FastifyInstance) {
  app.decorateRequest('lang', 'ar');
  app.addHook('onRequest', async (req) => {
    req.lang = languageFromHeader(req.headers['accept-language']);
  });
  app.decorateReply('ok', function <T>(this: FastifyReply, data: T, messageKey: ServerMessageKey = 'ok', params?: MessageParams) {
    return this.code(200).send({
      success: true,
      statusCode: 200,
      message: translateServer(messageKey, this.request.lang, params),
      data,
    });
  });
  app.decorateReply('created', function <
    T,
  >(this: FastifyReply, data: T, messageKey: ServerMessageKey = 'created', params?: MessageParams) {
    return this.code(201).send({
      success: true,
      statusCode: 201,
      message: translateServer(messageKey, this.request.lang, params),
      data,
    });
  });

  app.decorateReply('paged', function <
    T,
  >(this: FastifyReply, { items, total }: { items: T[]; total: number }, p: { page: number; pageSize: number }, messageKey: ServerMessageKey = 'ok') {
    return this.code(200).send({
      success: true,
      statusCode: 200,
      message: translateServer(messageKey, this.request.lang),
      data: items,
      pagination: { page: p.page, pageSize: p.pageSize, total, totalPages: Math.ceil(total / p.pageSize) },
    });
  });

  app.setValidatorCompiler(({ schema, httpPart, url, method }) => {
    if (httpPart === 'body') {
      const lax = laxObjectsIn(schema as z.core.$ZodType);
      if (lax.length) throw new Error(`${method} ${url}: the body takes unknown fields at ${lax.join(', ')}; use z.strictObject`);
    }
    return (input: unknown) => validate(schema as z.core.$ZodType, input, httpPart ?? 'body');
  });

  app.setErrorHandler((err: FastifyError | AppError | RequestValidationError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = req.lang ?? 'ar';
    if (err instanceof AppError) {
      if (typeof err.extra.retryAfter === 'number') reply.header('Retry-After', String(err.extra.retryAfter));
      const fields = err.fields.map((f) => ({
        path: f.path,
        code: f.code,
        message: translateServer(f.messageKey ?? (`field.${f.code}` as ServerMessageKey), lang, f.params),
      }));
      return reply.code(err.status).send(failure(lang, err.code, err.status, err.messageKey, err.params, err.extra, fields));
    }
    const validation = err instanceof RequestValidationError ? err : (err as { cause?: unknown }).cause;
    if (validation instanceof RequestValidationError) {
      return reply
        .code(400)
        .send(failure(lang, 'VALIDATION_FAILED', 400, undefined, {}, {}, toFieldErrors(validation.issues, lang)));
    }
    const status = (err as FastifyError).statusCode ?? 500;
    const code = (err as FastifyError).code;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413)
      return reply.code(413).send(failure(lang, 'FILE_TOO_LARGE', 413));
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415)
      return reply.code(415).send(failure(lang, 'UNSUPPORTED_FILE_TYPE', 415));
    if (status === 400 || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send(failure(lang, 'BAD_REQUEST', 400));
    }
    if (status === 429)
      return reply.code(429).send(failure(lang, 'RATE_LIMITED', 429, undefined, { retryAfter: 1 }, { retryAfter: 1 }));
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(failure(lang, 'INTERNAL', 500, undefined, {}, { requestId: req.id }));
  });
}

/**
 * The router's own refusals, before any hook has run: a broken percent-escape or a path parameter
 * over Fastify's 100 characters (no id is that long) is a bad request; anything else is a bug.
 */
export function routerError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = languageFromHeader(req.headers['accept-language']);
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.code(400).send(failure(lang, 'BAD_REQUEST', 400));
  req.log.error({ err }, 'router error');
  return reply.code(500).send(failure(lang, 'INTERNAL', 500, undefined, {}, { requestId: req.id }));
}

/**
 * Every registered route under `prefix` as a pattern, so an unknown method on a known path can
 * answer 405 with `Allow` (the web app's catch-all file route stays out of it).
 */
export function trackRoutes(app: FastifyInstance, prefix: string) {
  const routes: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return;
    const methods = ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    const escaped = route.url
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[A-Za-z0-9_]+/g, '[^/]+')
      .replace(/\*$/, '.*');
    for (const method of methods) routes.push({ method, pattern: new RegExp(`^${escaped}/?$`) });
  });
  return (path: string) => [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))];
}

/** Unknown `/api` paths answer ROUTE_NOT_FOUND, or 405 with `Allow` when the path exists with other methods. */
export function apiNotFound(methodsFor: (path: string) => string[], req: FastifyRequest, reply: FastifyReply) {
  const methods = methodsFor(req.url.split('?')[0]!).filter((m) => m !== req.method);
  if (methods.length) {
    reply.header('Allow', methods.join(', '));
    return reply.code(405).send(failure(req.lang, 'METHOD_NOT_ALLOWED', 405));
  }
  return reply.code(404).send(failure(req.lang, 'ROUTE_NOT_FOUND', 404));
}
