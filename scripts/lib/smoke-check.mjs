// The smoke check of `npm run upgrade-drill`: serves a built site and asks whether a reader
// would notice anything wrong. Every route answers 200 over HTTP; in Chromium, a sidebar link
// navigates on the client, the site's search dialog finds a page, and no visited page logs an
// error or warning, throws, or reports a hydration mismatch. Requests to other hosts are blocked.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
// The e2e suite's own wait, so both agree on when a page is interactive (run through tsx).
import { waitForHydration } from '../../e2e/support/browser-checks.ts';
import { requireChromium } from '../chromium.mjs';
import { createStaticServer } from '../serve.mjs';
import { CHROMIUM_ARGS } from './browser.mjs';

// A query per language that the site's docs answer (the sidebar guide and its translation).
const SEARCH_QUERY = { en: 'sidebar', zh: '侧边栏' };
const TIMEOUT_MS = 30_000;

/** Every page of the build as a clean URL: `index.html` → `/`, `zh/guide/a.html` → `/zh/guide/a`. */
export function cleanRoutes(dir) {
  return readdirSync(dir, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map(
      (file) =>
        `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`,
    )
    .sort();
}

/**
 * Runs the checks on the build in `dir`. Returns { ok, summary, problems }: `summary` is one
 * short line for the table, `problems` every failure found (empty when ok).
 */
export async function smokeCheck(dir) {
  const server = createStaticServer(dir);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const problems = [];
  const routes = cleanRoutes(dir);
  let browser;
  try {
    for (const route of routes) {
      const response = await fetch(origin + route, { redirect: 'manual' });
      if (response.status !== 200)
        problems.push(`HTTP ${response.status}: ${route}`);
    }
    browser = await chromium.launch({
      executablePath: requireChromium(),
      args: CHROMIUM_ARGS,
    });
    const visited = await browse(browser, origin, routes, problems);
    const summary = `${routes.length} routes 200, ${visited} pages visited, client nav + search in en/zh`;
    return { ok: problems.length === 0, summary, problems };
  } catch (error) {
    problems.push(
      `smoke check crashed: ${error?.message?.split('\n')[0] ?? error}`,
    );
    return { ok: false, summary: '', problems };
  } finally {
    await browser?.close();
    server.close();
  }
}

async function browse(browser, origin, routes, problems) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(TIMEOUT_MS);
  // Only the site itself: a reader behind a firewall must get the same site.
  await context.route('**/*', (route) => {
    const { protocol, hostname } = new URL(route.request().url());
    const local =
      hostname === '127.0.0.1' ||
      hostname === 'localhost' ||
      protocol === 'data:' ||
      protocol === 'blob:';
    return local ? route.continue() : route.abort('blockedbyclient');
  });
  let visited = 0;
  for (const lang of ['en', 'zh']) {
    const prefix = lang === 'en' ? '' : `/${lang}`;
    // The first page of each section of this language: the home page plus three doc pages.
    const docs = ['guide', 'plugin', 'api']
      .map((section) =>
        routes.find((route) => route.startsWith(`${prefix}/${section}/`)),
      )
      .filter(Boolean);
    if (docs.length < 3)
      problems.push(`${lang}: fewer than 3 doc pages found in the build`);
    const [navPage, searchPage, plainPage] = docs;
    const pages = [
      [prefix || '/', 'load'],
      [navPage, 'client navigation', clientNavigation],
      [searchPage, 'search', (page) => search(page, SEARCH_QUERY[lang])],
      [plainPage, 'load'],
    ];
    for (const [route, step, check] of pages) {
      if (!route) continue;
      const page = await context.newPage();
      const label = `${route}:`;
      page.on('console', (message) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        // React reports a server/client mismatch as a console error; name it so it stands out.
        const kind = /hydrat/i.test(message.text())
          ? 'hydration mismatch'
          : `console.${type}`;
        problems.push(`${label} ${kind}: ${message.text().split('\n')[0]}`);
      });
      page.on('pageerror', (error) =>
        problems.push(`${label} uncaught: ${error.message.split('\n')[0]}`),
      );
      try {
        await page.goto(origin + route);
        await waitForHydration(page);
        const failure = await check?.(page);
        if (failure) problems.push(`${label} ${step}: ${failure}`);
      } catch (error) {
        problems.push(`${label} ${step}: ${error.message.split('\n')[0]}`);
      }
      visited += 1;
      await page.close();
    }
  }
  await context.close();
  return visited;
}

/** Clicks a sidebar link; the URL and the h1 must change while the document stays the same. */
async function clientNavigation(page) {
  const before = {
    url: page.url(),
    h1: await page.locator('h1').first().innerText(),
  };
  const link = page
    .locator(
      'aside.rp-doc-layout__sidebar a[href^="/"]:not(.rp-sidebar-item--active)',
    )
    .first();
  await page.evaluate(() => (window.__drill = 1));
  await link.click();
  await page.waitForURL((url) => url.href !== before.url);
  await page
    .waitForFunction(
      (h1) => document.querySelector('h1')?.innerText !== h1,
      before.h1,
    )
    .catch(() => {});
  const after = { h1: await page.locator('h1').first().innerText() };
  // A full page load would have replaced `window` and lost the marker.
  const sameDocument = await page.evaluate(() => window.__drill === 1);
  if (!sameDocument)
    return `clicking a sidebar link reloaded the page (${page.url()})`;
  if (after.h1 === before.h1) return `h1 still "${before.h1}" at ${page.url()}`;
}

/** Opens the site's search dialog from the top bar and waits for the results of `query`. */
async function search(page, query) {
  await page.locator('.rp-search-button').first().click();
  const input = page.locator('dialog.site-search .site-search__input');
  await input.fill(query);
  // The dialog marks its results with the query they answer once they are shown.
  await page
    .locator(`.site-search__results[data-query="${query}"]`)
    .waitFor({ state: 'attached' });
  const hits = await page
    .locator('dialog.site-search a.site-search__hit')
    .count();
  if (hits === 0) return `no result for "${query}"`;
}
