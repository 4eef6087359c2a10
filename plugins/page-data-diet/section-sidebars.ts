/**
 * Sidebars by section. Rspress puts the sidebar of every section in every language into
 * the site data of the main bundle, so the first view grows with the whole site, although a
 * page shows one sidebar. This rewrite of its generated site data (browser bundle only) moves
 * each section's sidebar into a chunk of its own; every route's preload loads its section's
 * sidebar together with the page chunk (route-buckets.ts, runtime/section-sidebars.ts). Hydration
 * and client navigation both wait for a route's preload, so the sidebar is in place when the
 * page renders; the server renderer keeps the full site data and renders the same HTML.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SIDEBAR_GROUP_ANCHORS } from '../../framework';
import {
  readSiteDataModule,
  ShapeError,
} from '../../framework/generated-modules';
import type { SidebarNode } from './runtime/section-sidebars';

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
function holdersOf(
  themeConfig: SidebarHolder & { locales?: SidebarHolder[] },
): [string, SidebarHolder][] {
  const locales = themeConfig.locales ?? [];
  return [
    ['', themeConfig],
    ...locales.map((locale): [string, SidebarHolder] => [
      locale.lang ?? '',
      locale,
    ]),
  ];
}

/**
 * Sidebar items carry `_fileKey` (the source file) for the build; no browser code of the 2.0.22
 * theme reads it (the Overview copies it along unread), and it is a fifth of a sidebar's bytes.
 */
const withoutFileKeys = (key: string, value: unknown) =>
  key === '_fileKey' ? undefined : value;

/** The directory every link in a group (its own included) sits in, or null if there is none or a link is not a site path. */
function sharedDirectory(group: SidebarNode): string | null {
  const links: string[] = [];
  const collect = (node: SidebarNode) => {
    if (typeof node.link === 'string' && node.link) links.push(node.link);
    node.items?.forEach(collect);
  };
  collect(group);
  if (links.length === 0 || links.some((link) => !link.startsWith('/')))
    return null;
  let shared = links[0];
  for (const link of links)
    while (!link.startsWith(shared)) shared = shared.slice(0, -1);
  const directory = shared.slice(0, shared.lastIndexOf('/') + 1);
  return directory.length > 1 ? directory : null;
}

/**
 * Takes the items out of the section's outermost collapsed groups (a large site's sidebar is
 * mostly these): the theme, patched in runtime/collapsed-group.ts, renders a collapsed group's
 * items only once it has been opened, and the runtime loads a group's items before a page in it,
 * next to it (prev/next links) or listing it (an overview page) renders. Returns the items
 * taken out, by group number.
 */
export function takeOutCollapsedGroups(items: SidebarNode[]): SidebarNode[][] {
  const taken: SidebarNode[][] = [];
  const visit = (node: SidebarNode) => {
    if (!Array.isArray(node.items)) return;
    const directory =
      node.collapsed === true && node.items.length > 0
        ? sharedDirectory(node)
        : null;
    if (directory === null) return node.items.forEach(visit);
    node._lazyItems = taken.push(node.items) - 1;
    node._linkPrefix = directory;
    node.items = [];
  };
  items.forEach(visit);
  return taken;
}

/**
 * The module of one section's sidebar, as an import specifier: a JSON `data:` module, or, when
 * collapsed groups were taken out, a JavaScript one whose `groups` loads each group's items.
 */
function sectionModule(
  items: SidebarNode[],
  chunkName: string,
  takeOutGroups: boolean,
): string {
  const dataUri = (json: unknown) =>
    `data:application/json,${encodeURIComponent(JSON.stringify(json, withoutFileKeys))}`;
  const sidebar = structuredClone(items);
  const groups = takeOutGroups ? takeOutCollapsedGroups(sidebar) : [];
  if (groups.length === 0) return dataUri(sidebar);
  const loaders = groups.map(
    (group, n) =>
      `() => import(/* webpackChunkName: "${chunkName}-${n}" */ ${JSON.stringify(dataUri(group))})`,
  );
  const source = `export default ${JSON.stringify(sidebar, withoutFileKeys)};\nexport const groups = [${loaders.join(', ')}];\n`;
  return `data:text/javascript,${encodeURIComponent(source)}`;
}

/**
 * Rewrites `virtual-site-data` (`export default {…}`): every sidebar becomes empty, and a
 * `sidebarSections` export maps language → section key → a dynamic import of that section's
 * sidebar. The data travels as a `data:` module, so the bundler gives each section its own
 * chunk without files on disk that a build cache could outlive.
 */
export function splitSectionSidebars(
  source: string,
  { takeOutCollapsedGroups: takeOutGroups = true } = {},
): string {
  const siteData = readSiteDataModule(source) as {
    themeConfig?: SidebarHolder & { locales?: SidebarHolder[] };
  };
  const loaders: string[] = [];
  for (const [lang, holder] of siteData.themeConfig
    ? holdersOf(siteData.themeConfig)
    : []) {
    if (!holder.sidebar) continue;
    // Named chunks: with named chunk ids (route-buckets.ts), a data: module's id would be its URI.
    const sections = Object.entries(holder.sidebar).map(([key, items], n) => {
      const chunkName = `sidebar-${lang || 'site'}-${n}`;
      return `${JSON.stringify(key)}: () => import(/* webpackChunkName: "${chunkName}" */ ${JSON.stringify(sectionModule(items as SidebarNode[], chunkName, takeOutGroups))})`;
    });
    // With locales, the theme config's own sidebar is never read; the locale's entry wins.
    if (sections.length > 0)
      loaders.push(`${JSON.stringify(lang)}: {\n${sections.join(',\n')}\n}`);
    holder.sidebar = {};
  }
  return `const siteData = ${JSON.stringify(siteData)};\nexport const sidebarSections = {\n${loaders.join(',\n')}\n};\nexport default siteData;\n`;
}

/**
 * Patches the default theme's SidebarGroup to render a collapsed group's items only once it has
 * been opened, through `useCollapsedGroupItems` (runtime/collapsed-group.ts). The code it
 * anchors on was checked before the build (framework/assumptions.ts, `sidebar-group`).
 */
export function patchSidebarGroup(
  source: string,
  collapsedGroupRuntime: string,
): string {
  const [state, children] = SIDEBAR_GROUP_ANCHORS;
  if (source.split(state).length !== 2 || source.split(children).length !== 2)
    throw new ShapeError("the shape of the theme's SidebarGroup changed");
  return `import { useCollapsedGroupItems } from ${JSON.stringify(collapsedGroupRuntime)};\n${source
    .replace(
      state,
      `${state}\n    const rendersItems = useCollapsedGroupItems(item, id, setSidebarData, collapsed);`,
    )
    .replace(
      children,
      `children: rendersItems && item.items?.map((item, index)=>`,
    )}`;
}

/**
 * Whether the site declares any collapsed sidebar group: in the config's sidebars, or in a
 * `_meta.json` of the docs folder (`"collapsed": true`). Without one, the SidebarGroup patch
 * would serve nothing.
 */
export function declaresCollapsedGroups(config: {
  root?: string;
  themeConfig?: unknown;
}): boolean {
  const collapsed = (value: unknown): boolean =>
    Array.isArray(value)
      ? value.some(collapsed)
      : typeof value === 'object' && value !== null
        ? (value as { collapsed?: unknown }).collapsed === true ||
          Object.values(value).some(collapsed)
        : false;
  if (collapsed(config.themeConfig)) return true;
  const root = config.root ?? 'docs';
  if (!existsSync(root)) return false;
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === '_meta.json')
    .some((file) => {
      try {
        return collapsed(
          JSON.parse(readFileSync(path.join(root, file), 'utf8')),
        );
      } catch {
        return false; // Rspress reports a broken _meta.json itself
      }
    });
}

/** The split site data as the main bundle holds it: each section's sidebar travels in the import specifier of its own chunk. */
export const withoutSectionSidebars = (splitSource: string): string =>
  splitSource.replace(/"data:[^"]*"/g, '""');
