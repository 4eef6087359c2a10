// How long a built page takes to become interactive on a slow connection: from navigation start
// to the commit of React's hydration, with Chromium's network throttled. First view, empty
// cache, a fresh context per load; the builds compared take turns, load by load, so a change in
// the machine's load hits them alike.
import { createStaticServer } from '../serve.mjs';
import { median } from './median.mjs';

/** 150 ms added to every request, 1.6 Mbit/s down, 750 kbit/s up: a slow mobile link. */
export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
};

/** Runs in the page: notes when the root's hydration has been committed (React 19 internals). */
function watchHydration() {
  const timer = setInterval(() => {
    const root = document.getElementById('__rspress_root');
    const key =
      root &&
      Object.keys(root).find((name) => name.startsWith('__reactContainer'));
    // container → root fiber → FiberRoot → the committed root fiber's state
    if (
      key &&
      root[key].stateNode?.current?.memoizedState?.isDehydrated === false
    ) {
      window.__hydratedAt = performance.now();
      clearInterval(timer);
    }
  }, 4);
}

async function loadOnce(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(watchHydration);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__hydratedAt, null, {
      timeout: 60_000,
    });
    return await page.evaluate(() => window.__hydratedAt);
  } finally {
    await context.close();
  }
}

/**
 * Median time to hydration (ms) of each URL path in each build: `builds` maps a label to a
 * build folder; returns label → (URL path → ms).
 */
export async function hydrationTimes(browser, builds, urlPaths, runs) {
  const servers = new Map();
  const times = new Map();
  try {
    for (const [label, dir] of Object.entries(builds)) {
      const server = createStaticServer(dir);
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.set(label, server);
      times.set(label, new Map());
    }
    for (const urlPath of urlPaths) {
      const loads = new Map([...servers.keys()].map((label) => [label, []]));
      for (let run = 0; run < runs; run += 1) {
        for (const [label, server] of servers) {
          loads
            .get(label)
            .push(
              await loadOnce(
                browser,
                `http://127.0.0.1:${server.address().port}${urlPath}`,
              ),
            );
        }
      }
      for (const [label, values] of loads)
        times.get(label).set(urlPath, median(values));
    }
  } finally {
    await Promise.all(
      [...servers.values()].map(
        (server) => new Promise((resolve) => server.close(resolve)),
      ),
    );
  }
  return times;
}
