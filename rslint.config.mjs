// Lint as the Rspress repository does (its rslint.config.ts): the recommended JavaScript and
// TypeScript rules, type-aware through this project's tsconfig.json.
import { defineConfig, js, ts } from '@rslint/core';

export default defineConfig([
  {
    ignores: [
      '**/*.d.ts',
      '**/doc_build*/**',
      '**/node_modules/**',
      '.tmp/**',
      '.rspress/**',
      'bench-report/**',
      'tests/fixtures/**/doc_build*/**',
    ],
  },
  js.configs.recommended,
  ts.configs.recommended,
  {
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json'] },
    },
  },
]);
