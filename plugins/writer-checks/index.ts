/**
 * Writer checks: while `rspress dev` runs, each page that compiles again because it was saved
 * is checked, and each problem is printed with its file and line:
 * - a link to a page or an anchor that does not exist (links.ts, the check `npm run check` runs);
 * - a missing twin: the same page in another language of the site.
 * The checks run in a worker thread once the compile is done, so the page and its hot update
 * never wait for them, and the dev server goes on showing the page. The production build needs
 * none of this: Rspress's own link check stops it, and `npm run check` covers the twins.
 */
import path from 'node:path';
import type { RsbuildPluginAPI } from '@rsbuild/core';
import { logger, type RspressPlugin } from '@rspress/core';
import type { VFile } from 'vfile';
import { DevWorker } from '../dev-worker';
import type { CheckedSite } from './problems';
interface Checks {
  site?: CheckedSite;
  /** Pages compiled by this server, to tell a save from the first compile when opened. */
  compiled: Set<string>;
  /** Pages saved since the last report, checked once the compile is done. */
  queued: Set<string>;
}

export function pluginWriterChecks(): RspressPlugin {
  const checks: Checks = { compiled: new Set(), queued: new Set() };
  const worker = new DevWorker<[CheckedSite, string[]], string[]>(
    path.join(import.meta.dirname, 'problems.ts'),
    'problemsOfFiles',
  );
  let lastReport = { text: '', at: 0 };
  const report = () => {
    const site = checks.site;
    const files = [...checks.queued];
    checks.queued.clear();
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
      (error: Error) =>
        logger.warn(`Writer checks could not run: ${error.message}`),
    );
  };
  return {
    name: 'site:writer-checks',
    config(config, _utils, isProd) {
      checks.site = undefined;
      checks.compiled.clear();
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
    markdown: { remarkPlugins: [[remarkQueueChecks, checks]] },
    builderConfig: {
      plugins: [
        {
          name: 'site:writer-checks-report',
          setup(api: RsbuildPluginAPI) {
            api.onAfterDevCompile(report);
            api.onCloseDevServer(() => worker.close());
          },
        },
      ],
    },
  };
}

function remarkQueueChecks(checks: Checks) {
  return (_tree: unknown, file: VFile) => {
    if (!checks.site || !file.path) return;
    if (checks.compiled.has(file.path)) checks.queued.add(file.path);
    else checks.compiled.add(file.path);
  };
}
