import { describe, expect, it } from 'vitest';
import { absoluteUrl, renderTags, robotsTxt, seoTagsForRoute } from './seo';

const ORIGIN = 'https://docs.example.org';

describe('search and social tags', () => {
  it('builds absolute clean URLs', () => {
    expect(absoluteUrl(`${ORIGIN}/`, '/guide/a')).toBe(`${ORIGIN}/guide/a`);
    expect(absoluteUrl(ORIGIN, '/zh/')).toBe(`${ORIGIN}/zh/`);
  });

  it('gives a Chinese page its own canonical URL, the English page as x-default and zh_CN as locale', () => {
    const tags = seoTagsForRoute(ORIGIN, 'Rspress', {
      routePath: '/zh/guide/a',
      pureRoutePath: '/guide/a',
      lang: 'zh',
    });
    expect(tags).toContainEqual([
      'link',
      { rel: 'canonical', href: `${ORIGIN}/zh/guide/a` },
    ]);
    expect(tags).toContainEqual([
      'link',
      { rel: 'alternate', hreflang: 'x-default', href: `${ORIGIN}/guide/a` },
    ]);
    expect(tags).toContainEqual([
      'meta',
      { property: 'og:locale', content: 'zh_CN' },
    ]);
    expect(tags).toContainEqual([
      'meta',
      { property: 'og:locale:alternate', content: 'en_US' },
    ]);
    expect(tags).toContainEqual([
      'meta',
      { name: 'twitter:card', content: 'summary_large_image' },
    ]);
    expect(tags).toContainEqual([
      'meta',
      { property: 'og:image', content: `${ORIGIN}/og-image.png` },
    ]);
  });

  it('escapes attribute values', () => {
    expect(renderTags([['meta', { content: 'a "b" & <c>' }]])).toBe(
      '<meta content="a &quot;b&quot; &amp; &lt;c&gt;">',
    );
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
