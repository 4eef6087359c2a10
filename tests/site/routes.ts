/**
 * The product spec's route inventory (§2), as paths of the default language; every route also
 * exists under each other language's prefix (`/zh`). routes.test.ts requires a page in every
 * language for each route, and no page outside the list.
 */
import { langPrefix, SITE_LANGS, type SiteLang } from '../../config/locales';

const officialPlugins = [
  'algolia',
  'api-docgen',
  'client-redirects',
  'last-updated',
  'llms',
  'medium-zoom',
  'overview',
  'playground',
  'preview',
  'rss',
  'shiki',
  'sitemap',
  'twoslash',
  'typedoc',
];

export const SPEC_ROUTES: readonly string[] = [
  '/',
  '/api/',
  '/api/commands',
  '/api/client-api/api-components',
  '/api/client-api/api-runtime',
  '/api/config/config-basic',
  '/api/config/config-build',
  '/api/config/config-frontmatter',
  '/api/config/config-theme',
  '/guide/advanced/ai-and-agents',
  '/guide/advanced/custom-search',
  '/guide/advanced/custom-theme',
  '/guide/advanced/extend-build',
  '/guide/advanced/tailwind-css',
  '/guide/advanced/theme-styling',
  '/guide/basic/auto-nav-sidebar',
  '/guide/basic/conventional-route',
  '/guide/basic/custom-page',
  '/guide/basic/custom-head',
  '/guide/basic/deploy',
  '/guide/basic/ssg',
  '/guide/basic/ssg-md',
  '/guide/basic/static-assets',
  '/guide/basic/use-mdx/',
  '/guide/basic/use-mdx/components',
  '/guide/basic/use-mdx/link',
  '/guide/default-theme/components',
  '/guide/default-theme/doc-page',
  '/guide/default-theme/home-page',
  '/guide/default-theme/i18n',
  '/guide/default-theme/multi-version',
  '/guide/default-theme/navbar',
  '/guide/default-theme/overview-page',
  '/guide/start/getting-started',
  '/guide/start/introduction',
  '/guide/start/migration',
  '/guide/start/troubleshooting',
  '/plugin/community-plugins/overview',
  ...officialPlugins.map((name) => `/plugin/official-plugins/${name}`),
  '/plugin/system/introduction',
  '/plugin/system/plugin-api',
  '/plugin/system/write-a-plugin',
];

export type Lang = SiteLang;
export const LANGS: readonly Lang[] = SITE_LANGS;

/** `/guide/a` → `/zh/guide/a`; a route of the default language is returned unchanged. */
export function localizeRoute(route: string, lang: Lang): string {
  return `${langPrefix(lang)}${route}`;
}
