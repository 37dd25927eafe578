import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@souqna/contracts';
import type { Endpoint } from '@souqna/contracts';
import { createTestApp, type TestApp } from './harness.ts';

// Every call of the API is declared once in the contracts and registered from that declaration
// (docs/contributing.md): the OpenAPI document's operations are exactly the declared endpoints, and
// each declares the same method, path, success status and kind of body.
let t: TestApp;
type Operation = {
  requestBody?: { content: Record<string, unknown> };
  responses?: Record<string, unknown>;
  description?: string;
};
let operations: Map<string, Operation>;
/** Outside the declarations on purpose: the load balancer's probe. */
const UNDECLARED = new Set(['GET /health']);

const declared = Object.entries(contracts)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([group, calls]) =>
    Object.entries(calls as Record<string, Endpoint>).map(([call, e]) => ({
      name: `${group}.${call}`,
      key: `${e.method} ${e.path.replace(/:(\w+)/g, '{$1}')}`,
      endpoint: e,
    })),
  );

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.get('/api/v2/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
  operations = new Map(
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path.replace(/^\/api\/v2/, '')}`, op] as const),
    ),
  );
});
afterAll(() => t.close());

describe('the API and its declarations', () => {
  it('registers every declared endpoint once, and nothing that is not declared', () => {
    const keys = declared.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...operations.keys()].filter((key) => !keys.includes(key) && !UNDECLARED.has(key))).toEqual([]);
    expect(keys.filter((key) => !operations.has(key))).toEqual([]);
    expect(keys.length).toBeGreaterThan(100);
  });

  it('answers with the declared success status, and takes the declared body, a file or nothing', () => {
    for (const { name, key, endpoint } of declared) {
      const op = operations.get(key)!;
      const content = Object.keys(op.requestBody?.content ?? {});
      // An upload's body is the multipart stream its handler reads, described in words.
      if (endpoint.upload) expect([content, op.description], name).toEqual([[], expect.stringContaining('multipart/form-data')]);
      else if (endpoint.body) expect(content, name).toContain('application/json');
      else expect(content, name).toEqual([]);
      if (endpoint.download) continue;
      const statuses = [endpoint.status ?? 200].flat().map(String);
      expect(
        Object.keys(op.responses ?? {})
          .filter((s) => s.startsWith('2'))
          .sort(),
        name,
      ).toEqual(statuses.sort());
    }
  });
});
