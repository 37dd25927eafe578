// `npm run test:e2e`: builds the product if its inputs changed, starts it on fresh data folders, and
// runs the browser journeys (node:test + playwright-core + Debian's Chromium) against them.
//
// The journeys run in lanes (E2E_LANES, default 3): each lane has its own product (its own data
// folder, demo store and port) and runs one journey file at a time, taking the next from a queue
// ordered longest budget first. A journey therefore shares its product only with the journeys of
// its lane, one after another, as it always did: each journey must pass alone on a fresh product
// and after any other (docs/contributing.md "Journeys"). Each journey has a budget in seconds
// (budgets.json); one that runs over it fails the run, so CI's time grows only when a budget is
// raised on purpose. A journey that fails runs once more on its product: passing then, it is
// reported as flaky by name (to be mended), failing again, it fails the run. The end prints each
// journey's time, the total, the slowest five and the wall-clock time.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { startProduct } from '../../../scripts/product.mjs';
import { startSmsaServer } from '../../server/test/smsa-server.ts';
import { startStripeServer } from '../../server/test/stripe-server.ts';
import { startWhatsappServer } from '../../server/test/whatsapp-server.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
const lanes = Math.max(1, Number(process.env.E2E_LANES ?? 3));
const wanted = process.argv.slice(2);
const dir = path.join(import.meta.dirname, 'journeys');
const journeys = readdirSync(dir)
  .filter((f) => f.endsWith('.e2e.ts'))
  // `npm run test:e2e -- products` runs only the journeys whose file name holds one of the words.
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .map((file) => ({ file, name: file.replace(/\.e2e\.ts$/, '') }))
  .map((j) => ({ ...j, budget: budgets.journeys[j.name] ?? budgets.default }))
  .sort((a, b) => b.budget - a.budget || a.name.localeCompare(b.name));

if (!process.env.E2E_NO_BUILD)
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-changed'], { cwd: root, stdio: 'inherit' });
// Card payments run against the local server that answers as Stripe's API does (no internet here).
const stripe = await startStripeServer();
// Shipments run against the local server that answers as SMSA Express's API does.
const SMSA_KEY = 'smsa-e2e-key-0123456789';
const smsa = await startSmsaServer([SMSA_KEY]);
// WhatsApp messages go to the local server that answers as Meta's Cloud API does: one business number,
// its token and approved templates (any recipient, as a live number takes).
const WHATSAPP = { numberId: '106540352242922', token: 'EAAGe2eWhatsappToken0123456789' };
const whatsapp = await startWhatsappServer({
  [WHATSAPP.numberId]: { token: WHATSAPP.token, templates: ['hello_world:en_US', 'order_update:ar', 'order_update:en_US'] },
});
const laneCount = Math.min(lanes, journeys.length);
const products = await Promise.all(
  Array.from({ length: laneCount }, () =>
    startProduct({
      ...stripe.env,
      SMSA_API_BASE: smsa.url,
      WHATSAPP_API_BASE: whatsapp.url,
      // A store's own mail server and its webhooks' receiver are local servers the journeys start.
      MESSAGING_ALLOW_PRIVATE: 'true',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    }),
  ),
);

/** Runs one journey file on `product`; its output is printed whole when it ends, so lanes do not interleave. */
function runJourney(journey, product) {
  const started = performance.now();
  // Spawned without blocking: the local Stripe (and SMSA, WhatsApp) server answers from this process meanwhile.
  const run = spawn(process.execPath, ['--test', '--test-reporter=spec', path.join(dir, journey.file)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      E2E_BASE_URL: product.url,
      E2E_STRIPE_URL: stripe.url,
      E2E_SMSA_URL: smsa.url,
      E2E_SMSA_KEY: SMSA_KEY,
      E2E_WHATSAPP_URL: whatsapp.url,
      E2E_WHATSAPP_NUMBER_ID: WHATSAPP.numberId,
      E2E_WHATSAPP_TOKEN: WHATSAPP.token,
      // The operator's command (`npm run admin`) finds the running product's database from its data folder.
      E2E_DATA_DIR: product.dataDir,
    },
  });
  let output = '';
  run.stdout.on('data', (d) => (output += d));
  run.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) =>
    run.once('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const count = (word) => Number(new RegExp(`^ℹ ${word} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
      process.stdout.write(`\n--- ${journey.name} (${seconds.toFixed(1)} s) ---\n${output}`);
      resolve({ ...journey, seconds, ok: code === 0, passed: count('pass'), failed: count('fail') || (code === 0 ? 0 : 1) });
    }),
  );
}

const results = [];
const started = performance.now();
let failedLane = false;
try {
  const queue = [...journeys];
  await Promise.all(
    products.map(async (product) => {
      for (let journey = queue.shift(); journey; journey = queue.shift()) {
        let result = await runJourney(journey, product);
        if (!result.ok) {
          console.error(`--- ${journey.name} failed; its product's output ---\n${product.output().slice(-4000)}`);
          // Run once more on the same product: a journey that passes then is reported as flaky, by
          // name, at the end (and in CI's log), not hidden; one that fails again fails the run.
          const again = await runJourney(journey, product);
          result = { ...again, flaky: again.ok };
        }
        results.push(result);
      }
    }),
  );
} catch (error) {
  failedLane = true;
  console.error(error);
} finally {
  await Promise.all(products.map((p) => p.stop()));
  await stripe.close();
  await smsa.close();
  await whatsapp.close();
}

const wall = (performance.now() - started) / 1000;
const total = results.reduce((sum, r) => sum + r.seconds, 0);
const overBudget = results.filter((r) => r.seconds > r.budget);
console.log(
  `\n=== journeys: ${results.length} files in ${laneCount} lanes, ${wall.toFixed(0)} s wall, ${total.toFixed(0)} s in all ===`,
);
for (const r of [...results].sort((a, b) => b.seconds - a.seconds)) {
  const mark = !r.ok
    ? 'FAILED'
    : r.seconds > r.budget
      ? 'OVER BUDGET'
      : r.flaky
        ? 'FLAKY: failed, then passed on its second run'
        : '';
  console.log(`${r.name.padEnd(22)} ${r.seconds.toFixed(1).padStart(6)} s of ${String(r.budget).padStart(3)} s  ${mark}`);
}
console.log(
  `slowest five: ${[...results]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 5)
    .map((r) => `${r.name} ${r.seconds.toFixed(0)} s`)
    .join(', ')}`,
);
const flaky = results.filter((r) => r.flaky);
if (flaky.length) console.error(`flaky (failed, then passed on a second run; mend them): ${flaky.map((r) => r.name).join(', ')}`);
for (const r of overBudget)
  console.error(`${r.name} took ${r.seconds.toFixed(1)} s, over its budget of ${r.budget} s (apps/web/e2e/budgets.json)`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`journeys: ${passed} passed, ${failed} failed`);
process.exit(failedLane || failed > 0 || overBudget.length > 0 || results.length < journeys.length ? 1 : 0);
