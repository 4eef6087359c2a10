/**
 * What the writer checks find in one page file (index.ts): a missing twin in another language
 * and dead links and anchors (links.ts). Runs in a worker thread (plugins/dev-worker).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { deadLinks, isFragment, siteOf } from './links';

export interface CheckedSite {
  docsRoot: string;
  langs: string[];
  defaultLang: string;
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

/** Every problem of `files`, for the worker: one call per batch of compiled pages. */
export function problemsOfFiles(site: CheckedSite, files: string[]): string[] {
  return files.flatMap((file) => problemsOf(site, file));
}
