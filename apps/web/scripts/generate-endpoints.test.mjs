// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contracts from '@souqna/contracts';
import { ENDPOINTS_FILE, renderEndpoints } from './generate-endpoints.mjs';

describe("the web app's table of API calls", () => {
  it('is what the contracts declare (run `npm run endpoints` after changing a declaration)', () => {
    expect(readFileSync(ENDPOINTS_FILE, 'utf8')).toBe(renderEndpoints(contracts));
  });

  it('names each declared call with its method and path, and marks the ones with a body', () => {
    const text = renderEndpoints(contracts);
    expect(text).toContain("update: { method: 'PUT', path: '/store-management/tax/:id', body: true },");
    expect(text).toContain("list: { method: 'GET', path: '/store-management/tax' },");
    expect(text).not.toMatch(/z\.|zod/);
  });
});
