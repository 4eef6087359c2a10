import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/**/*.test.ts',
      'components/**/*.test.{ts,tsx}',
      'theme/**/*.test.{ts,tsx}',
      'config/**/*.test.ts',
      'plugins/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'tests/fixtures/**'],
    // Tests that type-check with the TypeScript compiler load all of @rspress/core's types
    // (Shiki, Rsbuild…): 15–45 s each when several run in parallel.
    testTimeout: 120_000,
  },
});
