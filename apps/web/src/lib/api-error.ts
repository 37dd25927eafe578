import { isMessageKey, translate, type ApiErrorBody, type ErrorCode, type FieldError, type Language } from '@souqna/contracts';

/** Failures found on this side of the wire: no answer, no answer in time, or an answer we cannot read. */
export type ClientErrorCode = 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE';

export interface ApiErrorInit {
  status: number;
  code: ErrorCode | ClientErrorCode;
  message: string;
  fields?: FieldError[];
  retryAfter?: number;
  body?: ApiErrorBody;
}

/** Every failed call throws one of these: the envelope's status, code, message and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly fields: FieldError[];
  /** Seconds to wait, from `error.retryAfter` or the Retry-After header (429). */
  readonly retryAfter: number | undefined;
  /** Extra facts some answers carry (`reason`, `verifyId`, `email`, `limit`, `usage`). */
  readonly body: ApiErrorBody | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.retryAfter = init.retryAfter;
    this.body = init.body;
  }

  get reason(): string | undefined {
    return typeof this.body?.reason === 'string' ? this.body.reason : undefined;
  }

  get verifyId(): string | undefined {
    return typeof this.body?.verifyId === 'string' ? this.body.verifyId : undefined;
  }

  get email(): string | undefined {
    return typeof this.body?.email === 'string' ? this.body.email : undefined;
  }

  /** The first message per field path, ready for a form's `setErrors`. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const f of this.fields) out[f.path] ??= f.message;
    return out;
  }

  fieldCode(path: string): string | undefined {
    return this.fields.find((f) => f.path === path)?.code;
  }
}

/** The catalogue's sentence for a server code, for answers that came without a message. */
export function messageForCode(code: ErrorCode, lang: Language, params: Record<string, number> = {}): string {
  const key = `error.${code}`;
  return isMessageKey(key) ? translate(key, lang, params) : translate('error.INTERNAL', lang);
}

/** 402 PLAN_LIMIT_REACHED: the plan allows no more products or orders this month; the merchant goes to /subscribe-required. */
export const isPlanLimit = (error: unknown) =>
  error instanceof ApiError && (error.code === 'PLAN_LIMIT_REACHED' || error.status === 402);
