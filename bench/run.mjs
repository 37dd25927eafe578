// `npm run bench`: the figures each issue names, measured against the built product on this machine.
// Never a test: it reports numbers and writes bench/results/latest.json.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { readBudgets } from '../apps/web/scripts/page-budgets.mjs';
import { startProduct } from '../scripts/product.mjs';
import { BENCH_PRODUCTS, fillDataset, measureCatalogue } from './catalogue.mjs';
import { fillOrders, measureOrders } from './orders.mjs';
import { measurePayments } from './payments.mjs';
import { measureWallet } from './wallet.mjs';
import { measureInvoices } from './invoices.mjs';
import { measureReports } from './reports.mjs';
import { measureWebhooks } from './webhooks.mjs';
import { measureStorefront } from './storefront.mjs';
import { startSmsaServer } from '../apps/server/test/smsa-server.ts';
import { startStripeServer } from '../apps/server/test/stripe-server.ts';
import { measureUploads } from './upload.mjs';
import { keepFigures } from './results.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const budgets = readBudgets();
const results = {};

if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
// Card payments answer from the local server that answers as Stripe does (bench/payments.mjs).
const stripe = await startStripeServer();
// Shipments answer from the local server that answers as SMSA does (bench/payments.mjs).
const SMSA_KEY = 'smsa-bench-key-0123456789';
const smsa = await startSmsaServer([SMSA_KEY]);
// Webhooks go to the bench's own receiver on 127.0.0.1 (bench/webhooks.mjs).
const product = await startProduct({ ...stripe.env, SMSA_API_BASE: smsa.url, WEBHOOKS_ALLOW_PRIVATE: 'true' });
try {
  // `--only=first-screen,lighthouse,login,upload,catalogue,storefront,orders,payments,wallet,invoices,reports,webhooks` measures only those figures.
  const only = process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const wants = (name) => !only || only.includes(name);
  if (wants('first-screen')) {
    results.loginPageJs = {
      ar: await loginPageJavaScript(product.url, 'ar-SA'),
      en: await loginPageJavaScript(product.url, 'en-US'),
    };
    results.homeJs = {
      ar: await signedInJavaScript(product.url, 'ar-SA', '/home', 'h1'),
      en: await signedInJavaScript(product.url, 'en-US', '/home', 'h1'),
    };
    results.storeSettingsJs = {
      ar: await signedInJavaScript(product.url, 'ar-SA', '/store-setting', '[role="tab"]'),
      en: await signedInJavaScript(product.url, 'en-US', '/store-setting', '[role="tab"]'),
    };
  }
  if (wants('lighthouse')) results.lighthouse = await lighthouseDesktop(product.url);
  if (wants('login')) results.login = await loginVersusHealth(product.url);
  if (wants('upload')) results.upload = await measureUploads(product.url);
  if (wants('catalogue')) {
    const seconds = fillDataset(product.dataDir);
    results.catalogue = { datasetSeconds: seconds, ...(await measureCatalogue(product.url, product.pid)) };
  }
  if (wants('storefront')) {
    const seconds = fillDataset(product.dataDir);
    results.storefront = { datasetSeconds: seconds, ...(await measureStorefront(product.url, product.pid)) };
  }
  if (wants('orders')) {
    const seconds = fillOrders(product.dataDir, BENCH_PRODUCTS);
    results.orders = { datasetSeconds: seconds, ...(await measureOrders(product.url, product.pid)) };
  }
  if (wants('payments')) {
    const seconds = fillOrders(product.dataDir, BENCH_PRODUCTS);
    results.payments = { datasetSeconds: seconds, ...(await measurePayments(product.url, product.pid, stripe.url, SMSA_KEY)) };
  }
  if (wants('wallet')) {
    const seconds = fillOrders(product.dataDir, BENCH_PRODUCTS);
    results.wallet = { datasetSeconds: seconds, ...(await measureWallet(product.url, product.pid)) };
  }
  if (wants('invoices')) {
    const seconds = fillOrders(product.dataDir, BENCH_PRODUCTS);
    results.invoices = { datasetSeconds: seconds, ...(await measureInvoices(product.url, product.pid)) };
  }
  if (wants('reports')) {
    const seconds = fillOrders(product.dataDir, BENCH_PRODUCTS);
    results.reports = { datasetSeconds: seconds, ...(await measureReports(product.url, product.pid)) };
  }
  if (wants('webhooks')) {
    const seconds = fillOrders(product.dataDir, BENCH_PRODUCTS);
    results.webhooks = { datasetSeconds: seconds, ...(await measureWebhooks(product.url, product.pid)) };
  }
} finally {
  await product.stop();
  await stripe.close();
  await smsa.close();
}
console.log(JSON.stringify(results, null, 2));
await keepFigures(results);

/**
 * Every script /auth/login loads for a browser in `locale`, gzip-compressed (level 9) as a browser would
 * receive it. The budgets are apps/web/page-budgets.json's, which `npm run test:budgets` checks from the build.
 */
function loginPageJavaScript(url, locale) {
  return pageJavaScript(url, locale, '/auth/login', 'input[type="password"]', budgets['/auth/login'].budgetKB);
}

/**
 * Every script `pagePath` loads, from a cold start, for the demo merchant already signed in
 * (the session the login page would have stored), until `readySelector` shows.
 */
async function signedInJavaScript(url, locale, pagePath, readySelector) {
  const res = await fetch(`${url}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@store.test', password: 'Demo@12345' }),
  });
  const session = JSON.stringify((await res.json()).data);
  return pageJavaScript(url, locale, pagePath, readySelector, budgets[pagePath].budgetKB, session);
}

async function pageJavaScript(url, locale, pagePath, readySelector, budgetKB, session) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  const context = await browser.newContext({ locale });
  if (session) await context.addInitScript((value) => localStorage.setItem('souqna-session', value), session);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push({ url: res.url(), body: await res.body().catch(() => Buffer.alloc(0)) });
  });
  await page.goto(`${url}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForSelector(readySelector);
  await browser.close();
  const files = scripts.map((s) => ({
    file: new URL(s.url).pathname,
    raw: s.body.length,
    gzip: gzipSync(s.body, { level: 9 }).length,
  }));
  const kb = (n) => Math.round((n / 1024) * 10) / 10;
  return {
    files: files.length,
    rawKB: kb(files.reduce((a, f) => a + f.raw, 0)),
    gzipKB: kb(files.reduce((a, f) => a + f.gzip, 0)),
    ...(budgetKB ? { budgetKB } : {}),
    largest: files
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((f) => `${f.file} ${kb(f.gzip)} KB`),
  };
}

async function lighthouseDesktop(url) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_ARGS });
  try {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const result = await lighthouse(
        `${url}/auth/login`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        desktopConfig,
      );
      const a = result.lhr.audits;
      runs.push({
        score: Math.round(result.lhr.categories.performance.score * 100),
        fcpMs: Math.round(a['first-contentful-paint'].numericValue),
        lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(a['total-blocking-time'].numericValue),
        cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    }
    return { runs, medianScore: runs.map((r) => r.score).sort((a, b) => a - b)[1], goal: 95 };
  } finally {
    await chrome.kill();
  }
}

async function cannon(opts) {
  const r = await autocannon({ connections: 10, duration: 10, ...opts });
  return {
    reqPerSec: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p95ms: r.latency.p97_5 ?? r.latency.p90,
    p99ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** Login (argon2id verify, session rows) next to the plain health route, same run, 10 connections. */
async function loginVersusHealth(url) {
  const health = await cannon({ url: `${url}/api/v2/health` });
  const login = await cannon({
    url: `${url}/api/v2/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'souqna-bench' },
    body: JSON.stringify({ email: 'demo@store.test', password: 'Demo@12345' }),
  });
  return {
    health,
    login,
    throughputRatio: Number((login.reqPerSec / health.reqPerSec).toFixed(3)),
    p99Ratio: Number((login.p99ms / Math.max(health.p99ms, 1)).toFixed(1)),
  };
}
