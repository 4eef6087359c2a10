/** Facts about the production build in doc_build/: its pages from disk, its links from the server. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { langFromPath, type SiteLang } from '../../config/locales';

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
    if (entry.isDirectory())
      return entry.name === 'static' ? [] : walkHtml(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

export function htmlFileToUrlPath(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html'))
    return `/${posix.slice(0, -'index.html'.length)}`;
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
      return {
        urlPath,
        lang: langOf(urlPath),
        file: path.join(BUILD_DIR, file),
      };
    })
    .sort((a, b) => a.urlPath.localeCompare(b.urlPath));
}

export interface LinkTarget {
  /** The server answered 200, as it would a reader. */
  found: boolean;
  /** Element ids of the served HTML, as server-rendered (empty for other files). */
  ids: Set<string>;
}

const targets = new Map<string, Promise<LinkTarget>>();

/** What the server answers for a same-origin link (asked once per path and worker). */
export function linkTarget(
  request: APIRequestContext,
  url: URL,
): Promise<LinkTarget> {
  const key = url.origin + url.pathname;
  let target = targets.get(key);
  if (!target) {
    target = request.get(key, { maxRedirects: 0 }).then(async (response) => {
      const isHtml = (response.headers()['content-type'] ?? '').startsWith(
        'text/html',
      );
      const html = response.ok() && isHtml ? await response.text() : '';
      return {
        found: response.status() === 200,
        ids: new Set(
          Array.from(html.matchAll(/\sid="([^"]+)"/g), (match) =>
            decodeHtml(match[1]),
          ),
        ),
      };
    });
    targets.set(key, target);
  }
  return target;
}

function decodeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
