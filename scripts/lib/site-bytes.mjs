// Byte counts of a built site beyond JS+CSS: everything a first visit downloads, and the search
// index per language. Text files are counted gzip (level 9), binary files as they are.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureFirstLoad } from './first-load.mjs';

const TEXT = /\.(html?|m?js|css|json|svg|txt|xml|map)$/i;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** A file's bytes, raw and as served (gzip for text). */
export function sizeOf(file) {
  const buffer = readFileSync(file);
  return {
    raw: buffer.length,
    gzip: TEXT.test(file) ? gzipSize(buffer) : buffer.length,
  };
}

function localFile(buildDir, url, fromFile) {
  if (!url || /^(data:|https?:|\/\/|#)/.test(url)) return null;
  const clean = decodeURI(url.split(/[?#]/)[0]);
  const file = clean.startsWith('/')
    ? path.join(buildDir, clean)
    : path.resolve(path.dirname(fromFile), clean);
  return existsSync(file) ? file : null;
}

/**
 * Bytes transferred by a first visit of one built page, without cache: the HTML, its scripts and
 * stylesheets (as measured by first-load.mjs, with the chunks in `fetched`), plus the images and icons the HTML references
 * (`<img src>` unless `loading="lazy"`, `<link rel="icon">`, `<link rel="preload" as="image|font">`) and the fonts and
 * images the stylesheets reference with `url()`. CSS references are counted as if all were used:
 * an upper bound for fonts behind unused @font-face rules.
 */
export function measureTransfer(buildDir, htmlFile, fetched = []) {
  const htmlPath = path.join(buildDir, htmlFile);
  const html = readFileSync(htmlPath, 'utf8');
  const core = measureFirstLoad(buildDir, htmlFile, fetched);
  const extra = new Set();
  for (const [tag, src] of html.matchAll(/<img[^>]*\ssrc="([^"]+)"[^>]*>/g)) {
    if (!/\sloading="lazy"/.test(tag))
      extra.add(localFile(buildDir, src, htmlPath));
  }
  for (const [tag] of html.matchAll(/<link[^>]+>/g)) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (
      /rel="(icon|shortcut icon|apple-touch-icon)"/.test(tag) ||
      (/rel="preload"/.test(tag) && /as="(image|font)"/.test(tag))
    ) {
      extra.add(localFile(buildDir, href, htmlPath));
    }
    if (/rel="stylesheet"/.test(tag)) {
      const cssFile = localFile(buildDir, href, htmlPath);
      if (!cssFile) continue;
      for (const [, url] of readFileSync(cssFile, 'utf8').matchAll(
        /url\(\s*['"]?([^'")]+)['"]?\s*\)/g,
      )) {
        extra.add(localFile(buildDir, url, cssFile));
      }
    }
  }
  extra.delete(null);
  let other = 0;
  for (const file of extra) other += sizeOf(file).gzip;
  return {
    html: core.html.gzip,
    js: core.js.gzip,
    css: core.css.gzip,
    other,
    total: core.html.gzip + core.js.gzip + core.css.gzip + other,
  };
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? walk(path.join(dir, entry.name)).map((file) =>
          path.join(entry.name, file),
        )
      : [entry.name],
  );
}

/**
 * Search index files per language: the built-in `static/search_index.<lang>.<hash>.json`, and any
 * file whose path contains `site-search` (JS chunks such as
 * `static/js/async/site-search-index-<lang>.<hash>.js`, JSON under `static/site-search/`).
 * The language is read from the file name (`.en.`, `-zh.`, `/en/` …); files without one count
 * under `all`. Source maps and license files are skipped.
 * Returns { [lang]: { raw, gzip, files: [...] } }.
 */
export function searchIndexBytes(buildDir, langs = ['en', 'zh']) {
  const result = {};
  for (const file of walk(buildDir)) {
    const base = path.basename(file);
    const isBuiltIn =
      /^search_index\./.test(base) && file.startsWith(`static${path.sep}`);
    const isSiteSearch = /site-search/.test(file);
    if (!(isBuiltIn || isSiteSearch) || /\.(map|LICENSE\.txt)$/.test(base))
      continue;
    const lang =
      langs.find((code) =>
        new RegExp(`(^|[./_-])${code}([./_-]|$)`).test(file),
      ) ?? 'all';
    const size = sizeOf(path.join(buildDir, file));
    result[lang] ??= { raw: 0, gzip: 0, files: [] };
    result[lang].raw += size.raw;
    result[lang].gzip += TEXT.test(file)
      ? size.gzip
      : gzipSize(readFileSync(path.join(buildDir, file)));
    result[lang].files.push(file);
  }
  return result;
}
