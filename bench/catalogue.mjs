// The catalogue figures of issue 4, against a 100,000-product store: product cards page 1 and page
// 500, an Arabic search, and one product's details, each next to the health route in the same run
// (10 connections, 10 s each). `npm run bench` runs it on a fresh product after filling the store
// with `npm run dataset`; `node bench/catalogue.mjs --url http://localhost:3000` measures a product
// that is already running and already holds the benchmark store. Never a test.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
export const BENCH_STORE = { email: 'bench@store.test', password: 'Bench@12345' };
export const BENCH_PRODUCTS = 100_000;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * autocannon with exact percentiles: its own summary has p90 and p97.5 but no p95, so every
 * response time is kept and sorted here.
 */
export async function load(opts) {
  const times = [];
  const instance = autocannon({ connections: 10, duration: 10, ...opts });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const r = await instance;
  times.sort((a, b) => a - b);
  const round = (ms) => Number(ms.toFixed(2));
  return {
    reqPerSec: Math.round(r.requests.average),
    p50ms: round(percentile(times, 50)),
    p95ms: round(percentile(times, 95)),
    p99ms: round(percentile(times, 99)),
    requests: times.length,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** Fills the product's store with the benchmark dataset (its own command) and answers the seconds it took. */
export function fillDataset(dataDir, count = BENCH_PRODUCTS) {
  const started = Date.now();
  execFileSync('npm', ['run', '--silent', 'dataset', '--', '--store-products', String(count)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  return Number(((Date.now() - started) / 1000).toFixed(1));
}

async function bearerOf(url) {
  const res = await fetch(`${url}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'souqna-bench' },
    body: JSON.stringify(BENCH_STORE),
  });
  if (!res.ok) throw new Error(`bench store login failed: ${res.status} ${await res.text()}`);
  return `Bearer ${(await res.json()).data.accessToken}`;
}

async function cards(url, authorization, page, filter) {
  const res = await fetch(`${url}/api/v2/product/dashboard-product-cards?page=${page}&pageSize=20`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(filter),
  });
  if (!res.ok) throw new Error(`cards failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The figures for a running product at `url` whose benchmark store is filled. */
export async function measureCatalogue(url) {
  const authorization = await bearerOf(url);
  const first = await cards(url, authorization, 1, {});
  const search = { search: 'مسك ابيض' }; // typed without the hamza of أبيض: ~560 of the dataset's names
  const found = await cards(url, authorization, 1, search);
  const withVariants = first.data.find((p) => p.hasViarant) ?? first.data[0];
  const post = (page, body) => ({
    url: `${url}/api/v2/product/dashboard-product-cards?page=${page}&pageSize=20`,
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const health = await load({ url: `${url}/api/v2/health` });
  return {
    products: first.pagination?.total ?? null,
    searchMatches: found.pagination?.total ?? null,
    health,
    cardsPage1: await load(post(1, {})),
    cardsPage500: await load(post(500, {})),
    arabicSearch: await load(post(1, search)),
    productDetails: await load({
      url: `${url}/api/v2/product/asem-product/${withVariants.productId}`,
      headers: { authorization },
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--url');
  if (at < 0) throw new Error('usage: node bench/catalogue.mjs --url http://localhost:3000');
  console.log(JSON.stringify(await measureCatalogue(process.argv[at + 1]), null, 2));
}
