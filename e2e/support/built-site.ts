/** Facts about the production build in doc_build/, read from disk. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { langFromPath, type SiteLang } from '../../config/site-lang';

export const BUILD_DIR = path.resolve('doc_build');

export type Lang = SiteLang;

export interface BuiltPage {
  /** Clean URL path, e.g. `/guide/start/introduction` or `/zh/`. */
  urlPath: string;
  lang: Lang;
  file: string;
}

function walkHtml(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'static' ? [] : walkHtml(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

export function htmlFileToUrlPath(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix.slice(0, -'.html'.length)}`;
}

export const langOf = langFromPath;

/** Every page of the build except the 404 page, sorted by URL. */
export function listBuiltPages(): BuiltPage[] {
  return walkHtml(BUILD_DIR)
    .map((file) => path.relative(BUILD_DIR, file))
    .filter((file) => file !== '404.html')
    .map((file) => {
      const urlPath = htmlFileToUrlPath(file);
      return { urlPath, lang: langOf(urlPath), file: path.join(BUILD_DIR, file) };
    })
    .sort((a, b) => a.urlPath.localeCompare(b.urlPath));
}

const idCache = new Map<string, Set<string>>();

/** The element ids present in a built HTML file (as server-rendered). */
export function idsInFile(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    const html = readFileSync(file, 'utf8');
    ids = new Set(Array.from(html.matchAll(/\sid="([^"]+)"/g), (match) => decodeHtml(match[1])));
    idCache.set(file, ids);
  }
  return ids;
}

function decodeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
