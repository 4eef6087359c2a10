// Takes the screenshots the docs show of this site (home page, a doc page with its sidebar,
// the search panel), in both languages, from the production build. Run after `npm run build`:
//   node scripts/screenshots.mjs
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { requireChromium } from './chromium.mjs';
import { CHROMIUM_ARGS } from './lib/browser.mjs';
import { waitForHydration } from './lib/search-ui.mjs';
import { createStaticServer } from './serve.mjs';

const PORT = 4395;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const OUT = 'docs/public/screenshots';
const SHOTS = [
  { name: 'home', path: '/' },
  { name: 'doc-page', path: '/guide/basic/conventional-route' },
  {
    name: 'search',
    path: '/guide/start/introduction',
    search: { en: 'sidebar', zh: '侧边栏' },
  },
];

mkdirSync(OUT, { recursive: true });
const server = createStaticServer(path.resolve('doc_build'));
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
const browser = await chromium.launch({
  executablePath: requireChromium(),
  args: CHROMIUM_ARGS,
});
try {
  // One context for every picture, so what is stored in the first page holds for the others.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    colorScheme: 'light',
  });
  // The pictures are about the docs, not the announcement: close the bar once, as a reader
  // does. The bar stores the dismissal under the key the site configures, so this script needs
  // no copy of it, and every later page opens without the bar.
  const first = await context.newPage();
  await first.goto(`${ORIGIN}/`);
  await waitForHydration(first);
  const closeBar = first.locator('.announcement-bar__close');
  if (await closeBar.isVisible()) {
    await closeBar.click();
    await closeBar.waitFor({ state: 'detached' });
  }
  await first.close();
  for (const lang of ['en', 'zh']) {
    for (const shot of SHOTS) {
      const page = await context.newPage();
      await page.goto(
        `${ORIGIN}${lang === 'zh' ? `/zh${shot.path}` : shot.path}`,
        { waitUntil: 'networkidle' },
      );
      if (shot.search) {
        await page.locator('.rp-search-button').click();
        await page.locator('.rp-search-panel__input').fill(shot.search[lang]);
        await page.locator('.rp-suggest-item').first().waitFor();
      }
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/${shot.name}-${lang}.png` });
      await page.close();
      console.log(`${OUT}/${shot.name}-${lang}.png`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
