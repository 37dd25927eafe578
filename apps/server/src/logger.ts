import pino from 'pino';
import type { Config } from './config.ts';

/** JSON lines for machines; the request id rides on every line a request writes. */
export const createLogger = (config: Pick<Config, 'logLevel'>) =>
  pino({ level: config.logLevel, redact: ['req.headers.authorization', '*.password', '*.refreshToken'] });
