import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { '@': import.meta.dirname } },
  esbuild: { jsx: 'automatic' },
  test: {
    globals: true,
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.tools/**', 'tests/e2e/**', '.next*/**'],
    // clockReader first: it names the file whose code reads the clock (tests/clock/clockReaders.mts).
    setupFiles: ['tests/setup/clockReader.ts', 'tests/setupTests.ts'],
    // A throw-away PostgreSQL for the tests that run on both store engines, and a Redis for the
    // shared page cache.
    globalSetup: [
      'tests/setup/testStore.ts',
      'tests/setup/postgresServer.ts',
      'tests/setup/redisServer.ts',
    ],
    // The live clock never leaks into rules: tests pass `now` explicitly or fake timers.
    env: { TZ: 'UTC' },
    // A busy 2-core machine (issue 28, item 7): a test fails on what it asserts, never on vitest's
    // 5 s default (the OpenAPI schema compile took longer there); waits in tests/setupTests.ts.
    testTimeout: 60_000,
    // Every core: vitest's default leaves one to its main process, which on a 2-core machine halves
    // the run (329 s against 230 s for the whole suite, measured).
    maxWorkers: os.availableParallelism(),
    hookTimeout: 120_000,
  },
});
