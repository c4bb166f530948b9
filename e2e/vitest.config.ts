import { defineConfig } from 'vitest/config';

/** Browser tests: one server with fresh demo data for the whole run, one Chromium per test file. */
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // the server and Chromium share two cores; files run one after another
    fileParallelism: false,
  },
});
