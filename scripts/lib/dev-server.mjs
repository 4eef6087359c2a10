// The writer's loop, timed as a writer meets it: start `rspress dev`, open a page until its
// title shows, save a one-line change to its MDX and wait until the text shows, then open a
// page with type-checked samples that has not been compiled yet (the dev server compiles
// pages lazily). Each configuration is run cold (its dev cache removed) and warm, several
// times, alternating with the reference configuration so that both meet the same machine.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { median } from './median.mjs';

/** The page a writer edits, and the page with samples opened afterwards. */
export const DEV_PAGES = {
  edited: {
    route: '/guide/start/introduction',
    file: 'en/guide/start/introduction.mdx',
  },
  samples: { route: '/api/config/config-basic' },
};
const TIMEOUT = 180_000;
/** Saves per run; the run's save time is their median. */
const SAVES = 5;
/** A name with a type hover (plugins/twoslash-samples/renderer.ts). */
const HOVER = '[aria-description]';

/**
 * One dev-server run. `target` is `{ label, cwd, configFile, docsDir, cacheDir, env, nodeArgs,
 * hovers }`; `hovers` says the samples page gets type hovers, and the run waits for them;
 * `cacheDir` is the folder of the target's dev cache, removed first when `cold`.
 * Returns milliseconds: start → first page rendered, save → change visible, first visit of
 * the page with samples.
 */
export async function devServerRun(target, { browser, port, cold }) {
  if (cold) rmSync(target.cacheDir, { recursive: true, force: true });
  const file = path.join(target.docsDir, DEV_PAGES.edited.file);
  const original = readFileSync(file, 'utf8');
  const started = performance.now();
  const server = spawn(
    process.execPath,
    [
      ...(target.nodeArgs ?? []),
      path.join(target.cwd, 'node_modules/@rspress/core/bin/rspress.js'),
      'dev',
      '--config',
      target.configFile,
      '--port',
      String(port),
    ],
    {
      cwd: target.cwd,
      env: { ...process.env, ...target.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const origin = `http://127.0.0.1:${port}`;
  const tab = await browser.newPage();
  try {
    await waitForServer(`${origin}${DEV_PAGES.edited.route}`, server);
    await tab.goto(`${origin}${DEV_PAGES.edited.route}`, { timeout: TIMEOUT });
    await tab.locator('h1').first().waitFor({ timeout: TIMEOUT });
    const firstPage = performance.now() - started;

    // A save's time comes in steps (the watcher and the hot update each wait for their own
    // moment): one save per run would make a median of chance, so each run saves a few times.
    const updates = [];
    for (let save = 1; save <= SAVES; save++) {
      const marker = `Dev bench marker ${save} ${Date.now()}`;
      const saved = performance.now();
      writeFileSync(file, `${original}\n${marker}\n`);
      await tab.getByText(marker).waitFor({ timeout: TIMEOUT });
      updates.push(performance.now() - saved);
    }
    const hotUpdate = median(updates);

    const opened = performance.now();
    await tab.goto(`${origin}${DEV_PAGES.samples.route}`, { timeout: TIMEOUT });
    await tab.locator('h1').first().waitFor({ timeout: TIMEOUT });
    const samplesVisit = performance.now() - opened;
    // Where hovers come after the page (the site's dev server analyses in a worker), waiting
    // for them also lets the server finish, so that its cache holds the page with them.
    let hoversShown;
    if (target.hovers) {
      await tab
        .locator(HOVER)
        .first()
        .waitFor({ state: 'attached', timeout: TIMEOUT });
      hoversShown = performance.now() - opened;
    }
    return { firstPage, hotUpdate, samplesVisit, hoversShown };
  } catch (error) {
    throw new Error(
      `${target.label}: ${error instanceof Error ? error.message : error}\n${stderr}`,
      { cause: error },
    );
  } finally {
    await tab.close();
    await stop(server);
    // After the server is gone: restoring earlier would start one more compile.
    writeFileSync(file, original);
  }
}

async function waitForServer(url, server) {
  const deadline = Date.now() + TIMEOUT;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the dev server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${TIMEOUT / 1000} s`);
}

/** Stops the dev server and everything it started, and waits until it is gone. */
async function stop(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    server.kill('SIGTERM');
  }
  const killed = setTimeout(() => {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(killed);
}

/**
 * Runs every target `runs` times cold, then `runs` times warm, alternating targets in each
 * round. Returns `{ [label]: { cold: Run[], warm: Run[] } }`.
 */
export async function devServerRuns(targets, { browser, port, runs, log }) {
  const results = Object.fromEntries(
    targets.map((target) => [target.label, { cold: [], warm: [] }]),
  );
  for (const mode of ['cold', 'warm']) {
    // A warm run needs a cache: one unrecorded start fills it.
    if (mode === 'warm')
      for (const target of targets)
        if (results[target.label].cold.length === 0)
          await devServerRun(target, { browser, port, cold: true });
    for (let round = 1; round <= runs; round++)
      for (const target of targets) {
        const run = await devServerRun(target, {
          browser,
          port,
          cold: mode === 'cold',
        });
        log(
          `dev server ${mode} ${round}/${runs} ${target.label}: first page ${s(run.firstPage)}, update ${s(run.hotUpdate)}, samples page ${s(run.samplesVisit)}`,
        );
        results[target.label][mode].push(run);
      }
  }
  return results;
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
