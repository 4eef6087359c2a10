/**
 * Proves the multi-version page: version folders become prefixed routes (the default version
 * has none), languages nest inside versions, links get the version prefix, search indexes are
 * split per version, and `multiVersion.default` is needed in practice.
 */
import { describe, expect, it } from 'vitest';
import { buildFixture, useFixtureBuild } from '../support/fixture-site';

const build = useFixtureBuild('theme-multi-version', { checkBuilds: false });

describe('multiVersion { default: v2, versions: [v1, v2] } with en and zh', () => {
  it('builds', () => {
    expect(build().status, build().output).toBe(0);
  });

  it('serves the default version at the root and the others under their prefix', () => {
    const pages = build()
      .files()
      .filter((file) => file.endsWith('.html'));
    expect(pages).toEqual(
      expect.arrayContaining([
        'guide/install.html',
        'guide/migrate.html',
        'zh/guide/install.html',
        'v1/guide/install.html',
        'v1/zh/guide/install.html',
        'v1/index.html',
      ]),
    );
    expect(pages.some((file) => file.startsWith('v2/'))).toBe(false);
    expect(pages).not.toContain('v1/guide/migrate.html');
  });

  it('adds the version and language prefix to absolute Markdown links', () => {
    expect(build().read('v1/zh/guide/install.html')).toContain(
      'href="/v1/zh/guide/install"',
    );
  });

  it('links languages within the same version only', () => {
    const html = build().read('v1/zh/guide/install.html');
    expect(html).toContain('hreflang="en" href="/v1/guide/install"');
    expect(html).not.toContain('hreflang="en" href="/guide/install"');
  });

  it('adds the version and language prefix to the _nav.json links of each version', () => {
    const navLink = (file: string) =>
      /<a href="([^"]*)" class="rp-nav-menu__item__container rp-link">Install/.exec(
        build().read(file),
      )?.[1];
    expect(navLink('guide/install.html')).toBe('/guide/install');
    expect(navLink('zh/guide/install.html')).toBe('/zh/guide/install');
    expect(navLink('v1/guide/install.html')).toBe('/v1/guide/install');
    expect(navLink('v1/zh/guide/install.html')).toBe('/v1/zh/guide/install');
  });

  it('links each version menu entry to the same path, except the default version entry on a default version page', () => {
    const menu = (file: string) =>
      Object.fromEntries(
        [
          ...build()
            .read(file)
            .matchAll(/<a href="([^"]*)"[^>]*>(v[12])</g),
        ].map(([, href, version]) => [version, href]),
      );
    expect(menu('v1/guide/install.html')).toEqual({
      v1: '/v1/guide/install',
      v2: '/guide/install',
    });
    expect(menu('v1/zh/guide/install.html')).toEqual({
      v1: '/v1/zh/guide/install',
      v2: '/zh/guide/install',
    });
    // On the default version, its own entry drops the first path segment.
    expect(menu('guide/install.html')).toEqual({
      v1: '/v1/guide/install',
      v2: '/install',
    });
    expect(menu('zh/guide/install.html')).toEqual({
      v1: '/v1/zh/guide/install',
      v2: '/guide/install',
    });
  });

  it('writes one search index per version and language', () => {
    const indexes = build()
      .files()
      .filter((file) => /^static\/search_index\./.test(file));
    expect(
      indexes.map((file) => file.replace(/\.[0-9a-f]+\.json$/, '')),
    ).toEqual(
      expect.arrayContaining([
        'static/search_index.v1.en',
        'static/search_index.v1.zh',
        'static/search_index.v2.en',
        'static/search_index.v2.zh',
      ]),
    );
  });
});

describe('multiVersion without `default`', () => {
  it('fails while pre-rendering, although the type marks `default` optional', () => {
    const broken = buildFixture('theme-multi-version', {
      env: { FIXTURE_NO_DEFAULT_VERSION: '1' },
    });
    expect(broken.status).not.toBe(0);
    expect(broken.output).toMatch(/nav\[navKey\] is not iterable/);
  }, 180_000);
});
