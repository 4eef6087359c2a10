/**
 * What the site assumes about the installed @rspress/core, each with the releases it was
 * verified on and the file to update when it stops holding. `checkInstalled` tests the
 * assumptions that can be read from the installed package before a build; the others are
 * shapes of generated modules, checked where a transform parses them.
 */
import { initSync, parse } from 'es-module-lexer';
import { CORE_FILE, PAGE_META_DATA_KEY, readCoreFile } from './internals';
import { PAGE_META_EXPORT, ROUTE_RUNTIME_EXPORTS } from './names';

export interface Assumption {
  id: string;
  /** What is assumed, in a sentence. */
  what: string;
  /** @rspress/core releases on which the assumption was verified (the upgrade drill). */
  verifiedOn: string[];
  /** The file whose code depends on it: the one to update when it breaks. */
  update: string;
  /** Checks the installed package: null when it holds, else what differs. */
  check?: () => string | null;
}

/** Every release the upgrade drill built and smoke-tested with these assumptions holding. */
const DRILLED = ['2.0.19', '2.0.20', '2.0.21', '2.0.22'];

/**
 * The names an ES module exports, sorted, read by a real lexer: export lists, `export function`,
 * `export const`, re-exports by name. Null when the module cannot be lexed or re-exports with
 * `export *`, whose names a lexer cannot know.
 */
export function exportedNames(source: string): string[] | null {
  initSync();
  try {
    const [imports, exports] = parse(source);
    const starReExport = imports.some(
      (entry) =>
        entry.n !== undefined &&
        /^export\s*\*/.test(source.slice(entry.ss, entry.se)),
    );
    if (starReExport) return null;
    return exports.map((entry) => entry.n ?? '(unnamed)').sort();
  } catch {
    return null;
  }
}

/** Rspress's path normalisation of route lookups, as route-table.ts reimplements it. */
const ROUTE_NORMALISATION =
  "cleanUrl(decodeURIComponent(routePath)).replace(/\\.html$/, '').replace(/\\/index$/, '/').toLowerCase()";

/** What differs in a route runtime module from what route-table.ts implements, or null. */
export function checkRouteRuntime(source: string): string | null {
  const names = exportedNames(source);
  const unknown = names?.filter(
    (name) => !(ROUTE_RUNTIME_EXPORTS as readonly string[]).includes(name),
  );
  if (!names || unknown!.length > 0)
    return `it exports ${names?.join(', ') ?? 'an unknown list'}`;
  if (!/import \{ routes \} from "virtual-routes"/.test(source))
    return 'it no longer imports `routes` from virtual-routes';
  if (!source.includes(ROUTE_NORMALISATION))
    return 'its path normalisation changed';
  return null;
}

export const ASSUMPTIONS = {
  routeRuntime: {
    id: 'route-runtime',
    what: `${CORE_FILE.routeRuntime} exports only names the route table implements (${ROUTE_RUNTIME_EXPORTS.join(', ')}), reads its routes from virtual-routes and normalises paths as route-table.ts does`,
    verifiedOn: DRILLED,
    update: 'plugins/page-data-diet/runtime/route-table.ts',
    check() {
      const source = readCoreFile(CORE_FILE.routeRuntime);
      if (source === null) return `${CORE_FILE.routeRuntime} is missing`;
      return checkRouteRuntime(source);
    },
  },
  sidebarGroup: {
    id: 'sidebar-group',
    what: `${CORE_FILE.sidebarGroup} reads \`collapsed\` from its item and maps \`item.items\` to its children, once each`,
    verifiedOn: DRILLED,
    update: 'plugins/page-data-diet/section-sidebars.ts (patchSidebarGroup)',
    check() {
      const source = readCoreFile(CORE_FILE.sidebarGroup);
      if (source === null) return `${CORE_FILE.sidebarGroup} is missing`;
      return SIDEBAR_GROUP_ANCHORS.every(
        (anchor) => source.split(anchor).length === 2,
      )
        ? null
        : 'the code the patch anchors on changed';
    },
  },
  pageMeta: {
    id: 'page-meta',
    what: `remark plugins can extend the page meta under processor data '${PAGE_META_DATA_KEY}', which the browser reads from ${PAGE_META_EXPORT}`,
    verifiedOn: DRILLED,
    update: 'plugins/page-data-diet/remark-current-page-fields.ts',
    check() {
      const compiler = readCoreFile(CORE_FILE.mdxProcessor);
      const browser = readCoreFile(CORE_FILE.pageDataInit);
      if (!compiler?.includes(`data('${PAGE_META_DATA_KEY}'`))
        return `${CORE_FILE.mdxProcessor} no longer collects '${PAGE_META_DATA_KEY}'`;
      if (!browser?.includes(PAGE_META_EXPORT))
        return `${CORE_FILE.pageDataInit} no longer reads ${PAGE_META_EXPORT}`;
      return null;
    },
  },
  generatedPageData: {
    id: 'virtual-page-data',
    what: 'virtual-page-data is `export const pageData = <JSON>; export const searchIndexHash = …`',
    verifiedOn: DRILLED,
    update: 'plugins/page-data-diet/page-fields.ts (slimVirtualPageData)',
  },
  generatedSiteData: {
    id: 'virtual-site-data',
    what: 'virtual-site-data is `export default <JSON>` with sidebars in themeConfig and its locales',
    verifiedOn: DRILLED,
    update: 'plugins/page-data-diet/section-sidebars.ts (splitSectionSidebars)',
  },
  generatedRoutes: {
    id: 'virtual-routes',
    what: 'virtual-routes has one `loadRouteN` import and one route object (path, element, filePath, lang, version) per page',
    verifiedOn: DRILLED,
    update: 'plugins/page-data-diet/route-buckets.ts (parseGeneratedRoutes)',
  },
  chunkFilename: {
    id: 'chunk-filename',
    what: "the browser bundle's output.chunkFilename is '<folder>[name].[contenthash:N].js'",
    verifiedOn: DRILLED,
    update: 'plugins/page-data-diet/chunk-ids.ts (idChunkFilename)',
  },
  docSidebarMarkup: {
    id: 'doc-sidebar-markup',
    what: 'the doc layout renders the sidebar into <aside class="rp-doc-layout__sidebar"> with plain <a href> links',
    verifiedOn: DRILLED,
    update: 'plugins/page-data-diet/preload-hints.ts',
  },
  builtInSearchIndex: {
    id: 'built-in-search-index',
    what: 'the built-in search writes static/search_index.<lang>.<hash>.json per language',
    verifiedOn: DRILLED,
    update: 'plugins/site-search/index.ts',
  },
} satisfies Record<string, Assumption>;

/** Where the SidebarGroup patch hooks in: the item's state, and the mapping of its items. */
export const SIDEBAR_GROUP_ANCHORS = [
  'const { collapsed = false, collapsible = true } = item;',
  'children: item.items?.map((item, index)=>',
] as const;

/**
 * Checks one assumption against the installed package. `SITE_SIMULATE_CHANGED=<id,…>` makes
 * the named assumptions fail, to rehearse a framework change (the tests do).
 */
export function checkInstalled(
  assumption: Assumption,
  env = process.env,
): string | null {
  if ((env.SITE_SIMULATE_CHANGED ?? '').split(',').includes(assumption.id))
    return 'simulated by SITE_SIMULATE_CHANGED';
  try {
    return assumption.check?.() ?? null;
  } catch (error) {
    return `its check failed: ${(error as Error).message}`;
  }
}
