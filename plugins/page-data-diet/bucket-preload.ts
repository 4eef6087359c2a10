/**
 * Preload hints for the route buckets (route-buckets.ts). The browser bundle loads the current
 * page's bucket before the app starts, which would cost a round trip after the main bundle has
 * run; a `<link rel="preload">` in each page's HTML starts it with the other scripts instead,
 * next to the hint Rspress writes for the page's own chunk.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_BUCKETS } from './route-buckets';
import { bucketOf } from './runtime/route-table';

/** `/static/js/async/routes-<n>.<hash>.js` per bucket index, from the built files. */
export function bucketFiles(outDir: string): Map<number, string> {
  const asyncDir = path.join(outDir, 'static', 'js', 'async');
  const files = new Map<number, string>();
  for (const file of readdirSync(asyncDir)) {
    const index = /^routes-(\d+)\.[0-9a-f]+\.js$/.exec(file)?.[1];
    if (index !== undefined) files.set(Number(index), file);
  }
  return files;
}

/** The page's HTML with a preload hint for `href`, placed before the page chunk's own hint. */
export function withBucketPreload(html: string, href: string): string {
  const hint = `<link rel="preload" href="${href}" as="script">`;
  if (html.includes(hint)) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('page-data-diet: a built page has no </head>');
  const pageChunkHint = html.search(/<link rel="preload" href="[^"]*\/static\/js\/async\//);
  const at = pageChunkHint >= 0 && pageChunkHint < headEnd ? pageChunkHint : headEnd;
  return `${html.slice(0, at)}${hint}${html.slice(at)}`;
}

/**
 * Adds the hint to every page Rspress rendered, except 404.html (shown for any missing URL, so
 * its bucket is that URL's). `assetPrefix`: where the build's static files are served from.
 */
export function preloadRouteBuckets(outDir: string, assetPrefix: string): number {
  const files = bucketFiles(outDir);
  let pages = 0;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'static') visit(file);
        continue;
      }
      const relative = path.relative(outDir, file).split(path.sep).join('/');
      if (!relative.endsWith('.html') || relative === '404.html') continue;
      const html = readFileSync(file, 'utf8');
      const bucket = files.get(bucketOf(`/${relative}`, ROUTE_BUCKETS));
      if (!bucket || !html.includes('id="__rspress_root"')) continue; // not a rendered page (a copied public/ file)
      writeFileSync(file, withBucketPreload(html, `${assetPrefix.replace(/\/?$/, '/')}static/js/async/${bucket}`));
      pages += 1;
    }
  };
  visit(outDir);
  return pages;
}
