/**
 * Browser side of the section sidebars (../section-sidebars.ts): a route's preload also loads
 * the sidebar of the section the route belongs to, and puts it where the default theme's
 * `useSidebar` reads it (the `sidebar` of the page's locale in the site data).
 */
import { matchSidebar } from '@rspress/shared';

type SidebarItems = unknown[];

interface SidebarHolder {
  lang?: string;
  sidebar?: Record<string, SidebarItems>;
}

/** language ('' without locales) → section key → that section's sidebar chunk. */
export type SectionLoaders = Record<string, Record<string, () => Promise<{ default: SidebarItems }>>>;

interface Route {
  path: string;
  lang: string;
  preload: () => Promise<unknown>;
}

/**
 * Returns a function that makes each route's preload also load its section's sidebar. Made once
 * per site: its record of loaded sections is shared by every route list passed through it.
 */
export function sectionSidebarLoader(themeConfig: SidebarHolder & { locales?: SidebarHolder[] }, sections: SectionLoaders) {
  const loading = new Map<string, Promise<void>>();
  const localized = (themeConfig.locales?.length ?? 0) > 0;
  // Longest first: the same choice as the theme's getSidebarDataGroup, the longest key the path starts with.
  const keysByLang = new Map(Object.entries(sections).map(([lang, loaders]) => [lang, Object.keys(loaders).sort((a, b) => b.length - a.length)]));

  const loadSidebarOf = (route: Route): Promise<void> => {
    const holder = localized ? themeConfig.locales?.find((locale) => locale.lang === route.lang) : themeConfig;
    const lang = localized ? route.lang : '';
    const loaders = sections[lang] ?? {};
    const key = keysByLang.get(lang)?.find((candidate) => matchSidebar(candidate, route.path));
    if (!holder || key === undefined) return Promise.resolve();
    const id = `${route.lang} ${key}`;
    let promise = loading.get(id);
    if (!promise) {
      promise = loaders[key]().then(
        (section) => {
          // A new object, so that the theme's memoised sidebar lookups see the change.
          holder.sidebar = { ...holder.sidebar, [key]: section.default };
        },
        (error: unknown) => {
          loading.delete(id); // a later navigation may try again
          throw error;
        },
      );
      loading.set(id, promise);
    }
    return promise;
  };

  return <R extends Route>(routes: R[]): R[] =>
    routes.map((route) => ({
      ...route,
      preload: async () => {
        const [page] = await Promise.all([route.preload(), loadSidebarOf(route)]);
        return page;
      },
    }));
}
