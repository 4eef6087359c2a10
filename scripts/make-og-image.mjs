// Renders docs/public/og-image.png (1200×630), the picture link previews show for every page.
// Run again after changing the logo or the wording: node scripts/make-og-image.mjs
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { requireChromium } from './chromium.mjs';
import { CHROMIUM_ARGS } from './lib/browser.mjs';

const logo = readFileSync('docs/public/logo.svg', 'utf8');
const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; align-items: center; gap: 64px;
         padding: 0 96px; box-sizing: border-box; font-family: 'Noto Sans', 'Noto Sans CJK SC', sans-serif;
         background: radial-gradient(circle at 85% 20%, #ffe3cf 0, #fff 55%); color: #1f2328; }
  .logo svg { width: 280px; height: 280px; }
  h1 { font-size: 96px; margin: 0; letter-spacing: -2px; }
  p { font-size: 36px; line-height: 1.35; margin: 16px 0 0; color: #444; }
  small { display: block; margin-top: 28px; font-size: 28px; color: #b5401f; }
</style></head><body><div class="logo">${logo}</div><div>
  <h1>Rspress</h1><p>Fast, searchable, bilingual documentation sites from Markdown and React</p>
  <small>English · 简体中文</small></div></body></html>`;

const browser = await chromium.launch({
  executablePath: requireChromium(),
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: 'docs/public/og-image.png' });
await browser.close();
console.log('wrote docs/public/og-image.png');
