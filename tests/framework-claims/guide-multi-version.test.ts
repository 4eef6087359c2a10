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
