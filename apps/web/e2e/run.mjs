// `npm run test:e2e`: builds the product, starts it on a fresh data folder, and runs the browser
// journeys (node:test + playwright-core + Debian's Chromium) against it.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startProduct } from '../../../scripts/product.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
if (!process.env.E2E_NO_BUILD) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const product = await startProduct();
let status = 1;
const wanted = process.argv.slice(2);
try {
  const dir = path.join(import.meta.dirname, 'journeys');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.e2e.ts'))
    // `npm run test:e2e -- products` runs only the journeys whose file name holds one of the words.
    .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
    .map((f) => path.join(dir, f));
  const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: product.url },
  });
  status = run.status ?? 1;
} finally {
  if (status !== 0) console.error(`--- server output ---\n${product.output().slice(-4000)}`);
  await product.stop();
}
process.exit(status);
