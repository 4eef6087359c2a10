/**
 * Front matter is checked by the compiler against the installed `FrontMatterMeta` type (plus
 * this site's translation marker), so a wrong value type fails here, naming the file. Doc pages also need the
 * title and description that search, `<title>` and link previews use.
 */
import { describe, expect, it } from 'vitest';
import { langPrefix } from '../../config/locales';
import { LANGS } from './routes';
import { isFragment, listDocFiles, readDoc } from '../support/docs';
import { typecheckSources } from '../support/typecheck';

const pages = LANGS.flatMap((lang) =>
  listDocFiles(lang)
    .filter((file) => !isFragment(file))
    .map((file) => readDoc(lang, file)),
);

describe('front matter', () => {
  it('matches the FrontMatterMeta type of @rspress/core on every page', () => {
    const problems = typecheckSources(
      pages.map((doc) => ({
        origin: `docs/${doc.lang}/${doc.relativeFile}`,
        extension: '.ts',
        source: [
          "import type { FrontMatterMeta } from '@rspress/core';",
          "import type { TranslationFrontMatter } from '../../plugins/translation-freshness/source-hash';", // from .virtual/<n>/
          `export const frontmatter = ${JSON.stringify(doc.frontmatter, null, 2)} satisfies FrontMatterMeta & TranslationFrontMatter;`,
        ].join('\n'),
      })),
    );
    expect(
      problems.map((problem) => `${problem.origin}: ${problem.message}`),
    ).toEqual([]);
  }, 120_000);

  for (const doc of pages.filter(
    (page) => page.frontmatter.pageType !== 'home',
  )) {
    it(`docs/${doc.lang}/${doc.relativeFile} has a title and a description`, () => {
      expect(typeof doc.frontmatter.title, 'title').toBe('string');
      expect(String(doc.frontmatter.description ?? ''), 'description').toMatch(
        /\S{3,}/,
      );
    });
  }

  for (const lang of LANGS) {
    it(`the ${lang} home page has a hero with two actions and six feature cards`, () => {
      const home = pages.find(
        (page) =>
          page.lang === lang && page.relativeFile.match(/^index\.mdx?$/),
      );
      const frontmatter = home?.frontmatter as {
        pageType: string;
        titleSuffix?: string;
        hero: {
          name: string;
          text: string;
          tagline: string;
          image: { src: string; alt: string };
          actions: { theme: string; text: string; link: string }[];
        };
        features: { title: string; details: string; icon: string }[];
      };
      expect(frontmatter.pageType).toBe('home');
      expect(frontmatter.titleSuffix).toBeTruthy();
      expect(
        frontmatter.hero.name &&
          frontmatter.hero.text &&
          frontmatter.hero.tagline,
      ).toBeTruthy();
      expect(frontmatter.hero.image.src).toBe('/logo.svg');
      expect(frontmatter.hero.image.alt).toBeTruthy();
      const prefix = langPrefix(lang);
      expect(
        frontmatter.hero.actions.map(({ theme, link }) => [theme, link]),
      ).toEqual([
        ['brand', `${prefix}/guide/start/introduction`],
        ['alt', `${prefix}/guide/start/getting-started`],
      ]);
      expect(frontmatter.features).toHaveLength(6);
      for (const feature of frontmatter.features) {
        expect(feature.title && feature.details && feature.icon).toBeTruthy();
      }
    });
  }
});
