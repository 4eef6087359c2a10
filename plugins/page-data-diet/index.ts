/**
 * The page-data diet: Rspress puts the title, outline, front matter, description and
 * last-updated time of every page into the main bundle (`virtual-page-data`), so every first
 * view pays for every page. This plugin moves each page's own fields into its route chunk,
 * gives overview pages the headings of the pages they list, and leaves the shared list with
 * only the pages that cannot carry their own (non-Markdown pages). The sidebars of all sections
 * leave the main bundle too: each arrives with the routes of its section (section-sidebars.ts).
 * So does the route table: it is split into a fixed number of buckets that load on demand,
 * async chunks are named by their content without a list of names in the main bundle
 * (chunk-ids.ts), and each
 * page's HTML preloads its bucket and its section's sidebar (route-buckets.ts, preload-hints.ts).
 *
 * Each of these is an optimisation over Rspress's internals (named in the framework adapter,
 * ../../framework). One whose assumption does not hold on the installed @rspress/core, or that
 * would save less than it costs, stays off, and the site keeps Rspress's own behaviour for it.
 *
 * Nothing else changes: the search index, llms.txt and the Markdown twins are built from the
 * same page objects, which this plugin reads but never modifies.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import type {
  ProcessAssetsHandler,
  RsbuildConfig,
  Rspack,
} from '@rsbuild/core';
import { logger } from '@rspress/core';
import {
  ASSUMPTIONS,
  checkInstalled,
  coreFileTest,
  CORE_FILE,
  ENVIRONMENT,
  GENERATED_MODULE,
  kb,
  OptimisationReport,
  PAYS_FROM_BYTES,
  ROUTE_SPLIT_FROM_ROUTES,
  routeSplitPays,
  savings,
  type Assumption,
  writeBuildStamp,
} from '../../framework';
import { ShapeError } from '../../framework/generated-modules';
import { slimVirtualPageData } from './page-fields';
import { remarkCurrentPageFields } from './remark-current-page-fields';
import { addPreloadHints } from './preload-hints';
import {
  idChunkFilename,
  renameChunksByContent,
  withPageRefsChunk,
} from './chunk-ids';
import {
  replaceRouteRuntime,
  routeBucket,
  routeBucketLoaders,
} from './route-buckets';
import {
  declaresCollapsedGroups,
  withoutSectionSidebars,
  patchSidebarGroup,
  splitSectionSidebars,
} from './section-sidebars';

const RUNTIME_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'runtime',
);
const SECTION_SIDEBARS_RUNTIME = path.join(RUNTIME_DIR, 'section-sidebars.ts');
const ROUTE_TABLE_RUNTIME = path.join(RUNTIME_DIR, 'route-table.ts');
const COLLAPSED_GROUP_RUNTIME = path.join(RUNTIME_DIR, 'collapsed-group.ts');
/** The optimisations that need the replaced route runtime. */
const NEED_ROUTE_RUNTIME = [
  'route-buckets',
  'section-sidebars',
  'collapsed-groups',
  'preload-hints',
] as const;

/** The diet's optimisations, as the build's status line names them. */
export const OPTIMISATIONS = [
  'page-fields',
  'section-sidebars',
  'collapsed-groups',
  'route-buckets',
  'chunk-names',
  'preload-hints',
] as const;
type Optimisation = (typeof OPTIMISATIONS)[number];

type Transform = (input: {
  code: string;
  addDependency: (file: string) => void;
  resourcePath: string;
  resourceQuery: string;
}) => string;

export interface PageDataDietOptions {
  /**
   * Modules of the first view that `import()` chunks whose content follows the pages' text
   * (a search index), matched by path or, for an `import()` of a template string, by the
   * context module's identifier. With chunk-names, they go with the route table into the small
   * `page-refs` chunk, so an edit to a page does not rename the main bundle.
   */
  pageRefs?: RegExp[];
}

export function pluginPageDataDiet({
  pageRefs = [],
}: PageDataDietOptions = {}): RspressPlugin {
  /** Hex digits of a chunk's content hash, as Rspress's chunkFilename sets it. */
  let hashLength: number | undefined;
  const pagesByFile = new Map<string, PageIndexInfo>();
  const report = new OptimisationReport(OPTIMISATIONS);
  const on = (name: Optimisation) => report.isOn(name);
  /** Whether the browser bundle got our route runtime: the split modules need it. */
  let routeRuntimeReplaced = false;
  let buildStamp: string | undefined;
  // Checked against the installed package before anything is compiled, so that the browser
  // bundle and the server renderer make the same choice.
  report.require(
    ['page-fields'],
    ASSUMPTIONS.pageMeta,
    checkInstalled(ASSUMPTIONS.pageMeta),
  );
  // Section sidebars and collapsed groups arrive through the replaced route runtime.
  report.require(
    NEED_ROUTE_RUNTIME,
    ASSUMPTIONS.routeRuntime,
    checkInstalled(ASSUMPTIONS.routeRuntime),
  );
  report.require(
    ['collapsed-groups'],
    ASSUMPTIONS.sidebarGroup,
    checkInstalled(ASSUMPTIONS.sidebarGroup),
  );

  /**
   * A transform that never breaks the build: a shape it does not know switches its
   * optimisation off and leaves the module as Rspress wrote it.
   */
  const guarded =
    (
      name: Optimisation,
      assumption: Assumption,
      transform: Transform,
    ): Transform =>
    (input) => {
      // Rerun on every build, even where the persistent cache holds the module: the report of
      // this build is filled by the transforms that run.
      if (buildStamp) input.addDependency(buildStamp);
      if (!on(name)) return input.code;
      try {
        const output = transform(input);
        report.fired(name);
        return output;
      } catch (error) {
        if (!(error instanceof ShapeError)) throw error;
        report.off(name, error.message, assumption);
        return input.code;
      }
    };

  /** Keeps the rewrite only where it saves enough at this site's size. */
  const ifItPays =
    (
      name: Optimisation,
      rewrite: (code: string) => string,
      /** What of the output stays in the first view (default: all of it). */
      firstViewOf = (output: string) => output,
    ) =>
    (code: string): string => {
      const output = rewrite(code);
      const saved = savings(code, firstViewOf(output));
      if (saved.pays) return output;
      report.off(name, `saves ${kb(saved.bytes)} at this size`);
      return code;
    };

  return {
    name: 'site:page-data-diet',
    config(config) {
      if (on('collapsed-groups') && !declaresCollapsedGroups(config)) {
        report.off('collapsed-groups', 'no collapsed groups');
      }
      return config;
    },
    routeGenerated(routes, isProd) {
      // Before anything compiles: the replaced route runtime goes into the bundle only on a
      // site large enough for what it enables to pay for it.
      if (!isProd || !on('route-buckets') || routeSplitPays(routes.length))
        return;
      for (const name of NEED_ROUTE_RUNTIME)
        report.off(
          name,
          `with the route runtime it needs, the split saves under ${kb(PAYS_FROM_BYTES)} below ${ROUTE_SPLIT_FROM_ROUTES} routes; this site has ${routes.length}`,
        );
    },
    extendPageData(pageData) {
      // Kept by reference: other plugins (last-updated) fill fields in the same hook.
      pagesByFile.set(path.resolve(pageData._filepath), pageData);
    },
    markdown: {
      // Always: a page's own fields in its chunk are harmless when the shared list keeps them too.
      remarkPlugins: [[remarkCurrentPageFields, { pagesByFile }]],
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const split = (['route-buckets', 'section-sidebars'] as const).filter(
        (name) => on(name) && report.fired(name, 0) > 0,
      );
      if (split.length > 0 && !routeRuntimeReplaced) {
        // The split modules are in the bundle but nothing loads them: the pages would lack
        // routes or sidebars. Too late to undo, so the build must not pass.
        throw new Error(
          `page-data-diet: ${split.join(' and ')} ran, but the browser bundle never compiled ${CORE_FILE.routeRuntime}, which our route runtime replaces. ` +
            `Build with SITE_OPTIMISATIONS_OFF=${split.join(',')} for now, and update ${ASSUMPTIONS.routeRuntime.update} (see UPGRADING.md).`,
        );
      }
      if (on('preload-hints') && on('route-buckets')) {
        const hinted = addPreloadHints(
          path.resolve(config.outDir ?? 'doc_build'),
          config.builderConfig?.output?.assetPrefix ?? config.base ?? '/',
          config.base ?? '/',
        );
        if (hinted.buckets + hinted.sidebars > 0) report.fired('preload-hints');
        else
          report.off(
            'preload-hints',
            'no page got a hint',
            ASSUMPTIONS.docSidebarMarkup,
          );
      } else report.off('preload-hints', 'the route buckets are off');
      report.finish();
    },
    builderConfig: {
      plugins: [
        {
          name: 'site:page-data-diet',
          setup(api) {
            const isBuild = api.context.action === 'build';
            buildStamp = writeBuildStamp(api.context.cachePath);
            // The persistent cache does not know which rewrites are registered: a build with
            // other optimisations switched on or off must not reuse modules compiled the old way.
            const switches = JSON.stringify(report.states());
            api.modifyRsbuildConfig((config: RsbuildConfig) => {
              const cache = config.performance?.buildCache;
              if (typeof cache !== 'object') return;
              cache.cacheDigest = [...(cache.cacheDigest ?? []), switches];
            });
            // After Rspress's own transform has generated the module's source. Only for the
            // browser bundle and the HTML renderer: the Markdown-twin renderer runs no plugin
            // remark plugins, so it keeps the full list and renders as before.
            report.expect('page-fields', ASSUMPTIONS.generatedPageData);
            api.transform(
              {
                test: GENERATED_MODULE.pageData,
                order: 'post',
                environments: [ENVIRONMENT.browser, ENVIRONMENT.htmlRenderer],
              },
              guarded(
                'page-fields',
                ASSUMPTIONS.generatedPageData,
                ({ code }) =>
                  ifItPays('page-fields', slimVirtualPageData)(code),
              ),
            );
            // Everywhere (dev server too), so that a collapsed group behaves the same in every
            // build. Matched by the installed file's own path, so it cannot miss in silence.
            if (on('collapsed-groups')) {
              report.expect('collapsed-groups', ASSUMPTIONS.sidebarGroup);
              api.transform(
                {
                  test: coreFileTest(CORE_FILE.sidebarGroup),
                  environments: [ENVIRONMENT.browser, ENVIRONMENT.htmlRenderer],
                },
                guarded(
                  'collapsed-groups',
                  ASSUMPTIONS.sidebarGroup,
                  ({ code }) =>
                    patchSidebarGroup(code, COLLAPSED_GROUP_RUNTIME),
                ),
              );
            }
            // Browser bundle of a production build only: the server renderer keeps every sidebar
            // and the plain routes, and the dev server (which compiles these modules for React
            // Refresh first) has no first view to save.
            if (!isBuild) {
              for (const name of OPTIMISATIONS.filter(
                (name) => name !== 'page-fields' && name !== 'collapsed-groups',
              ))
                report.off(name, 'dev server');
              return;
            }
            api.modifyRspackConfig(
              (
                config: Rspack.Configuration,
                { environment }: { environment: { name: string } },
              ) => {
                if (
                  environment.name !== ENVIRONMENT.browser ||
                  !on('chunk-names')
                )
                  return;
                const naming = idChunkFilename(config.output?.chunkFilename);
                if (naming === null) {
                  report.off(
                    'chunk-names',
                    `output.chunkFilename is ${String(config.output?.chunkFilename)}`,
                    ASSUMPTIONS.chunkFilename,
                  );
                  return;
                }
                hashLength = naming.hashLength;
                config.output = {
                  ...config.output,
                  chunkFilename: naming.chunkFilename,
                };
                config.optimization = {
                  ...config.optimization,
                  chunkIds: 'named',
                  splitChunks: withPageRefsChunk(
                    config.optimization?.splitChunks,
                    [GENERATED_MODULE.routes, ...pageRefs],
                  ),
                };
                report.fired('chunk-names');
              },
            );
            api.processAssets(
              { stage: 'summarize', environments: [ENVIRONMENT.browser] },
              ({
                compilation,
                sources,
              }: Parameters<ProcessAssetsHandler>[0]) => {
                if (!on('chunk-names') || hashLength === undefined) return;
                const kept = renameChunksByContent(
                  compilation,
                  sources,
                  hashLength,
                );
                // Nothing names them, so nothing loads them: harmless, but worth knowing.
                if (kept.length > 0)
                  logger.warn(
                    `page-data-diet: ${kept.length} async chunk(s) that no file names keep their names without a content hash: ${kept.slice(0, 5).join(', ')}`,
                  );
              },
            );
            if (!on('route-buckets')) {
              for (const name of NEED_ROUTE_RUNTIME)
                report.off(name, 'the route runtime is not replaced');
              return;
            }
            // The replaced route runtime reads `sidebarSections` and `routeBuckets` when they
            // are there and otherwise works as Rspress's own, so each rewrite below may stay
            // off on its own.
            report.expect('section-sidebars', ASSUMPTIONS.generatedSiteData);
            api.transform(
              {
                test: GENERATED_MODULE.siteData,
                order: 'post',
                environments: [ENVIRONMENT.browser],
              },
              guarded(
                'section-sidebars',
                ASSUMPTIONS.generatedSiteData,
                ({ code }) =>
                  ifItPays(
                    'section-sidebars',
                    (source) =>
                      splitSectionSidebars(source, {
                        takeOutCollapsedGroups: on('collapsed-groups'),
                      }),
                    withoutSectionSidebars,
                  )(code),
              ),
            );
            report.expect('route-buckets', ASSUMPTIONS.generatedRoutes);
            api.transform(
              {
                test: GENERATED_MODULE.routes,
                order: 'post',
                environments: [ENVIRONMENT.browser],
              },
              guarded(
                'route-buckets',
                ASSUMPTIONS.generatedRoutes,
                ({ code, resourcePath, resourceQuery }) => {
                  // Only our route runtime imports the bucket loaders; Rspress's reads `routes`.
                  if (!routeRuntimeReplaced) {
                    report.off(
                      'route-buckets',
                      'the route runtime was not replaced before its routes were compiled',
                      ASSUMPTIONS.routeRuntime,
                    );
                    return code;
                  }
                  const bucket = /[?&]bucket=(\d+)/.exec(resourceQuery)?.[1];
                  return bucket === undefined
                    ? ifItPays('route-buckets', (source) =>
                        routeBucketLoaders(source, resourcePath),
                      )(code)
                    : routeBucket(code, Number(bucket), resourcePath);
                },
              ),
            );
            api.transform(
              {
                test: coreFileTest(CORE_FILE.routeRuntime),
                order: 'post',
                environments: [ENVIRONMENT.browser],
              },
              ({
                addDependency,
              }: {
                addDependency: (file: string) => void;
              }) => {
                if (buildStamp) addDependency(buildStamp);
                routeRuntimeReplaced = true;
                return replaceRouteRuntime(
                  ROUTE_TABLE_RUNTIME,
                  SECTION_SIDEBARS_RUNTIME,
                );
              },
            );
          },
        },
      ],
    },
  };
}
