/**
 * The benchmark dataset: `npm run dataset -- --store-products 100000 --store-orders 1000000`.
 *
 * Creates (or reuses) the benchmark store, on the premium plan with a known login, with categories,
 * brands and two warehouses, then tops its products up to the count asked for: a third of them with
 * 2 to 6 variants, stock in both warehouses. Rows go in with multi-row `insert ... select from
 * unnest(...)` batches, indexes kept; `vacuum analyze` at the end so the planner knows the tables
 * and index-only scans see every page as visible. Orders (dataset-orders.ts) come with one
 * customer for every 20 and a 15% VAT, made inside PostgreSQL in batches of 50,000. Uses
 * DATABASE_URL or the embedded PostgreSQL of DATA_DIR, as `npm run admin` does.
 */
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { FIRST_ORDER_NUMBER } from '@souqna/contracts';
import { uuidv7 } from '../platform/ids.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, runMigrations } from '../db/client.ts';
import { connect, UsageError } from './script-database.ts';
import { ensureBenchStore, BENCH_LOGIN, type BenchStore } from './dataset-store.ts';
import { insertProducts } from './dataset-products.ts';
import { customersFor, insertCustomers, insertOrders, prepareOrderPicks, settleOrderCounts } from './dataset-orders.ts';

const USAGE = `Usage: npm run dataset -- [--store-products <count>] [--store-orders <count>]
  Fills the benchmark store (${BENCH_LOGIN.email}) up to <count> products (at most 1,000,000)
  and up to <count> orders (at most 5,000,000; the store needs products first).`;

const PRODUCT_BATCH = 2_000;
const CUSTOMER_BATCH = 5_000;
const ORDER_BATCH = 50_000;

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const progress = (done: number, target: number, what: string) =>
  process.stdout.write(`\r${done.toLocaleString('en')} / ${target.toLocaleString('en')} ${what}`);

/** Runs `batch` for from..to in steps, one transaction each. */
async function inBatches(
  client: pg.PoolClient,
  existing: number,
  target: number,
  size: number,
  what: string,
  batch: (from: number, to: number) => Promise<void>,
) {
  for (let from = existing; from < target; from += size) {
    const to = Math.min(target, from + size);
    await client.query('begin');
    await batch(from, to);
    await client.query('commit');
    progress(to, target, what);
  }
  if (target > existing) process.stdout.write('\n');
}

const count = async (client: pg.PoolClient, sql: string, storeId: string) =>
  (await client.query<{ n: number }>(sql, [storeId])).rows[0]!.n;

async function fillProducts(client: pg.PoolClient, store: BenchStore, target: number): Promise<string> {
  const started = performance.now();
  const existing = await count(client, 'select count(*)::int as n from products where store_id = $1', store.storeId);
  await inBatches(client, existing, target, PRODUCT_BATCH, 'products', (from, to) => insertProducts(client, store, from, to));
  const loaded = seconds(started);
  await client.query('vacuum analyze products, product_variants, product_categories, stock_levels');
  return target > existing
    ? `Added ${(target - existing).toLocaleString('en')} products (${existing.toLocaleString('en')} were there) in ${loaded} s; vacuum analyze done at ${seconds(started)} s.`
    : `The benchmark store already has ${existing.toLocaleString('en')} products; nothing added (vacuum analyze done at ${seconds(started)} s).`;
}

async function fillOrders(client: pg.PoolClient, store: BenchStore, target: number): Promise<string> {
  const started = performance.now();
  const customers = await count(client, 'select count(*)::int as n from customers where store_id = $1', store.storeId);
  await inBatches(client, customers, customersFor(target), CUSTOMER_BATCH, 'customers', (from, to) =>
    insertCustomers(client, store, from, to),
  );
  await client.query(
    `insert into taxes (id, store_id, name, rate_bp) select $1, $2, 'ضريبة القيمة المضافة', 1500
      where not exists (select 1 from taxes where store_id = $2)`,
    [uuidv7(), store.storeId],
  );
  const picks = await prepareOrderPicks(client, store);
  if (!picks.products)
    throw new UsageError(`The benchmark store has no products to sell: add them first with --store-products.\n${USAGE}`);
  const existing = await count(
    client,
    `select coalesce((select next_number - ${FIRST_ORDER_NUMBER} from order_counters where store_id = $1), 0)::int as n`,
    store.storeId,
  );
  await inBatches(client, existing, target, ORDER_BATCH, 'orders', async (from, to) => {
    await insertOrders(client, store, picks, { from, to, target });
    await client.query(
      'insert into order_counters (store_id, next_number) values ($1, $2) on conflict (store_id) do update set next_number = excluded.next_number',
      [store.storeId, FIRST_ORDER_NUMBER + to],
    );
  });
  await settleOrderCounts(client, store);
  const loaded = seconds(started);
  await client.query(
    'vacuum analyze products, customers, customer_addresses, orders, order_lines, order_status_history, sales_daily, order_payments, ledger_entries, ledger_days, order_invoices',
  );
  return target > existing
    ? `Added ${(target - existing).toLocaleString('en')} orders (${existing.toLocaleString('en')} were there) in ${loaded} s; vacuum analyze done at ${seconds(started)} s.`
    : `The benchmark store already has ${existing.toLocaleString('en')} orders; nothing added.`;
}

const targetOf = (value: string | undefined, max: number): number | null => {
  if (value === undefined) return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new UsageError(USAGE);
  return n;
};

async function run(argv: string[]): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: { 'store-products': { type: 'string' }, 'store-orders': { type: 'string' } },
  });
  const products = targetOf(values['store-products'], 1_000_000);
  const orders = targetOf(values['store-orders'], 5_000_000);
  if (products === null && orders === null) throw new UsageError(USAGE);

  const config = loadConfig();
  const { url, release } = await connect(config);
  const database = openDatabase(url, () => {}, 2);
  try {
    await runMigrations(database.db);
    const store = await ensureBenchStore(database.db);
    const client = await database.pool.connect();
    try {
      const lines: string[] = [];
      if (products !== null) lines.push(await fillProducts(client, store, products));
      if (orders !== null) lines.push(await fillOrders(client, store, orders));
      lines.push(`Store ${store.storeId} (premium). Log in with ${BENCH_LOGIN.email} / ${BENCH_LOGIN.password}`);
      return lines.join('\n');
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
