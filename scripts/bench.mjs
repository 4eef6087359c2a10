// `npm run bench`: builds and measures the site, checks the budgets, and writes the report to
// bench-report/report.md (also printed). Not a test: figures vary with the machine; the
// budgets are what must hold. See README "Benchmark".
//
//   node scripts/bench.mjs [--runs 3] [--skip-lighthouse]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { ensureChromium } from './chromium.mjs';
import { jsCssGzip, measureFirstLoad } from './lib/first-load.mjs';
import { peakMemoryOf } from './lib/peak-memory.mjs';
import { createStaticServer } from './static-server.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, 'skip-lighthouse': { type: 'boolean', default: false } },
});
const RUNS = Number(options.runs);
const OUT_DIR = 'doc_build_bench';
const BASELINE_DIR = 'doc_build_baseline';
const SERVE_PORT = 4390;
const DEV_PORT = 4391;
const ORIGIN = `http://127.0.0.1:${SERVE_PORT}`;
const PAGES = [
  { label: 'home (en)', path: '/', file: 'index.html' },
  { label: 'home (zh)', path: '/zh/', file: 'zh/index.html' },
  { label: 'doc (en)', path: '/guide/start/introduction', file: 'guide/start/introduction.html' },
  { label: 'doc (zh)', path: '/zh/guide/start/introduction', file: 'zh/guide/start/introduction.html' },
];
const BUDGET = { layerBytes: 15 * 1024, mobilePerformance: 95, otherCategories: 100, cls: 0 };

const executable = ensureChromium();
const isRoot = process.getuid?.() === 0;
const chromeFlags = ['--headless=new', '--disable-gpu', '--disable-background-networking', ...(isRoot ? ['--no-sandbox'] : [])];
const report = [];
const budgets = [];
const log = (line) => console.error(line);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const check = (name, ok, detail) => budgets.push({ name, ok, detail });

/** Runs `rspress build` with the given extra env and arguments; returns wall time and peak RSS. */
async function timedBuild(label, env = {}, args = []) {
  log(`build: ${label}`);
  const started = performance.now();
  const child = spawn(process.execPath, ['node_modules/@rspress/core/bin/rspress.js', 'build', ...args], {
    env: { ...process.env, DOCS_OUT_DIR: OUT_DIR, DOCS_SITE_ORIGIN: ORIGIN, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const peak = peakMemoryOf(child.pid);
  const status = await new Promise((resolve) => child.on('close', resolve));
  const wall = performance.now() - started;
  const peakBytes = peak.stop();
  if (status !== 0) throw new Error(`${label} failed with exit code ${status}`);
  return { wall, peakBytes };
}

async function measureBuilds() {
  rmSync('node_modules/.cache', { recursive: true, force: true });
  const cold = await timedBuild('cold, empty persistent cache');
  const warm = await timedBuild('again, with the persistent cache');
  report.push(
    '## Production build',
    '',
    '| run | wall time | peak memory (RSS, build process tree) |',
    '| --- | --- | --- |',
    `| cold (no cache) | ${seconds(cold.wall)} | ${(cold.peakBytes / 2 ** 20).toFixed(0)} MiB |`,
    `| with persistent cache | ${seconds(warm.wall)} | ${(warm.peakBytes / 2 ** 20).toFixed(0)} MiB |`,
    '',
    `Pages built: ${readdirRecursive(OUT_DIR).filter((file) => file.endsWith('.html')).length} HTML files.`,
    '',
  );
}

function readdirRecursive(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? readdirRecursive(path.join(dir, entry.name)).map((file) => path.join(entry.name, file)) : [entry.name],
  );
}

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes('__rspress_root')) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function measureDevServer() {
  log('dev server: start and hot update');
  const page = 'docs/en/guide/start/introduction.mdx';
  const original = readFileSync(page, 'utf8');
  const started = performance.now();
  const dev = spawn(process.execPath, ['node_modules/@rspress/core/bin/rspress.js', 'dev', '--port', String(DEV_PORT)], {
    env: { ...process.env, PORT: String(DEV_PORT) },
    stdio: ['ignore', 'ignore', 'ignore'],
    detached: true,
  });
  const url = `http://127.0.0.1:${DEV_PORT}/guide/start/introduction`;
  const browser = await chromium.launch({ executablePath: executable, args: chromeFlags.filter((flag) => flag !== '--headless=new') });
  try {
    await waitForHttp(url, 180_000);
    const firstServed = performance.now() - started;
    const tab = await browser.newPage();
    await tab.goto(url, { waitUntil: 'networkidle', timeout: 180_000 });
    const firstShown = performance.now() - started;
    const marker = `Bench marker ${Date.now()}`;
    const saved = performance.now();
    writeFileSync(page, `${original}\n${marker}\n`);
    await tab.getByText(marker).waitFor({ timeout: 60_000 });
    const hotUpdate = performance.now() - saved;
    report.push(
      '## Dev server',
      '',
      '| measure | time |',
      '| --- | --- |',
      `| start → first page served (HTTP 200) | ${seconds(firstServed)} |`,
      `| start → first page rendered in the browser | ${seconds(firstShown)} |`,
      `| save an MDX file → change visible in the browser | ${seconds(hotUpdate)} |`,
      '',
    );
  } finally {
    writeFileSync(page, original);
    await browser.close();
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      dev.kill('SIGTERM');
    }
  }
}

function measureBytes() {
  log('first-load bytes');
  report.push(
    '## First load',
    '',
    '| page | HTML raw / gzip | JS raw / gzip | CSS raw / gzip | inline JS gzip |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const { label, file } of PAGES) {
    const t = measureFirstLoad(OUT_DIR, file);
    report.push(
      `| ${label} | ${kb(t.html.raw)} / ${kb(t.html.gzip)} | ${kb(t.js.raw)} / ${kb(t.js.gzip)} | ${kb(t.css.raw)} / ${kb(t.css.gzip)} | ${kb(t.inlineJs.gzip)} |`,
    );
  }
  const indexes = readdirSync(path.join(OUT_DIR, 'static')).filter((file) => file.startsWith('search_index'));
  report.push('', '| local search index | size |', '| --- | --- |');
  for (const file of indexes) report.push(`| ${file} | ${kb(statSync(path.join(OUT_DIR, 'static', file)).size)} |`);

  spawnSync(process.execPath, ['node_modules/@rspress/core/bin/rspress.js', 'build', '-c', 'scripts/baseline.config.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DOCS_SITE_ORIGIN: ORIGIN },
  });
  report.push('', '| doc page, JS + CSS gzip | default theme only | with our layer | added |', '| --- | --- | --- | --- |');
  for (const { label, file } of PAGES.filter((page) => page.label.startsWith('doc'))) {
    const base = jsCssGzip(measureFirstLoad(BASELINE_DIR, file));
    const layer = jsCssGzip(measureFirstLoad(OUT_DIR, file));
    report.push(`| ${label} | ${kb(base)} | ${kb(layer)} | ${kb(layer - base)} |`);
    check(`theme layer adds ≤ 15 KB gzip JS+CSS to ${label}`, layer - base <= BUDGET.layerBytes, kb(layer - base));
  }
  report.push('');
}

async function measureLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  log(`lighthouse: ${PAGES.length} pages × mobile/desktop × ${RUNS} runs`);
  const server = createStaticServer(path.resolve(OUT_DIR));
  await new Promise((resolve) => server.listen(SERVE_PORT, '127.0.0.1', resolve));
  const chrome = await chromeLauncher.launch({ chromePath: executable, chromeFlags });
  const rows = [];
  try {
    for (const formFactor of ['mobile', 'desktop']) {
      for (const page of PAGES) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(
            `${ORIGIN}${page.path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          const { categories, audits } = result.lhr;
          runs.push({
            performance: categories.performance.score * 100,
            accessibility: categories.accessibility.score * 100,
            bestPractices: categories['best-practices'].score * 100,
            seo: categories.seo.score * 100,
            lcp: audits['largest-contentful-paint'].numericValue,
            tbt: audits['total-blocking-time'].numericValue,
            cls: audits['cumulative-layout-shift'].numericValue,
          });
        }
        const pick = (key) => median(runs.map((entry) => entry[key]));
        rows.push({ formFactor, label: page.label, ...Object.fromEntries(Object.keys(runs[0]).map((key) => [key, pick(key)])) });
      }
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  report.push(
    `## Lighthouse (median of ${RUNS} runs)`,
    '',
    '| form factor | page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.formFactor} | ${row.label} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} |`,
    ),
    '',
  );
  for (const row of rows) {
    const where = `${row.formFactor}, ${row.label}`;
    check(`CLS ${BUDGET.cls} (${where})`, row.cls <= BUDGET.cls, row.cls.toFixed(3));
    if (row.formFactor === 'mobile') {
      check(`performance ≥ ${BUDGET.mobilePerformance} (${where})`, row.performance >= BUDGET.mobilePerformance, String(row.performance));
      for (const [key, name] of [['accessibility', 'accessibility'], ['bestPractices', 'best practices'], ['seo', 'SEO']]) {
        check(`${name} ${BUDGET.otherCategories} (${where})`, row[key] >= BUDGET.otherCategories, String(row[key]));
      }
    }
  }
}

const startedAt = new Date();
await measureBuilds();
await measureDevServer();
measureBytes();
if (!options['skip-lighthouse']) await measureLighthouse();

const failed = budgets.filter((budget) => !budget.ok);
const text = [
  '# Benchmark report',
  '',
  `${startedAt.toISOString()} · ${process.version} · ${(await import('node:os')).cpus().length} CPUs · Chromium: ${executable}`,
  '',
  ...report,
  '## Budgets',
  '',
  '| budget | measured | result |',
  '| --- | --- | --- |',
  ...budgets.map((budget) => `| ${budget.name} | ${budget.detail} | ${budget.ok ? 'pass' : '**FAIL**'} |`),
  '',
  failed.length ? `${failed.length} budget(s) not met.` : 'All budgets met.',
  '',
].join('\n');
mkdirSync('bench-report', { recursive: true });
writeFileSync('bench-report/report.md', text);
console.log(text);
if (existsSync(OUT_DIR)) rmSync(OUT_DIR, { recursive: true, force: true });
process.exit(failed.length ? 1 : 0);
