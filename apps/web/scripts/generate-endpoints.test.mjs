// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contracts from '@souqna/contracts';
import { ENDPOINTS_FILE, ENTRY_ENDPOINTS_FILE, renderEndpoints } from './generate-endpoints.mjs';

describe("the web app's table of API calls", () => {
  it('is what the contracts declare (run `npm run endpoints` after changing a declaration)', () => {
    const { endpoints, entryEndpoints } = renderEndpoints(contracts);
    expect(readFileSync(ENDPOINTS_FILE, 'utf8')).toBe(endpoints);
    expect(readFileSync(ENTRY_ENDPOINTS_FILE, 'utf8')).toBe(entryEndpoints);
  });

  it('names each declared call with its method and path, and marks the ones with a body', () => {
    const { endpoints: text } = renderEndpoints(contracts);
    expect(text).toContain("update: { method: 'PUT', path: '/store-management/tax/:id', body: true },");
    expect(text).toContain("list: { method: 'GET', path: '/store-management/tax' },");
    expect(text).toContain("exportFile: { method: 'GET', path: '/product/export', download: true },");
    expect(text).toContain("preview: { method: 'POST', path: '/product/import/preview', upload: { field: 'file' } },");
    expect(text).not.toMatch(/z\.|zod/);
  });

  it('writes the calls of the sign-in pages apart, and the whole table re-exports them', () => {
    const { endpoints, entryEndpoints } = renderEndpoints(contracts);
    expect(entryEndpoints).toContain("login: { method: 'POST', path: '/auth/login', body: true },");
    expect(entryEndpoints).not.toContain('/store-management/');
    expect(endpoints).toContain("export { accountEndpoints } from './entry-endpoints.ts';");
    expect(endpoints).not.toContain("path: '/auth/login'");
  });
});
