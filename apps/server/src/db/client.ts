import path from 'node:path';
import pg from 'pg';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { prepareRepeatedStatements } from './prepared-statements.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;
/** A transaction or the database itself: services take whichever they are given. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function openDatabase(url: string, onError: (error: Error) => void, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // PostgreSQL going away (Ctrl-C reaches it too) must not crash the process through an idle client.
  pool.on('error', onError);
  prepareRepeatedStatements(pool);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

export const migrationsFolder = () => process.env.MIGRATIONS_DIR ?? path.join(import.meta.dirname, 'migrations');

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}

/** Creates `name` on the server of `adminUrl` unless it exists (optionally as a copy of `template`). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}

/** The same server as `url`, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Independent reads: at once on the pool (each on its own connection), or one after the other
 * inside a transaction, whose one connection must not be given a query while it runs another.
 * The database object drizzle() made carries its pool (`$client`); a transaction does not.
 */
export async function readAll<T extends readonly unknown[]>(
  db: Tx,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if ('$client' in db) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

/** A JSON object of `columns`, keyed by their names here, for a statement reading their table unaliased. */
export const jsonOf = (columns: Record<string, AnyColumn>): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(columns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
    sql`, `,
  )})`;
