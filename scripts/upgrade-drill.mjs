// Upgrade drill: would this site build and work on another @rspress/core 2.0.x, and which of
// its pages would that release make stale?
//   npm run upgrade-drill -- 2.0.19 2.0.21 [--all] [--keep] [--no-claims]
// For each version: copies the project to <tmp>/rspress-drill-<version>, pins every official
// @rspress/* package the registry has at that version (plus overrides for transitive ones),
// installs from the registry, runs `rspress build` (type-hover samples that no longer
// type-check are recorded, not fatal: SITE_SAMPLE_ERRORS), serves the build and smoke-checks it
// in Chromium (scripts/lib/smoke-check.mjs), reads the optimisations status line of the build
// log, then runs the tests the claims ledgers name and lists the claims that fail on that
// version, by page (scripts/lib/drill-claims.ts): the reading list for a maintainer moving to
// it. Prints a Markdown table, writes it to bench-report/upgrade-drill.md (logs and each
// version's claims beside it, in bench-report/upgrade-drill/) and exits 1 when a version did not
// build or failed the smoke check (failing claims are the report, not a failure).
// --all: every 2.0.x from 2.0.14 to 2.0.22 that the registry lists. --keep: keep the copies.
// --no-claims: build and smoke-check only.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  BUILDER_OVERRIDES,
  blamesBuilder,
  builderOverrideFits,
  copyProject,
  firstErrorLines,
  npmView,
  pinRspress,
  run,
} from './lib/drill-project.mjs';
import { smokeCheck } from './lib/smoke-check.mjs';

const projectDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
);
const reportDir = path.join(projectDir, 'bench-report/upgrade-drill');
const reportFile = path.join(projectDir, 'bench-report/upgrade-drill.md');
const ALL_RANGE = [14, 22]; // --all: 2.0.14 … 2.0.22
// Printed by the build (rspress.config.ts), e.g. `[site] optimisations: page-fields=on, collapsed-groups=off (no collapsed groups)`.
const STATUS_LINE = /^\[site\] optimisations: (.+)$/m;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean' },
    keep: { type: 'boolean' },
    'no-claims': { type: 'boolean' },
  },
});
const versions = values.all ? await allVersions() : positionals;
if (versions.length === 0) {
  console.error('usage: npm run upgrade-drill -- <version>… | --all [--keep]');
  process.exit(2);
}
mkdirSync(reportDir, { recursive: true });

const rows = [];
for (const version of versions) {
  console.log(`\n== @rspress/core ${version}`);
  rows.push(await drill(version));
  writeFileSync(reportFile, table(rows)); // after each row, so a long run can be followed
}
console.log(
  `\n${table(rows)}\nWritten to ${path.relative(process.cwd(), reportFile)}`,
);
process.exit(rows.every((row) => row.built && row.smoke?.ok) ? 0 : 1);

async function allVersions() {
  const listed = (await npmView('@rspress/core', 'versions')) ?? [];
  return listed.filter((version) => {
    const patch = Number(/^2\.0\.(\d+)$/.exec(version)?.[1]);
    return patch >= ALL_RANGE[0] && patch <= ALL_RANGE[1];
  });
}

/** One version, start to finish. Never throws: whatever goes wrong becomes the row's notes. */
async function drill(version) {
  const row = {
    version,
    built: false,
    smoke: undefined,
    status: undefined,
    /** Claims that fail on this version, by page; undefined when not checked. */
    claims: undefined,
    notes: [],
  };
  const dir = path.join(os.tmpdir(), `rspress-drill-${version}`);
  const logs = {
    install: path.join(reportDir, `${version}-install.log`),
    build: path.join(reportDir, `${version}-build.log`),
    samples: path.join(reportDir, `${version}-samples.jsonl`),
    smoke: path.join(reportDir, `${version}-smoke.log`),
    claims: path.join(reportDir, `${version}-claims.log`),
    claimsReport: path.join(reportDir, `${version}-claims-vitest.json`),
    claimsList: path.join(reportDir, `${version}-claims.md`),
  };
  try {
    // pinRspress keeps the current pin of a package the registry lacks: for core itself that
    // would drill 2.0.22 under another name.
    if ((await npmView(`@rspress/core@${version}`, 'version')) === undefined)
      throw new Error(`@rspress/core ${version} is not on the registry`);
    const check = await builderOverrideFits(projectDir, version);
    // Drop the builder overrides up front when the core's own range rules them out; otherwise
    // try with them, and once more without them if the install or build fails naming them.
    const dropUpFront = check?.fits === false;
    let attempt = await installAndBuild(version, dir, logs, dropUpFront);
    if (dropUpFront)
      attempt.notes.unshift(
        `dropped the ${BUILDER_OVERRIDES.join(' and ')} overrides (core ${version} wants @rsbuild/core ${check.range})`,
      );
    else if (blamesBuilder(attempt.errors)) {
      const failed = `${attempt.step} failed with the ${BUILDER_OVERRIDES.join(' and ')} overrides (${attempt.errors[0]})`;
      attempt = await installAndBuild(version, dir, logs, true);
      attempt.notes.unshift(`${failed}: dropped them`);
    }
    Object.assign(row, { built: attempt.built, notes: attempt.notes });
    if (existsSync(logs.build))
      row.status = STATUS_LINE.exec(readFileSync(logs.build, 'utf8'))?.[1];
    if (row.built) {
      console.log('smoke check in Chromium');
      row.smoke = await smokeCheck(path.join(dir, 'doc_build'));
      for (const problem of row.smoke.problems) console.log(`  ${problem}`);
      writeFileSync(
        logs.smoke,
        `${row.smoke.summary}\n${row.smoke.problems.join('\n')}\n`,
      );
    }
    if (row.built && !values['no-claims']) {
      console.log(
        `claims tests (log: ${path.relative(projectDir, logs.claims)})`,
      );
      row.claims = await failingClaims(dir, logs);
      writeFileSync(logs.claimsList, claimsList(version, row.claims));
    }
  } catch (error) {
    row.notes.push(`drill error: ${error?.message?.split('\n')[0] ?? error}`);
  } finally {
    if (!values.keep) rmSync(dir, { recursive: true, force: true });
    else row.notes.push(`kept in ${dir}`);
  }
  console.log(`built: ${row.built ? 'yes' : 'no'}, smoke: ${smokeCell(row)}`);
  return row;
}

/**
 * A fresh copy pinned to `version`, installed and built. Returns { built, step, errors, notes }:
 * `step` is the step that failed ('install' or 'build'), `errors` the first error lines of its log.
 */
async function installAndBuild(version, dir, logs, dropBuilderOverrides) {
  for (const file of Object.values(logs)) rmSync(file, { force: true });
  const notes = [];
  console.log(`copy → ${dir}`);
  copyProject(projectDir, dir);
  const { kept } = await pinRspress(dir, version, { dropBuilderOverrides });
  if (kept.length)
    notes.push(
      `not on the registry at ${version}, pin kept: ${kept.join(', ')}`,
    );
  console.log(`npm install (log: ${path.relative(projectDir, logs.install)})`);
  if (!(await install(dir, logs.install, notes)))
    return failed('install', logs.install, notes);
  console.log(`rspress build (log: ${path.relative(projectDir, logs.build)})`);
  const code = await run('npx', ['rspress', 'build'], {
    cwd: dir,
    logFile: logs.build,
    env: { SITE_SAMPLE_ERRORS: logs.samples },
  });
  if (code !== 0) return failed('build', logs.build, notes);
  return { built: true, step: undefined, errors: [], notes };
}

function failed(step, logFile, notes) {
  // Ten lines to look for a blamed Rsbuild/Rspack in (npm names the conflict a few lines in),
  // three to show.
  const errors = firstErrorLines(logFile, 10);
  console.log(errors.join('\n'));
  notes.push(`${step} failed: ${errors.slice(0, 3).join(' / ')}`);
  return { built: false, step, errors, notes };
}

/** npm install, then again with --legacy-peer-deps only when the plain one fails. */
async function install(dir, logFile, notes) {
  const args = ['install', '--no-audit', '--no-fund'];
  if ((await run('npm', args, { cwd: dir, logFile })) === 0) return true;
  if (
    (await run('npm', [...args, '--legacy-peer-deps'], {
      cwd: dir,
      logFile,
    })) !== 0
  )
    return false;
  notes.push('installed with --legacy-peer-deps (plain install failed)');
  return true;
}

/**
 * Runs, in the drilled copy, the tests the claims ledgers name, then maps failing tests, stale
 * citations and samples that no longer type-check to the claims of each page.
 */
async function failingClaims(dir, logs) {
  const tsx = (args) =>
    spawnSync('npx', ['tsx', 'scripts/lib/drill-claims.ts', ...args], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  const files = tsx(['--files']).stdout.split('\n').filter(Boolean);
  // The last-updated claims read commit times and authors: give the copy a history of one
  // commit, so that they test the release and not the missing .git.
  for (const args of [
    ['init', '--quiet'],
    ['add', '--all'],
    [
      '-c',
      'user.name=Upgrade Drill',
      '-c',
      'user.email=drill@localhost',
      'commit',
      '--quiet',
      '--message',
      'drill',
    ],
  ])
    await run('git', args, { cwd: dir, logFile: logs.claims });
  await run(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=json',
      `--outputFile=${logs.claimsReport}`,
      ...files,
    ],
    { cwd: dir, logFile: logs.claims },
  );
  if (!existsSync(logs.claimsReport))
    return { error: 'the claims tests wrote no report' };
  const mapped = tsx([
    '--report',
    logs.claimsReport,
    '--samples',
    logs.samples,
  ]);
  if (mapped.status !== 0)
    return { error: mapped.stderr.split('\n')[0] || 'drill-claims failed' };
  return { byPage: JSON.parse(mapped.stdout) };
}

/** The table cell: how many claims fail, and on which pages, most first. */
function claimsCell(row) {
  if (!row.claims) return '–';
  if (row.claims.error) return `not checked: ${row.claims.error}`;
  const pages = Object.entries(row.claims.byPage).sort(
    ([, a], [, b]) => b.length - a.length,
  );
  if (pages.length === 0) return 'none';
  const total = pages.reduce((sum, [, claims]) => sum + claims.length, 0);
  return `${total} on ${pages.length} pages: ${pages
    .map(
      ([page, claims]) => `${page.replace(/\.mdx?$/, '')} (${claims.length})`,
    )
    .join(', ')}`;
}

/** A version's failing claims, page by page: the reading list for moving to it. */
function claimsList(version, claims) {
  if (claims.error) return `# @rspress/core ${version}\n\n${claims.error}\n`;
  const pages = Object.entries(claims.byPage).sort(([a], [b]) =>
    a.localeCompare(b),
  );
  return [
    `# Claims that fail on @rspress/core ${version}`,
    '',
    pages.length === 0 ? 'None.' : '',
    ...pages.flatMap(([page, list]) => [
      `## docs/en/${page}`,
      '',
      ...list.map(({ says, why }) => `- ${says}: ${why}`),
      '',
    ]),
  ].join('\n');
}

function smokeCell(row) {
  if (!row.smoke) return '–';
  if (row.smoke.ok) return `pass (${row.smoke.summary})`;
  const [first, ...rest] = row.smoke.problems;
  return `**fail**: ${first}${rest.length ? ` (+${rest.length} more)` : ''}`;
}

/** The optimisations named `on` and those `off` (with their reasons) in the status line. */
function optimisations(status) {
  if (!status) return ['(no status line)', '(no status line)'];
  const items = status.split(/,\s*(?![^(]*\))/).map((item) => item.trim());
  const on = items
    .filter((item) => /^[^=]+=on\b/.test(item))
    .map((item) => item.split('=')[0]);
  const off = items
    .filter((item) => !/^[^=]+=on\b/.test(item))
    .map((item) => item.replace('=off', ''));
  return [on.join(', ') || '–', off.join(', ') || '–'];
}

function table(rows) {
  const cell = (text) =>
    String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line([
      '@rspress/core',
      'built',
      'smoke test',
      'optimisations on',
      'optimisations off',
      'claims that fail, by page',
      'notes',
    ]),
    line(Array(7).fill('---')),
    ...rows.map((row) =>
      line(
        [
          row.version,
          row.built ? 'yes' : '**no**',
          smokeCell(row),
          ...optimisations(row.status),
          claimsCell(row),
          row.notes.join('; ') || '–',
        ].map(cell),
      ),
    ),
    '',
  ].join('\n');
}
