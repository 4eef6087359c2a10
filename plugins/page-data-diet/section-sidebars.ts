/**
 * Sidebars by section. Rspress 2.0.22 puts the sidebar of every section in every language into
 * the site data of the main bundle, so the first view grows with the whole site, although a
 * page shows one sidebar. These rewrites of two of its generated modules (browser bundle only)
 * move each section's sidebar into a chunk of its own, and make every route's preload load its
 * section's sidebar together with the page chunk (see runtime/section-sidebars.ts). Hydration
 * and client navigation both wait for a route's preload, so the sidebar is in place when the
 * page renders; the server renderer keeps the full site data and renders the same HTML.
 */

/** Rspress's generated modules, written by its virtual-module plugin under `.rspress/runtime/`. */
export const SITE_DATA_MODULE = /[\\/]\.rspress[\\/]runtime[\\/]virtual-site-data\.js$/;
export const ROUTES_MODULE = /[\\/]\.rspress[\\/]runtime[\\/]virtual-routes\.js$/;

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
    const sections = Object.entries(holder.sidebar).map(
      ([key, items]) => `${JSON.stringify(key)}: () => import(${JSON.stringify(`data:application/json,${encodeURIComponent(JSON.stringify(items))}`)})`,
    );
    // With locales, the theme config's own sidebar is never read; the locale's entry wins.
    if (sections.length > 0) loaders.push(`${JSON.stringify(lang)}: {\n${sections.join(',\n')}\n}`);
    holder.sidebar = {};
  }
  return `const siteData = ${JSON.stringify(siteData)};\nexport const sidebarSections = {\n${loaders.join(',\n')}\n};\nexport default siteData;\n`;
}

/**
 * Rewrites `virtual-routes` (`export const routes = [ … ];`) so that the route list passes
 * through `withSectionSidebars` of the runtime module at `runtimeModule`.
 */
export function loadSidebarsWithRoutes(source: string, runtimeModule: string): string {
  const start = source.indexOf('export const routes = [');
  const end = source.lastIndexOf('];');
  if (start < 0 || end < start || source.slice(end + 2).trim() !== '') {
    throw new Error('page-data-diet: the shape of virtual-routes changed; update plugins/page-data-diet/section-sidebars.ts');
  }
  const list = source.slice(start + 'export const routes = '.length, end + 1);
  return [
    `import siteDataForSidebars, { sidebarSections } from 'virtual-site-data';`,
    `import { withSectionSidebars } from ${JSON.stringify(runtimeModule)};`,
    source.slice(0, start),
    `export const routes = withSectionSidebars(${list}, siteDataForSidebars.themeConfig, sidebarSections);`,
    '',
  ].join('\n');
}
