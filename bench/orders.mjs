// The order figures of issue 5, against the benchmark store with 1,000,000 orders: the order list
// page 1, the list filtered by status and date, one order's details and a customer search, each
// next to the health route in the same run (10 connections, 10 s each); then manual orders made
// by 50 buyers at once from prepared carts, for a product with less stock than buyers (orders a
// second, and how many were oversold: must be 0). `npm run bench -- --only=orders` fills the store
// first; `node bench/orders.mjs --url URL` measures a running product whose store is filled.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { BENCH_STORE, cpuMsOf, load, runningProduct } from './catalogue.mjs';
import { keepFigures } from './results.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const BENCH_ORDERS = 1_000_000;
const BUYERS = 50;
const CARTS = 2_000;
const STOCK = 1_500;

/** Fills the benchmark store with products and orders (its own command) and answers the seconds it took. */
export function fillOrders(dataDir, products, orders = BENCH_ORDERS) {
  const started = Date.now();
  execFileSync(
    'npm',
    ['run', '--silent', 'dataset', '--', '--store-products', String(products), '--store-orders', String(orders)],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    },
  );
  return Number(((Date.now() - started) / 1000).toFixed(1));
}

export function client(url, authorization) {
  return async (method, route, body) => {
    // A call without a body says no content type (the server refuses an empty JSON body).
    const res = await fetch(`${url}/api/v2${route}`, {
      method,
      headers: {
        authorization,
        'user-agent': 'souqna-bench',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
}

export async function login(url) {
  const res = await fetch(`${url}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'souqna-bench' },
    body: JSON.stringify(BENCH_STORE),
  });
  if (!res.ok) throw new Error(`bench store login failed: ${res.status} ${await res.text()}`);
  return `Bearer ${(await res.json()).data.accessToken}`;
}

/** Runs `work(i)` for i < count with `width` at once; answers the results in order. */
async function pool(count, width, work) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

/**
 * What a merchant's manual orders need in the benchmark store: `spread` products without variants,
 * each set to hold `each` in the main warehouse, a customer, and the main warehouse's id.
 */
export async function stockedProducts(call, spread, each) {
  const cards = (await call('POST', '/product/dashboard-product-cards?page=1&pageSize=100', {})).body.data;
  const picked = cards.filter((p) => !p.hasViarant && !p.isInfinty).slice(0, spread);
  const warehouse = (await call('GET', '/product/warehouse-select-main')).body.data.find((w) => w.isMain);
  const customer = (await call('GET', '/merchant/customer/query?page=1&pageSize=1')).body.data[0];
  const set = await call('POST', '/product/stock/update-stock', {
    changes: picked.map((p) => ({ productId: p.productId, warehouseId: warehouse.warehouseId, quantity: each })),
  });
  if (set.status !== 200) throw new Error(`stock not set: ${JSON.stringify(set.body)}`);
  return { picked, warehouseId: warehouse.warehouseId, customerId: customer.id };
}

/**
 * Runs `work(i)` for i < count, `width` at once, as one measured phase: calls a second, answers
 * other than `expect`, and with the server's `pid` the Node CPU each call cost (the process's CPU
 * time over the phase, from /proc, divided by the calls).
 */
async function phase(count, width, pid, expect, work) {
  const cpuBefore = cpuMsOf(pid);
  const started = performance.now();
  const results = await pool(count, width, work);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMsOf(pid);
  const figures = {
    calls: count,
    callsPerSecond: Math.round(count / seconds),
    unexpected: results.filter((r) => !expect.includes(r.status)).length,
    ...(cpuBefore !== null && cpuAfter !== null ? { nodeCpuMsPerCall: Number(((cpuAfter - cpuBefore) / count).toFixed(3)) } : {}),
  };
  return { results, seconds, figures };
}

/**
 * `count` carts of one unit each, turn by turn over `stocked`'s products, ready to order (picked
 * up): their session ids. The three changes go as three phases (every cart's line, then every
 * cart's customer, then every cart's pickup), whose figures `figures` receives when given.
 */
export async function readyCarts(call, stocked, count, { width = BUYERS, pid, figures = {} } = {}) {
  const sessions = Array.from({ length: count }, () => randomUUID());
  const added = await phase(count, width, pid, [200], (i) =>
    call('POST', `/cart/marchant/cart-details/${sessions[i]}`, {
      productId: stocked.picked[i % stocked.picked.length].productId,
      quantity: 1,
    }),
  );
  figures.addLine = added.figures;
  figures.setCustomer = (
    await phase(count, width, pid, [200], (i) =>
      call('POST', `/cart/marchant/customer/${sessions[i]}`, { customerId: stocked.customerId }),
    )
  ).figures;
  figures.choosePickup = (
    await phase(count, width, pid, [200], (i) =>
      call('POST', '/cart/marchant/shipping-provider-store/pickup', {
        cartHeaderId: added.results[i].body.data.cartHeaderId,
      }),
    )
  ).figures;
  const cpu = [figures.addLine, figures.setCustomer, figures.choosePickup].map((f) => f.nodeCpuMsPerCall);
  if (cpu.every((ms) => ms !== undefined))
    figures.nodeCpuMsPerCartChange = Number((cpu.reduce((a, b) => a + b, 0) / cpu.length).toFixed(3));
  return sessions;
}

/**
 * 2,000 carts of one unit each spread over `spread` products holding 1,500 between them, then
 * their orders 50 at a time: orders a second, and how many were sold past the stock (must be 0).
 */
export async function manualOrders(call, spread, pid) {
  const stocked = await stockedProducts(call, spread, STOCK / spread);
  const { picked, warehouseId } = stocked;
  const cartChanges = {};
  const sessions = await readyCarts(call, stocked, CARTS, { pid, figures: cartChanges });
  const {
    results: answers,
    seconds,
    figures,
  } = await phase(CARTS, BUYERS, pid, [201, 409], (i) =>
    call('POST', '/order/merchant/manual-order', {
      sessionId: sessions[i],
      idempotencyKey: randomUUID(),
      warehouseId,
    }),
  );
  const made = answers.filter((a) => a.status === 201).length;
  const refused = answers.filter((a) => a.status === 409 && a.body.error?.code === 'INSUFFICIENT_STOCK').length;
  let left = 0;
  for (const p of picked) {
    const details = await call('GET', `/product/asem-product/${p.productId}`);
    left += details.body.data.quantityManagement.find((q) => q.warehouseId === warehouseId)?.quantity ?? 0;
  }
  return {
    buyers: BUYERS,
    products: spread,
    carts: CARTS,
    stock: STOCK,
    ordersMade: made,
    refusedForStock: refused,
    otherAnswers: CARTS - made - refused,
    stockLeft: left,
    oversold: Math.max(0, made - STOCK) + Math.max(0, -left),
    requestsPerSecond: Math.round(CARTS / seconds),
    ordersPerSecond: Math.round(made / seconds),
    seconds: Number(seconds.toFixed(2)),
    ...(figures.nodeCpuMsPerCall === undefined ? {} : { nodeCpuMsPerOrderCall: figures.nodeCpuMsPerCall }),
    cartChanges,
  };
}

/**
 * Manual orders by 50 buyers, for one product and for ten, with the cart changes that made their
 * carts: what `--manual-orders` measures alone, on any store the dataset filled (10,000 products
 * and 10,000 orders will do).
 */
export async function measureManualOrders(url, pid) {
  const call = client(url, await login(url));
  return {
    manualOrdersOneProduct: await manualOrders(call, 1, pid),
    manualOrdersTenProducts: await manualOrders(call, 10, pid),
  };
}

/** The figures for a running product at `url` (its Node process `pid`, if known) whose benchmark store holds the orders. */
export async function measureOrders(url, pid) {
  const authorization = await login(url);
  const call = client(url, authorization);
  const first = await call('POST', '/order/store-orders?page=1&pageSize=20', {});
  const today = new Date();
  const from = new Date(today.getTime() - 90 * 86_400_000).toISOString().slice(0, 10);
  const filter = { statuses: ['Completed'], dateFrom: from, dateTo: today.toISOString().slice(0, 10) };
  const filtered = await call('POST', '/order/store-orders?page=1&pageSize=20', filter);
  const someOrder = first.body.data[7];
  const search = 'القحطاني';
  const found = await call('GET', `/merchant/customer/search?search=${encodeURIComponent(search)}&limit=10`);
  const post = (body) => ({
    url: `${url}/api/v2/order/store-orders?page=1&pageSize=20`,
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const health = await load({ url: `${url}/api/v2/health` }, pid);
  return {
    orders: first.body.pagination?.total ?? null,
    filteredMatches: filtered.body.pagination?.total ?? null,
    customerMatches: found.body.data?.length ?? null,
    health,
    orderListPage1: await load(post({}), pid),
    orderListByStatusAndDate: await load(post(filter), pid),
    orderDetails: await load(
      { url: `${url}/api/v2/order/store-order-details/${someOrder.orderId}`, headers: { authorization } },
      pid,
    ),
    customerSearch: await load(
      { url: `${url}/api/v2/merchant/customer/search?search=${encodeURIComponent(search)}&limit=10`, headers: { authorization } },
      pid,
    ),
    ...(await measureManualOrders(url, pid)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, pid } = runningProduct('orders.mjs');
  if (process.argv.includes('--manual-orders')) {
    // Kept apart from the `orders` group, which is measured on the 1,000,000-order store.
    const figures = { store: await storeSize(url), ...(await measureManualOrders(url, pid)) };
    console.log(JSON.stringify(figures, null, 2));
    if (process.argv.includes('--keep')) await keepFigures({ manualOrders: figures });
  } else console.log(JSON.stringify(await measureOrders(url, pid), null, 2));
}

/** How many products and orders the benchmark store holds. */
async function storeSize(url) {
  const call = client(url, await login(url));
  const products = await call('POST', '/product/dashboard-product-cards?page=1&pageSize=1', {});
  const orders = await call('POST', '/order/store-orders?page=1&pageSize=1', {});
  return { products: products.body.pagination?.total ?? null, orders: orders.body.pagination?.total ?? null };
}
