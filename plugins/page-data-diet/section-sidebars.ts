/**
 * Sidebars by section. Rspress 2.0.22 puts the sidebar of every section in every language into
 * the site data of the main bundle, so the first view grows with the whole site, although a
 * page shows one sidebar. This rewrite of its generated site data (browser bundle only) moves
 * each section's sidebar into a chunk of its own; every route's preload loads its section's
 * sidebar together with the page chunk (route-buckets.ts, runtime/section-sidebars.ts). Hydration
 * and client navigation both wait for a route's preload, so the sidebar is in place when the
 * page renders; the server renderer keeps the full site data and renders the same HTML.
 */

/** Rspress's generated modules, written by its virtual-module plugin under `.rspress/runtime/`. */
export const SITE_DATA_MODULE = /[\\/]\.rspress[\\/]runtime[\\/]virtual-site-data\.js$/;

/** Where a sidebar lives in the site data: the theme config, or one of its locales. */
interface SidebarHolder {
  lang?: string;
  sidebar?: Record<string, unknown[]>;
}

/**
 * The loader table's key for a holder: the locale's language, or '' for the theme config of a
 * site without locales (the runtime picks the holder the same way as the theme's
 * `useLocaleSiteData`).
 */
function holdersOf(themeConfig: SidebarHolder & { locales?: SidebarHolder[] }): [string, SidebarHolder][] {
  const locales = themeConfig.locales ?? [];
  return [['', themeConfig], ...locales.map((locale): [string, SidebarHolder] => [locale.lang ?? '', locale])];
}

/**
 * Sidebar items carry `_fileKey` (the source file) for the build; no browser code of the 2.0.22
 * theme reads it (the Overview copies it along unread), and it is a fifth of a sidebar's bytes.
 */
const withoutFileKeys = (key: string, value: unknown) => (key === '_fileKey' ? undefined : value);

/**
 * Rewrites `virtual-site-data` (`export default {…}`): every sidebar becomes empty, and a
 * `sidebarSections` export maps language → section key → a dynamic import of that section's
 * sidebar. The data travels as a `data:` module, so the bundler gives each section its own
 * chunk without files on disk that a build cache could outlive.
 */
export function splitSectionSidebars(source: string): string {
  const match = /^\s*export default ([\s\S]*?);?\s*$/.exec(source);
  if (!match) throw new Error('page-data-diet: the shape of virtual-site-data changed; update plugins/page-data-diet/section-sidebars.ts');
  const siteData = JSON.parse(match[1]) as { themeConfig?: SidebarHolder & { locales?: SidebarHolder[] } };
  const loaders: string[] = [];
  for (const [lang, holder] of siteData.themeConfig ? holdersOf(siteData.themeConfig) : []) {
    if (!holder.sidebar) continue;
    // Named chunks: with named chunk ids (route-buckets.ts), a data: module's id would be its URI.
    const sections = Object.entries(holder.sidebar).map(
      ([key, items], n) =>
        `${JSON.stringify(key)}: () => import(/* webpackChunkName: "sidebar-${lang || 'site'}-${n}" */ ${JSON.stringify(`data:application/json,${encodeURIComponent(JSON.stringify(items, withoutFileKeys))}`)})`,
    );
    // With locales, the theme config's own sidebar is never read; the locale's entry wins.
    if (sections.length > 0) loaders.push(`${JSON.stringify(lang)}: {\n${sections.join(',\n')}\n}`);
    holder.sidebar = {};
  }
  return `const siteData = ${JSON.stringify(siteData)};\nexport const sidebarSections = {\n${loaders.join(',\n')}\n};\nexport default siteData;\n`;
}
