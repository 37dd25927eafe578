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

describe('the key that seals the stores’ secrets', () => {
  const key = Buffer.alloc(32, 3).toString('base64');
  it('is required in production, 32 bytes in base64, with retired keys listed apart', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/ENCRYPTION_KEY: required in production/);
    expect(() => loadConfig({ ...production, ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/ENCRYPTION_KEY: 32 bytes/);
    const config = loadConfig({
      ...production,
      ENCRYPTION_KEY: key,
      ENCRYPTION_KEYS_OLD: ` ${Buffer.alloc(32, 4).toString('base64')} `,
    });
    expect([config.encryptionKey?.length, config.olderEncryptionKeys.length]).toEqual([32, 1]);
    expect(loadConfig({}).encryptionKey).toBeNull();
  });
});
