/**
 * Test data for route-table.test.ts: route lists as Rspress generates them, and the paths to
 * look up in them. Routes come from the docs folder, through Rspress's own route-path
 * derivation, so the test needs no build.
 */
import { normalizeRoutePath as rspressRoutePath } from '@rspress/core/dist/node/route/normalizeRoutePath.js';
import { removeTrailingSlash } from '@rspress/shared';
import { DEFAULT_LANG, SITE_LANGS } from '../../config/locales';
import { isFragment, listDocFiles } from '../support/docs';

/** The fields of a `virtual-routes` entry that lookups read. */
export interface RouteSource {
  path: string;
  filePath: string;
  lang: string;
  version: string;
}

/**
 * Routes of page files given relative to the docs root (`en/guide/a.mdx`), in the order
 * Rspress's RouteService lists them (sorted file paths), with the paths it derives.
 */
export function routesOf(relativeFiles: string[]): RouteSource[] {
  return [...relativeFiles].sort().map((filePath) => {
    const { routePath, lang, version } = rspressRoutePath(
      filePath,
      DEFAULT_LANG,
      '',
      [...SITE_LANGS],
      [],
    );
    return { path: routePath, filePath, lang, version };
  });
}

/** Every page of the site: docs/<lang>/, without fragments and `_`-files (rspress.config.ts). */
export function siteRoutes(): RouteSource[] {
  return routesOf(
    SITE_LANGS.flatMap((lang) =>
      listDocFiles(lang)
        .filter((file) => !isFragment(file))
        .filter((file) => !/(^|\/)_[^_]/.test(file))
        .map((file) => `${lang}/${file}`),
    ),
  );
}

/**
 * Pages this site does not have but a site could: Chinese, spaced and non-ASCII names, a dot
 * in a folder, and two pairs of routes with one key (`/guide` and `/guide/`; two spellings of
 * one path of equal length), where the tie rule decides.
 */
export const EDGE_ROUTES: RouteSource[] = routesOf([
  'en/index.md',
  'en/guide.md',
  'en/guide/index.md',
  'en/Guide/Start.md',
  'en/guide/start.md',
  'en/a b/c.md',
  'en/docs/v1.2/intro.md',
  'en/Straße.md',
  'en/ÄPFEL.md',
  'zh/index.md',
  'zh/指南/index.mdx',
  'zh/指南/快速开始.mdx',
  'zh/API 参考.md',
]);

/** Percent-encodes every character, with lowercase hex: `/a` → `%2f%61`. */
const encodeEvery = (path: string): string =>
  Array.from(
    new TextEncoder().encode(path),
    (byte) => `%${byte.toString(16).padStart(2, '0')}`,
  ).join('');

const capitalizeSegments = (path: string): string =>
  path.replace(/\/(.)/g, (_, first: string) => `/${first.toUpperCase()}`);

/** How a reader, a link or a static host may spell a route's path, plus near misses. */
export function spellings(route: string): string[] {
  const dir = route.endsWith('/');
  const bare = dir && route !== '/' ? route.slice(0, -1) : route;
  const encoded = encodeURI(route);
  return [
    route,
    dir ? bare : `${route}/`,
    dir ? `${route}index` : `${route}.html`,
    dir ? `${route}index.html` : `${route}/index`,
    dir ? `${route}index/` : `${route}/index.html`,
    route.toUpperCase(),
    capitalizeSegments(route),
    encoded,
    encoded.toLowerCase(),
    encodeEvery(route),
    `${route}?from=probe`,
    `${route}#anchor`,
    `${bare}.html#anchor`,
    // near misses: no route has these keys
    `${bare}.md`,
    `${bare}-missing`,
    `${bare.slice(0, -1)}`,
    `/zh${route}`,
    `//${route.slice(1)}`,
    `${bare}%E4`, // a malformed escape: both throw
    // normalised twice by route.js's pathnameToRouteService (see route-table.test.ts)
    `${bare}.HTML`,
    `${bare}/INDEX`,
    `${bare}.html.html`,
    `${bare}%3Fquery`,
    encodeURIComponent(encoded).replace(/^%2F/, '/'),
    `${bare}%25`,
  ];
}

/** The paths to look up: every spelling of every route, and some paths of no route at all. */
export function probePaths(routes: RouteSource[]): string[] {
  const probes = routes.flatMap((route) => spellings(route.path));
  probes.push(
    '',
    '/',
    '/index',
    '/index.html',
    '/INDEX.HTML',
    '/nope',
    '/zh/nope/',
    '/%E6%8C%87%E5%8D%97',
    '/zh/%E6%8C%87%E5%8D%97/%E4%B8%8D%E5%AD%98%E5%9C%A8',
  );
  return [...new Set(probes)];
}

/**
 * `location.pathname` values for a site under `base`: each probe under the base (a browser
 * never shows `?` or `#` in a pathname) and, for a base other than `/`, some without it or
 * under a longer first segment (`/basex/…`), which the base must not be stripped from.
 */
export function locationPathnames(probes: string[], base: string): string[] {
  const prefix = removeTrailingSlash(base);
  const pathnames = probes.filter(
    (probe) => probe.startsWith('/') && !/[?#]/.test(probe),
  );
  const outside =
    prefix === ''
      ? []
      : pathnames
          .filter((_, index) => index % 10 === 0)
          .flatMap((pathname) => [pathname, `${prefix}x${pathname}`]);
  return [
    ...new Set([
      ...pathnames.map((pathname) => `${prefix}${pathname}`),
      ...outside,
      `${prefix}/`,
      ...(prefix ? [prefix] : []),
    ]),
  ];
}
