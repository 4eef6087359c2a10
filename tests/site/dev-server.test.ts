/**
 * The writer's loop under `rspress dev`, on a copy of docs/ with this site's config: pages show
 * before the work only a build needs; type hovers come to a page with samples after it shows;
 * search works, its index built when it is first opened; and a saved page's dead link, dead
 * anchor and failing sample are printed with file and line while the server goes on.
 * Timings are `npm run bench -- --dev-server`'s business, not this test's.
 */
import {
  cpSync,
  existsSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/lib/browser.mjs';
import {
  type RunningRspress,
  startRspress,
  tempSite,
} from '../support/fixture-site';

const TIMEOUT = 120_000;
/** What a wait may take, short of the test's own timeout, so that its message is the one seen. */
const WAIT = TIMEOUT - 15_000;

/** A port nothing listens on now: Rspress would move to another one silently. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the dev server', () => {
  let site: string;
  let docs: string;
  let origin: string;
  let server: RunningRspress;
  let output = '';
  let browser: Browser | undefined;
  let tab: Page;
  const file = (page: string) => path.join(docs, page);
  const edit = (page: string, change: (text: string) => string) =>
    writeFileSync(file(page), change(readFileSync(file(page), 'utf8')));
  /** Waits until the server has printed something `pattern` matches since `from`. */
  const printed = async (pattern: RegExp, from: number) => {
    const deadline = Date.now() + WAIT;
    while (Date.now() < deadline) {
      const match = pattern.exec(output.slice(from));
      if (match) return match[0];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`not printed: ${pattern}\n${output.slice(from)}`);
  };

  beforeAll(async () => {
    site = tempSite('dev-server', {});
    docs = path.join(site, 'docs');
    cpSync(path.resolve('docs'), docs, { recursive: true });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startRspress(['dev', '--port', String(port)], {
      cwd: path.resolve('.'),
      env: {
        DOCS_ROOT: docs,
        DOCS_OUT_DIR: path.relative('.', path.join(site, 'doc_build')),
      },
      ready: (text) => text.includes('built in'),
      timeout: TIMEOUT,
    });
    output = server.output;
    const collect = (chunk: Buffer) => (output += chunk.toString());
    server.child.stdout?.on('data', collect);
    server.child.stderr?.on('data', collect);
    const { findChromium } = await import('../../scripts/chromium.mjs');
    const { chromium } = await import('@playwright/test');
    browser = await chromium.launch({
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
    });
    tab = await browser.newPage();
  }, TIMEOUT);

  afterAll(async () => {
    await browser?.close();
    if (server) {
      server.child.kill('SIGTERM');
      const killed = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
      await server.exited;
      clearTimeout(killed);
    }
    if (site) rmSync(site, { recursive: true, force: true });
  }, TIMEOUT);

  it(
    'shows a page, then a saved change',
    async () => {
      await tab.goto(`${origin}/guide/start/introduction`, { timeout: WAIT });
      await tab.locator('h1').first().waitFor({ timeout: WAIT });
      edit(
        'en/guide/start/introduction.mdx',
        (text) => `${text}\nA line saved by the dev-server test.\n`,
      );
      await tab
        .getByText('A line saved by the dev-server test.')
        .waitFor({ timeout: WAIT });
    },
    TIMEOUT,
  );

  it(
    'prints a saved page’s dead link and dead anchor with file and line, and goes on',
    async () => {
      const from = output.length;
      edit(
        'en/guide/start/introduction.mdx',
        (text) =>
          `${text}\nSee [a missing page](/guide/no-such-page) and [a missing section](/guide/basic/deploy#no-such-section).\n`,
      );
      await tab.getByText('a missing section').waitFor({ timeout: WAIT });
      const report = await printed(
        /Writer checks found[\s\S]*?no-such-section[^\n]*/,
        from,
      );
      const line =
        readFileSync(file('en/guide/start/introduction.mdx'), 'utf8')
          .split('\n')
          .findIndex((text) => text.includes('a missing page')) + 1;
      expect(report).toContain(
        `docs/en/guide/start/introduction.mdx:${line}: /guide/no-such-page (no page /guide/no-such-page in docs/en)`,
      );
      expect(report).toContain(
        `docs/en/guide/start/introduction.mdx:${line}: /guide/basic/deploy#no-such-section (no #no-such-section on /guide/basic/deploy)`,
      );
      expect(server.child.exitCode).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'brings type hovers to a page with samples after it shows',
    async () => {
      await tab.goto(`${origin}/api/config/config-basic`, { timeout: WAIT });
      await tab.locator('h1').first().waitFor({ timeout: WAIT });
      await tab
        .locator('[aria-description]')
        .first()
        .waitFor({ state: 'attached', timeout: WAIT });
    },
    TIMEOUT,
  );

  it(
    'prints a saved sample that no longer type-checks with file and line, and keeps showing the page',
    async () => {
      const from = output.length;
      const page = 'en/api/config/config-basic.mdx';
      expect(readFileSync(file(page), 'utf8')).toContain(
        "\n  title: 'Acme Docs',\n",
      );
      edit(page, (text) =>
        text.replace("  title: 'Acme Docs',", '  title: 42,'),
      );
      const report = await printed(
        /no longer type-checks[\s\S]*?TS\d+[^\n]*/,
        from,
      );
      expect(report).toMatch(
        new RegExp(`docs/en/api/config/config-basic\\.mdx:\\d+  TS2769`),
      );
      await tab.locator('h1').first().waitFor({ timeout: WAIT });
      expect(server.child.exitCode).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'searches, with the index built when search is first opened',
    async () => {
      // Nothing of the index exists before the dialog asks for it.
      const files = path.join(
        site,
        '.rspress/site-search/doc_build-dev/en/files',
      );
      expect(existsSync(files)).toBe(false);
      await tab.goto(`${origin}/guide/start/introduction`, { timeout: WAIT });
      await tab.locator('h1').first().waitFor({ timeout: WAIT });
      await tab.locator('h1').first().click();
      await tab.keyboard.press('/');
      await tab.locator('.site-search__input').waitFor({ timeout: WAIT });
      await tab.keyboard.type('deploy github pages');
      await tab
        .locator('dialog.site-search')
        .getByText('GitHub Pages')
        .first()
        .waitFor({ timeout: WAIT });
      expect(existsSync(files)).toBe(true);
    },
    TIMEOUT,
  );
});
