// `npm test`: the phases below in order, stopping at the first that fails, then a table of how
// long each took (the figures CI needs to see where its time goes; no test asserts on them).
// .github/workflows/ci.yml runs the same commands as parallel jobs, and
// tests/site/ci-workflow.test.ts keeps the two lists in step.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const TEST_PHASES = [
  ['types', 'npm run typecheck'],
  ['lint, format, spelling', 'npm run lint'],
  ['unit and fixture tests', 'npm run test:unit'],
  ['site build', 'npm run build'],
  ['search hit rates', 'npm run search:check'],
  ['byte budgets', 'node scripts/bench.mjs --size --no-build'],
  ['300-page scale check', 'node scripts/bench.mjs --scale-check'],
  ['variant build', 'npm run build:variant'],
  ['end-to-end tests', 'npm run test:e2e'],
];

function runPhases() {
  const results = [];
  for (const [name, command] of TEST_PHASES) {
    console.log(`\n▶ ${name}: ${command}`);
    const started = performance.now();
    const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
    results.push({ name, ok: status === 0, ms: performance.now() - started });
    if (status !== 0) break;
  }
  const minutes = (ms) =>
    ms >= 60_000
      ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
      : `${(ms / 1000).toFixed(1)} s`;
  console.log('\n| phase | result | time |\n| --- | --- | --- |');
  for (const { name, ok, ms } of results)
    console.log(`| ${name} | ${ok ? 'ok' : 'FAILED'} | ${minutes(ms)} |`);
  const total = results.reduce((sum, { ms }) => sum + ms, 0);
  console.log(`| total | | ${minutes(total)} |`);
  spawnSync('node scripts/test-summary.mjs', { stdio: 'inherit', shell: true });
  return results.length === TEST_PHASES.length && results.every((r) => r.ok);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exit(runPhases() ? 0 : 1);
