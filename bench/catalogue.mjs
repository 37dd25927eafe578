// The catalogue figures of issue 4, against a 100,000-product store: product cards page 1 and page
// 500, an Arabic search, and one product's details, each next to the health route in the same run
// (10 connections, 10 s each). `npm run bench` runs it on a fresh product after filling the store
// with `npm run dataset`; `node bench/catalogue.mjs --url http://localhost:3000` measures a product
// that is already running and already holds the benchmark store. Never a test.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
export const BENCH_STORE = { email: 'bench@store.test', password: 'Bench@12345' };
export const BENCH_PRODUCTS = 100_000;

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The CPU milliseconds (user + system) the process `pid` has used so far, from /proc/<pid>/stat;
 * null where there is no /proc. PostgreSQL's processes are its children and not counted.
 */
export function cpuMsOf(pid) {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // field 3 (state) onwards
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS; // utime, stime
  } catch {
    return null;
  }
}

/** The process's resident memory in MB, from /proc/<pid>/status (null where there is none). */
export function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * autocannon with exact percentiles: its own summary has p90 and p97.5 but no p95, so every
 * response time is kept and sorted here. With the server's `pid`, also the Node CPU each answer
 * cost: the process's CPU time over the run divided by the answers.
 */
export async function load(opts, pid) {
  const times = [];
  const cpuBefore = cpuMsOf(pid);
  const instance = autocannon({ connections: 10, duration: 10, ...opts });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const r = await instance;
  const cpuAfter = cpuMsOf(pid);
  times.sort((a, b) => a - b);
  // No answer at all within the run (every call slower than autocannon's 10 s timeout) reads null.
  const round = (ms) => (ms === undefined ? null : Number(ms.toFixed(2)));
  return {
    reqPerSec: Math.round(r.requests.average),
    p50ms: round(percentile(times, 50)),
    p95ms: round(percentile(times, 95)),
    p99ms: round(percentile(times, 99)),
    requests: times.length,
    ...(cpuBefore !== null && cpuAfter !== null && times.length
      ? { nodeCpuMsPerRequest: Number(((cpuAfter - cpuBefore) / times.length).toFixed(3)) }
      : {}),
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
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

/** The figures for a running product at `url` (its Node process `pid`, if known) whose benchmark store is filled. */
export async function measureCatalogue(url, pid) {
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
  const health = await load({ url: `${url}/api/v2/health` }, pid);
  return {
    products: first.pagination?.total ?? null,
    searchMatches: found.pagination?.total ?? null,
    health,
    cardsPage1: await load(post(1, {}), pid),
    cardsPage500: await load(post(500, {}), pid),
    arabicSearch: await load(post(1, search), pid),
    productDetails: await load(
      { url: `${url}/api/v2/product/asem-product/${withVariants.productId}`, headers: { authorization } },
      pid,
    ),
  };
}

/** `--url URL` and, for the Node CPU of each answer, `--pid PID` of the server's Node process. */
export function runningProduct(script) {
  const arg = (name) => {
    const at = process.argv.indexOf(name);
    return at < 0 ? undefined : process.argv[at + 1];
  };
  const url = arg('--url');
  if (!url) throw new Error(`usage: node bench/${script} --url http://localhost:3000 [--pid PID]`);
  return { url, pid: arg('--pid') ? Number(arg('--pid')) : undefined };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, pid } = runningProduct('catalogue.mjs');
  console.log(JSON.stringify(await measureCatalogue(url, pid), null, 2));
}
