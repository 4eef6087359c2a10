/**
 * The framework adapter, build side: every private path, generated-module shape, environment
 * name and internal helper of @rspress/core that this site's plugins rely on is named here and
 * nowhere else. Each assumption that can be checked before the build is checked against the
 * installed package by `checkInstalled` (assumptions.ts); the shapes of Rspress's generated
 * modules can only be checked when they pass through a transform, so their parsers (in the
 * plugins) report a mismatch through the optimisation report instead of throwing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The installed @rspress/core's folder. */
export const RSPRESS_CORE_DIR = path.dirname(
  require.resolve('@rspress/core/package.json'),
);

/** The installed @rspress/core's version, as its package.json says. */
export const RSPRESS_VERSION = (
  JSON.parse(
    readFileSync(path.join(RSPRESS_CORE_DIR, 'package.json'), 'utf8'),
  ) as { version: string }
).version;

/** Absolute path of a file inside the installed @rspress/core. */
export const coreFile = (relative: string): string =>
  path.join(RSPRESS_CORE_DIR, relative);

/** A bundler rule condition matching exactly one file of the installed @rspress/core. */
export const coreFileTest = (relative: string): RegExp =>
  new RegExp(`^${coreFile(relative).replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')}$`);

/** The text of a file inside the installed @rspress/core, or null when it is gone. */
export function readCoreFile(relative: string): string | null {
  const file = coreFile(relative);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * Rsbuild environments of an Rspress build: the browser bundle, the HTML renderer, and the
 * renderer of the Markdown twins (llms), which runs no remark plugins of plugins.
 */
export const ENVIRONMENT = {
  browser: 'web',
  htmlRenderer: 'node',
  markdownRenderer: 'node_md',
} as const;

/**
 * Modules Rspress generates for every build (its virtual-module plugin writes them under a
 * `.rspress` folder), matched by path.
 */
export const GENERATED_MODULE = {
  /** `export const pageData = {…pages…}; export const searchIndexHash = …` */
  pageData: /[\\/]\.rspress[\\/]virtual-page-data\.js$/,
  /** `export default {…site data, themeConfig with every sidebar…}` */
  siteData: /[\\/]\.rspress[\\/]runtime[\\/]virtual-site-data\.js$/,
  /** a lazy loader and a route object per page, exported as `routes` */
  routes: /[\\/]\.rspress[\\/]runtime[\\/]virtual-routes\.js$/,
} as const;

/** Files of the installed @rspress/core that the site replaces or patches. */
export const CORE_FILE = {
  /** The browser's route lookup (pathnameToRouteService, preloadLink, …). */
  routeRuntime: 'dist/runtime/route.js',
  /** The default theme's sidebar group component. */
  sidebarGroup: 'dist/theme/components/Sidebar/SidebarGroup.js',
  /** Where Rspress's MDX compiler collects the page meta that remark plugins may extend. */
  mdxProcessor: 'dist/node/mdx/processor.js',
  /** Where the browser spreads a page module's meta into the page data. */
  pageDataInit: 'dist/runtime/initPageData.js',
} as const;

/**
 * The unified processor data key under which Rspress's MDX compiler collects the page meta
 * that it writes into the page's route chunk.
 */
export const PAGE_META_DATA_KEY = 'pageMeta';

export { PAGE_META_EXPORT } from './names';

/**
 * The built-in search index files Rspress writes into `static/`, one per language:
 * `search_index.<lang>.<hash>.json` (with a version segment on multi-version sites).
 */
export const BUILT_IN_SEARCH_INDEX_FILE =
  /^search_index\.(?:.+\.)?([^.]+)\.[^.]+\.json$/;

export { THEME_CLASS } from './theme-classes';

/** Front matter parsing and the path helpers Rspress itself uses. */
export { default as matter } from '@rspress/shared/gray-matter';
/** The slugger Rspress gives headings their ids with (the writer checks read anchors with it). */
export { default as GithubSlugger } from '@rspress/shared/github-slugger';
export { removeBase } from '@rspress/shared';
