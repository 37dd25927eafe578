import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the database pool size', () => {
  it('is twice the cores, at least 4, unless DATABASE_POOL_MAX says otherwise', () => {
    expect(loadConfig({}).databasePoolMax).toBe(Math.max(4, 2 * availableParallelism()));
    expect(loadConfig({ DATABASE_POOL_MAX: '7' }).databasePoolMax).toBe(7);
  });

  it('refuses a size that is not a whole number from 1 to 200, naming the variable', () => {
    for (const bad of ['0', '201', '2.5', 'many'])
      expect(() => loadConfig({ DATABASE_POOL_MAX: bad })).toThrow(/DATABASE_POOL_MAX/);
  });
});
