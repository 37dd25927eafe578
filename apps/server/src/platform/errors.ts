import { ERROR_STATUS, errorMessageKey, type ErrorCode, type ServerMessageKey, type MessageParams } from '@souqna/contracts';

/** A field problem found by a rule rather than a schema: the code and, optionally, its message key. */
export interface FieldProblem {
  path: string;
  code: string;
  messageKey?: ServerMessageKey;
  params?: MessageParams;
}

/**
 * An error a merchant is meant to read. The envelope turns it into `error.code`, a message in the
 * request's language, and any extra fields (`retryAfter`, `limit`, ...).
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly messageKey: ServerMessageKey;
  readonly params: MessageParams;
  readonly extra: Record<string, unknown>;
  readonly fields: FieldProblem[];
  constructor(
    code: ErrorCode,
    messageKey: ServerMessageKey = errorMessageKey(code),
    params: MessageParams = {},
    extra: Record<string, unknown> = {},
    fields: FieldProblem[] = [],
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
    this.code = code;
    this.messageKey = messageKey;
    this.params = params;
    this.extra = extra;
    this.fields = fields;
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = (messageKey?: ServerMessageKey, extra?: Record<string, unknown>) =>
  new AppError('FORBIDDEN', messageKey, {}, extra);
export const conflict = (messageKey?: ServerMessageKey, fields: FieldProblem[] = []) =>
  new AppError('CONFLICT', messageKey, {}, {}, fields);
export const authRequired = () => new AppError('AUTH_REQUIRED');

/** PostgreSQL's unique violation, wherever drizzle wrapped it. */
export const isUniqueViolation = (e: unknown) =>
  (e as { code?: string })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';

/** Runs `work`; a name its store already has (the unique index) is a 409 `messageKey` naming the field. */
export async function withUniqueName<T>(messageKey: ServerMessageKey, field: FieldProblem, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(messageKey, [field]);
    throw e;
  }
}

/** A 400 naming the fields at fault, with the same codes a schema would give. */
export const invalidFields = (...fields: FieldProblem[]) => new AppError('VALIDATION_FAILED', undefined, {}, {}, fields);

/** 429: the client waits `retryAfter` seconds; the header and the body say the same. */
export const tooMany = (code: 'AUTH_TOO_MANY_ATTEMPTS' | 'RATE_LIMITED', retryAfter: number, messageKey?: ServerMessageKey) => {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return new AppError(code, messageKey, { retryAfter: seconds }, { retryAfter: seconds });
};
