// The storefront figures of issue 30, against the 100,000-product benchmark store: its home page, a
// category page, a product page, page 400 of all products and an Arabic search, each drawn on the
// server, 10 connections, 10 s each, exact percentiles and the Node CPU each page cost; and the
// same pages' bytes. `npm run bench -- --only=storefront` fills the store first;
// `node bench/storefront.mjs --url http://localhost:3000 --pid PID` measures a running product that
// holds it. Never a test.
import http from 'node:http';
import { BENCH_STORE, load, runningProduct } from './catalogue.mjs';

/** GET with a Host header (fetch will not send one of its own), the status and the body as text. */
const get = (url, headers) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      })
      .on('error', reject);
  });

/** The benchmark store's host (`bench-….localhost:3000` on this machine), from the link the back-office shows. */
async function storeHostOf(url) {
  const login = await fetch(`${url}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_STORE),
  });
  const { accessToken } = (await login.json()).data;
  const me = await fetch(`${url}/api/v2/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  const link = (await me.json()).data.store.url;
  if (!link) throw new Error('the benchmark store has no link');
  return new URL(link).host;
}

export async function measureStorefront(url, pid) {
  const host = await storeHostOf(url);
  const headers = { host };
  const api = async (path) => JSON.parse((await get(`${url}/api/v2${path}`, headers)).body).data;
  const [category] = await api('/storefront/categories');
  const home = await api('/storefront/home');
  const product = home.products[0];
  const pages = {
    home: '/',
    category: `/categories/${category.id}`,
    product: `/products/${encodeURIComponent(product.slug)}`,
    allProductsPage400: '/products?page=400',
    arabicSearch: `/search?q=${encodeURIComponent('مسك ابيض')}`,
  };
  const figures = { host };
  for (const [name, path] of Object.entries(pages)) {
    const res = await get(`${url}${path}`, headers);
    const html = res.body;
    figures[name] = {
      path,
      status: res.status,
      htmlKB: Math.round(html.length / 102.4) / 10,
      scripts: (html.match(/<script(?! type="application\/ld\+json")/g) ?? []).length,
      ...(await load({ url: `${url}${path}`, headers }, pid)),
    };
  }
  figures.lighthouseMobile = await lighthouseMobile(`http://${host}`, pages);
  return figures;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Lighthouse's mobile run (its default: a mid-range phone, slow 4G, 4× CPU slowdown) on the home, a
 * category and a product page: the four category scores of each, the median of three runs.
 */
async function lighthouseMobile(origin, pages) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  try {
    const scores = {};
    for (const name of ['home', 'category', 'product']) {
      const runs = [];
      for (let i = 0; i < 3; i++) {
        const { lhr } = await lighthouse(`${origin}${pages[name]}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
        });
        runs.push({
          ...Object.fromEntries(categories.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          failed: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        });
      }
      runs.sort((a, b) => a.performance - b.performance);
      scores[name] = runs[1];
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, pid } = runningProduct('storefront.mjs');
  console.log(JSON.stringify(await measureStorefront(url, pid), null, 2));
}
