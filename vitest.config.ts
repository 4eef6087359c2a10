import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'components/**/*.test.{ts,tsx}', 'theme/**/*.test.{ts,tsx}', 'config/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/fixtures/**'],
    testTimeout: 20_000,
  },
});
