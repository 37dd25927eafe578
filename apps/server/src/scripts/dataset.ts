/**
 * The benchmark dataset: `npm run dataset -- --store-products 100000`.
 *
 * Creates (or reuses) the benchmark store, on the premium plan with a known login, with categories,
 * brands and two warehouses, then tops its products up to the count asked for: a third of them with
 * 2 to 6 variants, stock in both warehouses. Rows go in with multi-row `insert ... select from
 * unnest(...)` batches, indexes kept; `vacuum analyze` at the end so the planner knows the tables
 * and index-only scans see every page as visible. Uses DATABASE_URL or the embedded PostgreSQL of
 * DATA_DIR, as `npm run admin` does.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase, runMigrations } from '../db/client.ts';
import { connect, UsageError } from './script-database.ts';
import { ensureBenchStore, BENCH_LOGIN } from './dataset-store.ts';
import { insertProducts } from './dataset-products.ts';

const USAGE = `Usage: npm run dataset -- --store-products <count>
  Fills the benchmark store (${BENCH_LOGIN.email}) up to <count> products (at most 1,000,000).`;

const BATCH = 2_000;

async function run(argv: string[]): Promise<string> {
  const { values } = parseArgs({ args: argv, options: { 'store-products': { type: 'string' } } });
  const target = Number(values['store-products']);
  if (!Number.isInteger(target) || target < 0 || target > 1_000_000) throw new UsageError(USAGE);

  const started = performance.now();
  const config = loadConfig();
  const { url, release } = await connect(config);
  const database = openDatabase(url, () => {}, 2);
  try {
    await runMigrations(database.db);
    const store = await ensureBenchStore(database.db);
    const client = await database.pool.connect();
    let existing: number;
    try {
      const counted = await client.query<{ n: number }>('select count(*)::int as n from products where store_id = $1', [
        store.storeId,
      ]);
      existing = counted.rows[0]!.n;
      for (let from = existing; from < target; from += BATCH) {
        const to = Math.min(target, from + BATCH);
        await client.query('begin');
        await insertProducts(client, store, from, to);
        await client.query('commit');
        process.stdout.write(`\r${to.toLocaleString('en')} / ${target.toLocaleString('en')} products`);
      }
      if (target > existing) process.stdout.write('\n');
      const loaded = performance.now();
      await client.query('vacuum analyze products, product_variants, product_categories, stock_levels');
      const seconds = (t: number) => ((t - started) / 1000).toFixed(1);
      return [
        target > existing
          ? `Added ${(target - existing).toLocaleString('en')} products (${existing.toLocaleString('en')} were there) in ${seconds(loaded)} s; vacuum analyze done at ${seconds(performance.now())} s.`
          : `The benchmark store already has ${existing.toLocaleString('en')} products; nothing added (vacuum analyze done at ${seconds(performance.now())} s).`,
        `Store ${store.storeId} (premium). Log in with ${BENCH_LOGIN.email} / ${BENCH_LOGIN.password}`,
      ].join('\n');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await database.close();
    await release();
  }
}

// `npm run dataset` at the root runs this inside apps/server: read DATA_DIR from where the operator typed it.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

run(process.argv.slice(2)).then(
  (output) => console.log(output),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  },
);
