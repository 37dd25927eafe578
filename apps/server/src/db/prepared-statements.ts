import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Keeps the statements the app repeats prepared on each connection, so PostgreSQL parses and
 * plans them once per connection instead of on every call. A profile of manual orders showed
 * PostgreSQL spending most of its time in parsing, catalogue lookups and planning of statements
 * it had seen thousands of times; their execution was the smaller part.
 *
 * A statement is prepared (given a name, which node-postgres then sends once per connection) from
 * its second sighting in the process, so one-off texts (an import's insert of N rows) are not kept;
 * each connection keeps at most `PER_CONNECTION` of them. PostgreSQL itself decides between a plan
 * for the values given and a generic one (plan_cache_mode auto), and re-plans after a schema change.
 *
 * A text search (a value that is a `%…%` pattern) is left unprepared: its best plan depends on the
 * text typed (which trigram index, how many rows), and PostgreSQL's generic plan for the product
 * search read the store's trigram index instead of the key's, 355–372 → 295 searches a second.
 */
const PER_CONNECTION = 300;
const SEEN_MAX = 10_000;

/** The texts seen so far in this process: undefined the first time, then the statement's name. */
const seen = new Map<string, string | null>();

function nameFor(text: string): string | undefined {
  const name = seen.get(text);
  if (name) return name;
  if (name === undefined) {
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.set(text, null);
    return undefined;
  }
  const made = `s${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
  seen.set(text, made);
  return made;
}

const isPattern = (value: unknown) => typeof value === 'string' && value.startsWith('%');

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

/** Gives a pool's clients the statement names (once each, when they connect). */
export function prepareRepeatedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const named = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      if (config && typeof config === 'object' && 'text' in config) {
        const c = config as QueryConfig;
        const params = (values as unknown[] | undefined) ?? c.values;
        if (!c.name && params?.length && !params.some(isPattern)) {
          const name = nameFor(c.text);
          if (name && (named.has(name) || named.size < PER_CONNECTION)) {
            named.add(name);
            return query({ ...c, name }, values, callback);
          }
        }
      }
      return query(config, values, callback);
    }) as typeof client.query;
  });
}
