/**
 * Writer checks: while `rspress dev` runs, each page the writer saves is checked, and each
 * problem is printed with its file and line:
 * - a link to a page or an anchor that does not exist (links.ts, the check `npm run check` runs);
 * - a missing twin: the same page in another language of the site.
 * The checks run in a worker thread once the compile is done, so the page and its hot update
 * never wait for them, and the dev server goes on showing the page. The production build needs
 * none of this: Rspress's own link check stops it, and `npm run check` covers the twins.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPluginAPI, Rspack } from '@rsbuild/core';
import { logger, type RspressPlugin } from '@rspress/core';
import type { VFile } from 'vfile';
import { DevWorker } from '../dev-worker';
import type { CheckedSite } from './problems';

interface Checks {
  site?: CheckedSite;
  /**
   * Each page's text as last compiled or checked (a hash). A file the bundler recompiles with
   * the same text was not saved: another plugin asked for the compile (the type hovers do).
   */
  seen: Map<string, string>;
  /** Pages changed on disk since the last report, checked once the compile is done. */
  changed: Set<string>;
}

const PAGE = /\.mdx?$/;
/**
 * How long after a compile the checks start: the browser applies the hot update first, and on
 * two cores the worker's parsing would compete with it.
 */
const AFTER_COMPILE_MS = 500;
const hashOf = (file: string) => {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('hex');
  } catch {
    return 'gone';
  }
};

export function pluginWriterChecks(): RspressPlugin {
  const checks: Checks = { seen: new Map(), changed: new Set() };
  const worker = new DevWorker<[CheckedSite, string[]], string[]>(
    path.join(import.meta.dirname, 'problems.ts'),
    'problemsOfFiles',
  );
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let lastReport = { text: '', at: 0 };
  const saved = (file: string) => {
    const hash = hashOf(file);
    if (checks.seen.get(file) === hash) return false;
    checks.seen.set(file, hash);
    return true;
  };
  const report = () => {
    const site = checks.site;
    const files = [...checks.changed].filter(saved);
    checks.changed.clear();
    if (!site || files.length === 0) return;
    worker.run(site, files).then(
      (problems) => {
        // One save can compile a page twice (the editor writes the file in two steps).
        const text = problems.join('\n');
        const repeated =
          text === lastReport.text && Date.now() - lastReport.at < 2000;
        lastReport = { text, at: Date.now() };
        if (problems.length > 0 && !repeated)
          logger.warn(
            `Writer checks found ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((line) => `  ${line}`).join('\n')}`,
          );
      },
      (error: Error) => {
        if (!closed)
          logger.warn(`Writer checks could not run: ${error.message}`);
      },
    );
  };
  return {
    name: 'site:writer-checks',
    config(config, _utils, isProd) {
      checks.site = undefined;
      checks.seen.clear();
      if (isProd) return config;
      checks.site = {
        docsRoot: path.resolve(config.root ?? 'docs'),
        langs: (config.locales ?? []).map((locale) => locale.lang),
        defaultLang: config.lang ?? 'en',
      };
      // In dev these checks stand in for Rspress's link check, whose report has no line and
      // which checks an anchor only once its target page has been compiled; two reports of
      // one link would be noise.
      const markdown = (config.markdown ??= {});
      markdown.link = {
        ...markdown.link,
        checkDeadLinks: false,
        checkAnchors: false,
      };
      return config;
    },
    // Opening a page compiles it: what it says then is the baseline a save is compared with.
    markdown: { remarkPlugins: [[remarkRememberPages, checks]] },
    builderConfig: {
      plugins: [
        {
          name: 'site:writer-checks-report',
          setup(api: RsbuildPluginAPI) {
            api.onAfterCreateCompiler(
              ({
                compiler,
              }: {
                compiler: Rspack.Compiler | Rspack.MultiCompiler;
              }) => {
                const compilers =
                  'compilers' in compiler ? compiler.compilers : [compiler];
                for (const each of compilers)
                  each.hooks.watchRun.tap('site:writer-checks', (watched) => {
                    const root = checks.site?.docsRoot;
                    if (!root) return;
                    for (const file of watched.modifiedFiles ?? [])
                      if (PAGE.test(file) && file.startsWith(root))
                        checks.changed.add(file);
                  });
              },
            );
            api.onAfterDevCompile(() => {
              clearTimeout(timer);
              timer = setTimeout(report, AFTER_COMPILE_MS);
              timer.unref();
            });
            api.onCloseDevServer(() => {
              closed = true;
              clearTimeout(timer);
              worker.close();
            });
          },
        },
      ],
    },
  };
}

function remarkRememberPages(checks: Checks) {
  return (_tree: unknown, file: VFile) => {
    const page = file.path;
    // A page compiled because it changed on disk is a save, checked against what came before
    // (nothing, after a start that took the page from the persistent cache).
    if (
      checks.site &&
      page &&
      !checks.seen.has(page) &&
      !checks.changed.has(page)
    )
      checks.seen.set(page, hashOf(page));
  };
}
