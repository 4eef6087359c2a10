// `npm run bench`: builds and measures the site, checks the budgets, and writes the report to
// bench-report/report.md (also printed). Not a test: figures vary with the machine; the
// budgets (scripts/lib/budgets.mjs) are what must hold. See README "Benchmark".
//
//   node scripts/bench.mjs [--runs 3] [--skip-lighthouse] [--skip-search] [--skip-scale]
//        [--search-before <built site> --search-before-label <name>]
//        full benchmark: production build, dev server, first load, size budgets, time to
//        hydration on a slow network, Lighthouse,
//        the search benchmark (scripts/bench-search.mjs, with its goals as budgets; with
//        --search-before, another built site searched in the same run as the "before" line) and
//        the scale section
//   node scripts/bench.mjs --scale-only [--pages 1000] [--project ../before --project-label before]
//        only the scale section: this site, the bare default theme (and another checkout of the
//        project) at the real page count and at --pages pages; updates the Scale section of
//        bench-report/report.md
//   node scripts/bench.mjs --scale-check [--no-build] [--pages 300] [--site-dir doc_build]
//        part of `npm test`: builds this site at --pages pages (default: BUDGETS.scaleCheckPages)
//        like the scale section, and fails when a doc page's first view grows by more than
//        BUDGETS.scaleGrowthBytes over the existing site build (--site-dir). Its search files
//        go to .tmp/bench/.rspress/site-search/, beside its output, not the site's. --no-build
//        reuses the build --prebuild made when it is up to date.
//   node scripts/bench.mjs --optimisation-costs [--pages 1000]
//        what each page-data-diet optimisation saves on a doc page's first view, at the real
//        page count and at --pages pages: this site with every optimisation on, then with each
//        one off, against the bare default theme; writes bench-report/optimisation-costs.md
//   node scripts/bench.mjs --revisit [--project ../before --project-label before]
//        only the revisit section: this site (another checkout) and the same config without the page-data diet,
//        each built, then rebuilt after a one-line edit to one page; files renamed and the
//        bytes a returning reader fetches again; writes bench-report/revisit.md
//   node scripts/bench.mjs --dev-server [--runs 3] [--profile] [--project ../before --project-label before]
//        only the dev-server section: `rspress dev` of this site (and --project) against the bare
//        config over the same docs/, cold and warm, medians; --profile adds one CPU-profiled cold
//        run of each and where its main thread spent the time; writes bench-report/dev-server.md
//   node scripts/bench.mjs --type-hover-costs
//        only the type hovers' costs: this site built cold with and without them
//        (SITE_TYPE_HOVERS=off), the bare default theme as the reference line; first view of
//        pages with and without samples, cold build time; writes bench-report/type-hovers.md
//   node scripts/bench.mjs --size [--no-build] [--site-dir doc_build]
//        `npm run size`: first-view JS+CSS of this site vs the same config on the default theme
//        (the theme layer) and vs the bare default theme with a minimal config (the framework's
//        floor); exits non-zero when a budget is broken. --no-build measures the existing site
//        build (--site-dir, default doc_build) and reuses the baseline builds when they hold
//        the same pages (else builds them).
//   node scripts/bench.mjs --prebuild [--pages 300]
//        part of `npm test`: builds what --size and --scale-check measure (the two baselines and
//        this site at --pages pages) side by side, each unless an up-to-date one exists, so that
//        they build while the site does; --size --no-build and --scale-check --no-build then
//        only measure.
//
// Everything the benchmark builds goes to .tmp/bench/ (git-ignored), each build with its own
// output folder and its own persistent cache: doc_build_scale-<site>[-<pages>] for the site
// (and --project), doc_build_baseline-theme and doc_build_baseline-bare[-<pages>] for the two
// baselines; generated docs folders are .tmp/bench/docs-<site>-<pages>.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS } from './lib/browser.mjs';
import { BUDGETS } from './lib/budgets.mjs';
import {
  jsCssGzip,
  measureFirstLoad,
  openedPageAssets,
} from './lib/first-load.mjs';
import { hydrationTimes, SLOW_NETWORK } from './lib/hydration.mjs';
import { optimisationCosts } from './lib/optimisation-costs.mjs';
import { revisitCost } from './lib/revisit.mjs';
import { rspressBuild } from './lib/rspress-build.mjs';
import { measureTransfer, searchIndexBytes } from './lib/site-bytes.mjs';
import { DEV_PAGES } from './lib/dev-server.mjs';
import { countPages, generateSite } from './lib/synthetic-site.mjs';
import { createStaticServer } from './serve.mjs';
import { median } from './lib/median.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-search': { type: 'boolean', default: false },
    'search-before': { type: 'string' },
    'search-before-label': { type: 'string', default: 'before' },
    'skip-scale': { type: 'boolean', default: false },
    'scale-only': { type: 'boolean', default: false },
    'scale-check': { type: 'boolean', default: false },
    'optimisation-costs': { type: 'boolean', default: false },
    revisit: { type: 'boolean', default: false },
    'type-hover-costs': { type: 'boolean', default: false },
    'dev-server': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    pages: { type: 'string' },
    project: { type: 'string' },
    'project-label': { type: 'string' },
    size: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    prebuild: { type: 'boolean', default: false },
    'site-dir': { type: 'string', default: 'doc_build' },
  },
});
// Paths given on the command line are relative to where the command runs; the rest to the project.
const SITE_DIR = path.resolve(options['site-dir']);
const OTHER_PROJECT = options.project
  ? path.resolve(options.project)
  : undefined;
const PROJECT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
);
process.chdir(PROJECT);
const WORK = path.join(PROJECT, '.tmp', 'bench');
const RUNS = Number(options.runs);
const SCALE_PAGES = Number(
  options.pages ??
    (options['scale-check'] || options.prebuild
      ? BUDGETS.scaleCheckPages
      : 1000),
);
const SERVE_PORT = 4390;
const DEV_PORT = 4391;
const ORIGIN = `http://127.0.0.1:${SERVE_PORT}`;
const PAGES = [
  { label: 'home (en)', path: '/', file: 'index.html' },
  { label: 'home (zh)', path: '/zh/', file: 'zh/index.html' },
  {
    label: 'doc (en)',
    path: '/guide/start/introduction',
    file: 'guide/start/introduction.html',
  },
  {
    label: 'doc (zh)',
    path: '/zh/guide/start/introduction',
    file: 'zh/guide/start/introduction.html',
  },
];
const DOC_PAGES = PAGES.filter((page) => page.label.startsWith('doc'));
// Lighthouse serves the site locally: the full benchmark builds it for that origin.
const FULL =
  !options.size &&
  !options.prebuild &&
  !options['scale-only'] &&
  !options['scale-check'] &&
  !options['optimisation-costs'] &&
  !options.revisit &&
  !options['dev-server'] &&
  !options['type-hover-costs'];
const BUILD_ENV = FULL ? { DOCS_SITE_ORIGIN: ORIGIN } : {};

const report = [];
const budgets = [];
const log = (line) => console.error(line);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const check = (name, ok, detail) => budgets.push({ name, ok, detail });

// ---------------------------------------------------------------------------------------------
// Variants and builds

const VARIANTS = {
  site: {
    kind: 'site',
    label: 'site',
    cwd: PROJECT,
    configFile: path.join(PROJECT, 'rspress.config.ts'),
    docsDir: path.join(PROJECT, 'docs'),
  },
  theme: {
    kind: 'theme',
    label: 'default theme, same config',
    cwd: PROJECT,
    configFile: path.join(PROJECT, 'scripts/baseline.config.ts'),
    docsDir: path.join(PROJECT, 'docs'),
  },
  bare: {
    kind: 'bare',
    label: 'bare default theme',
    cwd: PROJECT,
    configFile: path.join(PROJECT, 'scripts/bare.config.ts'),
    docsDir: path.join(PROJECT, 'docs'),
  },
};
if (OTHER_PROJECT) {
  const dir = OTHER_PROJECT;
  const label = (options['project-label'] ?? path.basename(dir)).replace(
    /[^\w.-]+/g,
    '-',
  );
  if (label === 'site') throw new Error('--project-label must not be "site"');
  VARIANTS.project = {
    kind: 'site',
    label,
    cwd: dir,
    configFile: path.join(dir, 'rspress.config.ts'),
    docsDir: path.join(dir, 'docs'),
  };
}

const realPages = (variant) => countPages(variant.docsDir);
const generated = new Map();
/** The docs folder for a page count: the real docs/ at its own size, else a generated copy. */
function docsRoot(variant, pages) {
  if (pages === realPages(variant)) return variant.docsDir;
  const key = `${variant.docsDir}@${pages}`;
  if (!generated.has(key)) {
    const name =
      variant.docsDir === VARIANTS.site.docsDir ? 'site' : variant.label;
    const outDir = path.join(WORK, `docs-${name}-${pages}`);
    log(
      `generate: ${pages} pages from ${path.relative(PROJECT, variant.docsDir) || variant.docsDir} into ${path.relative(PROJECT, outDir)}`,
    );
    const result = generateSite({
      docsDir: variant.docsDir,
      outDir,
      totalPages: pages,
    });
    if (result.pages !== pages)
      log(`  (${result.pages} pages: an even number is needed for twins)`);
    generated.set(key, outDir);
  }
  return generated.get(key);
}

function outDirOf(variant, pages) {
  const name =
    variant.kind === 'site'
      ? `doc_build_scale-${variant.label}`
      : `doc_build_baseline-${variant.kind}`;
  return path.join(
    WORK,
    pages === realPages(variant) ? name : `${name}-${pages}`,
  );
}

const builds = new Map();
/** Builds a variant at a page count once per run; `coldWarm` builds twice (empty cache, then cached). */
async function build(variant, pages, { coldWarm = false } = {}) {
  const key = `${variant.label}@${pages}`;
  const done = builds.get(key);
  if (done && (done.cold || !coldWarm)) return done;
  const outDir = outDirOf(variant, pages);
  const args = {
    label: `${variant.label}, ${pages} pages`,
    cwd: variant.cwd,
    configFile: variant.configFile,
    root: docsRoot(variant, pages),
    outDir,
    cacheDir: path.join(WORK, 'cache', path.basename(outDir)),
    workDir: path.join(WORK, 'configs'),
    env: { ...BUILD_ENV, ...variant.env },
    log,
  };
  const result = coldWarm
    ? {
        outDir,
        cold: await rspressBuild({ ...args, cold: true }),
        warm: await rspressBuild(args),
      }
    : { outDir, single: await rspressBuild(args) };
  builds.set(key, result);
  return result;
}

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

// ---------------------------------------------------------------------------------------------
// Size: this site vs the default theme with the same config vs the bare default theme

/** Newest modification time of files a baseline build depends on (pages, configs, lock file). */
function newestInput() {
  const inputs = [
    'docs',
    'config',
    'plugins',
    'framework',
    'rspress.config.ts',
    'scripts/baseline.config.ts',
    'scripts/bare.config.ts',
    'package-lock.json',
  ];
  let newest = 0;
  for (const input of inputs.filter((file) => existsSync(file))) {
    const files = statSync(input).isDirectory()
      ? readdirSync(input, { recursive: true }).map((file) =>
          path.join(input, file),
        )
      : [input];
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * Reuses a build of a variant at a page count when nothing it depends on changed since and,
 * given the site build, it holds the same pages; else builds it.
 */
async function upToDateBuild(variant, pages, siteDir) {
  const dir = outDirOf(variant, pages);
  const index = path.join(dir, 'index.html');
  const why = !existsSync(index)
    ? 'is missing'
    : siteDir && htmlFiles(dir).join('\n') !== htmlFiles(siteDir).join('\n')
      ? 'holds other pages than the site'
      : statSync(index).mtimeMs < newestInput()
        ? 'is older than the pages or configs'
        : '';
  if (!why) return dir;
  log(`${path.relative(PROJECT, dir)} ${why}: building it`);
  return (await build(variant, pages)).outDir;
}

/** One headless Chromium for the page measurements (first load, hydration), started on first use. */
let pageBrowser;
async function benchBrowser() {
  if (!pageBrowser) {
    const [{ chromium }, { requireChromium }] = await Promise.all([
      import('@playwright/test'),
      import('./chromium.mjs'),
    ]);
    pageBrowser = await chromium.launch({
      executablePath: requireChromium(),
      args: CHROMIUM_ARGS,
    });
  }
  return pageBrowser;
}

async function firstLoadOf(dir, file) {
  const fetched = await openedPageAssets(await benchBrowser(), dir, file);
  return {
    totals: measureFirstLoad(dir, file, fetched),
    transfer: measureTransfer(dir, file, fetched),
  };
}

async function sizeComparison({ buildSite }) {
  const siteDir = buildSite
    ? (
        await build(VARIANTS.site, realPages(VARIANTS.site), {
          coldWarm: !options.size,
        })
      ).outDir
    : SITE_DIR;
  if (!existsSync(path.join(siteDir, DOC_PAGES[0].file)))
    throw new Error(
      `${siteDir} has no ${DOC_PAGES[0].file}: build the site first`,
    );
  // Without timings to take (--no-build), the two baselines build at the same time: a build
  // keeps about one and a half of two cores busy.
  const [themeDir, bareDir] = buildSite
    ? [
        (await build(VARIANTS.theme, realPages(VARIANTS.theme))).outDir,
        (
          await build(VARIANTS.bare, realPages(VARIANTS.bare), {
            coldWarm: !options.size,
          })
        ).outDir,
      ]
    : await Promise.all([
        upToDateBuild(VARIANTS.theme, realPages(VARIANTS.theme), siteDir),
        upToDateBuild(VARIANTS.bare, realPages(VARIANTS.bare), siteDir),
      ]);
  const lines = [
    `| page, JS + CSS gzip | bare default theme | default theme, same config | this site | added by the theme layer (≤ ${kb(BUDGETS.themeLayerBytes)}) | above bare (≤ ${kb(BUDGETS.overBareBytes)}) | this site ÷ bare (≤ ${BUDGETS.firstViewRatio}×) |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  const results = [];
  for (const { label, file } of [...DOC_PAGES, PAGES[0]]) {
    const bare = jsCssGzip((await firstLoadOf(bareDir, file)).totals);
    const theme = jsCssGzip((await firstLoadOf(themeDir, file)).totals);
    const site = jsCssGzip((await firstLoadOf(siteDir, file)).totals);
    const budgeted = label.startsWith('doc');
    const layerOk = site - theme <= BUDGETS.themeLayerBytes;
    const bareOk = site - bare <= BUDGETS.overBareBytes;
    const ratio = site / bare;
    const ratioOk = ratio <= BUDGETS.firstViewRatio;
    const mark = (ok) => (budgeted ? (ok ? ' pass' : ' **FAIL**') : '');
    lines.push(
      `| ${label} | ${kb(bare)} | ${kb(theme)} (${(theme / bare).toFixed(2)}×) | ${kb(site)} (${ratio.toFixed(2)}×) | ${kb(site - theme)}${mark(layerOk)} | ${kb(site - bare)}${mark(bareOk)} | ${ratio.toFixed(3)}×${mark(ratioOk)} |`,
    );
    if (budgeted)
      results.push({
        label,
        layer: site - theme,
        layerOk,
        overBare: site - bare,
        bareOk,
        ratio,
        ratioOk,
      });
  }
  lines.push(
    '',
    `Ratios are to the bare default theme. Builds measured: ${[siteDir, themeDir, bareDir].map((dir) => path.relative(PROJECT, dir)).join(', ')}. Home pages are shown, not budgeted.`,
  );
  for (const row of results) {
    check(
      `theme layer adds ≤ ${kb(BUDGETS.themeLayerBytes)} gzip JS+CSS to ${row.label}`,
      row.layerOk,
      kb(row.layer),
    );
    check(
      `first view ≤ bare default theme + ${kb(BUDGETS.overBareBytes)} gzip JS+CSS (${row.label})`,
      row.bareOk,
      kb(row.overBare),
    );
    // The absolute allowance above lets most of the page-data diet's win go unnoticed; the ratio
    // does not (both builds measured in this run, so the framework's own changes cancel out).
    check(
      `first view ≤ ${BUDGETS.firstViewRatio}× the bare default theme's, JS+CSS gzip (${row.label})`,
      row.ratioOk,
      `${row.ratio.toFixed(3)}×`,
    );
  }
  return lines;
}

/** Time to hydration of each page on a slow link, this site against the bare default theme. */
async function hydrationSection(siteDir) {
  log('hydration on a slow network');
  const bareDir = (await build(VARIANTS.bare, realPages(VARIANTS.bare))).outDir;
  const runs = Math.max(RUNS, 5);
  const times = await hydrationTimes(
    await benchBrowser(),
    { bare: bareDir, site: siteDir },
    PAGES.map((page) => page.path),
    runs,
  );
  const bare = times.get('bare');
  const site = times.get('site');
  const ms = (value) => `${Math.round(value)} ms`;
  return [
    `## Hydration on a slow network (median of ${runs} loads)`,
    '',
    '| page | bare default theme | this site |',
    '| --- | --- | --- |',
    ...PAGES.map(
      ({ label, path: urlPath }) =>
        `| ${label} | ${ms(bare.get(urlPath))} | ${ms(site.get(urlPath))} (${(site.get(urlPath) / bare.get(urlPath)).toFixed(2)}×) |`,
    ),
    '',
    `From navigation start to the commit of React's hydration, empty cache, Chromium throttled to ${SLOW_NETWORK.latency} ms added to every request and ${(SLOW_NETWORK.downloadThroughput * 8) / 1e6} Mbit/s down; the two builds take turns load by load. Ratios are to the bare default theme.`,
    '',
  ];
}

// ---------------------------------------------------------------------------------------------
// Scale: the same figures at the real page count and at --pages pages

async function measureBuild(dir) {
  const figures = {
    html: htmlFiles(dir).length,
    search: searchIndexBytes(dir),
  };
  for (const { label, file } of DOC_PAGES) {
    const { totals, transfer } = await firstLoadOf(dir, file);
    figures[`first ${label}`] = jsCssGzip(totals);
    figures[`transfer ${label}`] = transfer.total;
  }
  return figures;
}

async function scaleSection() {
  const started = performance.now();
  const order = [
    VARIANTS.bare,
    VARIANTS.site,
    ...(VARIANTS.project ? [VARIANTS.project] : []),
  ];
  const columns = [];
  for (const size of ['real', SCALE_PAGES]) {
    for (const variant of order) {
      const pages = size === 'real' ? realPages(variant) : SCALE_PAGES;
      const result = await build(variant, pages, { coldWarm: true });
      columns.push({
        variant,
        size,
        pages,
        ...result,
        figures: await measureBuild(result.outDir),
      });
    }
  }
  const wall = performance.now() - started;
  const langs = [
    ...new Set(columns.flatMap((column) => Object.keys(column.figures.search))),
  ].sort();
  const rows = [
    { name: 'HTML files built', unit: 'count', get: (c) => c.figures.html },
    ...DOC_PAGES.map(({ label }) => ({
      name: `${label} first view, JS+CSS gzip`,
      unit: 'bytes',
      get: (c) => c.figures[`first ${label}`],
    })),
    ...DOC_PAGES.map(({ label }) => ({
      name: `${label} first load, all bytes (gzip for text)`,
      unit: 'bytes',
      get: (c) => c.figures[`transfer ${label}`],
    })),
    {
      name: 'build, cold (empty persistent cache)',
      unit: 'ms',
      get: (c) => c.cold.wall,
    },
    {
      name: 'build, warm (persistent cache)',
      unit: 'ms',
      get: (c) => c.warm.wall,
    },
    { name: 'peak RSS, cold build', unit: 'rss', get: (c) => c.cold.peakBytes },
    { name: 'peak RSS, warm build', unit: 'rss', get: (c) => c.warm.peakBytes },
    ...langs.flatMap((lang) => [
      {
        name: `search index ${lang}, raw`,
        unit: 'bytes',
        get: (c) => c.figures.search[lang]?.raw ?? 0,
      },
      {
        name: `search index ${lang}, gzip`,
        unit: 'bytes',
        get: (c) => c.figures.search[lang]?.gzip ?? 0,
      },
    ]),
  ];
  const format = (unit, value) =>
    ({ bytes: kb, ms: seconds, rss: mib, count: String })[unit](value);
  const formatDelta = (unit, value) =>
    `${value >= 0 ? '+' : '−'}${format(unit, Math.abs(value))}`;
  const bareOf = (column) =>
    columns.find(
      (other) => other.variant === VARIANTS.bare && other.size === column.size,
    );
  const header = [
    'figure',
    ...columns.map(
      (c) =>
        `${c.variant === VARIANTS.bare ? 'bare default theme' : c.variant.label} · ${c.pages} p.`,
    ),
    ...order.map(
      (variant) =>
        `growth ${variant === VARIANTS.bare ? 'bare' : variant.label}`,
    ),
  ];
  const lines = [
    '## Scale',
    '',
    `The same pages built by each variant at the real page count and at ${SCALE_PAGES} pages (half English, half Chinese: the real pages plus generated twins; see scripts/lib/synthetic-site.mjs). ` +
      'In parentheses: ratio to the bare default theme (minimal config, scripts/bare.config.ts) at the same size. Growth: the larger site minus the real one. ' +
      `First view and first load are measured on ${DOC_PAGES.map((page) => `/${page.file.replace(/\.html$/, '')}`).join(' and ')}. ` +
      'First load adds the HTML and the images (except `loading="lazy"`), icons and fonts referenced by the HTML and its stylesheets (every CSS url() counted, an upper bound). ' +
      'Search index: `static/search_index.<lang>.*.json` plus any emitted file whose path contains `site-search`.',
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
  ];
  for (const row of rows) {
    const cells = columns.map((column) => {
      const value = row.get(column);
      const base = row.get(bareOf(column));
      const ratio =
        column.variant !== VARIANTS.bare && row.unit !== 'count' && base > 0
          ? ` (${(value / base).toFixed(2)}×)`
          : '';
      return `${format(row.unit, value)}${ratio}`;
    });
    const growth = order.map((variant) => {
      const [small, large] = columns.filter(
        (column) => column.variant === variant,
      );
      return row.unit === 'count'
        ? String(row.get(large) - row.get(small))
        : formatDelta(row.unit, row.get(large) - row.get(small));
    });
    lines.push(`| ${row.name} | ${[...cells, ...growth].join(' | ')} |`);
  }
  // One line per kind of file: numbered shards and text files collapse into `<n>` with a count.
  const kinds = new Map();
  for (const column of columns) {
    for (const entry of Object.values(column.figures.search)) {
      for (const file of entry.files) {
        const kind = file
          .replace(/\.[0-9a-f]{8,}\./, '.<hash>.')
          .replace(/\d+/g, '<n>');
        kinds.set(
          kind,
          (kinds.get(kind) ?? new Set()).add(
            file.replace(/\.[0-9a-f]{8,}\./, '.'),
          ),
        );
      }
    }
  }
  const files = [...kinds]
    .map(([kind, names]) =>
      names.size > 1 ? `${kind} (${names.size} across the builds)` : kind,
    )
    .sort();
  lines.push(
    '',
    `Search index files found: ${files.map((file) => `\`${file}\``).join(', ') || 'none'}.`,
    '',
    `Projects: site = ${PROJECT}${VARIANTS.project ? `; ${VARIANTS.project.label} = ${VARIANTS.project.cwd}` : ''}. ` +
      `Machine: ${os.cpus().length} CPUs, ${process.version}. Wall time of this section: ${(wall / 60000).toFixed(1)} min (${columns.length * 2} builds).`,
    '',
  );
  return lines;
}

/**
 * `--scale-check`: the scale section's site build at --pages pages against the real site build
 * in --site-dir, first view only (bytes, no timings, so `npm test` can run it). One build: the
 * real site is the build `npm test` made just before, and the bare theme is not needed, since
 * the growth is in bytes, not a ratio.
 */
async function scaleCheck() {
  const real = realPages(VARIANTS.site);
  if (!existsSync(path.join(SITE_DIR, DOC_PAGES[0].file)))
    throw new Error(
      `${SITE_DIR} has no ${DOC_PAGES[0].file}: build the site first`,
    );
  const large = options['no-build']
    ? await upToDateBuild(VARIANTS.site, SCALE_PAGES)
    : (await build(VARIANTS.site, SCALE_PAGES)).outDir;
  const signed = (bytes) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`;
  const lines = [
    `| page, JS + CSS gzip | this site · ${real} p. | this site · ${SCALE_PAGES} p. | growth (≤ ${kb(BUDGETS.scaleGrowthBytes)}) |`,
    '| --- | --- | --- | --- |',
  ];
  for (const { label, file } of DOC_PAGES) {
    const before = jsCssGzip((await firstLoadOf(SITE_DIR, file)).totals);
    const after = jsCssGzip((await firstLoadOf(large, file)).totals);
    const ok = after - before <= BUDGETS.scaleGrowthBytes;
    lines.push(
      `| ${label} | ${kb(before)} | ${kb(after)} | ${signed(after - before)} ${ok ? 'pass' : '**FAIL**'} |`,
    );
    check(
      `first view grows ≤ ${kb(BUDGETS.scaleGrowthBytes)} gzip JS+CSS from ${real} to ${SCALE_PAGES} pages (${label})`,
      ok,
      signed(after - before),
    );
  }
  lines.push(
    '',
    `Builds measured: ${[SITE_DIR, large].map((dir) => path.relative(PROJECT, dir)).join(', ')}.`,
  );
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Full benchmark only: dev server, first load of the four pages, Lighthouse

/**
 * The writer's loop (scripts/lib/dev-server.mjs): `rspress dev` of this site (and of
 * --project) against the bare config over the same docs/, each run cold and warm, alternating,
 * medians of RUNS. The budgets are ratios to the bare config.
 */
async function devServerSection() {
  const { chromium } = await import('@playwright/test');
  const { requireChromium } = await import('./chromium.mjs');
  const { devServerRun, devServerRuns } = await import('./lib/dev-server.mjs');
  const { summarizeProfile } = await import('./lib/cpu-profile.mjs');
  log(`dev server: ${RUNS} cold and ${RUNS} warm runs per configuration`);
  const devTarget = (variant, label) => {
    const outDir = `.tmp/bench/dev-${label}`;
    return {
      label,
      cwd: variant.cwd,
      configFile: variant.configFile,
      docsDir: variant.docsDir,
      // Rsbuild keeps the dev cache in an environment folder below the cache directory.
      cacheDir: path.join(
        variant.cwd,
        'node_modules/.cache/rspack',
        variant.kind === 'bare' ? '' : outDir,
        'web-development',
      ),
      env: variant.kind === 'bare' ? {} : { DOCS_OUT_DIR: outDir },
      hovers: variant.kind === 'site',
    };
  };
  const targets = [
    devTarget(VARIANTS.bare, 'bare'),
    ...(VARIANTS.project
      ? [devTarget(VARIANTS.project, VARIANTS.project.label)]
      : []),
    devTarget(VARIANTS.site, 'site'),
  ];
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: CHROMIUM_ARGS,
  });
  let results;
  const profiles = [];
  try {
    results = await devServerRuns(targets, {
      browser,
      port: DEV_PORT,
      runs: RUNS,
      log,
    });
    if (options.profile)
      for (const target of targets) {
        const dir = path.join(WORK, `dev-profile-${target.label}`);
        rmSync(dir, { recursive: true, force: true });
        log(`dev server: CPU profile of a cold run, ${target.label}`);
        await devServerRun(
          { ...target, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] },
          { browser, port: DEV_PORT, cold: true },
        );
        profiles.push({
          label: target.label,
          ...summarizeProfile(dir, target.cwd),
        });
      }
  } finally {
    await browser.close();
  }
  const measures = [
    {
      key: 'firstPage',
      name: 'start → first page rendered',
      budget: BUDGETS.devFirstPageRatio,
    },
    {
      key: 'hotUpdate',
      name: 'save an MDX file → change visible',
      budget: BUDGETS.devHotUpdateRatio,
    },
    {
      key: 'samplesVisit',
      name: 'first visit of a page with samples',
      budget: BUDGETS.devSamplesVisitRatio,
    },
    { key: 'hoversShown', name: 'that page → its type hovers shown' },
  ];
  const labels = targets.map((target) => target.label);
  const lines = [
    '## Dev server',
    '',
    `\`rspress dev\` as a writer meets it: start, open \`${DEV_PAGES.edited.route}\` until its title shows, save a one-line change to its MDX until the text shows (five saves, their median), then open \`${DEV_PAGES.samples.route}\` (type-checked samples, not compiled yet). Median of ${RUNS} runs each, cold (dev cache removed) and warm, the configurations alternating; ratios to the bare config (\`scripts/bare.config.ts\`) over the same docs/.`,
    '',
  ];
  for (const mode of ['cold', 'warm']) {
    lines.push(
      `| ${mode} | ${labels.join(' | ')} |`,
      `| --- | ${labels.map(() => '---').join(' | ')} |`,
    );
    for (const { key, name, budget } of measures) {
      const medianOf = (label) => {
        const values = results[label][mode]
          .map((run) => run[key])
          .filter((value) => value !== undefined);
        return values.length > 0 ? median(values) : undefined;
      };
      const reference = medianOf('bare');
      const cells = labels.map((label) => {
        const value = medianOf(label);
        if (value === undefined) return '–';
        if (label === 'bare' || reference === undefined) return seconds(value);
        return `${seconds(value)} (${(value / reference).toFixed(2)}×)`;
      });
      lines.push(`| ${name} | ${cells.join(' | ')} |`);
      if (budget !== undefined && reference !== undefined) {
        const ratio = medianOf('site') / reference;
        check(
          `dev server, ${mode}: ${name} ≤ ${budget}× bare`,
          ratio <= budget,
          `${ratio.toFixed(2)}×`,
        );
      }
    }
    lines.push('');
  }
  if (profiles.length > 0) {
    lines.push(
      "### Where the dev server's main thread spends a cold run",
      '',
      "One more cold run of each, under `node --cpu-prof` (profiles in `.tmp/bench/dev-profile-<label>/`): time sampled on the main thread (idle excluded), then the packages and project files with the most inclusive time, and the functions with the most self time. Rspack's own threads are not in it.",
      '',
    );
    for (const profile of profiles)
      lines.push(
        `- **${profile.label}**: ${seconds(profile.sampledMs)} sampled. Inclusive: ${profile.byOwner.map(({ key, ms }) => `\`${key}\` ${seconds(ms)}`).join(', ')}. Self: ${profile.selfTime
          .slice(0, 6)
          .map(({ key, ms }) => `${key} ${seconds(ms)}`)
          .join(', ')}.`,
      );
    lines.push('');
  }
  lines.push(
    'Every run, in seconds (first page / save / samples page):',
    '',
    ...labels.flatMap((label) =>
      ['cold', 'warm'].map(
        (mode) =>
          `- ${label}, ${mode}: ${results[label][mode]
            .map((run) =>
              [run.firstPage, run.hotUpdate, run.samplesVisit]
                .map((ms) => (ms / 1000).toFixed(2))
                .join(' / '),
            )
            .join('; ')}`,
      ),
    ),
    '',
  );
  return lines;
}

async function measureBytes(siteDir) {
  log('first-load bytes');
  report.push(
    '## First load',
    '',
    '| page | HTML raw / gzip | JS raw / gzip | CSS raw / gzip | inline JS gzip | everything (gzip for text) |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const { label, file } of PAGES) {
    const { totals: t, transfer } = await firstLoadOf(siteDir, file);
    report.push(
      `| ${label} | ${kb(t.html.raw)} / ${kb(t.html.gzip)} | ${kb(t.js.raw)} / ${kb(t.js.gzip)} | ${kb(t.css.raw)} / ${kb(t.css.gzip)} | ${kb(t.inlineJs.gzip)} | ${kb(transfer.total)} |`,
    );
  }
  report.push(
    '',
    '| search index | files | raw | gzip |',
    '| --- | --- | --- | --- |',
  );
  for (const [lang, entry] of Object.entries(searchIndexBytes(siteDir))) {
    report.push(
      `| ${lang} | ${entry.files.map((file) => `\`${file}\``).join('<br>')} | ${kb(entry.raw)} | ${kb(entry.gzip)} |`,
    );
  }
  report.push('');
}

async function measureLighthouse(siteDir, executable, chromeFlags) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } =
    await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  log(`lighthouse: ${PAGES.length} pages × mobile/desktop × ${RUNS} runs`);
  const server = createStaticServer(siteDir);
  await new Promise((resolve) =>
    server.listen(SERVE_PORT, '127.0.0.1', resolve),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: executable,
    chromeFlags,
  });
  const rows = [];
  try {
    for (const formFactor of ['mobile', 'desktop']) {
      for (const page of PAGES) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(
            `${ORIGIN}${page.path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: [
                'performance',
                'accessibility',
                'best-practices',
                'seo',
              ],
            },
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
        rows.push({
          formFactor,
          label: page.label,
          ...Object.fromEntries(
            Object.keys(runs[0]).map((key) => [key, pick(key)]),
          ),
        });
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
    check(
      `CLS ${BUDGETS.cls} (${where})`,
      row.cls <= BUDGETS.cls,
      row.cls.toFixed(3),
    );
    if (row.formFactor === 'mobile') {
      check(
        `performance ≥ ${BUDGETS.mobilePerformance} (${where})`,
        row.performance >= BUDGETS.mobilePerformance,
        String(row.performance),
      );
      for (const [key, name] of [
        ['accessibility', 'accessibility'],
        ['bestPractices', 'best practices'],
        ['seo', 'SEO'],
      ]) {
        check(
          `${name} ${BUDGETS.otherCategories} (${where})`,
          row[key] >= BUDGETS.otherCategories,
          String(row[key]),
        );
      }
    }
  }
}

/** Pages of the type hovers' costs: the heaviest with samples, a lighter one, one without. */
const HOVER_PAGES = [
  {
    label: 'runtime API (en)',
    file: 'api/client-api/api-runtime.html',
    samples: true,
  },
  {
    label: 'basic config (zh)',
    file: 'zh/api/config/config-basic.html',
    samples: true,
  },
  {
    label: 'introduction (en)',
    file: 'guide/start/introduction.html',
    samples: false,
  },
];

async function typeHoverSection() {
  const pages = realPages(VARIANTS.site);
  const withoutHovers = {
    ...VARIANTS.site,
    label: 'site-without-type-hovers',
    env: { SITE_TYPE_HOVERS: 'off' },
  };
  const rows = [];
  for (const [variant, label] of [
    [VARIANTS.bare, 'bare default theme (reference)'],
    [withoutHovers, 'this site without type hovers (before)'],
    [VARIANTS.site, 'this site with type hovers'],
  ]) {
    const built = await build(variant, pages, { coldWarm: true });
    const views = [];
    for (const page of HOVER_PAGES) {
      const { totals } = await firstLoadOf(built.outDir, page.file);
      views.push(jsCssGzip(totals));
    }
    rows.push({ label, cold: built.cold.wall, warm: built.warm.wall, views });
  }
  const [bare, before, after] = rows;
  const ratio = (value, reference) => `${(value / reference).toFixed(2)}×`;
  const lines = [
    '## Type hovers',
    '',
    'First view of a page, JS + CSS (gzip), inline scripts included, and build times; ratios against the bare default theme.',
    '',
    `| build | cold build | with cache | ${HOVER_PAGES.map((page) => page.label).join(' | ')} |`,
    `| --- | --- | --- | ${HOVER_PAGES.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (row) =>
        `| ${row.label} | ${seconds(row.cold)} | ${seconds(row.warm)} | ${row.views
          .map(
            (view, index) => `${kb(view)} (${ratio(view, bare.views[index])})`,
          )
          .join(' | ')} |`,
    ),
    `| with minus without | ${ratio(after.cold, before.cold)} | ${ratio(after.warm, before.warm)} | ${after.views
      .map(
        (view, index) =>
          `${view - before.views[index] >= 0 ? '+' : ''}${kb(view - before.views[index])}`,
      )
      .join(' | ')} |`,
    '',
  ];
  HOVER_PAGES.forEach((page, index) => {
    const growth = after.views[index] - before.views[index];
    if (page.samples)
      check(
        `type hovers: first view of ${page.label} grows ≤ ${kb(BUDGETS.typeHoverPageBytes)}`,
        growth <= BUDGETS.typeHoverPageBytes,
        kb(growth),
      );
    else
      check(
        `type hovers: a page without samples (${page.label}) ships nothing new`,
        Math.abs(growth) <= BUDGETS.hashNoiseBytes,
        `${growth} bytes`,
      );
  });
  check(
    `type hovers: cold build ≤ ${BUDGETS.typeHoverColdBuild}× without`,
    after.cold / before.cold <= BUDGETS.typeHoverColdBuild,
    ratio(after.cold, before.cold),
  );
  return lines;
}

/** The page the revisit section edits: not one of DOC_PAGES, which it visits. */
const REVISIT_EDIT = 'en/guide/start/getting-started.mdx';

async function revisitSection() {
  const site = { cwd: PROJECT, configFile: VARIANTS.site.configFile };
  const variants = [
    { ...site, key: 'site', label: 'this site', env: {} },
    ...(VARIANTS.project
      ? [
          {
            cwd: VARIANTS.project.cwd,
            configFile: VARIANTS.project.configFile,
            key: 'project',
            label: VARIANTS.project.label,
            env: {},
          },
        ]
      : []),
    {
      ...site,
      key: 'no-diet',
      label: 'same config without the page-data diet',
      env: { SITE_OPTIMISATIONS_OFF: 'all' },
    },
  ].map((variant) => ({
    ...variant,
    build: (root, outDir) =>
      rspressBuild({
        label: `${variant.label} (${path.basename(outDir)})`,
        cwd: variant.cwd,
        configFile: variant.configFile,
        root,
        outDir,
        cacheDir: path.join(WORK, 'cache', `revisit-${variant.key}`),
        workDir: path.join(WORK, 'configs'),
        env: { ...BUILD_ENV, ...variant.env },
        log,
      }),
  }));
  const rows = await revisitCost({
    variants,
    docsDir: VARIANTS.site.docsDir,
    editFile: REVISIT_EDIT,
    pages: [PAGES[0], ...DOC_PAGES],
    workDir: WORK,
    opened: async (dir, file) =>
      openedPageAssets(await benchBrowser(), dir, file),
    log,
  });
  const reference = rows.find((row) => row.key === 'no-diet');
  const lines = [
    '## Revisits after a deploy',
    '',
    `Each build is made from a copy of docs/, then again after one line is added to \`${REVISIT_EDIT}\`. ` +
      'Renamed: files of the second build whose path the first did not have. Fetched again: what a page other than the edited one loads ' +
      "that a returning reader does not hold (a new path, or new content under the same path), gzip, the page's own HTML aside.",
    '',
    `| build | files | renamed | changed under the same name | ${rows[0].revisits.map((visit) => `fetched again, ${visit.label}`).join(' | ')} |`,
    `| --- | --- | --- | --- | ${rows[0].revisits.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (row) =>
        `| ${row.label} | ${row.files} | ${row.renamed.length} | ${row.changed.length} | ${row.revisits
          .map(
            (visit, index) =>
              `${kb(visit.bytes)}${row === reference ? '' : ` (${(visit.bytes / reference.revisits[index].bytes).toFixed(2)}×)`}`,
          )
          .join(' | ')} |`,
    ),
    '',
  ];
  for (const row of rows) {
    const list = (files) =>
      files.length > 12
        ? `${files.slice(0, 12).join(', ')} and ${files.length - 12} more`
        : files.join(', ') || 'none';
    lines.push(
      `- ${row.label}: renamed JS/CSS ${list(row.renamed.filter((file) => /\.(js|css)$/.test(file)).map((file) => file.replace(/^\/static\//, '')))}; ` +
        `fetched again by ${row.revisits[1].label}: ${list(row.revisits[1].fetched)}.`,
    );
  }
  lines.push('');
  for (const visit of rows.find((row) => row.key === 'site').revisits)
    check(
      `revisit after a one-line edit, ${visit.label} ≤ ${kb(BUDGETS.revisitBytes)}`,
      visit.bytes <= BUDGETS.revisitBytes,
      kb(visit.bytes),
    );
  return lines;
}

function budgetLines() {
  const failed = budgets.filter((budget) => !budget.ok);
  return [
    '## Budgets',
    '',
    '| budget | measured | result |',
    '| --- | --- | --- |',
    ...budgets.map(
      (budget) =>
        `| ${budget.name} | ${budget.detail} | ${budget.ok ? 'pass' : '**FAIL**'} |`,
    ),
    '',
    failed.length ? `${failed.length} budget(s) not met.` : 'All budgets met.',
    '',
  ];
}

/** Replaces the `## Scale` section of an existing report (or appends it). */
function spliceScale(existing, scaleLines) {
  const lines = existing.split('\n');
  const start = lines.findIndex((line) => line === '## Scale');
  if (start === -1) return [...lines, ...scaleLines].join('\n');
  let end = lines.findIndex(
    (line, index) => index > start && /^## /.test(line),
  );
  if (end === -1) end = lines.length;
  return [...lines.slice(0, start), ...scaleLines, ...lines.slice(end)].join(
    '\n',
  );
}

// ---------------------------------------------------------------------------------------------

const startedAt = new Date();
const header = (extra = '') => [
  '# Benchmark report',
  '',
  `${startedAt.toISOString()} · ${process.version} · ${os.cpus().length} CPUs${extra}`,
  '',
];

if (options.prebuild) {
  // No site build to compare pages with (it may be building now): --size checks that.
  await Promise.all([
    upToDateBuild(VARIANTS.theme, realPages(VARIANTS.theme)),
    upToDateBuild(VARIANTS.bare, realPages(VARIANTS.bare)),
    upToDateBuild(VARIANTS.site, SCALE_PAGES),
  ]);
  process.exit(0);
}

if (options.size) {
  const lines = await sizeComparison({ buildSite: !options['no-build'] });
  await pageBrowser?.close();
  const failed = budgets.filter((budget) => !budget.ok);
  console.log(
    [
      '',
      'First view of a page, JS + CSS (gzip), inline scripts included:',
      '',
      ...lines,
      '',
      ...budgetLines().slice(2),
    ].join('\n'),
  );
  process.exit(failed.length ? 1 : 0);
}

if (options['scale-check']) {
  const lines = await scaleCheck();
  await pageBrowser?.close();
  console.log(
    [
      '',
      'First view of a doc page as the site grows, JS + CSS (gzip), inline scripts included:',
      '',
      ...lines,
      '',
      ...budgetLines().slice(2),
    ].join('\n'),
  );
  process.exit(budgets.some((budget) => !budget.ok) ? 1 : 0);
}

mkdirSync('bench-report', { recursive: true });
const REPORT = 'bench-report/report.md';

if (options['optimisation-costs']) {
  const lines = await optimisationCosts({
    sizes: [realPages(VARIANTS.site), SCALE_PAGES],
    site: VARIANTS.site,
    bare: VARIANTS.bare,
    build,
    measure: measureBuild,
    docPages: DOC_PAGES.map(({ label }) => label),
    log,
  });
  await pageBrowser?.close();
  writeFileSync('bench-report/optimisation-costs.md', `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
  process.exit(0);
}

if (options['type-hover-costs']) {
  const lines = await typeHoverSection();
  await pageBrowser?.close();
  const text = [...lines, ...budgetLines()].join('\n');
  writeFileSync('bench-report/type-hovers.md', `${text}\n`);
  console.log(text);
  process.exit(budgets.some((budget) => !budget.ok) ? 1 : 0);
}

if (options.revisit) {
  const lines = await revisitSection();
  await pageBrowser?.close();
  const text = [...lines, ...budgetLines()].join('\n');
  writeFileSync('bench-report/revisit.md', `${text}\n`);
  console.log(text);
  process.exit(budgets.some((budget) => !budget.ok) ? 1 : 0);
}

if (options['dev-server']) {
  const lines = await devServerSection();
  const text = [...header(), ...lines, ...budgetLines()].join('\n');
  writeFileSync('bench-report/dev-server.md', `${text}\n`);
  console.log(text);
  process.exit(budgets.some((budget) => !budget.ok) ? 1 : 0);
}

if (options['scale-only']) {
  const lines = await scaleSection();
  await pageBrowser?.close();
  const text = existsSync(REPORT)
    ? spliceScale(readFileSync(REPORT, 'utf8'), lines)
    : [...header(), ...lines].join('\n');
  writeFileSync(REPORT, text);
  console.log(lines.join('\n'));
  process.exit(0);
}

const { requireChromium } = await import('./chromium.mjs');
const executable = requireChromium();
// Lighthouse starts Chromium through chrome-launcher, which needs the headless flag spelled out.
const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];

const siteBuild = await build(VARIANTS.site, realPages(VARIANTS.site), {
  coldWarm: true,
});
report.push(
  '## Production build',
  '',
  '| run | wall time | peak memory (RSS, build process tree) |',
  '| --- | --- | --- |',
  `| cold (no cache) | ${seconds(siteBuild.cold.wall)} | ${mib(siteBuild.cold.peakBytes)} |`,
  `| with persistent cache | ${seconds(siteBuild.warm.wall)} | ${mib(siteBuild.warm.peakBytes)} |`,
  '',
  `Pages built: ${htmlFiles(siteBuild.outDir).length} HTML files.`,
  '',
);
report.push(...(await devServerSection()));
await measureBytes(siteBuild.outDir);
report.push(
  '## Size: theme layer and framework floor',
  '',
  ...(await sizeComparison({ buildSite: true })),
  '',
);
report.push(...(await hydrationSection(siteBuild.outDir)));
if (!options['skip-lighthouse'])
  await measureLighthouse(siteBuild.outDir, executable, chromeFlags);
if (!options['skip-search']) {
  const { runSearchBench } = await import('./bench-search.mjs');
  try {
    const before = options['search-before']
      ? [
          {
            dir: path.resolve(options['search-before']),
            label: options['search-before-label'],
          },
        ]
      : [];
    const { markdownLines, checks } = await runSearchBench({
      targets: [...before, { dir: siteBuild.outDir, label: 'this site' }],
    });
    report.push(...markdownLines, '');
    budgets.push(...checks);
  } catch (error) {
    // The rest of the report still gets written; the missing search figures fail the run.
    report.push(
      '## Search',
      '',
      `The search benchmark failed: ${error instanceof Error ? error.message : error}`,
      '',
    );
    check(
      'search benchmark completed',
      false,
      'failed, see the Search section',
    );
  }
}
report.push(...(await typeHoverSection()));
report.push(...(await revisitSection()));
if (!options['skip-scale']) report.push(...(await scaleSection()));

await pageBrowser?.close();
const text = [
  ...header(` · Chromium: ${executable}`),
  ...report,
  ...budgetLines(),
].join('\n');
writeFileSync(REPORT, text);
console.log(text);
process.exit(budgets.some((budget) => !budget.ok) ? 1 : 0);
