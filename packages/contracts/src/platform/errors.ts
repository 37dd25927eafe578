import type { MessageKey } from '../i18n/messages.ts';

/** The error codes of docs/api.md with their HTTP status. Nothing else may appear in `error.code`. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  AUTH_REQUIRED: 401,
  AUTH_TOKEN_EXPIRED: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_REFRESH_INVALID: 401,
  PLAN_LIMIT_REACHED: 402,
  FORBIDDEN: 403,
  STORE_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  DOMAIN_UNAVAILABLE: 409,
  INSUFFICIENT_STOCK: 409,
  INVALID_STATUS_TRANSITION: 409,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  COUPON_INVALID: 422,
  COUPON_EXPIRED: 422,
  COUPON_MIN_AMOUNT: 422,
  AUTH_TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  STORE_NOT_OPEN: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorMessageKey = (code: ErrorCode): MessageKey => `error.${code}`;

/** One field's problem, as it travels in `error.fields`. */
export interface FieldError {
  path: string;
  code: string;
  message: string;
}

export interface ApiErrorBody {
  code: ErrorCode;
  fields?: FieldError[];
  retryAfter?: number;
  limit?: number;
  usage?: number;
  [extra: string]: unknown;
}

export interface Pagination {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface ApiSuccess<T> {
  success: true;
  statusCode: number;
  message: string;
  data: T;
  pagination?: Pagination;
}

export interface ApiFailure {
  success: false;
  statusCode: number;
  message: string;
  error: ApiErrorBody;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
