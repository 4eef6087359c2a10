/**
 * The spec's route list is the contract: every route has a source page in both languages, and
 * no page exists outside the list.
 */
import { describe, expect, it } from 'vitest';
import { LANGS, SPEC_ROUTES } from './routes';
import { fileToRoute, isFragment, listDocFiles } from '../support/docs';

const routesByLang = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    new Set(
      listDocFiles(lang)
        .filter((file) => !isFragment(file))
        .map(fileToRoute),
    ),
  ]),
);

describe('spec routes', () => {
  it('lists each route once', () => {
    expect(new Set(SPEC_ROUTES).size).toBe(SPEC_ROUTES.length);
  });

  for (const lang of LANGS) {
    it(`every route has a ${lang} page`, () => {
      expect(
        SPEC_ROUTES.filter((route) => !routesByLang[lang].has(route)),
      ).toEqual([]);
    });

    it(`every ${lang} page is a route of the spec`, () => {
      expect(
        [...routesByLang[lang]].filter((route) => !SPEC_ROUTES.includes(route)),
      ).toEqual([]);
    });
  }

  it('maps files to routes the way Rspress does', () => {
    expect(fileToRoute('index.md')).toBe('/');
    expect(fileToRoute('api/index.mdx')).toBe('/api/');
    expect(fileToRoute('guide/basic/use-mdx/index.mdx')).toBe(
      '/guide/basic/use-mdx/',
    );
    expect(fileToRoute('guide/start/introduction.mdx')).toBe(
      '/guide/start/introduction',
    );
  });
});
