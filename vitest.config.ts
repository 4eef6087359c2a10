import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/**/*.test.ts',
      'components/**/*.test.{ts,tsx}',
      'theme/**/*.test.{ts,tsx}',
      'config/**/*.test.ts',
      'plugins/**/*.test.ts',
      'framework/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'tests/fixtures/**'],
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
  },
});
