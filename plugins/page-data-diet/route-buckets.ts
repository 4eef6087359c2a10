/**
 * Route buckets. Rspress puts the whole route table (path, file, chunk loader of every
 * page in every language) into the main bundle, so the first view grows with the site. These
 * rewrites (browser bundle of a production build only) keep a fixed number of loaders there and
 * move the routes into that many chunks, each holding the routes whose path hashes to it:
 *
 * - `virtual-routes` itself exports `routeBuckets`, one dynamic import per bucket of the same
 *   module with a `?bucket=N` query; that import is rewritten to the bucket's routes;
 * - Rspress's `runtime/route.js` is replaced by runtime/route-table.ts, which loads buckets on
 *   demand and answers lookups as before; each route it receives passes through
 *   the site's `sectionSidebarLoader`, so it still brings its section's sidebar.
 */
import {
  GENERATED_SPECIFIER,
  parseGeneratedRoutes,
} from '../../framework/generated-modules';
import { bucketOf } from './runtime/route-table';

/**
 * Buckets per site. Fixed, so the main bundle does not grow with the page count: 64 loaders
 * cost about 1 KB gzip there, and at 1,000 pages a bucket holds about 16 routes (40 bytes gzip
 * each).
 */
export const ROUTE_BUCKETS = 64;

/**
 * `virtual-routes` without a query: the bucket loaders and no routes of its own. It also hands
 * the buckets the code they share, so that each bucket chunk holds routes only.
 */
export function routeBucketLoaders(
  source: string,
  modulePath: string,
  count = ROUTE_BUCKETS,
): string {
  const used = new Set(
    parseGeneratedRoutes(source).map((route) => bucketOf(route.path, count)),
  );
  const loaders = Array.from({ length: count }, (_, index) =>
    used.has(index)
      ? `() => import(/* webpackChunkName: "routes-${index}" */ ${JSON.stringify(`${modulePath}?bucket=${index}`)})`
      : '() => Promise.resolve({ default: [] })',
  );
  return [
    `export { lazyWithPreload } from 'react-lazy-with-preload';`,
    `export const routes = [];`,
    `export const routeBuckets = [\n${loaders.join(',\n')}\n];`,
    '',
  ].join('\n');
}

/**
 * `virtual-routes?bucket=N`: the routes of bucket N, written as Rspress writes them (a lazy
 * component per page, preloaded before the page's module is returned). `modulePath`:
 * `virtual-routes` itself, which provides the shared code.
 */
export function routeBucket(
  source: string,
  index: number,
  modulePath: string,
  count = ROUTE_BUCKETS,
): string {
  const mine = parseGeneratedRoutes(source).filter(
    (route) => bucketOf(route.path, count) === index,
  );
  const text = JSON.stringify;
  return [
    `import React from 'react';`,
    `import { lazyWithPreload } from ${text(modulePath)};`,
    ...mine.map(
      (route, n) =>
        `const load${n} = () => import(/* webpackChunkName: ${text(route.chunkName)} */ ${text(route.request)});\nconst Route${n} = lazyWithPreload(load${n});`,
    ),
    `export default [`,
    mine
      .map(
        (route, n) =>
          `{ path: ${text(route.path)}, element: React.createElement(Route${n}), filePath: ${text(route.filePath)}, preload: async () => { await Route${n}.preload(); return load${n}(); }, lang: ${text(route.lang)}, version: ${text(route.version)} }`,
      )
      .join(',\n'),
    `];`,
    '',
  ].join('\n');
}

/**
 * Rspress's `runtime/route.js`, replaced by the bucketed route table. Its exports were checked
 * before the build (framework/assumptions.ts, `route-runtime`). The generated modules are read
 * through their namespaces: `routeBuckets` and `sidebarSections` exist only where the rewrites
 * above ran, and without them the table holds Rspress's whole route list and pages keep the
 * sidebars of the site data, as Rspress's own runtime does.
 */
export function replaceRouteRuntime(
  routeTableRuntime: string,
  sidebarsRuntime: string,
): string {
  const text = JSON.stringify;
  return [
    `import * as generatedRoutes from ${text(GENERATED_SPECIFIER.routes)};`,
    `import * as generatedSiteData from ${text(GENERATED_SPECIFIER.siteData)};`,
    `import { createRouteTable, isActive, matchPath } from ${text(routeTableRuntime)};`,
    `import { sectionSidebarLoader } from ${text(sidebarsRuntime)};`,
    `const siteData = generatedSiteData.default;`,
    // Read by name at run time: a static read of an export that a rewrite did not add would
    // fail the build.
    `const routeBuckets = Reflect.get(generatedRoutes, 'routeBuckets') ?? [() => Promise.resolve({ default: generatedRoutes.routes })];`,
    `const sidebarSections = Reflect.get(generatedSiteData, 'sidebarSections');`,
    // Each route arriving in a bucket brings its section's sidebar when it is preloaded.
    `const table = createRouteTable(routeBuckets, siteData, sidebarSections ? sectionSidebarLoader(siteData.themeConfig, sidebarSections) : undefined);`,
    // The page being opened needs its route before the app starts (redirect, hydration). Only
    // bucket modules load here: they import nothing that waits for this module, so no deadlock.
    `await table.ready(window.location.pathname);`,
    `export const { pathnameToRouteService, preloadLink, redirectToCleanUrl } = table;`,
    `export { isActive, matchPath };`,
    '',
  ].join('\n');
}
