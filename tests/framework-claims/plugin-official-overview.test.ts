/**
 * What /plugin/official-plugins/overview states about the official plugins, read from the
 * installed packages: the version in bold in each table row is the one this site installs, and
 * the peer ranges the row quotes are those of that package, which accept the installed core.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../site/routes';

interface PackageJson {
  version: string;
  peerDependencies?: Record<string, string>;
}

const installed = (name: string): PackageJson =>
  JSON.parse(
    readFileSync(path.join('node_modules', name, 'package.json'), 'utf8'),
  ) as PackageJson;

const CORE = installed('@rspress/core').version;

/** Whether `version` is in a caret range `^X.Y.Z` (the only form the plugins' peers use). */
function inCaretRange(version: string, range: string): boolean {
  const floor = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!floor) throw new Error(`not a caret range: ${range}`);
  const [major, minor, patch] = version.split('.').map(Number);
  const [low, lowMinor, lowPatch] = floor.slice(1).map(Number);
  if (major !== low) return false;
  return minor !== lowMinor ? minor > lowMinor : patch >= lowPatch;
}

/** Table rows whose last cell starts with a version in bold: package, version, quoted peers. */
function checkedRows(lang: string) {
  const page = readFileSync(
    path.join('docs', lang, 'plugin/official-plugins/overview.mdx'),
    'utf8',
  );
  return page.split('\n').flatMap((line) => {
    const row =
      /^\| `(@rspress\/plugin-[\w-]+)` \|.*\| \*\*(\d+\.\d+\.\d+)\*\* ?[(（]peer ([^)）;；]*)/.exec(
        line,
      );
    if (!row) return [];
    const peers = [...row[3].matchAll(/`(\S+) ([^`]+)`/g)].map(
      ([, name, range]) => ({ name, range }),
    );
    return [{ name: row[1], version: row[2], peers }];
  });
}

describe.each(LANGS)('official plugins table (%s)', (lang) => {
  const rows = checkedRows(lang);

  it('has a checked version for the eight plugins with a 2.x release this site installs', () => {
    expect(rows.map((row) => row.name)).toEqual([
      '@rspress/plugin-algolia',
      '@rspress/plugin-api-docgen',
      '@rspress/plugin-client-redirects',
      '@rspress/plugin-llms',
      '@rspress/plugin-preview',
      '@rspress/plugin-rss',
      '@rspress/plugin-sitemap',
      '@rspress/plugin-twoslash',
    ]);
  });

  it('names the installed version of each plugin and its exact peer ranges, which accept the installed core', () => {
    expect(CORE).toBe('2.0.22');
    for (const row of rows) {
      const pkg = installed(row.name);
      expect(pkg.version, row.name).toBe(row.version);
      for (const peer of row.peers)
        expect(
          pkg.peerDependencies?.[peer.name],
          `${row.name} ${peer.name}`,
        ).toBe(peer.range);
      const coreRange = pkg.peerDependencies?.['@rspress/core'] ?? '';
      expect(inCaretRange(CORE, coreRange), `${row.name} ${coreRange}`).toBe(
        true,
      );
    }
  });
});
