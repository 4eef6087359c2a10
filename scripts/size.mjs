// `npm run size`: first-load bytes of a doc page with and without our theme layer, and the
// budget check (the layer may add at most 15 KB gzip of JS+CSS). Builds both variants.
import { spawnSync } from 'node:child_process';
import { jsCssGzip, measureFirstLoad } from './lib/first-load.mjs';

const BUDGET_BYTES = 15 * 1024;
const PAGES = ['guide/start/introduction.html', 'zh/guide/start/introduction.html', 'index.html'];

function build(args, label) {
  console.log(`Building ${label}…`);
  const result = spawnSync('npx', ['rspress', 'build', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    console.error(`Build of ${label} failed.`);
    process.exit(1);
  }
}

if (!process.argv.includes('--no-build')) {
  build([], 'the site');
  build(['-c', 'scripts/baseline.config.ts'], 'the baseline (default theme only)');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let failed = false;
console.log('\nFirst load, JS + CSS (gzip), inline scripts included:\n');
console.log('| page | default theme | with our layer | added | budget |');
console.log('| --- | --- | --- | --- | --- |');
for (const page of PAGES) {
  const base = jsCssGzip(measureFirstLoad('doc_build_baseline', page));
  const layer = jsCssGzip(measureFirstLoad('doc_build', page));
  const added = layer - base;
  const ok = added <= BUDGET_BYTES;
  failed ||= !ok && page !== 'index.html';
  console.log(`| /${page.replace(/(index)?\.html$/, '')} | ${kb(base)} | ${kb(layer)} | ${kb(added)} | ${ok ? 'pass' : 'FAIL'} (≤ ${kb(BUDGET_BYTES)}) |`);
}
process.exit(failed ? 1 : 0);
