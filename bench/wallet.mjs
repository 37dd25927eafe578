// The wallet figures of issue 15, against the benchmark store with 1,000,000 orders (its ledger: a
// payment per paid order, a refund per refunded one, a provider's fee per card payment, about
// 1,050,000 entries): the wallet page's calls and the transactions list with each filter, 10
// connections, 10 s each (goal p95 ≤ 20 ms); then an export of the newest 100,000 or more entries as
// CSV and as XLSX (and the VAT page's return for this year), its time and the server's resident memory while it streams (goal ≤ 10 s, memory
// that does not grow with the rows).
// `node bench/wallet.mjs --url URL [--pid PID]` measures a running product whose store is filled
// (`--calls=transactions,transactionsPage100` only those calls, without the export).
import { rssMb, load, runningProduct } from './catalogue.mjs';
import { client, login } from './orders.mjs';

const EXPORT_ROWS = 100_000;
const day = (msAgo) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

/** The first day from which the ledger holds at least `rows` entries (the list's exact count by days). */
async function daysFor(call, rows) {
  for (let days = 30; days <= 800; days += 10) {
    const res = await call('GET', `/wallet/transactions?pageSize=1&startDate=${day(days * 86_400_000)}`);
    if (res.body.pagination.total >= rows) return { startDate: day(days * 86_400_000), total: res.body.pagination.total };
  }
  throw new Error(`the ledger holds fewer than ${rows} entries`);
}

/** Downloads the export, counting its bytes and lines as they come and sampling the server's memory. */
async function timedExport(url, authorization, pid, query) {
  const before = pid ? rssMb(pid) : null;
  let peak = before;
  const sampler = pid ? setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 50) : null;
  const started = performance.now();
  const res = await fetch(`${url}/api/v2/wallet/transactions/export?${query}`, { headers: { authorization } });
  if (!res.ok) throw new Error(`export: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  let firstByteMs = null;
  for await (const chunk of res.body) {
    firstByteMs ??= Math.round(performance.now() - started);
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines += 1;
  }
  const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
  if (sampler) clearInterval(sampler);
  return { seconds, firstByteMs, megabytes: Number((bytes / 1e6).toFixed(1)), lines, rssBeforeMb: before, rssPeakMb: peak };
}

export async function measureWallet(url, pid, only) {
  const authorization = await login(url);
  const call = client(url, authorization);
  const someOrder = (await call('POST', '/order/store-orders?page=1&pageSize=1', { statuses: ['Completed'] })).body.data[0];
  const calls = {
    balance: '/wallet/balance',
    balanceHistory30Days: `/wallet/balance-history?startDate=${day(29 * 86_400_000)}&endDate=${day(0)}`,
    payouts: '/wallet/payouts',
    accounts: '/wallet/accounts',
    transactions: '/wallet/transactions?pageSize=10',
    transactionsPage100: '/wallet/transactions?pageSize=10&page=100',
    transactionsRefunds: '/wallet/transactions?pageSize=10&type=order_refund',
    transactionsLastMonth: `/wallet/transactions?pageSize=10&startDate=${day(30 * 86_400_000)}&endDate=${day(0)}`,
    transactionsByOrder: `/wallet/transactions?pageSize=10&orderNumber=${someOrder.number}`,
    transactionsByAmount: '/wallet/transactions?pageSize=10&amountMin=500&amountMax=510',
    transactionsAboveAmount: '/wallet/transactions?pageSize=10&amountMin=100',
    // The VAT page: this year's quarters from the orders and the ledger (no goal of its own).
    vatReturnQuarters: `/store-management/tax/vat-return?year=${new Date().getUTCFullYear()}&period=quarter`,
  };
  const results = { health: await load({ url: `${url}/api/v2/health` }, pid) };
  for (const [name, path] of Object.entries(calls).filter(([name]) => !only || only.includes(name))) {
    const target = `${url}/api/v2${path}`;
    const first = await fetch(target, { headers: { authorization } });
    if (!first.ok) throw new Error(`${name}: ${first.status} ${await first.text()}`);
    const body = await first.json();
    results[name] = { matched: body.pagination?.total, ...(await load({ url: target, headers: { authorization } }, pid)) };
  }
  if (only) return results;
  const { startDate, total } = await daysFor(call, EXPORT_ROWS);
  results.export = {
    entries: total,
    csv: await timedExport(url, authorization, pid, `format=csv&startDate=${startDate}`),
    xlsx: await timedExport(url, authorization, pid, `format=xlsx&startDate=${startDate}`),
  };
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, pid } = runningProduct('wallet.mjs');
  const only = process.argv
    .find((a) => a.startsWith('--calls='))
    ?.slice('--calls='.length)
    .split(',');
  console.log(JSON.stringify(await measureWallet(url, pid, only), null, 2));
}
