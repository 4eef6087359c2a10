/**
 * The site's local search, build side. Rspress extracts every page's text for its built-in
 * search; this plugin splits that text into sections and builds, per language, a MiniSearch
 * index of sections (written as a base plus term shards) and one of page titles and
 * descriptions (inside the base), and cuts the section texts into small files for snippets.
 * The browser loads them only when a reader reaches for search: the index as a chunk, then
 * only the shards a query needs and the texts of the hits in view, as content-hashed static
 * files that this plugin emits into the build (see theme/components/SiteSearch).
 *
 * The built-in index files leave the site after the build (nothing fetches them any more).
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import type {
  ProcessAssetsHandler,
  RsbuildConfig,
  RsbuildPlugin,
  RsbuildPluginAPI,
} from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import {
  ASSUMPTIONS,
  BUILT_IN_SEARCH_INDEX_FILE,
  ENVIRONMENT,
  OptimisationReport,
} from '../../framework';
import { DevSearchFiles, devIndexRule } from './dev-search';
import { SEARCH_FILES_PATH } from './runtime/search-data';
import { searchableIn } from './sections';

/**
 * Where a build's search files go, in its own temp folder next to its output:
 * `.rspress/site-search/<output folder>/` holds `<lang>/index.json` (imported by the theme as
 * `SEARCH_DATA_ALIAS/<lang>/index.json`), `<lang>/files/` (the shards and text files under
 * their hashed names, emitted into the build as `SEARCH_FILES_PATH/<lang>/<name>`), and the
 * extracted pages, `pages/<lang>.json`, for `npm run search:eval`.
 */
export function searchDataDir(outDir = 'doc_build'): string {
  const output = path.resolve(outDir);
  return path.join(
    path.dirname(output),
    '.rspress',
    'site-search',
    path.basename(output),
  );
}

/**
 * The modules that load a search index, by path: the context module of the theme's `import()`
 * of `SEARCH_DATA_ALIAS/<lang>/index.json` is named after the data folder. The index follows
 * the pages' text (pluginPageDataDiet's `pageRefs`).
 */
export const SEARCH_INDEX_LOADERS = /[\\/]\.rspress[\\/]site-search[\\/]/;

/** The import specifier under which the theme finds this build's search data. */
export const SEARCH_DATA_ALIAS = 'site-search-data';

export interface SiteSearchOptions {
  /**
   * False where another search serves the site (Algolia): nothing is indexed, and the theme's
   * local search code, left out of the bundle, still finds an (empty) data folder to resolve.
   */
  index?: boolean;
}

export function pluginSiteSearch({
  index = true,
}: SiteSearchOptions = {}): RspressPlugin {
  let SEARCH_DATA_DIR = searchDataDir();
  const dataAlias: RsbuildPlugin = {
    name: 'site:search-data-alias',
    setup(api) {
      api.modifyRsbuildConfig((config: RsbuildConfig) => {
        config.resolve = {
          ...config.resolve,
          alias: {
            ...(config.resolve?.alias as Record<string, string>),
            [SEARCH_DATA_ALIAS]: SEARCH_DATA_DIR,
          },
        };
      });
    },
  };
  if (!index) {
    return {
      name: 'site:search',
      config(config) {
        SEARCH_DATA_DIR = searchDataDir(config.outDir);
        mkdirSync(SEARCH_DATA_DIR, { recursive: true });
        return config;
      },
      builderConfig: { plugins: [dataAlias] },
    };
  }
  const report = new OptimisationReport(['built-in-index-removed']);
  // Whether this is the dev server, known from `config`: the bundler hooks below must not
  // depend on when Rspress calls modifySearchIndexData, which creates `dev`.
  let isDevServer = false;
  let dev: DevSearchFiles | undefined;
  return {
    name: 'site:search',
    config(config, _utils, isProd) {
      isDevServer = !isProd;
      // The dev server's folder is its own, so a dev session never touches a build's files.
      SEARCH_DATA_DIR = searchDataDir(config.outDir) + (isProd ? '' : '-dev');
      return config;
    },
    async modifySearchIndexData(pages, isProd) {
      rmSync(SEARCH_DATA_DIR, { recursive: true, force: true });
      if (!isProd) {
        // The dev server builds a language's files when a reader first opens its search.
        dev = new DevSearchFiles(SEARCH_DATA_DIR, pages);
        return;
      }
      dev = undefined;
      // Loaded here, so a dev server never loads the builder (MiniSearch, pinyin) at its start.
      const { writeSearchFiles } = await import('./build-index');
      for (const lang of new Set(pages.map((page) => page.lang)))
        writeSearchFiles(SEARCH_DATA_DIR, lang, searchableIn(pages, lang));
    },
    builderConfig: {
      plugins: [
        dataAlias,
        {
          name: 'site:search-files',
          setup(api: RsbuildPluginAPI) {
            api.modifyBundlerChain((chain) => {
              if (isDevServer) devIndexRule(chain, SEARCH_DATA_DIR);
            });
            api.onBeforeStartDevServer(({ server }) => {
              server.middlewares.use((request, response, next) =>
                dev ? dev.serve(request, response, next) : next(),
              );
            });
            api.processAssets(
              { stage: 'additional', environments: [ENVIRONMENT.browser] },
              ({
                compilation,
                sources,
              }: Parameters<ProcessAssetsHandler>[0]) => {
                if (isDevServer) return;
                for (const lang of existsSync(SEARCH_DATA_DIR)
                  ? readdirSync(SEARCH_DATA_DIR)
                  : []) {
                  const folder = path.join(SEARCH_DATA_DIR, lang, 'files');
                  if (!existsSync(folder)) continue;
                  for (const name of readdirSync(folder)) {
                    compilation.emitAsset(
                      `${SEARCH_FILES_PATH}/${lang}/${name}`,
                      new sources.RawSource(
                        readFileSync(path.join(folder, name)),
                      ),
                    );
                  }
                }
              },
            );
          },
        },
      ],
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const staticDir = path.resolve(config.outDir ?? 'doc_build', 'static');
      // Nothing fetches the built-in index files, so they leave the site; they are kept next to
      // our files as the extracted pages, which `npm run search:eval` indexes without a build.
      let moved = 0;
      for (const file of readdirSync(staticDir)) {
        const lang = BUILT_IN_SEARCH_INDEX_FILE.exec(file)?.[1];
        if (!lang) continue;
        moved += 1;
        mkdirSync(path.join(SEARCH_DATA_DIR, 'pages'), { recursive: true });
        renameSync(
          path.join(staticDir, file),
          path.join(SEARCH_DATA_DIR, 'pages', `${lang}.json`),
        );
      }
      if (moved > 0) report.fired('built-in-index-removed');
      else
        report.off(
          'built-in-index-removed',
          'no built-in index file found',
          ASSUMPTIONS.builtInSearchIndex,
        );
      report.finish();
    },
  };
}
