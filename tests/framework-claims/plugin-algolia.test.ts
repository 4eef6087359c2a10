/**
 * What /plugin/official-plugins/algolia says about @rspress/plugin-algolia: the page's setups
 * (with and without the theme's Search export) are built from tests/fixtures/plugin-algolia/
 * with the real `rspress build`. Every option of the installed types has a heading on the page
 * in both languages.
 */
import type { pluginAlgolia } from '@rspress/plugin-algolia';
import type { SearchProps } from '@rspress/plugin-algolia/runtime';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../site/routes';
import { buildFixture, headTags } from '../support/fixture-site';
import {
  exhaustive,
  type Param,
  undocumentedOptions,
} from '../support/plugin-options';

const BUILD_TIMEOUT = 180_000;

const OPTIONS = [
  ...exhaustive<Param<typeof pluginAlgolia>>()(['verificationContent']),
  ...exhaustive<SearchProps>()(['docSearchProps', 'locales']),
];

describe('@rspress/plugin-algolia', () => {
  it(
    'adds the verification meta tag, renders DocSearch in place of the search button and strips page text from the local index',
    () => {
      const build = buildFixture('plugin-algolia');
      expect(build.status, build.output).toBe(0);
      const en = build.read('index.html');
      const zh = build.read('zh/index.html');
      expect(
        headTags(en, /<meta name="algolia-site-verification"[^>]*>/g),
      ).toEqual([
        '<meta name="algolia-site-verification" content="fixture-verification-code">',
      ]);
      expect(en).toContain(
        '<button type="button" class="DocSearch DocSearch-Button"',
      );
      expect(en).not.toContain('rp-search-button');
      // ZH_LOCALES translates the button on Chinese pages; English keeps DocSearch's own text.
      expect(en).toContain('DocSearch-Button-Placeholder">Search<');
      expect(zh).toContain('DocSearch-Button-Placeholder">搜索<');
      expect(en).toMatch(
        /<link rel="preconnect" href="https:\/\/FIXTUREAPPID-dsn\.algolia\.net"/,
      );
      // The page language a crawler can store for a `lang` facet.
      expect(zh).toMatch(/<html [^>]*lang="zh"/);
      expect(en).toMatch(/<html [^>]*lang="en"/);
      // The plugin sets `search: false`: the local index files are still written, without page text.
      const indexFiles = build
        .files()
        .filter((file) => file.startsWith('static/search_index.'));
      expect(indexFiles.length).toBeGreaterThan(0);
      for (const file of indexFiles) {
        for (const record of JSON.parse(build.read(file)) as {
          content: string;
        }[]) {
          expect(record.content).toBe('');
        }
      }
    },
    BUILD_TIMEOUT,
  );

  it(
    'keeps the built-in search button when theme/index.tsx does not export the Algolia Search',
    () => {
      const build = buildFixture('plugin-algolia', {
        args: ['--config', 'rspress.plugin-only.config.ts'],
      });
      expect(build.status, build.output).toBe(0);
      const html = build.read('index.html');
      expect(html).toContain('class="rp-search-button"');
      expect(html).not.toContain('DocSearch');
    },
    BUILD_TIMEOUT,
  );
});

describe('official plugin pages document every option of the installed types', () => {
  for (const lang of LANGS) {
    it(`${lang}/plugin/official-plugins/algolia.mdx has a heading for each option`, () => {
      expect(undocumentedOptions(lang, 'algolia', OPTIONS)).toEqual([]);
    });
  }
});
