import { describe, expect, it } from 'vitest';
import { pdfWorkerReactBuild } from './render.ts';

// The PDF worker draws with React's production build (docs/decisions.md "Invoices"): the
// development build, which the server's default NODE_ENV and the tests' `test` load, took a 100-line
// invoice from 386 to 904 ms p95 (bench/invoices.mjs).
describe('the PDF worker', () => {
  it("draws with React's production build, whatever NODE_ENV the server runs with", async () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    expect(await pdfWorkerReactBuild()).toBe('production');
  });
});
