import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server the dev server and preview proxy to (`npm run dev` starts it on 3000). */
const server = process.env.SOUQNA_API_URL ?? 'http://localhost:3000';

/**
 * One chunk for what the first screen (the login page) draws with, instead of thirty small ones:
 * the Mantine primitives it uses and the app's small shared modules. Their own dependencies (the
 * router, i18next, zod, the contracts) come along. Everything else splits as usual. Measure with
 * `npm run measure:login -w apps/web` after a build (budget 180 KB gzip).
 */
const FIRST_SCREEN_COMPONENTS =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](ActionIcon|Anchor|Button|Center|Group|Input|InputBase|Loader|Paper|PasswordInput|Stack|Text|TextInput|Transition|UnstyledButton)[\\/]/;
const FIRST_SCREEN_APP =
  /apps[\\/]web[\\/]src[\\/](lib[\\/](?!query-|notify-show|upload-request)|app[\\/]guard[\\/]|app[\\/]components[\\/](?!coming-soon)|features[\\/]auth[\\/](api\.ts|components[\\/](auth-heading|form-failure|ltr-field|wait-notice)))/;
const isFirstScreen = (id: string) => FIRST_SCREEN_COMPONENTS.test(id) || FIRST_SCREEN_APP.test(id);

/**
 * react-router's package exports always name its development build (remix-run/react-router#12532):
 * the production build is the same code with its development warnings off, which the minifier drops.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    // The contracts' phone rule imports libphonenumber-js/min; src/lib/phone.ts stands in for it and
    // loads the parser and its metadata only on the pages that read phones (see that file).
    alias: [
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
        codeSplitting: {
          groups: [{ name: 'first-screen', test: isFirstScreen }],
        },
      },
    },
  },
}));
