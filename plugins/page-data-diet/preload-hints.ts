/**
 * Preload hints for the chunks a page needs before it can hydrate, which the browser would
 * otherwise only request after the main bundle has run, a round trip late:
 * - its route bucket (route-buckets.ts), loaded before the app starts;
 * - its section's sidebar (section-sidebars.ts), loaded with the page's route.
 * Each goes into the page's HTML as a `<link rel="preload">`, next to the hint Rspress writes
 * for the page's own chunk, so it downloads alongside the other scripts.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeBase, THEME_CLASS } from '../../framework';
import { ROUTE_BUCKETS } from './route-buckets';
import { bucketOf, routeKey } from './runtime/route-table';

/** `/static/js/async/routes-<n>.<hash>.js` per bucket index, from the built files. */
export function bucketFiles(asyncFiles: string[]): Map<number, string> {
  const files = new Map<number, string>();
  for (const file of asyncFiles) {
    const index = /^routes-(\d+)\.[0-9a-f]+\.js$/.exec(file)?.[1];
    if (index !== undefined) files.set(Number(index), file);
  }
  return files;
}

/**
 * The `link` values in a chunk's source: a section is JSON inside a JS string (`"link":"…"`,
 * or with escaped quotes) or, when it has collapsed groups, a minified object (`link:"…"`).
 */
function linksIn(source: string): string[] {
  return Array.from(
    source.matchAll(/(?:\\?"link\\?"|\blink)\s*:\s*(\\?")(.*?)\1/g),
    ([, , raw]) => {
      try {
        return JSON.parse(`"${raw}"`) as string;
      } catch {
        return raw;
      }
    },
  );
}

/**
 * Each section sidebar chunk (`sidebar-<lang>-<n>.<hash>.js`; not a collapsed group's
 * `sidebar-<lang>-<n>-<g>`, whose name is a section chunk's plus `-<g>`) with the route keys of
 * the links it holds. A site without locales names its chunks `sidebar-site-<n>`.
 */
export function sidebarFiles(
  asyncDir: string,
  asyncFiles: string[],
): { file: string; lang: string; links: Set<string> }[] {
  const named = asyncFiles.flatMap((file) => {
    const name = /^(sidebar-.+-\d+)\.[0-9a-f]+\.js$/.exec(file)?.[1];
    return name ? [{ file, name }] : [];
  });
  const names = new Set(named.map(({ name }) => name));
  return named
    .filter(({ name }) => !names.has(name.replace(/-\d+$/, '')))
    .map(({ file, name }) => ({
      file,
      lang: /^sidebar-(.+)-\d+$/.exec(name)![1],
      links: new Set(
        linksIn(readFileSync(path.join(asyncDir, file), 'utf8')).map((link) =>
          routeKey(link),
        ),
      ),
    }));
}

/**
 * The section sidebar chunk of a rendered page: the one holding the first link of the sidebar
 * the server rendered, which the theme chose by the same rule the browser will (the longest
 * section key the path starts with). None when the page has no sidebar, or when the link is in
 * several chunks of its language (two sections listing one page), where a wrong guess would
 * download a chunk nobody uses. `base`: the site's base, which rendered links carry.
 */
export function sidebarChunkOf(
  html: string,
  sidebars: ReturnType<typeof sidebarFiles>,
  base = '/',
): string | undefined {
  const sidebar = new RegExp(
    String.raw`<aside[^>]*\bclass="[^"]*\b${THEME_CLASS.docSidebar}\b[^"]*"[^>]*>([\s\S]*?)<\/aside>`,
  ).exec(html)?.[1];
  const firstLink = sidebar && /<a [^>]*href="(\/[^"#?]*)/.exec(sidebar)?.[1];
  if (!firstLink) return undefined;
  const key = routeKey(removeBase(firstLink, base));
  const lang = /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];
  // With locales, the theme never reads the config's own sidebar (`site` chunks).
  const localized = sidebars.some((chunk) => chunk.lang !== 'site');
  const holders = sidebars.filter(
    (chunk) => chunk.links.has(key) && (chunk.lang !== 'site' || !localized),
  );
  const ofLang = holders.filter(
    (chunk) => chunk.lang === lang || chunk.lang === 'site',
  );
  const candidates = ofLang.length ? ofLang : holders;
  return candidates.length === 1 ? candidates[0].file : undefined;
}

/** The page's HTML with a preload hint for `href`, placed before the page chunk's own hint. */
export function withPreloadHint(html: string, href: string): string {
  const hint = `<link rel="preload" href="${href}" as="script">`;
  if (html.includes(hint)) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0)
    throw new Error('page-data-diet: a built page has no </head>');
  const pageChunkHint = html.search(
    /<link rel="preload" href="[^"]*\/static\/js\/async\//,
  );
  const at =
    pageChunkHint >= 0 && pageChunkHint < headEnd ? pageChunkHint : headEnd;
  return `${html.slice(0, at)}${hint}${html.slice(at)}`;
}

/**
 * Adds the hints to every page Rspress rendered, except 404.html (shown for any missing URL, so
 * its bucket is that URL's). `assetPrefix`: where the build's static files are served from;
 * `base`: the site's base path.
 * Returns how many pages got a bucket hint and how many a sidebar hint.
 */
export function addPreloadHints(
  outDir: string,
  assetPrefix: string,
  base = '/',
): { buckets: number; sidebars: number } {
  const asyncDir = path.join(outDir, 'static', 'js', 'async');
  const asyncFiles = readdirSync(asyncDir);
  const buckets = bucketFiles(asyncFiles);
  const sidebars = sidebarFiles(asyncDir, asyncFiles);
  const asyncUrl = (file: string) =>
    `${assetPrefix.replace(/\/?$/, '/')}static/js/async/${file}`;
  const counts = { buckets: 0, sidebars: 0 };
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'static') visit(file);
        continue;
      }
      const relative = path.relative(outDir, file).split(path.sep).join('/');
      if (!relative.endsWith('.html') || relative === '404.html') continue;
      let html = readFileSync(file, 'utf8');
      const bucket = buckets.get(bucketOf(`/${relative}`, ROUTE_BUCKETS));
      if (!bucket || !html.includes('id="__rspress_root"')) continue; // not a rendered page (a copied public/ file)
      // Each hint goes before the first async one: sidebar first, so the bucket ends up ahead of it.
      const sidebar = sidebarChunkOf(html, sidebars, base);
      if (sidebar) {
        html = withPreloadHint(html, asyncUrl(sidebar));
        counts.sidebars += 1;
      }
      html = withPreloadHint(html, asyncUrl(bucket));
      counts.buckets += 1;
      writeFileSync(file, html);
    }
  };
  visit(outDir);
  return counts;
}
