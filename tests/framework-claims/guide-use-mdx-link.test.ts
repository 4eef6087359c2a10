/**
 * Links (/guide/basic/use-mdx/link): how Markdown links are rewritten per language and which
 * links are checked at build time.
 */
import { describe, expect, it } from 'vitest';
import { buildFixture, useFixtureBuild } from '../support/fixture-site';

const contentLinks = (html: string): string[] =>
  [
    ...html.matchAll(
      /<a href="([^"]*)"(?: target="_blank" rel="noopener noreferrer")? class="rp-link">/g,
    ),
  ].map((match) => match[1]);

describe('Markdown links in two languages', () => {
  const build = useFixtureBuild('guide-links', {
    checkBuilds: 'builds with dead-link and anchor checks on',
  });

  it('resolves absolute, ./relative and bare relative links to the same clean route', () => {
    expect(contentLinks(build().read('guide/links.html'))).toEqual([
      '/guide/target',
      '/guide/target#install',
      '/guide/target#second-section',
      '/guide/target',
      '/guide/target',
      '#links',
      'https://example.com/',
      'mailto:team@example.com',
      '/guide/target',
    ]);
  });

  it('adds /zh to absolute links written in a zh page (autoPrefix)', () => {
    expect(
      contentLinks(build().read('zh/guide/links.html')).slice(0, 5),
    ).toEqual([
      '/zh/guide/target',
      '/zh/guide/target#install',
      '/zh/guide/target#second-section',
      '/zh/guide/target',
      '/zh/guide/target',
    ]);
  });

  it('reaches the default language from a zh page with an explicit /en prefix, which is then dropped', () => {
    expect(contentLinks(build().read('zh/guide/links.html')).at(-1)).toBe(
      '/guide/target',
    );
  });

  it('opens external links (any scheme, mailto: included) in a new tab with rel="noopener noreferrer"', () => {
    const html = build().read('guide/links.html');
    expect(html).toContain(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer" class="rp-link">',
    );
    expect(html).toContain(
      '<a href="mailto:team@example.com" target="_blank" rel="noopener noreferrer" class="rp-link">',
    );
  });

  it('leaves a JSX <a> in MDX untouched: no language prefix, no theme link', () => {
    expect(build().read('zh/guide/links.html')).toContain(
      '<a href="/guide/target" data-testid="jsx-link">',
    );
  });
});

describe('anchor checking', () => {
  it('fails the build on a link to a heading id the target page does not have', () => {
    const build = buildFixture('guide-dead-anchor');
    expect(build.status).not.toBe(0);
    expect(build.output).toContain('Dead anchors found');
    expect(build.output).toContain('/target#no-such-heading');
  }, 180_000);
});
