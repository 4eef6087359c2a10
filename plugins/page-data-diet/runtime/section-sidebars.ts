/**
 * Browser side of the section sidebars (../section-sidebars.ts): a route's preload also loads
 * the sidebar of the section the route belongs to, and puts it where the default theme's
 * `useSidebar` reads it (the `sidebar` of the page's locale in the site data). Collapsed groups
 * whose items the build took out get them back before a page that needs them renders: the page
 * is in the group, next to it (its prev/next links), or an overview page listing the section.
 */
import { matchSidebar, PAGE_META_EXPORT } from '../../../framework/runtime';
import { remember } from './remember';
import { routeKey } from './route-table';

type SidebarItems = SidebarNode[];

/** A sidebar item as far as this module reads it (see ../section-sidebars.ts for the marks). */
export interface SidebarNode {
  link?: string;
  collapsed?: boolean;
  items?: SidebarNode[];
  dividerType?: string;
  sectionHeaderText?: string;
  /** Set by the build on a collapsed group whose items load when needed: their number in the section module's `groups`… */
  _lazyItems?: number;
  /** …and the directory every link inside it shares, so that a page knows the group holds it. */
  _linkPrefix?: string;
  /** Set in the browser when the section arrives: which language, section and group (a section's sidebar may be shared by two keys). */
  _groupKey?: string;
}

type ItemsModule = Promise<{ default: SidebarItems }>;
interface SectionModule {
  default: SidebarItems;
  /** Loaders of the collapsed groups' items, by the groups' `_lazyItems`. */
  groups?: (() => ItemsModule)[];
}

/** A collapsed group still waiting for its items. */
const isWaiting = (node: SidebarNode) =>
  node._lazyItems !== undefined && node.items?.length === 0;

/** The section's waiting groups, in the order the theme walks the sidebar, and its links. */
type Stop = { link: string } | { group: SidebarNode };
function walkStops(items: SidebarItems): Stop[] {
  const stops: Stop[] = [];
  const walk = (node: SidebarNode) => {
    if (node.dividerType !== undefined || node.sectionHeaderText !== undefined)
      return;
    if (node.link) stops.push({ link: node.link });
    if (isWaiting(node)) stops.push({ group: node });
    else node.items?.forEach(walk);
  };
  items.forEach(walk);
  return stops;
}

/**
 * The waiting groups a page needs: the one it is in, and those right before and after it in the
 * theme's walk, where its previous and next page come from; every one on an overview page.
 */
export function groupsNeededBy(
  items: SidebarItems,
  routePath: string,
  isOverview = false,
): SidebarNode[] {
  const stops = walkStops(items);
  const page = routeKey(routePath);
  const needed = new Set<SidebarNode>();
  let matched = false;
  stops.forEach((stop, i) => {
    if (isOverview && 'group' in stop) needed.add(stop.group);
    // Compared in the route table's normal form, which lowercases and decodes.
    const here =
      'link' in stop
        ? routeKey(stop.link) === page
        : stop.group._linkPrefix !== undefined &&
          page.startsWith(routeKey(stop.group._linkPrefix));
    if (!here) return;
    matched = true;
    for (const near of [stops[i - 1], stop, stops[i + 1]])
      if (near && 'group' in near) needed.add(near.group);
  });
  // A page the sidebar does not list gets the sidebar's first page as its next page.
  if (!matched && stops[0] && 'group' in stops[0]) needed.add(stops[0].group);
  return [...needed];
}

/** Items of collapsed groups, by `_groupKey`: for a group opened by the reader. */
const groupLoaders = new Map<string, () => Promise<SidebarItems>>();

/** Loads the items of a collapsed group the build took out (null for any other group). */
export function loadGroupItems(
  node: SidebarNode,
): Promise<SidebarItems> | null {
  return groupLoaders.get(node._groupKey ?? '')?.() ?? null;
}

/** True when a page module is an overview page, which lists its section's pages from the sidebar. */
function isOverviewPage(page: unknown): boolean {
  const meta = (
    page as {
      default?: Record<string, unknown>;
    }
  )?.default?.[PAGE_META_EXPORT] as
    Record<string, { overviewPages?: unknown }> | undefined;
  return Object.values(meta ?? {}).some(
    (fields) => fields.overviewPages !== undefined,
  );
}

interface SidebarHolder {
  lang?: string;
  sidebar?: Record<string, SidebarItems>;
}

/** language ('' without locales) → section key → that section's sidebar chunk. */
export type SectionLoaders = Record<
  string,
  Record<string, () => Promise<SectionModule>>
>;

interface Route {
  path: string;
  lang: string;
  preload: () => Promise<unknown>;
}

/**
 * Returns a function that makes each route's preload also load its section's sidebar. Made once
 * per site: its record of loaded sections is shared by every route list passed through it.
 */
export function sectionSidebarLoader(
  themeConfig: SidebarHolder & { locales?: SidebarHolder[] },
  sections: SectionLoaders,
) {
  const loading = new Map<string, Promise<SectionModule>>();
  const loadingGroups = new Map<string, Promise<SidebarItems>>();
  const localized = (themeConfig.locales?.length ?? 0) > 0;
  // Longest first: the same choice as the theme's getSidebarDataGroup, the longest key the path starts with.
  const keysByLang = new Map(
    Object.entries(sections).map(([lang, loaders]) => [
      lang,
      Object.keys(loaders).sort((a, b) => b.length - a.length),
    ]),
  );

  /** Fills a waiting group of a section in the site data, as a new sidebar object so the theme's memoised lookups see it. */
  const loadGroup = (
    holder: SidebarHolder,
    key: string,
    module: SectionModule,
    node: SidebarNode,
  ): Promise<SidebarItems> =>
    remember(loadingGroups, node._groupKey!, async () => {
      const { default: items } = await module.groups![node._lazyItems!]();
      node.items = items;
      holder.sidebar = {
        ...holder.sidebar,
        [key]: [...(holder.sidebar?.[key] ?? [])],
      };
      return items;
    });

  const loadSidebarOf = async (
    route: Route,
    page: Promise<unknown>,
  ): Promise<void> => {
    const holder = localized
      ? themeConfig.locales?.find((locale) => locale.lang === route.lang)
      : themeConfig;
    const lang = localized ? route.lang : '';
    const loaders = sections[lang] ?? {};
    const key = keysByLang
      .get(lang)
      ?.find((candidate) => matchSidebar(candidate, route.path));
    if (!holder || key === undefined) return;
    const module = await remember(loading, `${route.lang} ${key}`, async () => {
      const section = await loaders[key]();
      holder.sidebar = { ...holder.sidebar, [key]: section.default };
      for (const node of walkStops(section.default).flatMap((stop) =>
        'group' in stop ? [stop.group] : [],
      )) {
        node._groupKey = `${route.lang} ${key} ${node._lazyItems}`;
        groupLoaders.set(node._groupKey, () =>
          loadGroup(holder, key, section, node),
        );
      }
      return section;
    });
    if (!module.groups) return;
    const items = holder.sidebar?.[key] ?? [];
    const load = (nodes: SidebarNode[]) =>
      Promise.all(nodes.map((node) => loadGroup(holder, key, module, node)));
    // The page's own groups load alongside its module; an overview page, known once its module
    // has arrived, lists every page of its section.
    const own = load(groupsNeededBy(items, route.path));
    if (isOverviewPage(await page))
      await load(groupsNeededBy(items, route.path, true));
    await own;
  };

  return <R extends Route>(routes: R[]): R[] =>
    routes.map((route) => ({
      ...route,
      preload: async () => {
        const page = route.preload();
        const [module] = await Promise.all([page, loadSidebarOf(route, page)]);
        return module;
      },
    }));
}
