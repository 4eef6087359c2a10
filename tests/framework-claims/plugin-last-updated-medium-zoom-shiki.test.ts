/**
 * The three 1.x plugins that core 2.x replaced with switches, documented on
 * /plugin/official-plugins/last-updated, /medium-zoom and /shiki, built for real from the
 * git-tracked fixture tests/fixtures/built-in-features with one config per scenario. One file
 * for the three pages: each build answers for all three switches, and two test files must never
 * build the same fixture at the same time.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PluginDriver } from '@rspress/core/dist/node/PluginDriver.js';
import type { PageIndexInfo, RouteMeta, UserConfig } from '@rspress/shared';
import { describe, expect, it } from 'vitest';
import {
  buildFixture,
  FIXTURES_DIR,
  type FixtureBuild,
  useFixtureBuild,
} from '../support/fixture-site';

const FIXTURE = 'built-in-features';

function allJs(build: FixtureBuild): string {
  return build
    .files()
    .filter((file) => file.endsWith('.js'))
    .map((file) => build.read(file))
    .join('\n');
}

function lastCommit(relativeFile: string): {
  time: number;
  author: string;
  email: string;
} {
  const [time, author, email] = execFileSync(
    'git',
    ['log', '-1', '--format=%at%x00%an%x00%ae', '--', relativeFile],
    {
      cwd: path.join(FIXTURES_DIR, FIXTURE),
      encoding: 'utf8',
    },
  )
    .trim()
    .split('\0');
  return { time: Number(time) * 1000, author, email };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('everything on: lastUpdated with author, default zoom, Shiki options', () => {
  const build = useFixtureBuild(FIXTURE);

  it("shows the last commit's time, formatted for the page language, and the author name", () => {
    const { time, author } = lastCommit('docs/en/index.md');
    expect(build().read('index.html')).toContain(
      `<span>${new Date(time).toLocaleString('en')}</span>`,
    );
    expect(build().read('index.html')).toContain(
      `<span>${escapeHtml(author)}</span>`,
    );
    const zh = lastCommit('docs/zh/index.md');
    expect(build().read('zh/index.html')).toContain(
      `<span>${new Date(zh.time).toLocaleString('zh')}</span>`,
    );
  });

  it('ships image zoom by default, with the background forced to the page colour', () => {
    const js = allJs(build());
    expect(js).toContain('medium-zoom-overlay');
    expect(js).toContain('background:"var(--rp-c-bg)"');
  });

  it('numbers and wraps code lines by default, while `lineNumbers=false` opts one block out', () => {
    const html = build().read('index.html');
    const numbered = html.match(/rp-codeblock__content--line-numbers/g) ?? [];
    expect(numbered).toHaveLength(3);
    expect(html).toContain('rp-codeblock__content--wrap-code');
  });

  it('highlights `{2}` lines with transformerCompatibleMetaHighlight', () => {
    expect(build().read('index.html')).toMatch(
      /<span class="line highlighted">.*second/,
    );
  });

  it('gives a block with `height=80` a scroll container', () => {
    expect(build().read('index.html')).toContain(
      'rp-codeblock__content--scroll',
    );
  });
});

describe('everything off: no lastUpdated, mediumZoom: false, Shiki defaults', () => {
  const build = useFixtureBuild(FIXTURE, {
    args: ['-c', 'rspress.off.config.ts'],
  });

  it('shows no last-updated line without themeConfig.lastUpdated', () => {
    expect(build().read('index.html')).not.toContain('rp-last-updated');
  });

  it('leaves medium-zoom out of the bundle with mediumZoom: false', () => {
    expect(allJs(build())).not.toContain('medium-zoom-overlay');
  });

  it('has no line numbers, no wrapping and no `{2}` highlighting by default', () => {
    const html = build().read('index.html');
    expect(html).not.toContain('rp-codeblock__content--line-numbers');
    expect(html).not.toContain('rp-codeblock__content--wrap-code');
    expect(html).not.toContain('class="line highlighted"');
  });
});

describe('custom options: author function, zoom selector and options, defaultCodeOverflow', () => {
  const build = useFixtureBuild(FIXTURE, {
    args: ['-c', 'rspress.custom.config.ts'],
  });

  it('shows what the author function returns', () => {
    const { author, email } = lastCommit('docs/en/index.md');
    expect(build().read('index.html')).toContain(
      `<span>${escapeHtml(`${author.toUpperCase()} <${email.split('@')[0]}>`)}</span>`,
    );
  });

  it('passes selector and options to the zoom component, but still forces the background', () => {
    const js = allJs(build());
    expect(js).toContain('selector:".rspress-doc img.zoomable"');
    expect(js).toContain('margin:24');
    expect(js).toContain('background:"var(--rp-c-bg)"');
  });

  it('caps every code block with defaultCodeOverflow.height', () => {
    const html = build().read('index.html');
    expect((html.match(/rp-codeblock__content--scroll/g) ?? []).length).toBe(4);
  });
});

it('fails when a plugin named like the 1.x last-updated plugin is added while the switch is on', () => {
  const build = buildFixture(FIXTURE, {
    args: ['-c', 'rspress.legacy-plugin.config.ts'],
  });
  expect(build.status).not.toBe(0);
  expect(build.output).toContain(
    'The plugin "@rspress/plugin-last-updated" has been registered',
  );
}, 120_000);

/**
 * The two internal plugins without a build: core's PluginDriver registers them from the config
 * exactly as `rspress build` does, and their hooks run on a git-tracked fixture page.
 */
const FIXTURE_PAGE = path.join(FIXTURES_DIR, FIXTURE, 'docs/en/index.md');

async function internalPlugin(config: UserConfig, name: string) {
  const driver = await PluginDriver.create(config, true);
  return driver.getPlugins().find((plugin) => plugin.name === name);
}

/** The page data the last-updated plugin writes for the fixture page, in a page language. */
async function lastUpdatedData(config: UserConfig, lang = 'en') {
  const plugin = await internalPlugin(config, '@rspress/plugin-last-updated');
  if (!plugin) return undefined;
  await plugin.routeGenerated?.(
    [{ absolutePath: FIXTURE_PAGE } as RouteMeta],
    true,
  );
  const pageData = { _filepath: FIXTURE_PAGE, lang } as PageIndexInfo & {
    lastUpdatedTime?: string;
    lastUpdatedAuthor?: string;
  };
  await plugin.extendPageData?.(pageData, true);
  return pageData;
}

describe('themeConfig.lastUpdated, as the internal plugin reads it', () => {
  it('registers no last-updated plugin without the switch', async () => {
    expect(
      await internalPlugin({}, '@rspress/plugin-last-updated'),
    ).toBeUndefined();
  });

  it('shows no author for true, {} and { author: false }, and the commit author for { author: true }', async () => {
    const { author } = lastCommit('docs/en/index.md');
    for (const lastUpdated of [true, {}, { author: false }]) {
      const data = await lastUpdatedData({ themeConfig: { lastUpdated } });
      expect(data?.lastUpdatedTime).toBeTruthy();
      expect(data?.lastUpdatedAuthor).toBeUndefined();
    }
    const withAuthor = await lastUpdatedData({
      themeConfig: { lastUpdated: { author: true } },
    });
    expect(withAuthor?.lastUpdatedAuthor).toBe(author);
  });

  it('passes name, email and the absolute filePath to an author function', async () => {
    let seen: unknown;
    const data = await lastUpdatedData({
      themeConfig: {
        lastUpdated: {
          author: (info) => {
            seen = info;
            return '';
          },
        },
      },
    });
    expect(seen).toEqual({
      name: lastCommit('docs/en/index.md').author,
      email: expect.stringContaining('@'),
      filePath: FIXTURE_PAGE,
    });
    // An empty string is stored, and the theme shows no author for it.
    expect(data?.lastUpdatedAuthor).toBe('');
  });

  it("formats the time as Chinese when handed page data whose lang is empty (as with lang: '')", async () => {
    const { time } = lastCommit('docs/en/index.md');
    const data = await lastUpdatedData(
      { themeConfig: { lastUpdated: true } },
      '',
    );
    expect(data?.lastUpdatedTime).toBe(new Date(time).toLocaleString('zh'));
    expect(data?.lastUpdatedTime).not.toBe(new Date(time).toLocaleString('en'));
  });

  it('leaves the time out when the file has no commit', async () => {
    const plugin = await internalPlugin(
      { themeConfig: { lastUpdated: true } },
      '@rspress/plugin-last-updated',
    );
    const untracked = path.join(
      FIXTURES_DIR,
      FIXTURE,
      'docs/en/not-committed.md',
    );
    await plugin?.routeGenerated?.(
      [
        { absolutePath: FIXTURE_PAGE },
        { absolutePath: untracked },
      ] as RouteMeta[],
      true,
    );
    const pageData = { _filepath: untracked, lang: 'en' } as PageIndexInfo & {
      lastUpdatedTime?: string;
    };
    await plugin?.extendPageData?.(pageData, true);
    expect(pageData.lastUpdatedTime).toBeUndefined();
  });

  it('has lastUpdatedText only as a UI text key, not as a theme config field', () => {
    const require = createRequire(import.meta.url);
    const types = readFileSync(
      require.resolve('@rspress/shared').replace(/index\.js$/, 'index.d.ts'),
      'utf8',
    );
    // The key lives on as a UI text (interface I18nText), nowhere else.
    const i18nText = types.slice(
      types.indexOf('interface I18nText {'),
      types.indexOf('}', types.indexOf('interface I18nText {')),
    );
    expect(types.match(/lastUpdatedText\?:/g)).toHaveLength(1);
    expect(i18nText).toContain('lastUpdatedText?: I18nTextValue;');
  });
});

describe('mediumZoom, as core registers it', () => {
  it('registers the zoom component by default, with no options', async () => {
    const plugin = await internalPlugin({}, '@rspress/plugin-medium-zoom');
    expect(plugin?.globalUIComponents).toEqual([
      [expect.stringMatching(/static[\\/]MediumZoom\.tsx$/), {}],
    ]);
  });

  it('passes an object option to the component as it is, and registers nothing with false', async () => {
    const options = {
      selector: '.rspress-doc img:not(.no-zoom)',
      options: { margin: 24 },
    };
    const plugin = await internalPlugin(
      { mediumZoom: options },
      '@rspress/plugin-medium-zoom',
    );
    expect(plugin?.globalUIComponents?.[0]).toEqual([
      expect.any(String),
      options,
    ]);
    expect(
      await internalPlugin(
        { mediumZoom: false },
        '@rspress/plugin-medium-zoom',
      ),
    ).toBeUndefined();
  });

  it('fails when a plugin named like the 1.x medium-zoom plugin is added while zoom is on', async () => {
    const legacy = { name: '@rspress/plugin-medium-zoom' };
    await expect(
      PluginDriver.create({ plugins: [legacy] }, true),
    ).rejects.toThrow(
      'The plugin "@rspress/plugin-medium-zoom" has been registered',
    );
    await expect(
      PluginDriver.create({ mediumZoom: false, plugins: [legacy] }, true),
    ).resolves.toBeDefined();
  });
});
