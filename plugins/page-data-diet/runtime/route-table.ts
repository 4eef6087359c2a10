/**
 * Browser side of the route buckets (../route-buckets.ts): the route table arrives in a fixed
 * number of chunks, each holding the routes whose path hashes to it, so the main bundle carries
 * the same few loaders whatever the size of the site. This module takes the place of Rspress's
 * `runtime/route.js` in the browser bundle and keeps its exports and their behaviour: the same
 * path normalisation, exact matching, the longer path winning a tie, clean-URL redirects.
 *
 * Lookups stay synchronous, as Rspress's callers expect:
 * - the current page's bucket is loaded before anything renders (`ready`, awaited by the
 *   module that re-exports this one);
 * - hovering or touching a link loads its bucket (`preloadLink`);
 * - a lookup in a bucket that has not arrived yet (a link followed from the keyboard, or Back
 *   to an entry made before a reload) returns a stand-in route. Its `preload` loads the bucket
 *   and then becomes the real route; its element waits, suspended, for the bucket and renders
 *   the real page. Unlike Rspress's, `pathnameToRouteService` thus answers a path it cannot
 *   check yet; nothing in this site relies on that answer being final.
 *
 * A lookup normalises the path twice, as Rspress's pathnameToRouteService does (it normalises,
 * then matches with matchPath, which normalises again), so it also finds `/a.HTML`,
 * `/a/INDEX` and doubly encoded paths, and throws alike on a lone `%25`
 * (tests/framework-contract/route-table.test.ts compares the two).
 *
 * A path that turns out to have no route, or whose chunks fail to load (after a deploy renamed
 * them, see ../chunk-ids.ts), is opened with a full page load, as Rspress does for any
 * path it does not know; when the reader clicked a link to it, the link's query and #anchor are
 * kept (a hit chosen from the keyboard in the search dialog navigates without a click, so it
 * opens at the page's top). The page being opened itself is never reloaded: its failures surface as before.
 */
import {
  cleanUrl,
  normalizeHref,
  removeBase,
  removeTrailingSlash,
} from '../../../framework/runtime';
import { createElement, lazy } from 'react';

export interface Route {
  path: string;
  filePath: string;
  lang: string;
  version: string;
  element?: unknown;
  preload: () => Promise<unknown>;
}

export type BucketLoader = () => Promise<{ default: Route[] }>;

interface SiteData {
  base: string;
  route?: {
    cleanUrls?: boolean;
    cleanUrlsRedirect?: boolean;
    prefetchLink?: boolean;
  };
}

/** Rspress's normalisation of a route path or a pathname (runtime/route.js, 2.0.22). */
export function normalizeRoutePath(routePath: string): string {
  return cleanUrl(decodeURIComponent(routePath))
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .toLowerCase();
}

/** The form two paths are compared in: normalised, with a trailing slash. */
export function routeKey(routePath: string): string {
  const normalized = normalizeRoutePath(routePath);
  return normalized.endsWith('/') ? normalized : `${normalized}/`;
}

/** Which of `count` buckets a path's route lives in (FNV-1a over the key's UTF-16 code units). */
export function bucketOf(routePath: string, count: number): number {
  return keyBucket(routeKey(routePath), count);
}

/**
 * The key a looked-up pathname is compared by: normalised twice, as Rspress's
 * pathnameToRouteService does before and inside matchPath.
 */
export function lookupKey(pathname: string): string {
  return routeKey(normalizeRoutePath(pathname));
}

function keyBucket(key: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}

export function matchPath(
  pattern: string,
  pathname: string,
): { path: string } | null {
  return routeKey(pattern) === routeKey(pathname) ? { path: pattern } : null;
}

export function isActive(itemLink: string, currentPathname: string): boolean {
  return matchPath(itemLink, currentPathname) !== null;
}

/** `prepare`: applied to each bucket's routes when they arrive. */
export function createRouteTable(
  buckets: BucketLoader[],
  siteData: SiteData,
  prepare: (routes: Route[]) => Route[] = (routes) => routes,
) {
  const routes = new Map<string, Route>();
  /** Each route's own preload, for hovering: a failed head start must not reload the page. */
  const headStarts = new WeakMap<Route, () => Promise<unknown>>();
  const loading = new Map<number, Promise<void>>();
  const arrived = new Set<number>();
  const standIns = new Map<string, Route>();

  const bucketIndex = (pathname: string) =>
    keyBucket(lookupKey(pathname), buckets.length);

  // Rspress hands a route lookup only the path; the link the reader followed still knows the
  // query and #anchor a full page load should keep. Only a click the app handles in this tab
  // counts, and the link is forgotten once a navigation has used it or got through.
  let followedLink: URL | undefined;
  if (typeof document !== 'undefined') {
    document.addEventListener(
      'click',
      (event) => {
        followedLink = undefined;
        if (
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        const anchor = event
          .composedPath()
          .find(
            (node): node is HTMLAnchorElement =>
              node instanceof HTMLAnchorElement && node.hasAttribute('href'),
          );
        if (
          !anchor ||
          anchor.hasAttribute('download') ||
          (anchor.target && anchor.target !== '_self')
        )
          return;
        const url = new URL(anchor.href);
        if (url.origin === window.location.origin) followedLink = url;
      },
      true,
    );
  }

  /** Leaves the app for `pathname` with a full page load; the returned promise never settles. */
  const openWithPageLoad = (
    pathname: string,
    error: unknown,
  ): Promise<never> => {
    if (
      routeKey(pathname) ===
      routeKey(removeBase(window.location.pathname, siteData.base))
    )
      throw error;
    const link = followedLink;
    followedLink = undefined;
    const sameTarget =
      link &&
      routeKey(removeBase(link.pathname, siteData.base)) === routeKey(pathname);
    window.location.assign(
      `${removeTrailingSlash(siteData.base)}${pathname}${sameTarget ? `${link.search}${link.hash}` : ''}`,
    );
    return new Promise<never>(() => {});
  };

  const add = (route: Route) => {
    const key = routeKey(route.path);
    const existing = routes.get(key);
    // Rspress tries longer paths first, so of two paths with one key the longer one wins.
    if (existing && route.path.length <= existing.path.length) return;
    const navigable: Route = {
      ...route,
      preload: () =>
        route.preload().then(
          (module) => {
            followedLink = undefined;
            return module;
          },
          (error: unknown) => openWithPageLoad(route.path, error),
        ),
    };
    headStarts.set(navigable, route.preload);
    routes.set(key, navigable);
  };

  const loadBucket = (index: number): Promise<void> => {
    let promise = loading.get(index);
    if (!promise) {
      promise = buckets[index]().then(
        (bucket) => {
          for (const route of prepare(bucket.default)) add(route);
          arrived.add(index);
        },
        (error: unknown) => {
          loading.delete(index); // a later lookup may try again
          throw error;
        },
      );
      loading.set(index, promise);
    }
    return promise;
  };

  const standInFor = (pathname: string, key: string): Route => {
    const existing = standIns.get(key);
    if (existing) return existing;
    const index = bucketIndex(pathname);
    const realRoute = async () => {
      await loadBucket(index);
      standIns.delete(key);
      return routes.get(key);
    };
    const standIn: Route = {
      path: pathname,
      filePath: '',
      lang: '',
      version: '',
      // Rendered only if the app shows the path before preloading it (Back after a reload).
      element: createElement(
        lazy(async () => {
          const real = await realRoute().catch(() => undefined);
          return {
            default: () =>
              (real?.element ?? null) as ReturnType<
                typeof createElement
              > | null,
          };
        }),
      ),
      preload: async () => {
        let real: Route | undefined;
        try {
          real = await realRoute();
        } catch (error) {
          return openWithPageLoad(pathname, error);
        }
        if (!real)
          return openWithPageLoad(
            pathname,
            new Error(`no route for ${pathname}`),
          );
        Object.assign(standIn, real);
        return real.preload();
      },
    };
    standIns.set(key, standIn);
    return standIn;
  };

  const pathnameToRouteService = (pathname: string): Route | undefined => {
    const key = lookupKey(pathname);
    const route = routes.get(key);
    if (route || arrived.has(bucketIndex(pathname))) return route;
    return standInFor(pathname, key);
  };

  const preloadLink = (link: string): void => {
    if (siteData.route?.prefetchLink === false) return;
    loadBucket(bucketIndex(link))
      .then(() => {
        const route = routes.get(lookupKey(link));
        return route && headStarts.get(route)?.();
      })
      .catch(() => {}); // only a head start: the click tries again
  };

  const redirectToCleanUrl = (
    location: Location,
    history: History,
  ): boolean => {
    if (siteData.route?.cleanUrlsRedirect === false) return false;
    const matched = routes.get(
      lookupKey(removeBase(location.pathname, siteData.base)),
    );
    if (!matched) return false;
    const canonicalPathname = `${removeTrailingSlash(siteData.base)}${normalizeHref(matched.path, Boolean(siteData.route?.cleanUrls))}`;
    if (location.pathname === canonicalPathname) return false;
    history.replaceState(
      history.state,
      '',
      `${canonicalPathname}${location.search}${location.hash}`,
    );
    return true;
  };

  /**
   * Loads the bucket of the page being opened; awaited before the app starts. Never fails: on a
   * failure (or a malformed URL) the page's first lookup returns a stand-in that tries again.
   */
  const ready = async (pathname: string): Promise<void> => {
    try {
      await loadBucket(bucketIndex(removeBase(pathname, siteData.base)));
    } catch {
      // see above
    }
  };

  return { pathnameToRouteService, preloadLink, redirectToCleanUrl, ready };
}
