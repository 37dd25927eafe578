import { describe, expect, it } from 'vitest';
import { pdfWorkerReactBuild } from './render.ts';

// The PDF worker draws with React's production build (docs/decisions.md "Invoices"), not the
// development build the server's default NODE_ENV and the tests' `test` would load.
describe('the PDF worker', () => {
  it("draws with React's production build, whatever NODE_ENV the server runs with", async () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    expect(await pdfWorkerReactBuild()).toBe('production');
  });
});
