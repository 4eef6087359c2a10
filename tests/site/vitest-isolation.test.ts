/**
 * Most test files share their worker's module graph (vitest.config.ts, `isolate: false`). A file
 * that mocks a module, spies on a shared object, stubs a global or timers, or changes
 * process.env would leak that into the files after it, so it must be listed in ISOLATED.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { expect, it } from 'vitest';
import { ISOLATED, NOT_TESTS, TEST_FILES } from '../../vitest.config';

const root = path.resolve(__dirname, '../..');

/** What a test file does that reaches beyond its own module graph. */
const LEAKS: [string, RegExp][] = [
  ['mocks a module', /\bvi\.(do)?[mM]ock\(/],
  ['spies on a shared object', /\bvi\.spyOn\(/],
  ['stubs a global or the environment', /\bvi\.stub(Global|Env)\(/],
  ['fakes timers', /\bvi\.useFakeTimers\(/],
  [
    'changes process.env',
    /\bprocess\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|\bdelete process\.env\b|Object\.assign\(process\.env/,
  ],
];

// The files vitest runs, found with the globs of its config (and the glob library vitest uses).
const testFiles = globSync(TEST_FILES, { cwd: root, ignore: NOT_TESTS });

it('finds the test files', () => {
  expect(testFiles.length).toBeGreaterThan(50);
  expect(testFiles).toContain('tests/site/vitest-isolation.test.ts');
});

it('lists in ISOLATED every test file that reaches beyond its own module graph', () => {
  const unlisted = testFiles.flatMap((file) => {
    if (ISOLATED.includes(file)) return [];
    const source = readFileSync(path.join(root, file), 'utf8');
    return LEAKS.filter(([, pattern]) => pattern.test(source)).map(
      ([what]) => `${file} ${what}`,
    );
  });
  expect(unlisted).toEqual([]);
});

it('lists only test files that exist', () => {
  expect(ISOLATED.filter((file) => !testFiles.includes(file))).toEqual([]);
});
