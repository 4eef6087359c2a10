/**
 * What /api/ (the API overview) says about the release badges of this site: which reference
 * pages get them. The badges themselves are checked in tests/site/api-since.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PAGES } from '../../plugins/api-since/pages';

describe('release badges on the API pages', () => {
  it('are given on the config, runtime, components and plugin API pages, never on the Commands page', () => {
    const pages = API_PAGES.map((apiPage) => apiPage.page);
    expect(pages).not.toContain('api/commands');
    expect(pages.sort()).toEqual([
      'api/client-api/api-components',
      'api/client-api/api-runtime',
      'api/config/config-basic',
      'api/config/config-build',
      'api/config/config-frontmatter',
      'api/config/config-theme',
      'plugin/system/plugin-api',
    ]);
  });
});

/**
 * Which headings the overview lists, and so which ones its filter can match: Overview/index.js
 * takes a page's levels from its sidebar entry (the generated entry copies the page's own
 * `overviewHeaders`), then from the overview page's front matter (here `[2]`).
 */
describe('the headings the API overview lists under each page', () => {
  const frontmatterOf = (page: string) =>
    readFileSync(path.resolve('docs/en', page), 'utf8').split('\n---')[0];
  const levelsOf = (page: string) =>
    frontmatterOf(page).match(/^overviewHeaders: (.*)$/m)?.[1];

  it('are every entry on Commands, Runtime API and Built-in components, but only the h2 sections of the four config pages', () => {
    const overview = readFileSync(
      path.resolve(
        'node_modules/@rspress/core/dist/theme/components/Overview/index.js',
      ),
      'utf8',
    );
    expect(overview).toContain(
      'const overviewHeaders = props?.overviewHeaders ?? item.overviewHeaders ?? frontmatter?.overviewHeaders ?? sidebarGroup?.overviewHeaders ?? [',
    );
    expect(levelsOf('api/index.mdx')).toBe('[2]');
    expect(levelsOf('api/commands.mdx')).toBe('[2, 3]');
    expect(levelsOf('api/client-api/api-runtime.mdx')).toBe('[3]');
    expect(levelsOf('api/client-api/api-components.mdx')).toBe('[3]');
    for (const page of [
      'config-basic',
      'config-build',
      'config-theme',
      'config-frontmatter',
    ]) {
      const file = `api/config/${page}.mdx`;
      expect(levelsOf(file), file).toBeUndefined();
      // the entries of a config page are h3 headings, so the overview leaves them out
      expect(readFileSync(path.resolve('docs/en', file), 'utf8'), file).toMatch(
        /^### `/m,
      );
    }
    // the example of the page: an option name that is only an h3 heading
    expect(
      readFileSync(path.resolve('docs/en/api/config/config-build.mdx'), 'utf8'),
    ).toContain('### `route.cleanUrls`');
  });
});

describe('where the release badges come from', () => {
  it('every 2.0.x release is read from its published package or, failing that, from the source at its release commit', () => {
    const data = JSON.parse(
      readFileSync(path.resolve('config/api-since.json'), 'utf8'),
    ) as { releases: { version: string; source: string }[] };
    const versions = data.releases.map(({ version }) => version);
    const last = Number(versions.at(-1)?.split('.')[2]);
    expect(versions).toEqual(
      Array.from({ length: last + 1 }, (_, n) => `2.0.${n}`),
    );
    for (const { version, source } of data.releases)
      expect(source, version).toMatch(/^(registry|upstream [0-9a-f]{40})$/);
    expect(data.releases.some(({ source }) => source !== 'registry')).toBe(
      true,
    );
  });
});
