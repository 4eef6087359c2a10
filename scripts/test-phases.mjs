// `npm test`: the steps below in order, stopping at the first that fails, then a table of how
// long each phase took (the figures CI needs to see where its time goes; no test asserts on
// them). A step of several phases runs them at the same time: a build alone keeps about one and a
// half of two cores busy (its rendering stage is single-threaded), so the builds, and then the
// checks that read them, go side by side. The type check and the lint do not gain from it: side
// by side, they took 37 s against 31 s one after the other.
// .github/workflows/ci.yml runs the same commands as parallel jobs, and
// tests/site/ci-workflow.test.ts keeps the two lists in step.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { phasesOf, runPhases } from './lib/phases.mjs';

export const TEST_STEPS = [
  ['types', 'npm run typecheck'],
  ['lint, format, spelling', 'npm run lint'],
  ['unit and fixture tests', 'npm run test:unit'],
  [
    ['site build', 'npm run build'],
    ['variant build', 'npm run build:variant'],
    [
      'builds for the byte budgets and the 300-page scale check',
      'node scripts/bench.mjs --prebuild',
    ],
  ],
  [
    ['search hit rates', 'npm run search:check'],
    ['byte budgets', 'node scripts/bench.mjs --size --no-build'],
    ['300-page scale check', 'node scripts/bench.mjs --scale-check --no-build'],
  ],
  ['end-to-end tests', 'npm run test:e2e'],
];

/** Every phase of `npm test`, in order. */
export const TEST_PHASES = TEST_STEPS.flatMap(phasesOf);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const passed = await runPhases(TEST_STEPS, { stopAtFailure: true });
  spawnSync('node scripts/test-summary.mjs', { stdio: 'inherit', shell: true });
  process.exit(passed ? 0 : 1);
}
