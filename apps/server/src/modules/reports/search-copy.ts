import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { heldCopy, type HeldCopy } from './copies.ts';

/**
 * The search texts of a store's products or customers held in memory, so that a report searched
 * for a word thousands of them hold finds them without PostgreSQL reading thousands of rows again
 * (docs/architecture.md "Sales in memory"). A search keeps the rows whose `search_text` contains
 * the searched text, as the lists' `like` does. Never stale, as the sales copy: a trigger stamps each
 * row whose text is written with the writing transaction (`search_version`) and logs each removal
 * with its own (`search_removals`); every search first reads what was written from the copy's
 * horizon on (the xmin of the snapshot its last look was made in).
 */
export class SearchCopy implements HeldCopy {
  private readonly texts = new Map<string, string>();
  horizon = 0;
  bytes = 0;
  /** The last searches' answers, kept until the copy changes. */
  private readonly found = new Map<string, ReadonlySet<string>>();

  /** Puts a row's text in place (null: the row was removed). */
  put(id: string, text: string | null): void {
    const before = this.texts.get(id);
    if (before === (text ?? undefined)) return;
    if (before !== undefined) this.bytes -= bytesOf(id, before);
    if (text === null) this.texts.delete(id);
    else {
      this.texts.set(id, text);
      this.bytes += bytesOf(id, text);
    }
    this.found.clear();
  }

  /** The ids of the rows whose text contains `needle` (a normalised search text). */
  search(needle: string): ReadonlySet<string> {
    const kept = this.found.get(needle);
    if (kept) return kept;
    const ids = new Set<string>();
    for (const [id, text] of this.texts) if (text.includes(needle)) ids.add(id);
    if (this.found.size >= 16) this.found.delete(this.found.keys().next().value!);
    this.found.set(needle, ids);
    return ids;
  }
}

/** About what a row takes: its id's and its text's characters (two bytes each at worst) and the map's entry. */
const bytesOf = (id: string, text: string) => 2 * (id.length + text.length) + 64;

/** The groups searched as their lists search them. */
export type SearchedDimension = 'product' | 'customer';

const TABLES: Record<SearchedDimension, string> = { product: 'products', customer: 'customers' };
const HORIZON = sql`select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as horizon`;

/** Every row's text, and the snapshot they were read in, in one statement. */
async function load(db: Tx, storeId: string, dimension: SearchedDimension): Promise<SearchCopy> {
  const { rows } = await db.execute<{ horizon: string; id: string | null; text: string | null }>(sql`
    with h as (${HORIZON})
    select h.horizon, t.id::text as id, t.search_text as text
    from h left join ${sql.raw(TABLES[dimension])} t on t.store_id = ${storeId}`);
  const copy = new SearchCopy();
  for (const r of rows) if (r.id !== null) copy.put(r.id, r.text);
  copy.horizon = Number(rows[0]!.horizon);
  return copy;
}

/** Brings `copy` up to what the database holds now: the texts written and the rows removed since its horizon. */
async function refresh(db: Tx, storeId: string, dimension: SearchedDimension, copy: SearchCopy): Promise<SearchCopy> {
  const { rows } = await db.execute<{ horizon: string; id: string | null; text: string | null }>(sql`
    with h as (${HORIZON})
    select h.horizon, c.id, c.text from h left join lateral (
      select t.id::text as id, t.search_text as text from ${sql.raw(TABLES[dimension])} t
      where t.store_id = ${storeId} and t.search_version >= ${copy.horizon}
      union all
      select r.key::text, null from search_removals r
      where r.store_id = ${storeId} and r.dimension = ${dimension} and r.version >= ${copy.horizon}
    ) as c on true`);
  for (const r of rows) if (r.id !== null) copy.put(r.id, r.text);
  copy.horizon = Number(rows[0]!.horizon);
  return copy;
}

/** The ids of the store's products or customers whose search text contains `needle`, from the copy brought up to date. */
export async function searchedIds(
  db: Tx,
  storeId: string,
  dimension: SearchedDimension,
  needle: string,
): Promise<ReadonlySet<string>> {
  const copy = await heldCopy(
    `search:${storeId}:${dimension}`,
    () => load(db, storeId, dimension),
    (held) => refresh(db, storeId, dimension, held),
  );
  return copy.search(needle);
}
