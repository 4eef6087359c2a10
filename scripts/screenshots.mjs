// Takes the screenshots the docs show of this site (home page, a doc page with its sidebar,
// the search panel), in both languages, from the production build. Run after `npm run build`:
//   node scripts/screenshots.mjs
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureChromium } from './chromium.mjs';
import { createStaticServer } from './static-server.mjs';

const PORT = 4395;
const OUT = 'docs/public/screenshots';
const SHOTS = [
  { name: 'home', path: '/' },
  { name: 'doc-page', path: '/guide/basic/conventional-route' },
  { name: 'search', path: '/guide/start/introduction', search: { en: 'sidebar', zh: '侧边栏' } },
];

mkdirSync(OUT, { recursive: true });
const server = createStaticServer(path.resolve('doc_build'));
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
const isRoot = process.getuid?.() === 0;
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: [...(isRoot ? ['--no-sandbox'] : []), '--disable-background-networking', '--disable-gpu'],
});
try {
  for (const lang of ['en', 'zh']) {
    for (const shot of SHOTS) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, colorScheme: 'light' });
      // A dismissed announcement keeps the pictures about the docs themselves.
      await page.addInitScript(() => localStorage.setItem('rspress-docs-announcement-2.0.22', 'true'));
      await page.goto(`http://127.0.0.1:${PORT}${lang === 'zh' ? `/zh${shot.path}` : shot.path}`, { waitUntil: 'networkidle' });
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
