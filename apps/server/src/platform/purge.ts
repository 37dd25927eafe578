import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * The first UUID v7 of the millisecond `at` (platform/ids.ts puts the time first): every id made
 * before `at` sorts below it, so the primary key finds a table's old rows without an index on a
 * time column.
 */
export function firstIdAt(at: Date): string {
  const hex = Math.max(0, at.getTime()).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}

const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Deletes the rows of `table` made before `before` that `where` also picks, at most `batch` a
 * statement, each statement its own transaction (so a large store's backlog never holds a lock
 * for long), walking the primary key from where the last statement stopped. A row another
 * transaction holds is skipped until the next run. Answers how many rows went.
 */
export async function deleteInBatches(
  db: Db,
  table: PgTable & { id: PgColumn },
  options: { before: Date; where: SQL; batch: number },
): Promise<number> {
  const bound = firstIdAt(options.before);
  let after = NO_ID;
  let total = 0;
  for (;;) {
    const { rows } = await db.execute<{ n: number; last: string | null }>(sql`
      with doomed as (
        select ${table.id} as id from ${table}
         where ${table.id} > ${after}::uuid and ${table.id} < ${bound}::uuid and ${options.where}
         order by ${table.id}
         limit ${options.batch}
           for update skip locked
      ), gone as (
        delete from ${table} where ${table.id} in (select id from doomed) returning ${table.id} as id
      )
      select count(*)::int as n, max(id::text) as last from gone`);
    const n = Number(rows[0]?.n ?? 0);
    total += n;
    if (n < options.batch || !rows[0]?.last) return total;
    after = rows[0].last;
  }
}
