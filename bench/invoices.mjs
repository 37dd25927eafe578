// The invoice figures of issue 16, against the benchmark store (1,000,000 orders): the PDF of an
// order of a few lines (one A4 page) and of a 100-line order made for the run, one at a time (goal
// p95 ≤ 150 ms and ≤ 1 s), the other sizes and English, the files' sizes, and the server's resident
// memory while 10 render at once; the layout editor's preview, and 50 orders printed as one PDF.
// `node bench/invoices.mjs --url URL [--pid PID]` measures a running product whose store is filled.
import { randomUUID } from 'node:crypto';
import { cpuMsOf, rssMb, runningProduct } from './catalogue.mjs';
import { client, login } from './orders.mjs';

const LINES = 100;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** One PDF asked with `init` (GET by default): its time to the last byte, its size and its pages (the PDF's page objects). */
async function timedPdf(url, authorization, path, init = {}) {
  const started = performance.now();
  const res = await fetch(`${url}/api/v2${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: { authorization, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body && JSON.stringify(init.body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (!res.ok || bytes.subarray(0, 5).toString() !== '%PDF-')
    throw new Error(`${path}: ${res.status} ${bytes.toString().slice(0, 200)}`);
  return { ms, bytes: bytes.length, pages: (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length };
}

/** An order's invoice PDF. */
const pdf = (url, authorization, orderId, query) => timedPdf(url, authorization, `/order/${orderId}/invoice?${query}`);

/**
 * `times` asks one after another (after one to warm up): p50, p95, max in ms, the file's size and
 * pages, and with the server's `pid` the CPU each cost it (all its threads, the PDF worker's too:
 * unlike the times, it holds on a machine busy with other work).
 */
async function sequentialOf(ask, times, pid) {
  const first = await ask();
  const ms = [];
  const cpuBefore = pid ? cpuMsOf(pid) : null;
  for (let i = 0; i < times; i += 1) ms.push((await ask()).ms);
  const cpuAfter = pid ? cpuMsOf(pid) : null;
  ms.sort((a, b) => a - b);
  const round = (n) => Number(n.toFixed(1));
  return {
    renders: times,
    firstMs: round(first.ms),
    p50Ms: round(percentile(ms, 50)),
    p95Ms: round(percentile(ms, 95)),
    maxMs: round(ms.at(-1)),
    ...(cpuBefore !== null && cpuAfter !== null ? { cpuMsPerRender: round((cpuAfter - cpuBefore) / times) } : {}),
    kilobytes: Number((first.bytes / 1024).toFixed(1)),
    pages: first.pages,
  };
}

/** An order's invoice, `times` renders one after another. */
const sequential = (url, authorization, orderId, query, times, pid) =>
  sequentialOf(() => pdf(url, authorization, orderId, query), times, pid);

/**
 * `width` renders at once, `rounds` times: their latency, the server's memory before and at its
 * peak, and how long the health call takes meanwhile (the API's other requests wait that long).
 */
async function concurrent(url, authorization, orderId, query, width, rounds, pid) {
  const before = pid ? rssMb(pid) : null;
  let peak = before;
  const sampler = pid ? setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 20) : null;
  const health = [];
  let rendering = true;
  const healthLoop = (async () => {
    while (rendering) {
      const t0 = performance.now();
      await fetch(`${url}/api/v2/health`);
      health.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const ms = [];
  const started = performance.now();
  for (let r = 0; r < rounds; r += 1)
    ms.push(
      ...(await Promise.all(Array.from({ length: width }, () => pdf(url, authorization, orderId, query)))).map((p) => p.ms),
    );
  const seconds = (performance.now() - started) / 1000;
  rendering = false;
  await healthLoop;
  if (sampler) clearInterval(sampler);
  ms.sort((a, b) => a - b);
  health.sort((a, b) => a - b);
  return {
    atOnce: width,
    renders: ms.length,
    p50Ms: Math.round(percentile(ms, 50)),
    p95Ms: Math.round(percentile(ms, 95)),
    perSecond: Number((ms.length / seconds).toFixed(1)),
    rssBeforeMb: before,
    rssPeakMb: peak,
    rssAfterMb: pid ? rssMb(pid) : null,
    healthMeanwhile: {
      calls: health.length,
      p50Ms: Math.round(percentile(health, 50)),
      p95Ms: Math.round(percentile(health, 95)),
    },
  };
}

/** An order of `LINES` products, one of each, made through the cart as the add-order screen makes it. */
async function hundredLineOrder(call) {
  const picked = [];
  for (let page = 1; picked.length < LINES && page <= 5; page += 1) {
    const cards = (await call('POST', `/product/dashboard-product-cards?page=${page}&pageSize=100`, {})).body.data;
    picked.push(...cards.filter((p) => !p.hasViarant && !p.isInfinty).slice(0, LINES - picked.length));
  }
  if (picked.length < LINES) throw new Error(`the store has ${picked.length} simple products, not ${LINES}`);
  const warehouse = (await call('GET', '/product/warehouse-select-main')).body.data.find((w) => w.isMain);
  const customer = (await call('GET', '/merchant/customer/query?page=1&pageSize=1')).body.data[0];
  await call('POST', '/product/stock/update-stock', {
    changes: picked.map((p) => ({ productId: p.productId, warehouseId: warehouse.warehouseId, quantity: 1000 })),
  });
  const sessionId = randomUUID();
  let cartHeaderId;
  for (const p of picked) {
    const cart = await call('POST', `/cart/marchant/cart-details/${sessionId}`, { productId: p.productId, quantity: 1 });
    if (cart.status >= 300) throw new Error(`cart: ${JSON.stringify(cart.body)}`);
    cartHeaderId = cart.body.data.cartHeaderId;
  }
  await call('POST', `/cart/marchant/customer/${sessionId}`, { customerId: customer.id });
  await call('POST', '/cart/marchant/shipping-provider-store/pickup', { cartHeaderId });
  const made = await call('POST', '/order/merchant/manual-order', {
    sessionId,
    idempotencyKey: randomUUID(),
    warehouseId: warehouse.warehouseId,
    paid: true,
    paymentMethod: 'cash',
  });
  if (made.status !== 201) throw new Error(`order: ${JSON.stringify(made.body)}`);
  return made.body.data.orderId;
}

export async function measureInvoices(url, pid) {
  const authorization = await login(url);
  const call = client(url, authorization);
  const [order] = (await call('POST', '/order/store-orders?page=1&pageSize=1', { statuses: ['Completed'] })).body.data;
  const big = await hundredLineOrder(call);
  const fifty = (await call('POST', '/order/store-orders?page=1&pageSize=50', { statuses: ['Completed'] })).body.data.map(
    (o) => o.orderId,
  );
  const saved = (await call('GET', '/pdf/config')).body.data;
  const layout = {
    ...saved,
    display: {
      ...saved.display,
      sku: true,
      barcode: true,
      invoiceBarcode: true,
      description: true,
      weight: true,
      englishInvoice: true,
    },
  };
  return {
    onePageA4Arabic: {
      lines: order.itemsCount,
      ...(await sequential(url, authorization, order.orderId, 'size=a4&lang=ar', 50, pid)),
    },
    onePageA4English: await sequential(url, authorization, order.orderId, 'size=a4&lang=en', 20, pid),
    onePageA5Arabic: await sequential(url, authorization, order.orderId, 'size=a5&lang=ar', 20, pid),
    receiptArabic: await sequential(url, authorization, order.orderId, 'size=receipt&lang=ar', 20, pid),
    hundredLinesA4Arabic: { lines: LINES, ...(await sequential(url, authorization, big, 'size=a4&lang=ar', 20, pid)) },
    // The layout editor's preview (its layout with every picture-free toggle on, barcodes too), on the sample and on the order.
    previewSample: await sequentialOf(
      () => timedPdf(url, authorization, '/pdf/preview', { body: { settings: layout, orderId: null } }),
      20,
      pid,
    ),
    previewOrder: await sequentialOf(
      () => timedPdf(url, authorization, '/pdf/preview', { body: { settings: layout, orderId: order.orderId } }),
      20,
      pid,
    ),
    // The order list's "Print invoices" of 50 orders (the most it takes) as one PDF.
    print50A4Arabic: {
      orders: fifty.length,
      ...(await sequentialOf(
        () => timedPdf(url, authorization, '/order/invoices/print', { body: { orderIds: fifty, size: 'a4', lang: 'ar' } }),
        5,
        pid,
      )),
    },
    tenAtOnceOnePage: await concurrent(url, authorization, order.orderId, 'size=a4&lang=ar', 10, 5, pid),
    tenAtOnceHundredLines: await concurrent(url, authorization, big, 'size=a4&lang=ar', 10, 3, pid),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, pid } = runningProduct('invoices.mjs');
  console.log(JSON.stringify(await measureInvoices(url, pid), null, 2));
}
