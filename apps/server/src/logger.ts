import pino from 'pino';
import type { Config } from './config.ts';

/**
 * JSON lines for machines; the request id rides on every line a request writes. A log line never
 * holds a statement's parameters, a token, a code, a hash, a password or personal data
 * (docs/decisions.md "Logs"): fields that carry them are censored by name, and an error's text is
 * scrubbed of what a database or mail server quotes back (values, addresses, numbers).
 */
const REDACTED_FIELDS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'passwordHash',
  'newPassword',
  'currentPassword',
  'accessToken',
  'refreshToken',
  'token',
  'email',
  'phone',
  'mobile',
  'to',
  'text',
  'html',
  'params',
  'query',
];

const censored = REDACTED_FIELDS.flatMap((field) => (field.includes('.') ? [field] : [field, `*.${field}`]));

const SCRUBS: [RegExp, string][] = [
  // drizzle's "Failed query: …\nparams: …": the values, whatever they are.
  [/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]'],
  // PostgreSQL's detail "Key (email)=(a@b.c) already exists" and "Failing row contains (…)".
  [/=\([^)]*\)/g, '=([redacted])'],
  [/row contains \([\s\S]*?\)(?=\.?\s|$)/g, 'row contains ([redacted])'],
  [/\$argon2[a-z]*\$[^\s"',)]+/g, '[hash]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  [/\+?\d[\d\s-]{6,}\d/g, '[number]'],
];

/** Text an error carries, without the values it quotes. */
function scrub(text: string): string {
  return SCRUBS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: unknown;
}

/** An error as a log line keeps it: its kind, scrubbed text and where it came from, never its values. */
function safeError(err: unknown, depth = 0): Record<string, unknown> | string {
  if (!(err instanceof Error) && (typeof err !== 'object' || err === null)) return scrub(String(err));
  const e = err as ErrorLike;
  return {
    type: e.name ?? 'Error',
    message: scrub(String(e.message ?? '')),
    ...(e.stack ? { stack: scrub(e.stack) } : {}),
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
    ...(typeof e.table === 'string' ? { table: e.table } : {}),
    ...(typeof e.column === 'string' ? { column: e.column } : {}),
    ...(e.cause !== undefined && depth < 3 ? { cause: safeError(e.cause, depth + 1) } : {}),
  };
}

export const createLogger = (config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream) =>
  pino(
    {
      level: config.logLevel,
      redact: { paths: censored, censor: '[redacted]' },
      serializers: { err: safeError, error: safeError },
    },
    destination,
  );
