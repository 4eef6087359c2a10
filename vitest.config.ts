import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files that mock modules (vi.mock, vi.doMock), spy on shared objects (vi.spyOn), stub
 * globals or timers, or change process.env: each runs in a fresh module graph. Every other file
 * shares its worker's, so TypeScript, Rspress and the site's modules load once per worker rather
 * than once per file (over a minute of imports, summed). tests/site/vitest-isolation.test.ts
 * finds the files that need to be here.
 */
export const ISOLATED = [
  'tests/framework-contract/route-table.test.ts',
  'plugins/page-data-diet/runtime/route-table.test.ts',
  'framework/optimisations.test.ts',
  'tests/framework-claims/plugin-twoslash.test.ts',
];

export const TEST_FILES = [
  'tests/**/*.test.ts',
  'components/**/*.test.{ts,tsx}',
  'theme/**/*.test.{ts,tsx}',
  'config/**/*.test.ts',
  'plugins/**/*.test.ts',
  'framework/**/*.test.ts',
];
export const NOT_TESTS = ['**/node_modules/**', 'tests/fixtures/**'];

export default defineConfig({
  test: {
    // Rspress's browser route runtime imports its build's virtual modules: compiled by vitest
    // (not left to Node), so tests/framework-contract can hand it test routes with vi.doMock.
    server: {
      deps: {
        inline: [
          /@rspress[\\/]core[\\/]dist[\\/]runtime[\\/](route|utils)\.js$/,
        ],
      },
    },
    // Tests that type-check with the TypeScript compiler load all of @rspress/core's types
    // (Shiki, Rsbuild…): 15–45 s each when several run in parallel.
    testTimeout: 120_000,
    // Vitest leaves one core free by default: one worker on a 2-core machine. Most test files
    // wait on a child `rspress build`, so a second worker overlaps those waits (about a fifth off
    // the unit phase there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: TEST_FILES,
          exclude: [...NOT_TESTS, ...ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
