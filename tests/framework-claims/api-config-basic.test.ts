/**
 * What /api/config/config-basic states where the installed code and the typed JSDoc disagree,
 * proven on small fixture sites built with the real `rspress build`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedCoreModule } from '../support/installed-core';
import {
  buildFixture,
  FIXTURES_DIR,
  startRspress,
  textOf,
} from '../support/fixture-site';
import { typecheckSources } from '../support/typecheck';

const require = createRequire(import.meta.url);
const RSPRESS_BIN = path.join(
  path.dirname(require.resolve('@rspress/core/package.json')),
  'bin',
  'rspress.js',
);

/** The text of the navbar title link of a built page. */
const navTitle = (html: string) =>
  /rp-nav__title__link[^>]*>(?:<[^>]+>)*([^<]*)</.exec(html)?.[1];

/*
 * Claims of config-basic backed by a read of the installed code (paths under @rspress/core/dist
 * unless noted). Re-audited against @rspress/core 2.0.22.
 * - intro: config names rspress.config.{js,ts,mjs,mts,cjs,cts}: @rspress/shared dist/constants.js
 *   lines 1-9; `-c` and the async function: config/loadConfigFile.js line 4, @rsbuild/core
 *   dist/m.js `if ('function' == typeof configExport)`; defineConfig returns its argument:
 *   config/defineConfig.js.
 * - root default 'docs', relative to cwd, CLI folder wins: config/loadConfigFile.js lines 19-23.
 * - outDir default 'doc_build': node/constants.js line 77, node/initRsbuild.js line 42; preview
 *   serves it: node/serve.js (same initRsbuild). themeDir default and cwd resolution:
 *   node/PluginDriver.js line 59, node/initRsbuild.js line 41; @rspress/core/theme alias to
 *   [themeDir, default theme]: node/initRsbuild.js lines 165-172.
 * - title: html.title falls back to 'Rspress' (node/initRsbuild.js line 139), site data keeps ''
 *   (node/runtimeModule/siteData/createSiteData.js line 9); navbar `(locale title ?? site title)
 *   || 'Home'`: theme/components/NavTitle/index.js line 13; <title> per page type (doc, home +
 *   titleSuffix, custom/blank, `404 - title`): theme/layout/Layout/index.js lines 93-95.
 * - description fallback meta: theme/layout/Layout/index.js line 96; llms.txt summary only with a
 *   title, warning without: node/ssg-md/llms/llmsTxt.js lines 58-59.
 * - icon: '/x' joined to <root>/public, file:// URL turned into a path, other strings as they
 *   are: node/initRsbuild.js lines 49-55. logo/logoText/logoHref: NavTitle/index.js lines 14-60
 *   (logoHref unset: '/' for the default language, '/<lang>/' otherwise; '/' paths get base via
 *   runtime/utils.js normalizeImagePath).
 * - base normalised with leading and trailing slash: node/PluginDriver.js line 57; --base:
 *   cli/index.js lines 65, 84. siteOrigin in hreflang links: node/ssg/alternateLinks.js line 38.
 * - head: pairs printed as an opening tag, functions per route, skipped for the generated 404
 *   (no absolutePath): node/ssg/renderHtmlTemplate.js lines 5-18, node/ssg/renderPages.js line 20;
 *   build only (the CSR/SSG plugins render in onBeforeBuild/processAssets of `build`):
 *   node/ssg/rsbuildPluginCSR.js line 5.
 * - lang default 'en': node/PluginDriver.js line 58; texts of `lang` without locales:
 *   node/runtimeModule/i18n.js lines 24-27.
 * - i18nSource merge order (built-in, plugins, i18n.json, config; a function gets the merged
 *   table), English fallback with warning, error without English: node/runtimeModule/i18n.js
 *   lines 28-60; i18nSourcePath loaded with require, missing file ignored: same file lines 32-37.
 * - languageParity: runs in `finally` after rsbuild.build() and before afterBuild:
 *   node/build.js lines 24-34; dev: node/dev.js line 36.
 * - multiVersion.default needed to strip version folders: node/route/normalizeRoutePath.js
 *   line 15.
 * - globalUIComponents after the layout, plugins' after yours, JSON props, front matter false or
 *   ?globalUIComponents=0: node/runtimeModule/globalUIComponents.js, runtime/App.js lines 30-53.
 *   globalStyles before plugins' styles: node/runtimeModule/globalStyles.js.
 * - replaceRules with String.prototype.replace on the source, front matter, nav and sidebar
 *   texts: node/utils/applyReplaceRules.js, node/mdx/processor.js line 20,
 *   node/route/extractPageData.js line 166, node/runtimeModule/siteData/normalizeThemeConfig.js
 *   line 23.
 * - mediumZoom: default on, plugin name '@rspress/plugin-medium-zoom' registered before user
 *   plugins, duplicate names throw: node/PluginDriver.js lines 25-41,
 *   node/medium-zoom/index.js; selector default and forced background: static/MediumZoom.tsx;
 *   margin 0 and scrollOffset 40: medium-zoom dist/medium-zoom.esm.js lines 569-571.
 */
describe('config behaviour documented in /api/config/config-basic', () => {
  it('replaceRules: a string rule replaces only the first match per file, a /g RegExp every match', () => {
    const build = buildFixture('config-replace-rules');
    expect(build.status, build.output).toBe(0);
    const text = textOf(build.read('index.html'));
    expect(text).toContain('First: plain-string-rule. Second: @PLAIN@.');
    expect(text).toContain(
      'First: global-regexp-rule. Second: global-regexp-rule.',
    );
  }, 120_000);

  it('languageParity: an object without `enabled` already runs the check and fails the build', () => {
    const build = buildFixture('config-language-parity');
    expect(build.status).toBe(1);
    expect(build.output).toMatch(/Check language parity failed/);
    expect(build.output).toMatch(/zh\/only-en\.md/);
    // The check runs after the build: the whole site has been written by then.
    for (const file of ['index.html', 'zh/index.html', 'only-en.html'])
      expect(build.has(file), file).toBe(true);
  }, 120_000);

  it('languageParity: `rspress dev` starts the server, then crashes on the check', () => {
    const result = spawnSync(process.execPath, [RSPRESS_BIN, 'dev'], {
      cwd: path.join(FIXTURES_DIR, 'config-language-parity'),
      encoding: 'utf8',
      env: {
        ...process.env,
        RSPRESS_PERSISTENT_CACHE: 'false',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
      // A server that did not crash would be killed here and fail the status check.
      timeout: 110_000,
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status, output).toBe(1);
    const started = output.indexOf('Local:');
    expect(started, output).toBeGreaterThanOrEqual(0);
    expect(output.indexOf('Check language parity failed')).toBeGreaterThan(
      started,
    );
  }, 120_000);

  it('languageParity.exclude matches anywhere in the path; top-level locale titles are read while nav and sidebar are generated', () => {
    const build = buildFixture('config-language-parity', {
      args: ['-c', 'locale-titles.config.ts'],
    });
    // `blog` skipped en/myblog/post.md, which has no zh twin.
    expect(build.status, build.output).toBe(0);
    // Navbar title: the record's title (there is no site title).
    expect(navTitle(build.read('index.html'))).toBe('EN locale title');
    expect(navTitle(build.read('zh/index.html'))).toBe('ZH locale title');
    // <title> suffix and fallback description, as the site title and description are empty.
    const post = build.read('myblog/post.html');
    expect(post).toContain('<title>Blog post - EN locale title</title>');
    expect(post).toContain(
      '<meta name="description" content="EN locale description">',
    );
  }, 120_000);

  it('locales: a hand-written themeConfig.nav turns the top-level titles and descriptions off', () => {
    const build = buildFixture('config-language-parity', {
      args: ['-c', 'locale-titles-manual-nav.config.ts'],
    });
    expect(build.status, build.output).toBe(0);
    const post = build.read('myblog/post.html');
    expect(navTitle(post)).toBe('Home');
    expect(post).toContain('<title>Blog post</title>');
    expect(post).not.toMatch(/EN locale (title|description)/);
  }, 120_000);

  it('i18nSource: a built-in key needs both zh and en texts, a key of your own does not', () => {
    const config = (entry: string) => ({
      origin: `i18nSource with ${entry}`,
      extension: '.ts',
      source: `import { defineConfig } from '@rspress/core';\nexport default defineConfig({ i18nSource: { ${entry} } });\n`,
    });
    const [builtIn, own] = [
      typecheckSources([config("outlineTitle: { en: 'Contents' }")]),
      typecheckSources([config("'greeting.hello': { en: 'Hello' }")]),
    ];
    expect(builtIn.map(({ message }) => message).join('\n')).toMatch(
      /Property 'zh' is missing/,
    );
    expect(own).toEqual([]);
  });

  it('languageParity (the check itself, called on the fixture docs): no languages only logs; a missing include folder throws; exclude skips files and folders', async () => {
    const { checkLanguageParity } = (await import(
      installedCoreModule('dist/node/utils/checkLanguageParity.js')
    )) as unknown as {
      checkLanguageParity: (config: Record<string, unknown>) => Promise<void>;
    };
    const root = path.join(FIXTURES_DIR, 'config-language-parity', 'docs');
    const locales = [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
    ];
    // config-basic "with neither, the check only logs … and the command succeeds"
    await expect(
      checkLanguageParity({ root, languageParity: {} }),
    ).resolves.toBeUndefined();
    // config-basic languageParity.include "one that is missing from a language stops the command"
    await expect(
      checkLanguageParity({
        root,
        locales,
        languageParity: { include: ['myblog'] },
      }),
    ).rejects.toThrow(/Failed to access directory: .*zh\/myblog/);
    // config-basic languageParity.exclude: a file entry and a folder entry skip the missing
    // twins. "also skips guide/changelog.mdx": the test is `relativePath.includes(entry)` for an
    // entry ending in .md/.mdx (dist/node/utils/checkLanguageParity.js line 32)
    await expect(
      checkLanguageParity({
        root,
        locales,
        languageParity: { exclude: ['only-en.md', 'myblog'] },
      }),
    ).resolves.toBeUndefined();
  });

  it('languageParity: `enabled: false` turns the check off', () => {
    const build = buildFixture('config-language-parity', {
      args: ['-c', 'disabled.config.ts'],
    });
    expect(build.status, build.output).toBe(0);
  }, 120_000);
});

describe('root', () => {
  it('root: every page file is a route except names that start with one underscore and the files of public/', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'config-root-routes-'));
    const docs = path.join(site, 'docs');
    for (const dir of ['_components', 'public', 'guide'])
      mkdirSync(path.join(docs, dir), { recursive: true });
    writeFileSync(path.join(docs, 'index.md'), '# Home\n');
    writeFileSync(path.join(docs, 'guide', 'intro.mdx'), '# Intro\n');
    writeFileSync(
      path.join(docs, 'page.tsx'),
      'export default function Page() { return <p>page</p>; }\n',
    );
    writeFileSync(path.join(docs, '_draft.md'), '# Draft\n');
    writeFileSync(
      path.join(docs, '_components', 'Widget.tsx'),
      'export default function Widget() { return <p>widget</p>; }\n',
    );
    writeFileSync(path.join(docs, '__double.md'), '# Double\n');
    writeFileSync(path.join(docs, 'public', 'notes.md'), '# Notes\n');
    try {
      const build = buildFixture(site);
      expect(build.status, build.output).toBe(0);
      expect(build.files().filter((file) => file.endsWith('.html'))).toEqual([
        '404.html',
        '__double.html',
        'guide/intro.html',
        'index.html',
        'page.html',
      ]);
      // public/ is copied as it is.
      expect(build.has('notes.md')).toBe(true);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('head in the dev server', () => {
  it('head: the dev server leaves the tags out of the pages it serves', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'config-head-dev-'));
    mkdirSync(path.join(site, 'docs'));
    writeFileSync(path.join(site, 'docs', 'index.md'), '# Home\n');
    writeFileSync(
      path.join(site, 'rspress.config.mjs'),
      `export default { title: 'Head dev fixture', head: ['<meta name="from-head-string" content="1">', ['meta', { name: 'from-head-pair', content: '1' }]] };\n`,
    );
    const { child, output, exited } = await startRspress(
      ['dev', '--port', '41761'],
      {
        cwd: site,
        ready: (text) =>
          /Local:\s+http:\/\/\S+/.test(text) && /built in/.test(text),
      },
    );
    try {
      const local = /Local:\s+(http:\/\/\S+)/.exec(output)![1];
      const response = await fetch(local, { headers: { accept: 'text/html' } });
      const html = await response.text();
      expect(response.status).toBe(200);
      // The config was read: its title is in the served template.
      expect(html).toContain('<title>Head dev fixture</title>');
      expect(html).not.toContain('from-head-string');
      expect(html).not.toContain('from-head-pair');
    } finally {
      child.kill('SIGTERM');
      await exited;
      rmSync(site, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('config-basic claims checked on the installed functions', () => {
  it('i18nSource: texts merge built-in, plugins, the JSON file, then the config; a function gets the merged table; a missing language falls back to English; no English stops', async () => {
    const { getI18nData } = (await import(
      installedCoreModule('dist/node/runtimeModule/i18n.js')
    )) as unknown as {
      getI18nData: (
        config: Record<string, unknown>,
        pluginDriver?: unknown,
      ) => Promise<Record<string, Record<string, string>>>;
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'i18n-source-'));
    const jsonPath = path.join(dir, 'ui.json');
    writeFileSync(
      jsonPath,
      JSON.stringify({
        outlineTitle: { en: 'From JSON', zh: 'JSON' },
        'acme.fromJson': { en: 'JSON text', zh: 'JSON 文本' },
      }),
    );
    const locales = [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '中文' },
      { lang: 'fr', label: 'Français' },
    ];
    const pluginDriver = {
      i18nSource: async (source: Record<string, Record<string, string>>) => ({
        ...source,
        'acme.fromPlugin': { en: 'Plugin text', zh: '插件' },
        'acme.fromJson': { en: 'Plugin loses', zh: '插件' },
      }),
    };
    const data = await getI18nData(
      {
        locales,
        i18nSourcePath: jsonPath,
        i18nSource: { outlineTitle: { en: 'From config', zh: '配置' } },
      },
      pluginDriver,
    );
    expect(data.outlineTitle).toEqual({
      en: 'From config',
      zh: '配置',
      fr: 'From config',
    });
    expect(data['acme.fromJson'].en).toBe('JSON text');
    expect(data['acme.fromPlugin'].zh).toBe('插件');
    // The function form sees the merged table, JSON file included.
    let seen: Record<string, Record<string, string>> = {};
    await getI18nData(
      {
        locales,
        i18nSourcePath: jsonPath,
        i18nSource: (source: Record<string, Record<string, string>>) => {
          seen = source;
          return source;
        },
      },
      pluginDriver,
    );
    expect(seen.outlineTitle.en).toBe('From JSON');
    expect(seen['acme.fromPlugin']).toBeDefined();
    // A missing file is not an error.
    await expect(
      getI18nData({ i18nSourcePath: path.join(dir, 'missing.json') }),
    ).resolves.toBeDefined();
    // A key without English text for a missing language stops.
    await expect(
      getI18nData({
        locales,
        i18nSourcePath: jsonPath,
        i18nSource: { 'acme.noEnglish': { zh: '只有中文' } },
      }),
    ).rejects.toThrow(/i18n text missing/);
    rmSync(dir, { recursive: true, force: true });
  });

  it('head: raw strings as they are, pairs as an opening tag, functions per route (undefined skips), nothing for the generated 404', async () => {
    const { renderHtmlTemplate } = (await import(
      installedCoreModule('dist/node/ssg/renderHtmlTemplate.js')
    )) as unknown as {
      renderHtmlTemplate: (
        template: string,
        head: unknown[],
        route: Record<string, unknown>,
      ) => Promise<string>;
    };
    const template = '<head><!--<?- HEAD ?>--></head>';
    const head = [
      '<script defer src="/stats.js"></script>',
      ['meta', { name: 'theme-color', content: '#0b7285' }],
      (route: { lang: string }) =>
        route.lang === 'zh'
          ? ['meta', { name: 'only-zh', content: 'yes' }]
          : undefined,
    ];
    const page = (lang: string) => ({
      routePath: `/${lang}/guide`,
      absolutePath: `/docs/${lang}/guide.md`,
      lang,
    });
    const zh = await renderHtmlTemplate(template, head, page('zh'));
    expect(zh).toContain('<script defer src="/stats.js"></script>');
    expect(zh).toContain('<meta name="theme-color" content="#0b7285">');
    expect(zh).not.toContain('</meta>');
    expect(zh).toContain('<meta name="only-zh" content="yes">');
    const en = await renderHtmlTemplate(template, head, page('en'));
    expect(en).not.toContain('only-zh');
    // The 404 page Rspress adds itself is a bare { routePath } without a file.
    const notFound = await renderHtmlTemplate(template, head, {
      routePath: '/404',
    });
    expect(notFound).toBe('<head></head>');
  });
});
