// The report figures of issue 13, against the benchmark store with 1,000,000 orders (filled by the
// orders group): each report call over one year and over two years ending today, 10 connections,
// 10 s each, next to the health route. The goal: p95 ≤ 50 ms over a year, ≤ 100 ms over two.
// `node bench/reports.mjs --url URL` measures a running product whose store is filled.
import { load, runningProduct } from './catalogue.mjs';
import { login } from './orders.mjs';

const CALLS = {
  netProfit: '/reports/net-profit',
  revenue: '/charts/revenue',
  citySales: '/reports/city-sales',
  branchSales: '/reports/branch-sales',
  bestSellers: '/reports/best-sellers',
  customers: '/reports/orders-grouped-by-customer',
};

const day = (msAgo) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

export async function measureReports(url, pid) {
  const authorization = await login(url);
  const results = { health: await load({ url: `${url}/api/v2/health` }, pid) };
  for (const [years, label] of [
    [1, 'oneYear'],
    [2, 'twoYears'],
  ]) {
    const range = `startDate=${day(years * 365 * 86_400_000)}&endDate=${day(0)}`;
    results[label] = {};
    for (const [name, path] of Object.entries(CALLS)) {
      const target = `${url}/api/v2${path}?${range}${path.startsWith('/reports/') && name !== 'netProfit' ? '&pageSize=20' : ''}`;
      const first = await fetch(target, { headers: { authorization } });
      if (!first.ok) throw new Error(`${name}: ${first.status} ${await first.text()}`);
      results[label][name] = await load({ url: target, headers: { authorization } }, pid);
    }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, pid } = runningProduct('reports.mjs');
  console.log(JSON.stringify(await measureReports(url, pid), null, 2));
}
