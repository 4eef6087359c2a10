/**
 * Names of @rspress/core internals that both the build and the browser need. Browser-safe:
 * no Node imports.
 */

/**
 * The static property of a compiled page module that carries the page meta (keyed by the
 * page's encoded path), which the browser spreads into the page data.
 */
export const PAGE_META_EXPORT = '__RSPRESS_PAGE_META';

/** The bare specifiers of Rspress's generated modules, as its runtime imports them. */
export const GENERATED_SPECIFIER = {
  routes: 'virtual-routes',
  siteData: 'virtual-site-data',
} as const;

/** Everything the installed route runtime may export; the replacement implements each. */
export const ROUTE_RUNTIME_EXPORTS = [
  'isActive',
  'matchPath',
  'pathnameToRouteService',
  'preloadLink',
  'redirectToCleanUrl',
] as const;
