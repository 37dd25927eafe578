// The report figures of issue 13, against the benchmark store with 1,000,000 orders (filled by the
// orders group): each report call over one year and over two years ending today, 10 connections,
// 10 s each, next to the health route, and the home's dashboard calls. The goal: p95 ≤ 50 ms over a
// year, ≤ 100 ms over two. The first call of each is timed apart (`firstMs`: it may load the sales copy
// in memory).
// `node bench/reports.mjs --url URL` measures a running product whose store is filled
// (`--calls=citySales,productsByCover` only those report calls, without the dashboard's).
import { load, runningProduct } from './catalogue.mjs';
import { login } from './orders.mjs';

/** Each report call over the range, the grouped ones a page of 20 (the reports page's first page). */
const CALLS = {
  netProfit: '/reports/net-profit',
  revenue: '/charts/revenue',
  customerMix: '/charts/customers',
  citySales: '/reports/city-sales?pageSize=20',
  branchSales: '/reports/branch-sales?pageSize=20',
  categories: '/reports/orders-grouped-by-category?pageSize=20',
  bestSellers: '/reports/best-sellers?pageSize=20',
  productsByOrders: '/reports/orders-grouped-by-product?pageSize=20',
  // A deep page (the 781st to 800th products) must cost what the first does.
  productsByOrdersPage40: '/reports/orders-grouped-by-product?pageSize=20&page=40',
  mostProfitable: '/reports/most-profitable?pageSize=20',
  customers: '/reports/orders-grouped-by-customer?pageSize=20',
  productsPerformance: '/reports/products-performance?pageSize=20',
  productsByStock: '/reports/products-performance?pageSize=20&sortBy=stock',
  productsByCover: '/reports/products-performance?pageSize=20&sortBy=coverDays&sortDir=asc',
  // A search (one product kind in sixteen: some 6,000 products), the name sorts (names read in
  // order from PostgreSQL), and a sort the copy does not hold (PostgreSQL's sums).
  productsSearched: `/reports/orders-grouped-by-product?pageSize=20&searchText=${encodeURIComponent('مسك')}`,
  productsByName: '/reports/orders-grouped-by-product?pageSize=20&sortBy=name&sortDir=asc',
  productsByNameLast: '/reports/orders-grouped-by-product?pageSize=20&sortBy=name&sortDir=desc',
  customersByName: '/reports/orders-grouped-by-customer?pageSize=20&sortBy=name&sortDir=asc',
  customersSearched: '/reports/orders-grouped-by-customer?pageSize=20&searchText=0501',
  productsByDiscount: '/reports/orders-grouped-by-product?pageSize=20&sortBy=discount',
  taxInvoice: '/reports/tax-invoice?pageSize=20',
  taxInvoiceByStatus: '/reports/tax-invoice?pageSize=20&sortBy=status',
  availability: '/reports/availability-notifications?pageSize=20',
  abandonedCarts: '/reports/abandoned-carts?pageSize=20',
  abandonedCartsByValue: '/reports/abandoned-carts?pageSize=20&sortBy=value',
};

/** The home's calls, whose range is their own (today, this week, this month; the periods asked). */
const DASHBOARD = {
  quickSummary: { path: '/dashbor-summary/quick-summary' },
  salesSummaryByMonth: { path: '/dashbor-summary/sales-summary?sortBy=month', method: 'POST', body: '{}' },
  abandonedCartWidget: { path: '/dashbor-summary/abandoned-cart?page=1&pageSize=6' },
};

const day = (msAgo) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

export async function measureReports(url, pid, calls = Object.keys(CALLS)) {
  const authorization = await login(url);
  const results = { health: await load({ url: `${url}/api/v2/health` }, pid) };
  for (const [years, label] of [
    [1, 'oneYear'],
    [2, 'twoYears'],
  ]) {
    const range = `startDate=${day(years * 365 * 86_400_000)}&endDate=${day(0)}`;
    results[label] = {};
    for (const [name, path] of Object.entries(CALLS).filter(([name]) => calls.includes(name))) {
      const target = `${url}/api/v2${path}${path.includes('?') ? '&' : '?'}${range}`;
      // The first call is timed on its own: it loads the copy in memory when it is the first to need it.
      const started = performance.now();
      const first = await fetch(target, { headers: { authorization } });
      if (!first.ok) throw new Error(`${name}: ${first.status} ${await first.text()}`);
      const firstMs = Math.round(performance.now() - started);
      results[label][name] = { firstMs, ...(await load({ url: target, headers: { authorization } }, pid)) };
    }
  }
  if (calls.length < Object.keys(CALLS).length) return results;
  results.dashboard = {};
  for (const [name, call] of Object.entries(DASHBOARD)) {
    const headers = { authorization, ...(call.body ? { 'content-type': 'application/json' } : {}) };
    const request = { url: `${url}/api/v2${call.path}`, method: call.method ?? 'GET', headers, body: call.body };
    const first = await fetch(request.url, request);
    if (!first.ok) throw new Error(`${name}: ${first.status} ${await first.text()}`);
    results.dashboard[name] = await load(request, pid);
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, pid } = runningProduct('reports.mjs');
  const calls = process.argv
    .find((a) => a.startsWith('--calls='))
    ?.slice('--calls='.length)
    .split(',');
  console.log(JSON.stringify(await measureReports(url, pid, calls), null, 2));
}
