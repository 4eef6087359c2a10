/**
 * `npm run api-since`: dates every public name of Rspress 2 by the first release that has it and
 * writes config/api-since.json, the one source of the "2.0.N+" badges.
 *
 * Every stable 2.0.x of @rspress/core on the registry is packed (with @rspress/shared of the
 * same version, where the config, theme config, front matter and plugin types live) and read
 * from its published type declarations (./names.ts). A release the registry lacks is read from
 * its "Release vX" commit in the upstream repository instead, so a name first seen right after a
 * gap gets the release that really introduced it: `UPSTREAM_GIT` (default: the mirror that the
 * `fetch` tool writes) must hold that history. Downloads and extracted packages stay in
 * .tmp/api-since/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CATEGORIES,
  type Category,
  readReleaseNames,
  type ReleaseEntries,
  type ReleaseNames,
} from './names';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const WORK = path.join(PROJECT, '.tmp/api-since');
const OUTPUT = path.join(PROJECT, 'config/api-since.json');
const UPSTREAM_GIT =
  process.env.UPSTREAM_GIT ?? '/work/.mirror/web-infra-dev+rspress/repo';

const compareVersions = (a: string, b: string) =>
  Number(a.split('.')[2]) - Number(b.split('.')[2]);

function registryVersions(name: string): string[] {
  const versions: string[] = JSON.parse(
    execFileSync('npm', ['view', name, 'versions', '--json'], {
      encoding: 'utf8',
    }),
  );
  return versions.filter((v) => /^2\.0\.\d+$/.test(v)).sort(compareVersions);
}

/** The package folder of `name@version`, packed and extracted once. */
function extracted(name: string, version: string): string {
  const dir = path.join(
    WORK,
    'packages',
    `${name.replace('/', '+')}@${version}`,
  );
  if (existsSync(path.join(dir, 'package.json'))) return dir;
  const tarballs = path.join(WORK, 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  mkdirSync(dir, { recursive: true });
  const file = execFileSync(
    'npm',
    ['pack', `${name}@${version}`, '--silent', '--pack-destination', tarballs],
    { encoding: 'utf8' },
  ).trim();
  execFileSync('tar', [
    '-xzf',
    path.join(tarballs, file),
    '-C',
    dir,
    '--strip-components=1',
  ]);
  return dir;
}

/** The `types` file that a package's `exports` give for a subpath. */
function typesEntry(packageDir: string, subpath: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  );
  const find = (value: unknown): string | undefined => {
    if (typeof value === 'string')
      return value.endsWith('.d.ts') ? value : undefined;
    if (!value || typeof value !== 'object') return undefined;
    const record = value as Record<string, unknown>;
    return find(record.types) ?? Object.values(record).map(find).find(Boolean);
  };
  const file =
    find(manifest.exports?.[subpath]) ??
    (subpath === '.' ? manifest.types : undefined);
  if (!file) throw new Error(`${packageDir}: no types for ${subpath}`);
  return path.join(packageDir, file);
}

function publishedNames(version: string): ReleaseNames {
  const core = extracted('@rspress/core', version);
  const shared = extracted('@rspress/shared', version);
  const entries: ReleaseEntries = {
    shared: typesEntry(shared, '.'),
    core: typesEntry(core, '.'),
    runtime: typesEntry(core, './runtime'),
    theme: typesEntry(core, './theme'),
  };
  return readReleaseNames(
    entries,
    [core, shared],
    path.join(WORK, 'probe', version),
  );
}

/** The commit titled "Release v<version>" in the upstream history, if the mirror has it. */
function releaseCommit(version: string): string | undefined {
  if (!existsSync(UPSTREAM_GIT)) return undefined;
  const line = execFileSync(
    'git',
    [
      `--git-dir=${UPSTREAM_GIT}`,
      'log',
      '--all',
      '--format=%H %s',
      `--grep=^Release v${version.replaceAll('.', '\\.')} `,
    ],
    { encoding: 'utf8' },
  )
    .split('\n')
    .find(Boolean);
  return line?.split(' ')[0];
}

function sourceNames(version: string, commit: string): ReleaseNames {
  const dir = path.join(WORK, 'sources', version);
  if (!existsSync(path.join(dir, 'packages'))) {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync(
      'git',
      [
        `--git-dir=${UPSTREAM_GIT}`,
        'archive',
        commit,
        'packages/shared/src',
        'packages/core/src',
      ],
      { maxBuffer: 256 * 1024 * 1024 },
    );
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  }
  const core = path.join(dir, 'packages/core/src');
  const shared = path.join(dir, 'packages/shared/src');
  return readReleaseNames(
    {
      shared: path.join(shared, 'index.ts'),
      core: path.join(core, 'index.ts'),
      runtime: path.join(core, 'runtime/index.ts'),
      theme: path.join(core, 'theme/index.ts'),
    },
    [core, shared],
    path.join(WORK, 'probe', `${version}-source`),
  );
}

interface Release {
  version: string;
  /** Where its names were read: the registry, a release commit, or nowhere. */
  source: 'registry' | `upstream ${string}` | 'unavailable';
  names?: ReleaseNames;
}

function main() {
  const core = registryVersions('@rspress/core');
  const shared = new Set(registryVersions('@rspress/shared'));
  const last = core.at(-1)!;
  const all = Array.from(
    { length: Number(last.split('.')[2]) + 1 },
    (_, patch) => `2.0.${patch}`,
  );
  const releases: Release[] = all.map((version) => {
    if (core.includes(version) && shared.has(version)) {
      console.log(`${version}: registry`);
      return { version, source: 'registry', names: publishedNames(version) };
    }
    const commit = releaseCommit(version);
    if (!commit) {
      console.log(`${version}: not on the registry, no release commit`);
      return { version, source: 'unavailable' };
    }
    console.log(`${version}: upstream ${commit.slice(0, 9)}`);
    return {
      version,
      source: `upstream ${commit}`,
      names: sourceNames(version, commit),
    };
  });

  const since: Record<Category, Record<string, string>> = Object.fromEntries(
    CATEGORIES.map((category) => [category, {}]),
  ) as Record<Category, Record<string, string>>;
  const undated: { category: Category; name: string; between: string }[] = [];
  for (const category of CATEGORIES) {
    for (const [index, release] of releases.entries()) {
      for (const name of release.names?.[category] ?? []) {
        if (name in since[category]) continue;
        since[category][name] = release.version;
        // A release before this one that nobody could read may have had it already.
        const unknownBefore = releases
          .slice(0, index)
          .filter((earlier) => !earlier.names)
          .map((earlier) => earlier.version);
        if (index > 0 && unknownBefore.length)
          undated.push({
            category,
            name,
            between: `${unknownBefore.join(', ')} or ${release.version}`,
          });
      }
    }
  }

  writeFileSync(
    OUTPUT,
    `${JSON.stringify(
      {
        $comment:
          'Generated by `npm run api-since` (scripts/api-since/collect.ts): the first @rspress/core 2.0.x release with each public name. Do not edit by hand.',
        releases: releases.map(({ version, source }) => ({ version, source })),
        undated,
        since,
      },
      null,
      2,
    )}\n`,
  );
  const added = CATEGORIES.map(
    (category) =>
      `${category}: ${Object.values(since[category]).filter((v) => v !== '2.0.0').length} of ${Object.keys(since[category]).length} after 2.0.0`,
  );
  console.log(`wrote ${path.relative(PROJECT, OUTPUT)}\n${added.join('\n')}`);
}

main();
