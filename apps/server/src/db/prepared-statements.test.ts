import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The statements PostgreSQL holds prepared for the connection `client` is on, with `marker` in their text. */
async function preparedOn(
  client: { query: (text: string, values: unknown[]) => Promise<{ rows: { statement: string }[] }> },
  marker: string,
) {
  const { rows } = await client.query('select statement from pg_prepared_statements where statement like $1', [`%${marker}%`]);
  return rows.map((r) => r.statement);
}

describe('statements the server repeats', () => {
  it('are prepared on the connection from their second sighting, and answer as before', async () => {
    const client = await t.database.pool.connect();
    try {
      const text = `select $1::int + 1 as next /* repeated-${Date.now()} */`;
      expect((await client.query({ text, values: [1] })).rows).toEqual([{ next: 2 }]);
      expect(await preparedOn(client, 'repeated-')).toEqual([]);
      expect((await client.query({ text, values: [41] })).rows).toEqual([{ next: 42 }]);
      expect((await client.query({ text, values: [99] })).rows).toEqual([{ next: 100 }]);
      expect(await preparedOn(client, 'repeated-')).toEqual([text]);
    } finally {
      client.release();
    }
  });

  it('leaves a statement without values, and a statement seen once, unprepared', async () => {
    const client = await t.database.pool.connect();
    try {
      const marker = `plain-${Date.now()}`;
      await client.query(`select 1 as one /* ${marker} */`);
      await client.query(`select 1 as one /* ${marker} */`);
      await client.query({ text: `select $1::text as once /* ${marker} */`, values: ['x'] });
      expect(await preparedOn(client, marker)).toEqual([]);
    } finally {
      client.release();
    }
  });

  it('leaves a text search unprepared, to be planned for the text typed', async () => {
    const client = await t.database.pool.connect();
    try {
      const text = `select $1::text like $2::text as found /* search-${Date.now()} */`;
      for (const typed of ['%مسك%', '%عود%', '%ورد%'])
        expect((await client.query({ text, values: ['مسك ابيض', typed] })).rows[0].found).toBe(typed === '%مسك%');
      expect(await preparedOn(client, 'search-')).toEqual([]);
    } finally {
      client.release();
    }
  });

  it('still reports an error in a repeated statement and goes on working', async () => {
    const client = await t.database.pool.connect();
    try {
      const text = `select 1 / $1::int as ratio /* failing-${Date.now()} */`;
      await expect(client.query({ text, values: [0] })).rejects.toThrow(/division by zero/);
      await expect(client.query({ text, values: [0] })).rejects.toThrow(/division by zero/);
      expect((await client.query({ text, values: [1] })).rows).toEqual([{ ratio: 1 }]);
    } finally {
      client.release();
    }
  });
});
