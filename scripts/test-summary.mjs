// Prints one closing line for the whole test run from the vitest and Playwright JSON
// reports: "tests: N passed, N failed" (and skipped when any were).
import { existsSync, readFileSync } from 'node:fs';

const read = (file) =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;

let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}

const e2e = read('reports/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}

console.log(
  `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
