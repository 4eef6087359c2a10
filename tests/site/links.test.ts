/**
 * Dead links and anchors, from the page sources: what the build's own check would stop, found
 * in a second (part of `npm run check`). Each problem names the file and line.
 */
import { describe, expect, it } from 'vitest';
import { isFragment, listDocFiles } from '../support/docs';
import { deadLinks, siteOf } from '../support/links';
import { LANGS } from './routes';

for (const lang of LANGS) {
  describe(`links of the ${lang} pages`, () => {
    const site = siteOf(lang);
    it('point at pages and anchors that exist', () => {
      const problems = listDocFiles(lang)
        .filter((file) => !isFragment(file))
        .flatMap((file) => deadLinks(lang, file, site));
      expect(problems).toEqual([]);
    });
  });
}
