/**
 * What search engines and link previews read: canonical URL, an x-default alternate (Rspress
 * itself adds the per-language hreflang links), Open Graph and Twitter card tags, and a
 * robots.txt pointing at the sitemap.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteMeta, RspressPlugin, UserConfig } from '@rspress/core';
import { asSiteLang, DEFAULT_LANG, LOCALES, localeOf } from './locales';

export const SOCIAL_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

type HeadTag = [string, Record<string, string>];

/** Absolute URL of a route with clean URLs: `/guide/a` stays `/guide/a`, `/zh/` stays `/zh/`. */
export function absoluteUrl(siteOrigin: string, routePath: string): string {
  return `${siteOrigin.replace(/\/$/, '')}${routePath.startsWith('/') ? routePath : `/${routePath}`}`;
}

/**
 * The route's path without its language prefix. Rspress passes it as `pureRoutePath`; the
 * upgrade drill found releases (2.0.14) whose route lacks it, so it is then derived.
 */
function pureRoutePathOf(
  route: Pick<RouteMeta, 'routePath' | 'pureRoutePath' | 'lang'>,
): string {
  if (typeof route.pureRoutePath === 'string') return route.pureRoutePath;
  const prefix = `/${route.lang}/`;
  return route.lang !== DEFAULT_LANG && route.routePath.startsWith(prefix)
    ? route.routePath.slice(prefix.length - 1)
    : route.routePath;
}

export function seoTagsForRoute(
  siteOrigin: string,
  siteTitle: string,
  route: Pick<RouteMeta, 'routePath' | 'pureRoutePath' | 'lang'>,
): HeadTag[] {
  const url = absoluteUrl(siteOrigin, route.routePath);
  const image = absoluteUrl(siteOrigin, SOCIAL_IMAGE.path);
  const locale = localeOf(asSiteLang(route.lang)).ogLocale;
  const otherLocales = LOCALES.map(({ ogLocale }) => ogLocale).filter(
    (value) => value !== locale,
  );
  return [
    ['link', { rel: 'canonical', href: url }],
    [
      'link',
      {
        rel: 'alternate',
        hreflang: 'x-default',
        href: absoluteUrl(siteOrigin, pureRoutePathOf(route)),
      },
    ],
    ['meta', { property: 'og:url', content: url }],
    ['meta', { property: 'og:site_name', content: siteTitle }],
    ['meta', { property: 'og:locale', content: locale }],
    ...otherLocales.map((value): HeadTag => [
      'meta',
      { property: 'og:locale:alternate', content: value },
    ]),
    ['meta', { property: 'og:image', content: image }],
    [
      'meta',
      { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    ],
    [
      'meta',
      { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    ],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:image', content: image }],
  ];
}

const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

export function renderTags(tags: HeadTag[]): string {
  return tags
    .map(([name, attributes]) => {
      const rendered = Object.entries(attributes).map(
        ([key, value]) => `${key}="${escapeAttribute(value)}"`,
      );
      return `<${name} ${rendered.join(' ')}>`;
    })
    .join('');
}

/** A `head` entry for the config: Rspress calls it for every route it renders. */
export function seoHead(
  siteOrigin: string,
  siteTitle: string,
): NonNullable<UserConfig['head']>[number] {
  return (route: RouteMeta) =>
    renderTags(seoTagsForRoute(siteOrigin, siteTitle, route));
}

export function robotsTxt(siteOrigin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteOrigin, '/sitemap.xml')}\n`;
}

/** Writes robots.txt next to the sitemap in production builds. */
export function pluginRobotsTxt(siteOrigin: string): RspressPlugin {
  return {
    name: 'docs-site:robots-txt',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      await writeFile(
        path.join(config.outDir ?? 'doc_build', 'robots.txt'),
        robotsTxt(siteOrigin),
      );
    },
  };
}
