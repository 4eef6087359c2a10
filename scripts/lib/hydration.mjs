// How long a built page takes to become interactive on a slow connection: from navigation start
// to React's hydration commit (the root container's React key appears), with Chromium's network
// throttled to a slow mobile link. First view, empty cache, a fresh context per load.
import { createStaticServer } from '../serve.mjs';

/** 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up: Lighthouse's "slow 4G". */
export const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

function watchHydration() {
  const timer = setInterval(() => {
    const root = document.getElementById('__rspress_root');
    if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
      window.__hydratedAt = performance.now();
      clearInterval(timer);
    }
  }, 2);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median time to hydration (ms) of each URL path of the build in `dir`, over `runs` loads. */
export async function hydrationTimes(browser, dir, urlPaths, runs) {
  const server = createStaticServer(dir);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const times = new Map();
  try {
    for (const urlPath of urlPaths) {
      const loads = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await page.addInitScript(watchHydration);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
          await page.goto(`${origin}${urlPath}`);
          await page.waitForFunction(() => window.__hydratedAt, null, { timeout: 60_000 });
          loads.push(await page.evaluate(() => window.__hydratedAt));
        } finally {
          await context.close();
        }
      }
      times.set(urlPath, median(loads));
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return times;
}
