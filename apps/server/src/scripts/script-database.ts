import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { runningPostmaster, startEmbeddedPostgres } from '../db/embedded.ts';

/** A command's mistake in how it was called: printed with the usage, exit code 2. */
export class UsageError extends Error {}

export const quiet = { info() {}, debug() {}, warn: (o: unknown) => console.warn(o), error: (o: unknown) => console.error(o) };

type StoredSecrets = { postgresPassword?: string; jwtSecret?: string; encryptionKey?: string };
export const readSecrets = (config: Config): Promise<StoredSecrets> =>
  readFile(path.join(config.dataDir, 'secrets.json'), 'utf8').then(
    (text) => JSON.parse(text) as StoredSecrets,
    () => ({}) as StoredSecrets,
  );

/**
 * The database of an operator's command: DATABASE_URL, or else the embedded PostgreSQL of DATA_DIR:
 * the running one when the server is up (its port from postmaster.pid, its password from
 * secrets.json), or one started for the command. Answers a connection string and how to let go of it.
 */
export async function connect(config: Config): Promise<{ url: string; release: () => Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, release: async () => {} };
  const dir = path.join(config.dataDir, 'postgres');
  const secrets = await readSecrets(config);
  if (!secrets.postgresPassword || !existsSync(path.join(dir, 'PG_VERSION')))
    throw new UsageError(`No database in ${config.dataDir}: start the server once (npm start), or set DATABASE_URL.`);
  const password = encodeURIComponent(secrets.postgresPassword);
  const running = await runningPostmaster(dir);
  if (running) return { url: `postgres://postgres:${password}@127.0.0.1:${running.port}/souqna`, release: async () => {} };
  const embedded = await startEmbeddedPostgres({ dir, password: secrets.postgresPassword, log: quiet });
  return { url: embedded.urlFor('souqna'), release: () => embedded.stop() };
}
