import { defineConfig } from 'vitest/config';

/**
 * Four projects, run by `npm test` in this order (scripts/test.mjs):
 *  - unit: pure logic beside the code (*.test.ts / *.test.tsx), no I/O.
 *  - integration: *.int.test.ts, against real MongoDB-compatible storage, NATS and Redis
 *    started once by the global setup (containers, or local processes where no Docker engine runs).
 *  - compose: compose-*.int.test.ts, docker-compose.yml itself run scaled (each file starts its
 *    own stack, no global setup); in the integration stage after the other files, alone, since its
 *    timings (a rolling update's sockets back within 5 s) mean nothing while other files load the machine.
 *  - e2e: the whole stack started as the README does, driven over HTTP and in headless Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'services/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          environment: 'node',
          // A safety net for a hung test, not a speed check: a component test's clicks, or a
          // simulation of 3,000 answers, took over 5 s on a loaded machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['packages/**/*.int.test.ts', 'services/**/*.int.test.ts'],
          exclude: ['**/node_modules/**', '**/compose-*.int.test.ts'],
          globalSetup: ['packages/service-kit/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'compose',
          include: ['packages/**/compose-*.int.test.ts', 'services/**/compose-*.int.test.ts'],
          // The stack's own start (images, bundles, eleven containers) is bounded in the file's hooks.
          testTimeout: 600_000,
          hookTimeout: 900_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
