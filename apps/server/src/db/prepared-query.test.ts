import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, merchant, type TestApp } from '../../test/harness.ts';
import { stores } from '../modules/stores/tables.ts';
import { preparedQuery } from './prepared-query.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a statement built once', () => {
  it("runs on the transaction's own connection, with each call's values, and is built once for it", async () => {
    let builds = 0;
    const setting = preparedQuery<{ value: string | null }>('test_setting', () => {
      builds += 1;
      return sql`select current_setting(${sql.placeholder('name')}, true) as value`;
    });
    const seen = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('souqna.test', 'first', true)`);
      const a = (await setting(tx, { name: 'souqna.test' })).rows[0]!.value;
      const b = (await setting(tx, { name: 'souqna.absent' })).rows[0]!.value;
      return [a, b];
    });
    expect(seen).toEqual(['first', null]);
    expect(builds).toBe(1);
    // Another transaction sees its own setting, never the first one's.
    const second = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('souqna.test', 'second', true)`);
      return (await setting(tx, { name: 'souqna.test' })).rows[0]!.value;
    });
    expect(second).toBe('second');
    expect((await setting(t.database.db, { name: 'souqna.test' })).rows[0]!.value ?? '').toBe('');
  });

  it("maps a query builder's rows as drizzle does (names and types), whatever the values", async () => {
    const storeRow = preparedQuery('test_store_row', (db) =>
      db
        .select({ id: stores.id, createdAt: stores.createdAt })
        .from(stores)
        .where(eq(stores.id, sql.placeholder('id'))),
    );
    await merchant(t);
    const [some] = await t.database.db.select({ id: stores.id }).from(stores).limit(1);
    const [found] = await storeRow(t.database.db, { id: some!.id });
    expect(found!.id).toBe(some!.id);
    expect(found!.createdAt).toBeInstanceOf(Date);
    expect(await storeRow(t.database.db, { id: '00000000-0000-0000-0000-000000000000' })).toEqual([]);
  });
});
