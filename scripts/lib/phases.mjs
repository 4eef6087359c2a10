// Runs named shell commands in order, timing each, and prints a table of the phases: the shared
// engine of `npm test` (scripts/test-phases.mjs) and `npm run check` (scripts/check.mjs).
import { spawnSync } from 'node:child_process';

const duration = (ms) =>
  ms >= 60_000
    ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
    : `${(ms / 1000).toFixed(1)} s`;

/**
 * phases: [name, shell command][]. With stopAtFailure, the phases after a failed one do not
 * run. Returns true when every phase ran and passed.
 */
export function runPhases(phases, { stopAtFailure }) {
  const results = [];
  for (const [name, command] of phases) {
    console.log(`\n▶ ${name}: ${command}`);
    const started = performance.now();
    const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
    results.push({ name, ok: status === 0, ms: performance.now() - started });
    if (status !== 0 && stopAtFailure) break;
  }
  console.log('\n| phase | result | time |\n| --- | --- | --- |');
  for (const { name, ok, ms } of results)
    console.log(`| ${name} | ${ok ? 'ok' : 'FAILED'} | ${duration(ms)} |`);
  const total = results.reduce((sum, { ms }) => sum + ms, 0);
  console.log(`| total | | ${duration(total)} |`);
  return results.length === phases.length && results.every(({ ok }) => ok);
}
