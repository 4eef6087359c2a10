/**
 * Every translated page carries its translation marker (plugins/translation-freshness). A
 * stale page is only a warning (`npm run i18n:status`), but a page without a marker could
 * never be reported stale, so a missing marker fails here.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG } from '../../config/locales';
import { readMarker } from '../../plugins/translation-freshness/source-hash';
import { LANGS } from './routes';
import { DOCS_DIR, listDocFiles } from '../support/docs';

const translatedLangs = LANGS.filter((lang) => lang !== DEFAULT_LANG);

function runScript(script: string, ...args: string[]) {
  const result = spawnSync(
    'npx',
    ['tsx', `scripts/i18n/${script}.ts`, ...args],
    { encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('translation markers', () => {
  for (const lang of translatedLangs) {
    it(`every docs/${lang} page has a sourceHash marker (set it with npm run i18n:sync)`, () => {
      const unmarked = listDocFiles(lang).filter(
        (file) =>
          !readMarker(readFileSync(path.join(DOCS_DIR, lang, file), 'utf8')),
      );
      expect(unmarked).toEqual([]);
    });
  }

  it('npm run i18n:status prints one row per translated page and never fails on a stale one', () => {
    const { status, output } = runScript('status');
    expect(status, output).toBe(0);
    for (const lang of translatedLangs) {
      for (const file of listDocFiles(lang))
        expect(output).toContain(`| ${lang}/${file} `);
    }
    expect(output).toMatch(
      /\d+ pages: \d+ up to date, \d+ stale, 0 without a marker, 0 without a twin\./,
    );
  }, 60_000);

  it('npm run i18n:sync names a path that is not a page, and changes nothing', () => {
    const { status, output } = runScript('sync', 'README.md');
    expect(status).toBe(1);
    expect(output).toContain('README.md is not a page under docs/<lang>/');
  }, 60_000);
});
