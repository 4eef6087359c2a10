import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG } from '../../config/locales';
import { RELEASES_URL, V1_DOCS_URL } from '../../config/project';
import { DOCS_DIR, listDocFiles, outline, readDoc } from '../support/docs';
import { LANGS } from './routes';

const sourceFiles = listDocFiles(DEFAULT_LANG);
const translated = LANGS.filter((lang) => lang !== DEFAULT_LANG);

for (const lang of translated) {
  const files = listDocFiles(lang);

  describe(`every page exists in ${DEFAULT_LANG} and ${lang}`, () => {
    it(`has a ${lang} twin for every ${DEFAULT_LANG} page`, () => {
      expect(sourceFiles.filter((file) => !files.includes(file))).toEqual([]);
    });

    it(`has a ${DEFAULT_LANG} twin for every ${lang} page`, () => {
      expect(files.filter((file) => !sourceFiles.includes(file))).toEqual([]);
    });
  });

  describe(`${lang} twins share the ${DEFAULT_LANG} heading outline`, () => {
    for (const file of sourceFiles.filter((twin) => files.includes(twin))) {
      it(`${file}: same h2/h3 sequence and the same anchor ids`, () => {
        const source = outline(readDoc(DEFAULT_LANG, file)).map(
          ({ depth, id }) => `h${depth} #${id}`,
        );
        const entries = outline(readDoc(lang, file));
        // Translated headings carry the English anchor explicitly (`## 标题 {#english-id}`) so a
        // link to a section works the same in every language.
        const missingIds = entries
          .filter((entry) => !entry.explicitId)
          .map((entry) => entry.text);
        expect(missingIds, 'headings without an explicit {#id}').toEqual([]);
        expect(entries.map(({ depth, id }) => `h${depth} #${id}`)).toEqual(
          source,
        );
      });
    }
  });
}

describe('sidebar and nav files are shared by every language', () => {
  const metaFiles = (lang: string) => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return walk(full);
        return ['_meta.json', '_nav.json'].includes(entry.name)
          ? [path.relative(path.join(DOCS_DIR, lang), full)]
          : [];
      });
    return walk(path.join(DOCS_DIR, lang)).sort();
  };

  for (const lang of translated) {
    it(`has the same _meta.json and _nav.json files in ${DEFAULT_LANG} and ${lang}`, () => {
      expect(metaFiles(lang)).toEqual(metaFiles(DEFAULT_LANG));
    });
  }

  for (const file of metaFiles(DEFAULT_LANG)) {
    it(`${file} is identical in every language (labels are i18n keys)`, () => {
      const read = (lang: string) =>
        JSON.parse(readFileSync(path.join(DOCS_DIR, lang, file), 'utf8'));
      for (const lang of translated)
        expect(read(lang), lang).toEqual(read(DEFAULT_LANG));
    });
  }

  // JSON cannot import: the nav's external links are checked against their one source instead.
  // (Rspress 2.0.22 only generates the sidebars when the nav comes from _nav.json, not from
  // themeConfig.nav, so the nav stays in these files.)
  it('_nav.json links the changelog and the 1.x docs at the URLs of config/project.ts', () => {
    const nav = readFileSync(
      path.join(DOCS_DIR, DEFAULT_LANG, '_nav.json'),
      'utf8',
    );
    expect(nav).toContain(`"link": "${RELEASES_URL}"`);
    expect(nav).toContain(`"link": "${V1_DOCS_URL}"`);
  });
});
