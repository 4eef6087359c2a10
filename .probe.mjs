import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-gpu'] });
const page = await browser.newPage();
const t0 = Date.now();
await page.route(/algolia\.net|algolianet\.com/, (route) => { console.log(Date.now()-t0, 'abort', route.request().method(), route.request().url().slice(0,90)); route.abort('failed'); });
page.on('console', m => console.log('console', m.type(), m.text().slice(0,200)));
await page.goto('http://127.0.0.1:5173/guide/start/introduction', { waitUntil: 'networkidle' });
await page.locator('.rp-search-button').click();
await page.context().setOffline(true); await page.locator('.DocSearch-Input').fill('anything');
for (let i=0;i<8;i++){ await page.waitForTimeout(1500); console.log(Date.now()-t0, (await page.locator('.DocSearch-Dropdown').textContent())?.slice(0,80)); }
await browser.close();
