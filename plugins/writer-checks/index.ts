/**
 * Writer checks: while `rspress dev` runs, every page that compiles (when it is opened, and
 * again on each save) is checked, and each problem is printed with its file and line:
 * - a link to a page or an anchor that does not exist (links.ts, the check `npm run check` runs);
 * - a missing twin: the same page in another language of the site.
 * The dev server goes on and shows the page. The production build needs none of this: Rspress's
 * own link check stops it, and `npm run check` covers the twins.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPluginAPI } from '@rsbuild/core';
import { logger, type RspressPlugin } from '@rspress/core';
import type { VFile } from 'vfile';
import { deadLinks, isFragment, siteOf } from './links';

interface CheckedSite {
  docsRoot: string;
  langs: string[];
  defaultLang: string;
}

/** Pages compiled since the last report; checked once the compile is done. */
interface Checks {
  site?: CheckedSite;
  queued: Set<string>;
}

/**
 * How long after a compile the checks run: the browser fetches the compiled page first, so the
 * checks (parsing the page and the pages it links to) never delay what the writer sees.
 */
const AFTER_COMPILE_MS = 250;

export function pluginWriterChecks(): RspressPlugin {
  const checks: Checks = { queued: new Set() };
  let timer: NodeJS.Timeout | undefined;
  const report = () => {
    const site = checks.site;
    const files = [...checks.queued];
    checks.queued.clear();
    if (!site) return;
    const problems = files.flatMap((file) => problemsOf(site, file));
    if (problems.length > 0)
      logger.warn(
        `Writer checks found ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((line) => `  ${line}`).join('\n')}`,
      );
  };
  return {
    name: 'site:writer-checks',
    config(config, _utils, isProd) {
      checks.site = undefined;
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
            api.onAfterDevCompile(() => {
              if (checks.queued.size === 0) return;
              clearTimeout(timer);
              timer = setTimeout(report, AFTER_COMPILE_MS);
              timer.unref();
            });
          },
        },
      ],
    },
  };
}

function remarkQueueChecks(checks: Checks) {
  return (_tree: unknown, file: VFile) => {
    if (checks.site && file.path) checks.queued.add(file.path);
  };
}

/** The problems of one page file, `file[:line]: what`. */
export function problemsOf(site: CheckedSite, file: string): string[] {
  const [lang, ...rest] = path.relative(site.docsRoot, file).split(path.sep);
  const relativeFile = rest.join('/');
  if (!site.langs.includes(lang) || !relativeFile || isFragment(relativeFile))
    return [];
  const shown = (lang: string, page: string) =>
    path.posix.join(path.basename(site.docsRoot), lang, page);
  const problems: string[] = [];
  for (const other of site.langs) {
    if (other === lang) continue;
    const twins = ['.mdx', '.md'].map((extension) =>
      relativeFile.replace(/\.mdx?$/, extension),
    );
    if (
      !twins.some((twin) => existsSync(path.join(site.docsRoot, other, twin)))
    )
      problems.push(
        `${shown(lang, relativeFile)}: no ${other} twin (expected ${shown(other, relativeFile)}; \`npm run new-page\` writes both)`,
      );
  }
  try {
    const prefix = lang === site.defaultLang ? '' : `/${lang}`;
    problems.push(
      ...deadLinks(siteOf(site.docsRoot, lang), relativeFile, prefix),
    );
  } catch {
    // A page that does not parse: its compile error says where.
  }
  return problems;
}
