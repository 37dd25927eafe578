// The payment figures of issue 14, against the benchmark store with 1,000,000 orders: the order page's
// three calls (its details, its payments with a card payment recorded, and its shipments with one made
// with SMSA) under load (10 connections, 10 s each); and the time from a card provider's event to the order's new state: Stripe's signed
// `checkout.session.completed` for 200 pending orders one at a time, then 200 more 10 at once. The
// webhook answers once the transaction that pays the order has committed, so its answer time is the
// event-to-state time; every order is read afterwards and must be Paid. Stripe and SMSA are the local
// servers that answer as they do (test/stripe-server.ts, test/smsa-server.ts), started by bench/run.mjs.
// `npm run bench -- --only=payments` fills the store first.
import { signedStripeEvent } from '../apps/server/test/stripe-server.ts';
import { load } from './catalogue.mjs';
import { client, login } from './orders.mjs';

const EVENTS = 200;
const AT_ONCE = 10;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const figures = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms) => Number(ms.toFixed(2));
  return {
    events: sorted.length,
    p50ms: round(percentile(sorted, 50)),
    p95ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1)),
  };
};

/** Connects the bench store's Stripe account on the local server and turns card payments on. */
async function connectStripe(call, stripeUrl) {
  const made = await call('POST', '/store/stripe/create-account/stripe');
  const accountId = made.body.data.accountId;
  await fetch(`${stripeUrl}/_test/accounts/${accountId}`, {
    method: 'POST',
    body: JSON.stringify({ details_submitted: true, charges_enabled: true, payouts_enabled: true }),
  });
  const enabled = await call('POST', '/store/stripe/enable');
  if (enabled.status !== 200) throw new Error(`stripe not enabled: ${JSON.stringify(enabled.body)}`);
  return accountId;
}

/** `count` pending orders of the store, from the list filtered by status. */
async function pendingOrders(call, count) {
  const orders = [];
  for (let page = 1; orders.length < count; page += 1) {
    const res = await call('POST', `/order/store-orders?page=${page}&pageSize=100`, { statuses: ['Pending'] });
    if (!res.body.data?.length) break;
    orders.push(...res.body.data);
  }
  return orders.slice(0, count);
}

/** Sends each order's paid checkout event to the webhook, `width` at once; the answer times. */
async function sendEvents(url, orders, { storeId, accountId, currency }, width) {
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < orders.length) {
        const order = orders[next++];
        const event = signedStripeEvent(
          'checkout.session.completed',
          {
            id: `cs_bench_${order.orderId}`,
            object: 'checkout.session',
            payment_status: 'paid',
            amount_total: Math.round(order.totalAmount * 100),
            currency: currency.toLowerCase(),
            payment_intent: `pi_bench_${order.orderId}`,
            metadata: { storeId, orderId: order.orderId },
          },
          accountId,
        );
        const started = performance.now();
        const res = await fetch(`${url}/api/v2/webhooks/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
          body: event.body,
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

/** The figures for a running product at `url` (its Node process `pid`) whose benchmark store holds the orders. */
export async function measurePayments(url, pid, stripeUrl, smsaKey) {
  const authorization = await login(url);
  const call = client(url, authorization);
  const session = await call('GET', '/auth/me');
  const storeId = session.body.data.store.storeId;
  const { currency } = (await call('GET', '/store/settings')).body.data;
  const accountId = await connectStripe(call, stripeUrl);
  const orders = await pendingOrders(call, EVENTS * 2);
  if (orders.length < EVENTS * 2) throw new Error(`only ${orders.length} pending orders`);
  const context = { storeId, accountId, currency };
  const oneAtATime = await sendEvents(url, orders.slice(0, EVENTS), context, 1);
  const tenAtOnce = await sendEvents(url, orders.slice(EVENTS), context, AT_ONCE);
  let paid = 0;
  for (const order of orders) {
    const details = await call('GET', `/order/store-order-details/${order.orderId}`);
    if (details.body.data.status === 'Paid') paid += 1;
  }
  // The order page of one of them: its details, its payments (the card payment just recorded) and its
  // shipment, made with SMSA.
  const shown = orders.find((o) => o.city)?.orderId ?? orders[7].orderId;
  await call('PUT', '/store/shipping-carrier/smsa', { apiKey: smsaKey });
  const shipped = await call('POST', `/order/${shown}/shipments`, { carrier: 'smsa', weightKg: 1, parcels: 1 });
  if (shipped.status !== 201) throw new Error(`no shipment: ${JSON.stringify(shipped.body)}`);
  const get = (route) => ({ url: `${url}/api/v2${route}`, headers: { authorization } });
  return {
    eventToPaidOneAtATime: figures(oneAtATime),
    eventToPaidTenAtOnce: figures(tenAtOnce),
    ordersPaid: paid,
    ordersSent: orders.length,
    orderDetails: await load(get(`/order/store-order-details/${shown}`), pid),
    orderPayments: await load(get(`/order/${shown}/payments`), pid),
    orderShipments: await load(get(`/order/${shown}/shipments`), pid),
  };
}
