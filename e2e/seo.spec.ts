/** Search engines and link previews: every built page carries its canonical URL, language
 * alternates, description and social tags; sitemap.xml and robots.txt cover both languages. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEFAULT_LANG, langPrefix, SITE_LANGS } from '../config/locales';
import { SITE_ORIGIN } from '../config/project';
import { localizeRoute } from '../tests/site/routes';
import { BUILD_DIR, listBuiltPages } from './support/built-site';

const pages = listBuiltPages();
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

for (const builtPage of pages) {
  test(`${builtPage.urlPath} has canonical, hreflang, description and social tags`, () => {
    const html = readFileSync(builtPage.file, 'utf8');
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
      `${SITE_ORIGIN}${builtPage.urlPath}`,
    );
    // The same page in every language: its path without the page's own language prefix.
    const route =
      builtPage.urlPath.slice(langPrefix(builtPage.lang).length) || '/';
    for (const lang of SITE_LANGS) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${lang}" href="${SITE_ORIGIN}${localizeRoute(route, lang)}">`,
      );
    }
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${SITE_ORIGIN}${localizeRoute(route, DEFAULT_LANG)}">`,
    );
    expect(
      attribute(html, /<meta name="description" content="([^"]+)"/)?.length ??
        0,
    ).toBeGreaterThan(20);
    expect(
      attribute(html, /<meta property="og:title" content="([^"]+)"/),
    ).toBeTruthy();
    expect(
      attribute(html, /<meta property="og:description" content="([^"]+)"/),
    ).toBeTruthy();
    expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toBe(
      `${SITE_ORIGIN}/og-image.png`,
    );
    expect(attribute(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe(
      'summary_large_image',
    );
  });
}

test('sitemap.xml lists every page in both languages, robots.txt points to it', () => {
  const sitemap = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const locations = new Set(
    Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1]),
  );
  for (const builtPage of pages)
    expect(locations).toContain(`${SITE_ORIGIN}${builtPage.urlPath}`);
  const robots = readFileSync(path.join(BUILD_DIR, 'robots.txt'), 'utf8');
  expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
});

test('the social image exists and is 1200×630', () => {
  const png = readFileSync(path.join(BUILD_DIR, 'og-image.png'));
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});
