import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test tiers: unit tests beside the code (*.test.ts), integration tests through the real GraphQL endpoint
 * (*.integration-test.ts) on PGlite, and the same again on PostgreSQL when TEST_DATABASE_URL is set.
 * The browser suite lives in e2e/ with its own config.
 */
const integration = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  extends: true,
  test: {
    name,
    include: ['apps/server/test/**/*.integration-test.ts'],
    exclude,
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Vitest's default is one worker fewer than the cores: one on CI's two. Integration tests spend much of their
 * time waiting (PostgreSQL's own process, timers, sockets), so a worker per core keeps both cores busy.
 */
const workers = Math.max(2, availableParallelism());

export default defineConfig({
  resolve: {
    // graphql 16 ships index.mjs and index.js; Node (and so Pothos and Yoga) load index.js, Vite would pick
    // index.mjs, and two copies of graphql refuse each other's types
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    maxWorkers: workers,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.mjs'] },
      },
      // *.postgres.integration-test.ts need several connections or processes on one server: PostgreSQL only
      integration('integration-pglite', { TEST_DB: 'pglite' }, ['**/*.postgres.integration-test.ts', '**/node_modules/**']),
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-postgres', { TEST_DB: 'postgres' })] : []),
    ],
  },
});
