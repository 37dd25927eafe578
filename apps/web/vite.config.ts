import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pageTextsPlugin } from './scripts/page-texts.mjs';

/** The API server the dev server and preview proxy to (`npm run dev` starts it on 3000). */
const server = process.env.SOUQNA_API_URL ?? 'http://localhost:3000';

/**
 * One chunk for what the first screen (the login page) draws with, instead of thirty small ones: the
 * Mantine primitives it uses, and the app's modules the login route's two lazy modules reach by static
 * imports, followed through the module graph at build time (so a pager or a time helper the login page
 * does not use stays with the pages that do, whatever its folder). What those modules use from other
 * packages (the router, i18next, zod/mini, the contracts) comes along; everything else splits as usual.
 * `npm test` checks the page budgets from the build: apps/web/page-budgets.json, docs/decisions.md.
 */
const FIRST_SCREEN_COMPONENTS =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](ActionIcon|Anchor|Button|Center|Group|Input|InputBase|Loader|Paper|PasswordInput|Stack|Text|TextInput|Transition|UnstyledButton)[\\/]/;
const FIRST_SCREEN_ROUTES = ['src/app/layouts/auth-layout.tsx', 'src/features/accounts/pages/login/login-page.tsx'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);
const appSource = fileURLToPath(new URL('./src/', import.meta.url));

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
/** The app's modules (not packages: their barrels re-export everything) the routes import, directly or not. */
function appModulesOf(routes: string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || !id.startsWith(appSource)) return;
    seen.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  routes.forEach(visit);
  // The route modules keep their own small chunks, so the manifest still names them.
  routes.forEach((route) => seen.delete(route));
  return seen;
}
let firstScreenApp: Set<string> | undefined;
const firstScreenGroup = (id: string, graph: ModuleGraph) => {
  firstScreenApp ??= appModulesOf(FIRST_SCREEN_ROUTES, graph);
  return FIRST_SCREEN_COMPONENTS.test(id) || firstScreenApp.has(id) ? 'first-screen' : null;
};

/**
 * public/boot.js is copied as written, comments included: the build writes it minified (it counts in the
 * login page's budget). The source keeps its comments.
 */
const minifyBootScript = {
  name: 'minify-boot-script',
  apply: 'build' as const,
  closeBundle() {
    const file = fileURLToPath(new URL('./dist/boot.js', import.meta.url));
    writeFileSync(file, transformSync(readFileSync(file, 'utf8'), { minify: true, target: 'es2019' }).code);
  },
};

/**
 * react-router's package exports always name its development build (remix-run/react-router#12532):
 * the production build is the same code with its development warnings off, which the minifier drops.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [
    react(),
    pageTextsPlugin(),
    { name: 'first-screen-graph', buildStart: () => void (firstScreenApp = undefined) },
    minifyBootScript,
  ],
  resolve: {
    // The contracts' phone rule imports libphonenumber-js/min; src/lib/phone.ts stands in for it and
    // loads the parser and its metadata only on the pages that read phones (see that file).
    alias: [
      // `@/lib/api.ts` is `src/lib/api.ts`: imports name what they take, not how far up it is.
      { find: /^@\//, replacement: appSource },
      { find: /^libphonenumber-js\/min$/, replacement: fileURLToPath(new URL('./src/lib/phone.ts', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': server, '/dev': server, '/images/uploads': server },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    manifest: true,
    // Every browser the back-office supports knows modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          groups: [{ name: firstScreenGroup, debugName: 'first-screen' }],
        },
      },
    },
  },
}));
