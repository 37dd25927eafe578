import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { pageTextsPlugin } from './scripts/page-texts.mjs';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), pageTextsPlugin()],
  // As in vite.config.ts: `@/…` is `src/…`.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    setupFiles: ['src/test/setup.ts'],
    // Whole pages render in jsdom (a time-zone select has ~400 options): slow on two busy cores.
    testTimeout: 20_000,
  },
});
