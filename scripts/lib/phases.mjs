// Runs named shell commands, timing each, and prints a table of the phases: the shared engine of
// `npm test` (scripts/test-phases.mjs) and `npm run check` (scripts/check.mjs).
import { spawn } from 'node:child_process';

const duration = (ms) =>
  ms >= 60_000
    ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
    : `${(ms / 1000).toFixed(1)} s`;

const header = ([name, command]) => `\n▶ ${name}: ${command}`;

/** Runs one command; with `buffered`, keeps its output to print once it ends. */
function run(command, { buffered }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, {
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) =>
      resolve({ ok: code === 0, ms: performance.now() - started, output }),
    );
  });
}

/**
 * steps: each a phase, [name, shell command], or a group of phases that run at the same time
 * (their output is printed as each ends, so it never interleaves). With stopAtFailure, the
 * steps after a failed one do not run. Returns true when every phase ran and passed.
 */
export async function runPhases(steps, { stopAtFailure }) {
  const started = performance.now();
  const results = [];
  const phaseCount = steps.flatMap(phasesOf).length;
  for (const step of steps) {
    const group = phasesOf(step);
    const together = group.length > 1;
    if (together)
      console.log(
        `\n▶ at the same time: ${group.map(([name]) => name).join(' · ')}`,
      );
    const finished = await Promise.all(
      group.map(async (phase) => {
        if (!together) console.log(header(phase));
        const result = await run(phase[1], { buffered: together });
        if (together)
          process.stdout.write(`${header(phase)}\n${result.output}`);
        return { name: phase[0], together, ...result };
      }),
    );
    results.push(...finished);
    if (stopAtFailure && finished.some(({ ok }) => !ok)) break;
  }
  console.log('\n| phase | result | time |\n| --- | --- | --- |');
  for (const { name, ok, ms, together } of results)
    console.log(
      `| ${name}${together ? ' ∥' : ''} | ${ok ? 'ok' : 'FAILED'} | ${duration(ms)} |`,
    );
  console.log(`| total (wall) | | ${duration(performance.now() - started)} |`);
  if (results.some(({ together }) => together))
    console.log(
      '\n∥: ran at the same time as the other phases of its step; the total is wall time.',
    );
  return results.length === phaseCount && results.every(({ ok }) => ok);
}

/** The phases of a step: a phase alone, or a group's. */
export function phasesOf(step) {
  return typeof step[0] === 'string' ? [step] : step;
}
