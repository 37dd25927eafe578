import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

/** What `.prepare()` answers: its SQL text and column mapping, built; `execute` fills the placeholders. */
interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** A query builder (select, insert, update, delete) that can be prepared. */
interface Preparable<R> {
  prepare(name: string): Prepared<R>;
}

/** The result of a prepared raw `sql` statement: node-postgres's, its rows as PostgreSQL named the columns. */
export interface RawResult<Row> {
  rows: Row[];
  rowCount: number | null;
}

const dialect = new PgDialect();

/** The connection a database or transaction runs on: the pool, or the pool's client a transaction holds. */
const connectionOf = (db: Tx): object => (db._.session as unknown as { client: object }).client;

/**
 * A statement whose SQL drizzle builds once per connection instead of on every call (drizzle walks
 * the whole query tree for each `select`, `update` or `sql` it runs: about a third of the order
 * path's Node CPU). `build` writes it with `sql.placeholder('name')` where values go and answers a
 * query builder (prepared here under `name`), or a raw `sql` template (its rows then as PostgreSQL named the
 * columns, timestamps as text, as `tx.execute` answers them). The built statement is kept for the
 * connection it was built on (a transaction's client, or the pool) and the values are given to
 * each call. `name` must be unique to the statement: PostgreSQL keeps its plan under it.
 */
export function preparedQuery<R, V extends Record<string, unknown> = Record<string, unknown>>(
  name: string,
  build: (db: Tx) => Preparable<R>,
): (db: Tx, values: V) => Promise<R>;
export function preparedQuery<Row, V extends Record<string, unknown> = Record<string, unknown>>(
  name: string,
  build: (db: Tx) => SQL,
): (db: Tx, values: V) => Promise<RawResult<Row>>;
export function preparedQuery(name: string, build: (db: Tx) => Preparable<unknown> | SQL) {
  const kept = new WeakMap<object, Prepared<unknown>>();
  return (db: Tx, values: Record<string, unknown>) => {
    const connection = connectionOf(db);
    let statement = kept.get(connection);
    if (!statement) {
      const built = build(db);
      statement =
        'prepare' in built
          ? built.prepare(name)
          : (db._.session.prepareQuery(dialect.sqlToQuery(built), undefined, name, false) as Prepared<unknown>);
      kept.set(connection, statement);
    }
    return statement.execute(values);
  };
}
