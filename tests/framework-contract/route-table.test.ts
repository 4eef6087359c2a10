/**
 * Contract: plugins/page-data-diet/runtime/route-table.ts, which replaces Rspress's
 * `runtime/route.js` in the browser bundle, answers as the installed route.js does. Both get the
 * same routes (this site's, from the docs folder, and some edge cases); route.js through mocks
 * of its build-time modules (vitest compiles it, see vitest.config.ts), the route table in
 * buckets spread as the build spreads them, all loaded first: lookups in a bucket not yet
 * loaded answer with a stand-in by design (see its header), so they are not compared.
 *
 * route.js's pathnameToRouteService normalises a pathname, then matches it with matchPath,
 * which normalises it again; the route table does the same, so paths that a second
 * normalisation changes (`/a.HTML`, `/a/INDEX`, `/a%3Fquery`, doubly encoded paths, a lone
 * `%25`, which throws) are compared with the rest.
 */
import { isDeepStrictEqual } from 'node:util';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ROUTE_BUCKETS } from '../../plugins/page-data-diet/route-buckets';
import {
  bucketOf,
  createRouteTable,
  isActive,
  matchPath,
  normalizeRoutePath,
  type Route,
} from '../../plugins/page-data-diet/runtime/route-table';
import {
  EDGE_ROUTES,
  locationPathnames,
  probePaths,
  siteRoutes,
  spellings,
  type RouteSource,
} from './route-probes';

interface SiteData {
  base: string;
  route: { cleanUrls: boolean; cleanUrlsRedirect?: boolean };
}

interface FakeLocation {
  pathname: string;
  search: string;
  hash: string;
}

interface FakeHistory {
  state: unknown;
  replaceState(state: unknown, unused: string, url: string): void;
}

/** What both modules export, as this test calls it. */
interface RouteRuntime {
  pathnameToRouteService(
    pathname: string,
  ): { path: string; filePath: string } | undefined;
  redirectToCleanUrl(location: FakeLocation, history: FakeHistory): boolean;
  matchPath(pattern: string, pathname: string): { path: string } | null;
  isActive(itemLink: string, currentPathname: string): boolean;
}

/** A route as Rspress's generated `virtual-routes` exports it. */
const generatedRoute = (source: RouteSource): Route => ({
  ...source,
  element: createElement('main', null, source.filePath),
  preload: async () => ({ default: () => null }),
});

/** The installed route.js, imported afresh: it sorts the routes and starts its cache on import. */
async function installedRuntime(
  routes: Route[],
  siteData: SiteData,
): Promise<RouteRuntime> {
  vi.resetModules();
  vi.doMock('virtual-routes', () => ({ routes }));
  vi.doMock('virtual-site-data', () => ({ default: siteData }));
  return import('@rspress/core/dist/runtime/route.js');
}

/** One path that hashes to each bucket, to load them all with `ready`. */
const pathPerBucket = (): string[] => {
  const paths = new Map<number, string>();
  for (let n = 0; paths.size < ROUTE_BUCKETS; n += 1)
    paths.set(bucketOf(`/bucket-${n}`, ROUTE_BUCKETS), `/bucket-${n}`);
  return [...paths.values()];
};

/** The route table over the same routes, every bucket loaded. */
async function ourRuntime(
  routes: Route[],
  siteData: SiteData,
): Promise<RouteRuntime> {
  const buckets = Array.from(
    { length: ROUTE_BUCKETS },
    (_, index) => () =>
      Promise.resolve({
        default: routes.filter(
          (route) => bucketOf(route.path, ROUTE_BUCKETS) === index,
        ),
      }),
  );
  const table = createRouteTable(buckets, siteData);
  for (const path of pathPerBucket()) {
    await table.ready(path);
    // A stand-in would come back if the bucket had not arrived; no route has this path.
    expect(table.pathnameToRouteService(path)).toBeUndefined();
  }
  return { ...table, matchPath, isActive };
}

/** A call's result, or the kind of error it threw. */
function outcome<T>(call: () => T): T | { throws: string } {
  try {
    return call();
  } catch (error) {
    return { throws: error instanceof Error ? error.name : String(error) };
  }
}

const lookup = (runtime: RouteRuntime, pathname: string) =>
  outcome(() => {
    const route = runtime.pathnameToRouteService(pathname);
    return route && { path: route.path, filePath: route.filePath };
  });

/** redirectToCleanUrl's answer and the URLs it put in the address bar. */
function redirect(runtime: RouteRuntime, pathname: string) {
  const replaced: unknown[][] = [];
  const history: FakeHistory = {
    state: { key: 'entry' },
    replaceState: (...args) => replaced.push(args),
  };
  const location = { pathname, search: '?q=1', hash: '#part' };
  return {
    returned: outcome(() => runtime.redirectToCleanUrl(location, history)),
    replaced,
  };
}

interface Difference {
  call: string;
  installed: unknown;
  ours: unknown;
}

/** Calls both runtimes with each argument list; returns where they answer differently. */
function differences<A extends unknown[]>(
  name: string,
  argLists: Iterable<A>,
  call: (runtime: RouteRuntime, ...args: A) => unknown,
  installed: RouteRuntime,
  ours: RouteRuntime,
): Difference[] {
  const found: Difference[] = [];
  for (const args of argLists) {
    const theirs = call(installed, ...args);
    const mine = call(ours, ...args);
    if (!isDeepStrictEqual(theirs, mine))
      found.push({
        call: `${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`,
        installed: theirs,
        ours: mine,
      });
  }
  return found;
}

/** Whether a second normalisation changes the path (or throws), as route.js's lookups do it. */
function changesWhenNormalisedTwice(path: string): boolean {
  let once: string;
  try {
    once = normalizeRoutePath(path);
  } catch {
    return false; // both throw
  }
  try {
    return normalizeRoutePath(once) !== once;
  } catch {
    return true;
  }
}

const SITE_DATA: SiteData = { base: '/', route: { cleanUrls: true } };

const ROUTE_SETS: [string, RouteSource[]][] = [
  ['the site’s routes', siteRoutes()],
  ['edge-case routes', EDGE_ROUTES],
];

describe.each(ROUTE_SETS)('with %s', (_, sources) => {
  const routes = sources.map(generatedRoute);
  const probes = probePaths(sources);

  it(`has routes in both languages and the paths to probe them (${routes.length} routes, ${probes.length} paths)`, () => {
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/', '/zh/']),
    );
    expect(probes.some(changesWhenNormalisedTwice)).toBe(true);
  });

  it('pathnameToRouteService finds the same route for every path, or none, or throws alike', async () => {
    const installed = await installedRuntime(routes, SITE_DATA);
    const ours = await ourRuntime(routes, SITE_DATA);
    const found = differences(
      'pathnameToRouteService',
      probes.map((path) => [path] as [string]),
      lookup,
      installed,
      ours,
    );
    expect(found.slice(0, 10), `${found.length} differences`).toEqual([]);
  });

  it('matchPath and isActive agree for each route or spelling against each path', async () => {
    const installed = await installedRuntime(routes, SITE_DATA);
    const ours = await ourRuntime(routes, SITE_DATA);
    // A sidebar link (a route's path) against every path, and every spelling of a route
    // against every other spelling of it.
    const pairs: [string, string][] = [
      ...routes.flatMap((route) =>
        probes.map((path): [string, string] => [route.path, path]),
      ),
      ...routes.flatMap((route) => {
        const own = spellings(route.path);
        return own.flatMap((a) => own.map((b): [string, string] => [a, b]));
      }),
    ];
    const found = [
      ...differences(
        'matchPath',
        pairs,
        (runtime, a, b) => outcome(() => runtime.matchPath(a, b)),
        installed,
        ours,
      ),
      ...differences(
        'isActive',
        pairs,
        (runtime, a, b) => outcome(() => runtime.isActive(a, b)),
        installed,
        ours,
      ),
    ];
    expect(found.slice(0, 10), `${found.length} differences`).toEqual([]);
  });

  const configs: [string, SiteData][] = [
    ['clean URLs at the root', SITE_DATA],
    ['.html URLs at the root', { base: '/', route: { cleanUrls: false } }],
    ['clean URLs under /base/', { base: '/base/', route: { cleanUrls: true } }],
    ['.html URLs under /base', { base: '/base', route: { cleanUrls: false } }],
    [
      'the redirect turned off',
      { base: '/', route: { cleanUrls: true, cleanUrlsRedirect: false } },
    ],
  ];

  it.each(configs)(
    'redirectToCleanUrl returns the same and replaces the URL alike, with %s',
    async (_, siteData) => {
      const installed = await installedRuntime(routes, siteData);
      const ours = await ourRuntime(routes, siteData);
      const pathnames = locationPathnames(probes, siteData.base);
      const found = differences(
        'redirectToCleanUrl',
        pathnames.map((pathname) => [pathname] as [string]),
        redirect,
        installed,
        ours,
      );
      expect(found.slice(0, 10), `${found.length} differences`).toEqual([]);
    },
  );
});
