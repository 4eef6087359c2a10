import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_DIR, listDocFiles, outline, readDoc } from './support/docs';

const enFiles = listDocFiles('en');
const zhFiles = listDocFiles('zh');

describe('every page exists in both languages', () => {
  it('has a Chinese twin for every English page', () => {
    expect(enFiles.filter((file) => !zhFiles.includes(file))).toEqual([]);
  });

  it('has an English twin for every Chinese page', () => {
    expect(zhFiles.filter((file) => !enFiles.includes(file))).toEqual([]);
  });
});

describe('twins share one heading outline', () => {
  for (const file of enFiles.filter((twin) => zhFiles.includes(twin))) {
    it(`${file}: same h2/h3 sequence and the same anchor ids`, () => {
      const en = outline(readDoc('en', file)).map(({ depth, id }) => `h${depth} #${id}`);
      const zhEntries = outline(readDoc('zh', file));
      // Chinese headings carry the English anchor explicitly (`## 标题 {#english-id}`) so a link
      // to a section works the same in both languages.
      const missingIds = zhEntries.filter((entry) => !entry.explicitId).map((entry) => entry.text);
      expect(missingIds, 'Chinese headings without an explicit {#id}').toEqual([]);
      expect(zhEntries.map(({ depth, id }) => `h${depth} #${id}`)).toEqual(en);
    });
  }
});

describe('sidebar and nav files are shared by both languages', () => {
  const metaFiles = (lang: string) => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return walk(full);
        return ['_meta.json', '_nav.json'].includes(entry.name) ? [path.relative(path.join(DOCS_DIR, lang), full)] : [];
      });
    return walk(path.join(DOCS_DIR, lang)).sort();
  };

  it('has the same _meta.json and _nav.json files in both languages', () => {
    expect(metaFiles('zh')).toEqual(metaFiles('en'));
  });

  for (const file of metaFiles('en')) {
    it(`${file} is identical in en and zh (labels are i18n keys)`, () => {
      const read = (lang: string) => JSON.parse(readFileSync(path.join(DOCS_DIR, lang, file), 'utf8'));
      expect(read('zh')).toEqual(read('en'));
    });
  }
});
