// `npm run test:e2e`: builds the product, starts it on a fresh data folder, and runs the browser
// journeys (node:test + playwright-core + Debian's Chromium) against it.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startProduct } from '../../../scripts/product.mjs';
import { startSmsaServer } from '../../server/test/smsa-server.ts';
import { startStripeServer } from '../../server/test/stripe-server.ts';
import { startWhatsappServer } from '../../server/test/whatsapp-server.ts';

const root = path.resolve(import.meta.dirname, '../../..');
if (!process.env.E2E_NO_BUILD) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
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
const product = await startProduct({
  ...stripe.env,
  SMSA_API_BASE: smsa.url,
  WHATSAPP_API_BASE: whatsapp.url,
  // A store's own mail server and its webhooks' receiver are local servers the journeys start.
  MESSAGING_ALLOW_PRIVATE: 'true',
  WEBHOOKS_ALLOW_PRIVATE: 'true',
});
let status = 1;
const wanted = process.argv.slice(2);
try {
  const dir = path.join(import.meta.dirname, 'journeys');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.e2e.ts'))
    // `npm run test:e2e -- products` runs only the journeys whose file name holds one of the words.
    .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
    .map((f) => path.join(dir, f));
  // Spawned without blocking: the local Stripe (and SMSA, WhatsApp) server answers from this process meanwhile.
  const run = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
    stdio: 'inherit',
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
  status = await new Promise((resolve) => run.once('exit', (code) => resolve(code ?? 1)));
} finally {
  if (status !== 0) console.error(`--- server output ---\n${product.output().slice(-4000)}`);
  await product.stop();
  await stripe.close();
  await smsa.close();
  await whatsapp.close();
}
process.exit(status);
