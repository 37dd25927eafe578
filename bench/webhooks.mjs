// The webhook figures of issue 17 against the benchmark store: manual orders at 50 a second for
// 20 s, first with no webhook endpoint, then with 5 endpoints that hear every event, on a local
// receiver that verifies each message as an integration would (the Standard Webhooks package).
// Answers the orders' own p50/p95 in both runs, and each `order.created` delivery's latency to the
// receiver: from the order's answer (its transaction committed before it) and from the event's
// timestamp (taken inside that transaction); then one endpoint that never answers (each try waits
// for the delivery's timeout) beside a healthy one, and the healthy one's latency meanwhile. The
// product must allow private addresses
// (WEBHOOKS_ALLOW_PRIVATE=true) for the receiver on 127.0.0.1.
// `node bench/webhooks.mjs --url URL [--pid PID]` measures a running product whose store is filled.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_EVENTS } from '../packages/contracts/src/webhooks/webhook.ts';
import { cpuMsOf, percentile, runningProduct } from './catalogue.mjs';
import { client, login, readyCarts, stockedProducts } from './orders.mjs';

const RATE = 50;
const SECONDS = 20;
const ENDPOINTS = 5;
const now = () => performance.timeOrigin + performance.now();
const round = (ms) => (ms === undefined ? null : Number(ms.toFixed(1)));
const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50ms: round(percentile(sorted, 50)), p95ms: round(percentile(sorted, 95)), maxms: round(sorted.at(-1)) };
};

/** A receiver on 127.0.0.1: verifies each message with its endpoint's secret and notes when it came. */
async function startReceiver() {
  const secrets = new Map();
  const received = [];
  const hanging = new Set();
  const server = createServer(async (req, res) => {
    // An endpoint that never answers: the delivery's own timeout ends each try.
    if (req.url.startsWith('/hangs')) {
      hanging.add(res);
      return;
    }
    let body = '';
    for await (const chunk of req) body += chunk;
    const at = now();
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    let payload = null;
    try {
      payload = new Webhook(secrets.get(req.url)).verify(body, headers);
    } catch {
      /* counted as unverified */
    }
    received.push({ path: req.url, at, id: headers['webhook-id'], payload });
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (path) => `http://127.0.0.1:${server.address().port}${path}`,
    secrets,
    received,
    close: () => {
      for (const res of hanging) res.socket?.destroy();
      server.closeAllConnections?.();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Sends one order every 1000/RATE ms (an open loop: a slow answer does not slow the next) and answers each one's times. */
async function ordersAtRate(call, sessions, warehouseId) {
  const started = now();
  return Promise.all(
    sessions.map(async (sessionId, i) => {
      await new Promise((r) => setTimeout(r, Math.max(0, started + (i * 1000) / RATE - now())));
      const sent = now();
      const res = await call('POST', '/order/merchant/manual-order', { sessionId, idempotencyKey: randomUUID(), warehouseId });
      return { status: res.status, orderId: res.body.data?.orderId, sent, answered: now() };
    }),
  );
}

/**
 * Orders at RATE a second for SECONDS with the endpoints at `paths` listening; the deliveries are
 * counted and timed at the endpoints that answer (a path starting `/hangs` never does).
 */
async function run(call, stocked, pid, receiver, paths) {
  const count = RATE * SECONDS;
  const sessions = await readyCarts(call, stocked, count);
  const made = [];
  for (const path of paths) {
    const res = await call('POST', '/store/webhooks', { url: receiver.url(path), events: WEBHOOK_EVENTS, description: 'bench' });
    if (res.status !== 201) throw new Error(`endpoint not made: ${JSON.stringify(res.body)}`);
    receiver.secrets.set(path, res.body.data.secret);
    made.push(res.body.data.id);
  }
  const answering = paths.filter((p) => !p.startsWith('/hangs'));
  const withEndpoints = paths.length > 0;
  const cpuBefore = cpuMsOf(pid);
  const orders = await ordersAtRate(call, sessions, stocked.warehouseId);
  const cpuAfter = cpuMsOf(pid);
  const ok = orders.filter((o) => o.status === 201);
  const result = {
    endpoints: made.length,
    ordersPerSecond: RATE,
    orders: orders.length,
    ordersMade: ok.length,
    orderAnswer: spread(ok.map((o) => o.answered - o.sent)),
    ...(cpuBefore !== null && cpuAfter !== null
      ? { nodeCpuMsPerOrder: Number(((cpuAfter - cpuBefore) / orders.length).toFixed(2)) }
      : {}),
  };
  if (!withEndpoints) return result;

  const byOrder = new Map(ok.map((o) => [o.orderId, o]));
  const created = () =>
    receiver.received.filter(
      (r) => r.payload?.type === 'order.created' && byOrder.has(r.payload.data.orderId) && answering.includes(r.path),
    );
  const expected = ok.length * answering.length;
  const until = Date.now() + 300_000;
  while (created().length < expected && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 2_000));
  const deliveries = created();
  const ids = new Set(deliveries.map((d) => d.id));
  for (const id of made) await call('DELETE', `/store/webhooks/${id}`);
  return {
    ...result,
    deliveriesExpected: expected,
    deliveriesReceived: deliveries.length,
    duplicates: deliveries.length - ids.size,
    unverified: receiver.received.filter((r) => r.payload === null).length,
    fromAnswer: spread(deliveries.map((d) => d.at - byOrder.get(d.payload.data.orderId).answered)),
    fromEvent: spread(deliveries.map((d) => d.at - Date.parse(d.payload.timestamp))),
    allDeliveredAfterLastOrderMs: round(Math.max(...deliveries.map((d) => d.at)) - Math.max(...ok.map((o) => o.answered))),
  };
}

/** The figures for a running product at `url` (its Node process `pid`, if known). */
export async function measureWebhooks(url, pid) {
  const call = client(url, await login(url));
  const stocked = await stockedProducts(call, 10, 100_000);
  const receiver = await startReceiver();
  try {
    return {
      noEndpoints: await run(call, stocked, pid, receiver, []),
      fiveEndpoints: await run(
        call,
        stocked,
        pid,
        receiver,
        Array.from({ length: ENDPOINTS }, (_, i) => `/bench-${i}`),
      ),
      // The healthy endpoint's latency while another endpoint of the store times out on every try.
      healthyBesideHanging: await run(call, stocked, pid, receiver, ['/hangs', '/healthy']),
    };
  } finally {
    await receiver.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, pid } = runningProduct('webhooks.mjs');
  console.log(JSON.stringify(await measureWebhooks(url, pid), null, 2));
}
