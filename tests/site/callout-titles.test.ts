/**
 * Callout titles as Rspress 2.0.22 parses them (`remarkContainerSyntax`): the title is the
 * plain text after the type, up to the first inline element, so `:::warning \`x\` fails`
 * loses its title and pushes the rest into the body; and a callout without a title is titled
 * with the English type name ("Warning"), whatever the page language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG } from '../../config/locales';
import { proseLines } from '../../plugins/translation-freshness/prose-lines';
import { DOCS_DIR, listDocFiles } from '../support/docs';
import { LANGS } from './routes';

const OPENING =
  /^\s*:::+ ?(tip|warning|note|danger|info|caution|important|details)\b(.*)$/;
/** The one callout that shows the default title on purpose: the components page demonstrates it. */
const DEFAULT_TITLE_DEMOS = new Set(['guide/default-theme/components.mdx:87']);

/** Opening lines of callouts outside code fences, with their file and line number. */
function calloutOpenings(lang: (typeof LANGS)[number]) {
  return listDocFiles(lang).flatMap((file) =>
    proseLines(readFileSync(path.join(DOCS_DIR, lang, file), 'utf8')).flatMap(
      ({ line, number }) => {
        const opening = OPENING.exec(line);
        return opening
          ? [{ where: `${file}:${number}`, title: opening[2].trim() }]
          : [];
      },
    ),
  );
}

describe('callout titles', () => {
  for (const lang of LANGS) {
    it(`${lang}: no title contains inline code, which would cut it short`, () => {
      expect(
        calloutOpenings(lang).filter(({ title }) => title.includes('`')),
      ).toEqual([]);
    });
  }

  for (const lang of LANGS.filter((lang) => lang !== DEFAULT_LANG)) {
    it(`${lang}: every callout has a title, since the default one is English`, () => {
      const untitled = calloutOpenings(lang).filter(
        ({ title, where }) => !title && !DEFAULT_TITLE_DEMOS.has(where),
      );
      expect(untitled.map(({ where }) => where)).toEqual([]);
    });
  }
});
