/**
 * The spec's route list is the contract: every written route has a source page in both
 * languages, every pending route has none yet, and no page exists outside the list.
 */
import { describe, expect, it } from 'vitest';
import { LANGS, PENDING_ROUTES, SPEC_ROUTES } from './routes';
import { fileToRoute, isFragment, listDocFiles } from './support/docs';

const routesByLang = Object.fromEntries(
  LANGS.map((lang) => [lang, new Set(listDocFiles(lang).filter((file) => !isFragment(file)).map(fileToRoute))]),
);

describe('spec routes', () => {
  it('lists each route once and only pending routes that are in the spec', () => {
    expect(new Set(SPEC_ROUTES).size).toBe(SPEC_ROUTES.length);
    expect([...PENDING_ROUTES].filter((route) => !SPEC_ROUTES.includes(route))).toEqual([]);
  });

  for (const lang of LANGS) {
    it(`every written route has a ${lang} page`, () => {
      const missing = SPEC_ROUTES.filter((route) => !PENDING_ROUTES.has(route) && !routesByLang[lang].has(route));
      expect(missing).toEqual([]);
    });

    it(`no pending route has a ${lang} page yet (remove it from PENDING_ROUTES when it lands)`, () => {
      expect([...PENDING_ROUTES].filter((route) => routesByLang[lang].has(route))).toEqual([]);
    });

    it(`every ${lang} page is a route of the spec`, () => {
      expect([...routesByLang[lang]].filter((route) => !SPEC_ROUTES.includes(route))).toEqual([]);
    });
  }

  it('maps files to routes the way Rspress does', () => {
    expect(fileToRoute('index.md')).toBe('/');
    expect(fileToRoute('api/index.mdx')).toBe('/api/');
    expect(fileToRoute('guide/basic/use-mdx/index.mdx')).toBe('/guide/basic/use-mdx/');
    expect(fileToRoute('guide/start/introduction.mdx')).toBe('/guide/start/introduction');
  });
});
