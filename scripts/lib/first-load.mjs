// What a browser downloads to show a built page the first time: the HTML, every script and
// stylesheet it references (including preloaded route chunks), the inline scripts, and the
// chunks its runtime fetches before the page is ready (found by opening the page in Chromium:
// Rspress's route table and this site's section sidebar arrive that way, so a static reading of
// the HTML would miss them).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

function referencedAssets(html) {
  const assets = new Set();
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g))
    assets.add(src);
  for (const [tag] of html.matchAll(/<link[^>]+>/g)) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (
      /rel="stylesheet"/.test(tag) ||
      (/rel="(modulepreload|preload)"/.test(tag) &&
        /as="(script|style)"/.test(tag))
    ) {
      assets.add(href);
    }
  }
  return [...assets].filter(
    (href) => href.startsWith('/') && !href.startsWith('//'),
  );
}

function inlineScripts(html) {
  return Array.from(
    html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
    (match) => match[1],
  ).filter(Boolean);
}

/**
 * Bytes (raw and gzip) of HTML, JS and CSS for one built page, e.g. `guide/start/introduction.html`.
 * `fetched`: same-origin paths the page requested when opened (see `openedPageAssets`); the
 * scripts and stylesheets among them count too.
 */
export function measureFirstLoad(buildDir, htmlFile, fetched = []) {
  const html = readFileSync(path.join(buildDir, htmlFile));
  const totals = {
    html: { raw: html.length, gzip: gzipSize(html) },
    js: { raw: 0, gzip: 0 },
    css: { raw: 0, gzip: 0 },
    inlineJs: { raw: 0, gzip: 0 },
  };
  const assets = new Set([
    ...referencedAssets(html.toString()),
    ...fetched.filter((href) => /\.(m?js|css)$/.test(href)),
  ]);
  for (const href of assets) {
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

/**
 * Same-origin paths Chromium requests while it opens `htmlFile` of the build, until the network
 * has been quiet for half a second (at most 15 s). External requests are blocked. `browser`: a Playwright
 * browser; the build is served by scripts/serve.mjs's server on a free port.
 */
export async function openedPageAssets(browser, buildDir, htmlFile) {
  const { createStaticServer } = await import('../serve.mjs');
  const server = createStaticServer(path.resolve(buildDir));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const page = await browser.newPage();
  try {
    const requested = new Set();
    let pending = 0;
    let lastActivity = Date.now();
    const settle = () => {
      pending -= 1;
      lastActivity = Date.now();
    };
    await page.route('**/*', (route) =>
      route.request().url().startsWith(origin)
        ? route.continue()
        : route.abort(),
    );
    page.on('request', (request) => {
      pending += 1;
      lastActivity = Date.now();
      if (request.url().startsWith(origin))
        requested.add(new URL(request.url()).pathname);
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.goto(`${origin}/${htmlFile}`, { waitUntil: 'load' });
    // Quiet for half a second (Playwright's own networkidle can wait forever on a failed fetch).
    const deadline = Date.now() + 15_000;
    while (
      Date.now() < deadline &&
      (pending > 0 || Date.now() - lastActivity < 500)
    )
      await page.waitForTimeout(50);
    return [...requested];
  } finally {
    await page.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
