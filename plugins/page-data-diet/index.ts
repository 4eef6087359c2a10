/**
 * The page-data diet: Rspress 2.0.22 puts the title, outline, front matter, description and
 * last-updated time of every page into the main bundle (`virtual-page-data`), so every first
 * view pays for every page. This plugin moves each page's own fields into its route chunk,
 * gives overview pages the headings of the pages they list, and leaves the shared list with
 * only the pages that cannot carry their own (non-Markdown pages). The sidebars of all sections
 * leave the main bundle too: each arrives with the routes of its section (section-sidebars.ts).
 * So does the route table: it is split into a fixed number of buckets that load on demand,
 * async chunks get file names the bundler's runtime computes instead of listing them, and each
 * page's HTML preloads its bucket and its section's sidebar (route-buckets.ts, preload-hints.ts).
 *
 * Nothing else changes: the search index, llms.txt and the Markdown twins are built from the
 * same page objects, which this plugin reads but never modifies.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import type { Rspack } from '@rsbuild/core';
import { slimVirtualPageData } from './page-fields';
import { remarkCurrentPageFields } from './remark-current-page-fields';
import { addPreloadHints } from './preload-hints';
import {
  hashAsyncChunksPerBuild,
  replaceRouteRuntime,
  ROUTE_RUNTIME_MODULE,
  ROUTES_MODULE,
  routeBucket,
  routeBucketLoaders,
} from './route-buckets';
import {
  patchSidebarGroup,
  SIDEBAR_GROUP_MODULE,
  SITE_DATA_MODULE,
  splitSectionSidebars,
} from './section-sidebars';

const VIRTUAL_PAGE_DATA = /[\\/]\.rspress[\\/]virtual-page-data\.js$/;
const RUNTIME_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'runtime',
);
const SECTION_SIDEBARS_RUNTIME = path.join(RUNTIME_DIR, 'section-sidebars.ts');
const ROUTE_TABLE_RUNTIME = path.join(RUNTIME_DIR, 'route-table.ts');
const COLLAPSED_GROUP_RUNTIME = path.join(RUNTIME_DIR, 'collapsed-group.ts');

export function pluginPageDataDiet(): RspressPlugin {
  const pagesByFile = new Map<string, PageIndexInfo>();
  return {
    name: 'site:page-data-diet',
    extendPageData(pageData) {
      // Kept by reference: other plugins (last-updated) fill fields in the same hook.
      pagesByFile.set(path.resolve(pageData._filepath), pageData);
    },
    markdown: {
      remarkPlugins: [[remarkCurrentPageFields, { pagesByFile }]],
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      addPreloadHints(
        path.resolve(config.outDir ?? 'doc_build'),
        config.builderConfig?.output?.assetPrefix ?? config.base ?? '/',
        config.base ?? '/',
      );
    },
    builderConfig: {
      plugins: [
        {
          name: 'site:slim-virtual-page-data',
          setup(api) {
            // After Rspress's own transform has generated the module's source. Only for the
            // browser bundle and the HTML renderer: the Markdown-twin renderer (node_md) runs
            // no plugin remark plugins, so it keeps the full list and renders as before.
            api.transform(
              {
                test: VIRTUAL_PAGE_DATA,
                order: 'post',
                environments: ['web', 'node'],
              },
              ({ code }: { code: string }) => slimVirtualPageData(code),
            );
            // Everywhere (dev server too), so that a collapsed group behaves the same in every build.
            api.transform(
              { test: SIDEBAR_GROUP_MODULE, environments: ['web', 'node'] },
              ({ code }: { code: string }) =>
                patchSidebarGroup(code, COLLAPSED_GROUP_RUNTIME),
            );
            // Browser bundle of a production build only: the server renderer keeps every sidebar
            // and the plain routes, and the dev server (which compiles these modules for React
            // Refresh first) has no first view to save.
            if (api.context.action !== 'build') return;
            api.modifyRspackConfig(
              (
                config: Rspack.Configuration,
                { environment }: { environment: { name: string } },
              ) => {
                if (environment.name !== 'web') return;
                config.output = {
                  ...config.output,
                  chunkFilename: hashAsyncChunksPerBuild(
                    config.output?.chunkFilename,
                  ),
                };
                config.optimization = {
                  ...config.optimization,
                  chunkIds: 'named',
                };
              },
            );
            api.transform(
              { test: SITE_DATA_MODULE, order: 'post', environments: ['web'] },
              ({ code }: { code: string }) => splitSectionSidebars(code),
            );
            api.transform(
              { test: ROUTES_MODULE, order: 'post', environments: ['web'] },
              ({
                code,
                resourcePath,
                resourceQuery,
              }: {
                code: string;
                resourcePath: string;
                resourceQuery: string;
              }) => {
                const bucket = /[?&]bucket=(\d+)/.exec(resourceQuery)?.[1];
                return bucket === undefined
                  ? routeBucketLoaders(code, resourcePath)
                  : routeBucket(code, Number(bucket), resourcePath);
              },
            );
            api.transform(
              {
                test: ROUTE_RUNTIME_MODULE,
                order: 'post',
                environments: ['web'],
              },
              ({ code }: { code: string }) =>
                replaceRouteRuntime(
                  code,
                  ROUTE_TABLE_RUNTIME,
                  SECTION_SIDEBARS_RUNTIME,
                ),
            );
          },
        },
      ],
    },
  };
}
