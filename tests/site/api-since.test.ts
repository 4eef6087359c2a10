/**
 * The "2.0.N+" badges of the reference pages: every documented name is dated in
 * config/api-since.json, and the badge each heading gets is that date and nothing else.
 */
import path from 'node:path';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import data from '../../config/api-since.json' with { type: 'json' };
import {
  API_PAGES,
  headingName,
  lookupKey,
  UNTYPED_NAMES,
} from '../../plugins/api-since/pages';
import {
  type HastData,
  remarkApiSince,
} from '../../plugins/api-since/remark-api-since';
import { FIRST_RELEASE, sinceOf } from '../../plugins/api-since/since';
import { CATEGORIES } from '../../scripts/api-since/names';
import { DOCS_DIR, readDoc } from '../support/docs';
import { SITE_LANGS } from '../../config/locales';

const documented = SITE_LANGS.flatMap((lang) =>
  API_PAGES.flatMap((apiPage) => {
    const relativeFile = `${apiPage.page}.mdx`;
    const doc = readDoc(lang, relativeFile);
    return doc.tree.children.flatMap((node) => {
      const name = node.type === 'heading' ? headingName(node) : undefined;
      if (!name) return [];
      return [
        {
          lang,
          relativeFile,
          line: node.position?.start.line,
          name,
          apiPage,
          heading: node,
          doc,
        },
      ];
    });
  }),
);

describe('config/api-since.json', () => {
  it('has every category and dates names with releases it lists', () => {
    const versions = new Set(data.releases.map((release) => release.version));
    expect(versions.has(FIRST_RELEASE)).toBe(true);
    for (const category of CATEGORIES) {
      const since = (data.since as Record<string, Record<string, string>>)[
        category
      ];
      expect(Object.keys(since).length, category).toBeGreaterThan(0);
      for (const [name, version] of Object.entries(since))
        expect(versions.has(version), `${category} ${name}: ${version}`).toBe(
          true,
        );
    }
  });
});

describe('reference pages', () => {
  it('document names in level-3 code headings on every listed page', () => {
    for (const lang of SITE_LANGS)
      for (const apiPage of API_PAGES)
        expect(
          documented.some(
            (entry) => entry.lang === lang && entry.apiPage === apiPage,
          ),
          `${lang}/${apiPage.page}`,
        ).toBe(true);
  });

  it('date every documented name', () => {
    const missing = documented
      .filter(({ apiPage, name }) => {
        const { category, key } = lookupKey(apiPage, name);
        return (
          sinceOf(category, key) === undefined &&
          !(`${category} ${key}` in UNTYPED_NAMES)
        );
      })
      .map(
        ({ lang, relativeFile, line, name }) =>
          `docs/${lang}/${relativeFile}:${line} \`${name}\``,
      );
    expect(missing, 'names without an entry in config/api-since.json').toEqual(
      [],
    );
  });

  it('get a badge exactly where the data dates the name after 2.0.0', () => {
    const wrong: string[] = [];
    const seen = new Set<Root>();
    for (const { doc, lang, relativeFile } of documented) {
      if (seen.has(doc.tree)) continue;
      seen.add(doc.tree);
      const file = new VFile({
        path: path.join(DOCS_DIR, lang, relativeFile),
      });
      remarkApiSince({ docsRoot: DOCS_DIR })(doc.tree, file);
    }
    for (const {
      apiPage,
      name,
      heading,
      lang,
      relativeFile,
      line,
    } of documented) {
      const { category, key } = lookupKey(apiPage, name);
      const since = sinceOf(category, key);
      const expected = since && since !== FIRST_RELEASE ? since : undefined;
      const badge = (heading.data as HastData | undefined)?.hProperties?.[
        'data-since'
      ];
      if (badge !== expected)
        wrong.push(
          `docs/${lang}/${relativeFile}:${line} \`${name}\`: badge ${String(badge)}, data ${String(since)}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('badge the same names in both languages', () => {
    const badged = (lang: string) =>
      documented
        .filter((entry) => entry.lang === lang)
        .filter(({ apiPage, name }) => {
          const { category, key } = lookupKey(apiPage, name);
          const since = sinceOf(category, key);
          return since && since !== FIRST_RELEASE;
        })
        .map(({ relativeFile, name }) => `${relativeFile} ${name}`)
        .sort();
    expect(badged('zh')).toEqual(badged('en'));
  });
});
