/**
 * A built site served on a free loopback port and opened in Chromium, for the claims that only
 * a browser shows (a client-side redirect, an outline rebuilt after hydration). Without a
 * Chromium (scripts/chromium.mjs finds none) the check is skipped with a warning, as the e2e
 * runner's machines always have one.
 */
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../scripts/lib/browser.mjs';
import { createStaticServer } from '../../scripts/serve.mjs';

/**
 * Serves `outDir`, opens a page in Chromium and hands it to `visit` with the server's origin;
 * closes both afterwards. Resolves to false when no Chromium is found (nothing was visited).
 */
export async function withServedPage(
  outDir: string,
  visit: (page: Page, origin: string) => Promise<void>,
): Promise<boolean> {
  const chromiumModule = new URL('../../scripts/chromium.mjs', import.meta.url)
    .href;
  const { findChromium } = (await import(chromiumModule)) as {
    findChromium(): string | undefined;
  };
  const executablePath = findChromium();
  if (!executablePath) {
    console.warn('No Chromium found: the in-browser check is skipped.');
    return false;
  }
  const { chromium } = await import('@playwright/test');
  const server = createStaticServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    await visit(await browser.newPage(), origin);
  } finally {
    await browser.close();
    server.close();
  }
  return true;
}
