/**
 * Conventional routing (/guide/basic/conventional-route): which files become pages, which
 * URLs they get, and how `route.cleanUrls` changes the links written into the HTML.
 */
import { describe, expect, it } from 'vitest';
import { buildFixture, textOf, useFixtureBuild } from '../support/fixture-site';

const contentLinks = (html: string): string[] =>
  [...html.matchAll(/<a href="([^"]*)" class="rp-link">/g)].map(
    (match) => match[1],
  );

describe('files under docs/ become routes', () => {
  const build = useFixtureBuild('guide-routes', { checkBuilds: false });

  it('builds one HTML file per page, index files standing for their folder', () => {
    expect(build().status, build().output).toBe(0);
    expect(
      build()
        .files()
        .filter((file) => file.endsWith('.html')),
    ).toEqual([
      '404.html',
      'guide/index.html',
      'guide/intro.html',
      'guide/nested/deep.html',
      'index.html',
      'playground.html',
    ]);
  });

  it('leaves out `_`-prefixed files and folders and the route.exclude globs', () => {
    const html = build().files().join('\n');
    expect(html).not.toMatch(/_draft|_partials|note|drafts|wip/);
  });

  it('writes clean links (no .html, folder index as a trailing slash) when cleanUrls is on', () => {
    expect(contentLinks(build().read('index.html'))).toEqual([
      '/guide/',
      '/guide/nested/deep',
      '/guide/intro',
      '/playground',
    ]);
  });

  it('resolves a link without `./` relative to the current file', () => {
    expect(contentLinks(build().read('guide/index.html'))).toEqual([
      '/guide/intro',
      '/guide/intro',
    ]);
  });

  it('renders a .tsx page, taking its <title> from `export const frontmatter`', () => {
    const html = build().read('playground.html');
    expect(html).toContain('<title>Playground - Routes fixture</title>');
    expect(textOf(html)).toContain('Rendered by a React component.');
  });

  it('labels a .tsx page in the auto sidebar with its file name, not its exported title', () => {
    const html = build().read('index.html');
    expect(html).toMatch(/href="\/playground"[^>]*>(?:<[^>]+>)*playground</);
  });
});

describe('cleanUrls off (the default)', () => {
  it('writes every internal link with .html, and index pages as index.html', () => {
    const build = buildFixture('guide-routes-html');
    expect(build.status, build.output).toBe(0);
    expect(contentLinks(build.read('index.html'))).toEqual([
      '/guide/index.html',
      '/guide/nested/deep.html',
      '/guide/intro.html',
      '/playground.html',
    ]);
  }, 180_000);
});

describe('two files for one route', () => {
  it('stops the build and names the route', () => {
    const build = buildFixture('guide-route-collision');
    expect(build.status).not.toBe(0);
    expect(build.output).toContain('routePath /setup has already been added');
  }, 180_000);
});
