import { defineConfig } from 'vitest/config';

// The report tests and the replica's own test against a streaming replica (`npm run test:replica`,
// run by CI after `.ci/replica start`): DATABASE_URL is the primary's server, TEST_READ_REPLICA_URL
// the replica's (docs/architecture.md "Read replica").
export default defineConfig({
  test: {
    name: 'server-replica',
    root: import.meta.dirname,
    include: ['src/modules/reports/**/*.test.ts', 'test/replica/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
