import { chmod, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureDatabase, openDatabase, runMigrations, withDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';
import { syncPlatformCategories } from '../src/modules/store/category-catalogue.ts';
import { Jobs } from '../src/platform/jobs.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

const quiet = { info() {}, debug() {}, warn() {}, error() {} };

/**
 * One PostgreSQL for the run: the embedded one, or the server of DATABASE_URL (`npm run test:pg`).
 * A template database is migrated once; each test file copies it (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let folder: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    folder = await mkdtemp(path.join(tmpdir(), 'souqna-test-'));
    // PostgreSQL runs as the postgres user when the tests run as root: it must be able to enter the folder.
    await chmod(folder, 0o755);
    embedded = await startEmbeddedPostgres({ dir: path.join(folder, 'postgres'), password: 'test', log: quiet });
    adminUrl = embedded.adminUrl;
  }
  const templateDatabase = `souqna_template_${process.pid}`;
  await ensureDatabase(adminUrl, templateDatabase);
  const templateUrl = withDatabase(adminUrl, templateDatabase);
  const database = openDatabase(templateUrl, () => {});
  await runMigrations(database.db);
  await syncPlatformCategories(database.db);
  await database.close();
  // The job queue's own schema, installed once so every copy starts with it.
  const jobs = await Jobs.start(templateUrl, quiet);
  await jobs.stop();
  await terminateConnections(adminUrl, templateDatabase);

  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await dropDatabase(adminUrl, templateDatabase);
    await embedded?.stop();
    if (!folder) return;
    // Where the postgres user cannot enter the temporary folder, the cluster is kept elsewhere (src/db/postgres-as-root.ts).
    const data = await realpath(path.join(folder, 'postgres'));
    await rm(folder, { recursive: true, force: true });
    await rm(data, { recursive: true, force: true });
  };
}

export async function terminateConnections(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
    database,
  ]);
  await client.end();
}

export async function dropDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(database)} WITH (FORCE)`);
  await client.end();
}
