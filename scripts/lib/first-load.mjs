// What a browser downloads to show a built page the first time: the HTML, every script and
// stylesheet it references (including preloaded route chunks), and the inline scripts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

function referencedAssets(html) {
  const assets = new Set();
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) assets.add(src);
  for (const [tag] of html.matchAll(/<link[^>]+>/g)) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/rel="stylesheet"/.test(tag) || (/rel="(modulepreload|preload)"/.test(tag) && /as="(script|style)"/.test(tag))) {
      assets.add(href);
    }
  }
  return [...assets].filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

function inlineScripts(html) {
  return Array.from(html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g), (match) => match[1]).filter(Boolean);
}

/** Bytes (raw and gzip) of HTML, JS and CSS for one built page, e.g. `guide/start/introduction.html`. */
export function measureFirstLoad(buildDir, htmlFile) {
  const html = readFileSync(path.join(buildDir, htmlFile));
  const totals = {
    html: { raw: html.length, gzip: gzipSize(html) },
    js: { raw: 0, gzip: 0 },
    css: { raw: 0, gzip: 0 },
    inlineJs: { raw: 0, gzip: 0 },
  };
  for (const href of referencedAssets(html.toString())) {
    const file = readFileSync(path.join(buildDir, href.split('?')[0]));
    const kind = href.endsWith('.css') ? 'css' : 'js';
    totals[kind].raw += file.length;
    totals[kind].gzip += gzipSize(file);
  }
  for (const script of inlineScripts(html.toString())) {
    const buffer = Buffer.from(script);
    totals.inlineJs.raw += buffer.length;
    totals.inlineJs.gzip += gzipSize(buffer);
  }
  return totals;
}

/** JS (files and inline) plus CSS, gzip: the figure the budgets talk about. */
export function jsCssGzip(totals) {
  return totals.js.gzip + totals.css.gzip + totals.inlineJs.gzip;
}
