/**
 * The query sets of `npm run bench:search` and `npm run search:eval`: well-formed, answerable
 * by pages that exist, and kept apart, so that the held-out figures mean what they claim.
 */
import { describe, expect, it } from 'vitest';
import { expectedPages, loadQueries, pagePath } from '../../scripts/lib/search-score.mjs';
import { fileToRoute, isFragment, listDocFiles } from '../support/docs';
import { LANGS, localizeRoute } from './routes';

const tuning = loadQueries('bench/search-queries-tuning.json');
const heldOut = loadQueries('bench/search-queries-heldout.json');
const pages = new Set(LANGS.flatMap((lang) => listDocFiles(lang).filter((file) => !isFragment(file)).map((file) => pagePath(localizeRoute(fileToRoute(file), lang)))));

describe('search query sets', () => {
  it('expect only pages that exist', () => {
    const missing = [...tuning, ...heldOut].flatMap((query) => expectedPages(query).filter((page) => !pages.has(page)).map((page) => `${query.q} → ${page}`));
    expect(missing).toEqual([]);
  });

  it('hold at least 40 held-out queries per language, none of them in the tuning set', () => {
    for (const lang of LANGS) expect(heldOut.filter((query) => query.lang === lang).length).toBeGreaterThanOrEqual(40);
    const tuned = new Set(tuning.map((query) => `${query.lang} ${query.q.toLowerCase()}`));
    expect(heldOut.filter((query) => tuned.has(`${query.lang} ${query.q.toLowerCase()}`)).map((query) => query.q)).toEqual([]);
  });

  it('compare routes the way result links are cleaned', () => {
    expect(pagePath('/zh/guide/basic/use-mdx/#intro')).toBe('/zh/guide/basic/use-mdx');
    expect(expectedPages({ q: 'mdx', lang: 'zh', expect: ['/guide/basic/use-mdx/'], kind: 'plain' })).toEqual(['/zh/guide/basic/use-mdx']);
  });
});
