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
import { logger, type RspressPlugin } from '@rspress/core';
import type { VFile } from 'vfile';
import { deadLinks, isFragment, siteOf } from './links';

interface CheckedSite {
  docsRoot: string;
  langs: string[];
  defaultLang: string;
}

export function pluginWriterChecks(): RspressPlugin {
  const site: { current?: CheckedSite } = {};
  return {
    name: 'site:writer-checks',
    config(config, _utils, isProd) {
      site.current = undefined;
      if (isProd) return config;
      const defaultLang = config.lang ?? 'en';
      site.current = {
        docsRoot: path.resolve(config.root ?? 'docs'),
        langs: (config.locales ?? []).map((locale) => locale.lang),
        defaultLang,
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
    markdown: { remarkPlugins: [[remarkWriterChecks, site]] },
  };
}

function remarkWriterChecks(site: { current?: CheckedSite }) {
  return (_tree: unknown, file: VFile) => {
    const checked = site.current;
    if (!checked || !file.path) return;
    const problems = problemsOf(checked, file.path);
    if (problems.length > 0)
      logger.warn(
        `Writer checks found ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((line) => `  ${line}`).join('\n')}`,
      );
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
