// Builds the web app (Vite, then precompressed) and the server bundle (esbuild). With --if-changed,
// a part whose inputs hash the same as at its last build is skipped, so a second `npm start` serves
// within a second or two instead of rebuilding. `--only=web` (or `server`) builds that part alone
// (`npm run test:budgets` builds only the web app, and only when its inputs changed).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const onlyIfChanged = process.argv.includes('--if-changed');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

function hashOf(inputs) {
  const hash = createHash('sha256');
  const walk = (p) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p).sort()) if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name));
    } else {
      hash.update(path.relative(root, p)).update(readFileSync(p));
    }
  };
  for (const input of inputs) walk(path.join(root, input));
  return hash.digest('hex');
}

const shared = ['package-lock.json', 'packages/contracts/src', 'tsconfig.base.json'];
const parts = [
  {
    key: 'web',
    name: 'web app',
    stamp: 'apps/web/dist/.build-hash',
    inputs: [
      ...shared,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
    run: () => {
      execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
      execFileSync(process.execPath, ['scripts/precompress.mjs', 'apps/web/dist'], { cwd: root, stdio: 'inherit' });
    },
  },
  {
    key: 'server',
    name: 'server',
    stamp: 'apps/server/dist/.build-hash',
    inputs: [...shared, 'apps/storefront/src', 'apps/server/src', 'apps/server/scripts', 'apps/server/package.json'],
    run: () => execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' }),
  },
];

for (const part of parts.filter((p) => !only || p.key === only)) {
  const hash = hashOf(part.inputs);
  const stamp = path.join(root, part.stamp);
  if (onlyIfChanged && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${part.name}: up to date`);
    continue;
  }
  part.run();
  writeFileSync(stamp, hash);
}
