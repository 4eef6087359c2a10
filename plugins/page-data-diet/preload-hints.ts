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
 * Each section sidebar chunk (`sidebar-<lang>-<n>.<hash>.js`, not a collapsed group's
 * `sidebar-<lang>-<n>-<g>`) with the route keys of the links it holds.
 */
export function sidebarFiles(asyncDir: string, asyncFiles: string[]): { file: string; lang: string; links: Set<string> }[] {
  return asyncFiles.flatMap((file) => {
    const lang = /^sidebar-(.+)-\d+\.[0-9a-f]+\.js$/.exec(file)?.[1];
    if (lang === undefined || /-\d+$/.test(lang)) return [];
    const source = readFileSync(path.join(asyncDir, file), 'utf8');
    const links = new Set(Array.from(source.matchAll(/\\?"link\\?":\\?"([^"\\]+)/g), (match) => routeKey(match[1])));
    return [{ file, lang, links }];
  });
}

/**
 * The section sidebar chunk of a rendered page: the one holding the first link of the sidebar
 * the server rendered, which the theme chose by the same rule the browser will (the longest
 * section key the path starts with). None when the page has no sidebar, or when the link is in
 * several chunks of its language (two sections listing one page), where a wrong guess would
 * download a chunk nobody uses.
 */
export function sidebarChunkOf(html: string, sidebars: ReturnType<typeof sidebarFiles>): string | undefined {
  const sidebarAt = html.indexOf('rp-doc-layout__sidebar');
  if (sidebarAt < 0) return undefined;
  const firstLink = /<a [^>]*href="(\/[^"#?]*)/.exec(html.slice(sidebarAt))?.[1];
  const lang = /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];
  if (!firstLink) return undefined;
  const key = routeKey(firstLink);
  const holders = sidebars.filter((sidebar) => sidebar.links.has(key));
  const ofLang = holders.filter((sidebar) => sidebar.lang === lang || sidebar.lang === 'site');
  const candidates = ofLang.length ? ofLang : holders;
  return candidates.length === 1 ? candidates[0].file : undefined;
}

/** The page's HTML with a preload hint for `href`, placed before the page chunk's own hint. */
export function withPreloadHint(html: string, href: string): string {
  const hint = `<link rel="preload" href="${href}" as="script">`;
  if (html.includes(hint)) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('page-data-diet: a built page has no </head>');
  const pageChunkHint = html.search(/<link rel="preload" href="[^"]*\/static\/js\/async\//);
  const at = pageChunkHint >= 0 && pageChunkHint < headEnd ? pageChunkHint : headEnd;
  return `${html.slice(0, at)}${hint}${html.slice(at)}`;
}

/**
 * Adds the hints to every page Rspress rendered, except 404.html (shown for any missing URL, so
 * its bucket is that URL's). `assetPrefix`: where the build's static files are served from.
 * Returns how many pages got a bucket hint and how many a sidebar hint.
 */
export function addPreloadHints(outDir: string, assetPrefix: string): { buckets: number; sidebars: number } {
  const asyncDir = path.join(outDir, 'static', 'js', 'async');
  const asyncFiles = readdirSync(asyncDir);
  const buckets = bucketFiles(asyncFiles);
  const sidebars = sidebarFiles(asyncDir, asyncFiles);
  const asyncUrl = (file: string) => `${assetPrefix.replace(/\/?$/, '/')}static/js/async/${file}`;
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
      const sidebar = sidebarChunkOf(html, sidebars);
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
