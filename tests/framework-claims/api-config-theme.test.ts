/**
 * What /api/config/config-theme states where the installed code and the typed JSDoc disagree,
 * proven on a small fixture site built with the real `rspress build`.
 */
import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDarkModeSwitchEnabled, normalizeDarkMode } from '@rspress/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture } from '../support/fixture-site';

describe('config behaviour documented in /api/config/config-theme', () => {
  it('locales[].title is not used once themeConfig.locales exists; the logo links to the language home', () => {
    const build = buildFixture('config-locales');
    expect(build.status, build.output).toBe(0);
    for (const [file, home] of [
      ['index.html', '/'],
      ['zh/index.html', '/zh/'],
    ]) {
      const html = build.read(file);
      // no title anywhere but on the top-level records: the nav falls back to "Home"
      expect(html).toMatch(/rp-nav__title__link[^>]*><span>Home</);
      expect(html).not.toMatch(/Top-level (EN|ZH) title/);
      // logoHref unset: the default language links to "/", other languages to "/<lang>/"
      expect(html).toContain(`href="${home}" class="rp-nav__title__link`);
    }
  }, 120_000);
});

/*
 * Claims of config-theme backed by a read of the installed code (paths under @rspress/core/dist
 * unless noted). Re-audited against @rspress/core 2.0.22.
 * - darkMode: true/undefined → 'auto', false → 'force-light', the switch only without `force-`:
 *   @rspress/shared dist/index.js normalizeDarkMode / isDarkModeSwitchEnabled (lines 168-178);
 *   a stored choice is read only when the switch is on, 'force-auto' resolves to 'auto' (the OS):
 *   node/constants.js getInlineThemeScript lines 7-19.
 * - enableAppearanceAnimation read by theme/components/SwitchAppearance/index.js line 21;
 *   enableContentAnimation, hideNavbar and themeConfig.search are read nowhere in dist (grep).
 * - enableScrollToTop default true at the bottom of the outline: theme/components/Outline/index.js
 *   lines 8, 42. fallbackHeadingTitle (rendered H1, anchor registered for checkAnchors):
 *   theme/components/DocContent/index.js line 10, node/mdx/remarkPlugins/toc.js lines 72-77.
 * - nav: object keyed by version, 'default' without versions: runtime/hooks/useNav.js;
 *   activeMatch default is the link as a RegExp: @rspress/shared dist/index.js matchNavbar;
 *   position default 'right': theme/components/Nav/NavMenu.js line 124; text translation and
 *   language prefix (not with versions): node/runtimeModule/siteData/normalizeThemeConfig.js
 *   lines 12-23, 65-84.
 * - socialLinks: unknown icon name throws, case-insensitive lookup: node/utils/getSocialIcons.js;
 *   mode defaults to 'link' at runtime: theme/components/SocialLinks/SocialLink.js line 8.
 * - sidebar: longest matching key wins: @rspress/shared getSidebarDataGroup; collapsed false and
 *   collapsible true by default: normalizeThemeConfig.js lines 46-47; overviewHeaders default [2]:
 *   theme/components/Overview/index.js line 55; data-context: Sidebar/SidebarItem.js line 64.
 * - lastUpdated (git log at build time, toLocaleString with the page language, author function
 *   gets { name, email, filePath }): node/last-updated/index.js lines 3-5, 125-134; the plugin is
 *   added only when lastUpdated is truthy: node/PluginDriver.js line 26.
 * - llmsUI follows `llms`, hint only with SSG, viewOptions false → [], placement default 'title':
 *   node/llms.js, theme/components/Llms/LlmsOpenRow.js line 20, Outline/index.js line 9; head
 *   links: theme/components/Llms/LlmsHint.js lines 44-48.
 * - themeConfig.locales matched to top-level locales by lang, others dropped, nav/sidebar fall
 *   back to themeConfig.nav/sidebar, label of the theme record wins:
 *   normalizeThemeConfig.js lines 85-94; locale title in the navbar and as <title> suffix only
 *   without a site title: NavTitle/index.js line 13, theme/layout/Layout/index.js line 94.
 * - localeRedirect read only when route.localeRedirect is unset: node/constants.js line 23.
 * - UI texts: built-in keys and their English texts are compared with the page by
 *   api-config-coverage.test.ts; fallback to English with a warning: node/runtimeModule/i18n.js.
 */

const coreDist = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('@rspress/core/package.json'),
  ),
  'dist',
);
const importDist = <T>(file: string): Promise<T> =>
  import(pathToFileURL(path.join(coreDist, file)).href) as Promise<T>;

describe('themeConfig read from the installed code', () => {
  it('hideNavbar, enableContentAnimation and themeConfig.search are typed but read nowhere in the installed code', () => {
    const js = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return js(full);
        return entry.name.endsWith('.js') ? [readFileSync(full, 'utf8')] : [];
      });
    const code = js(coreDist).join('\n');
    expect(code).not.toMatch(/hideNavbar|enableContentAnimation/);
    expect(code).not.toMatch(/themeConfig\??\.search\b/);
    const types = readFileSync(
      path.join(
        path.dirname(createRequire(import.meta.url).resolve('@rspress/shared')),
        'index.d.ts',
      ),
      'utf8',
    );
    expect(types).toContain("hideNavbar?: 'always' | 'auto' | 'never';");
    expect(types).toContain('enableContentAnimation?: boolean;');
  });

  it('darkMode: true and undefined mean auto, false means force-light, and only values without force- keep the switch', () => {
    expect(normalizeDarkMode(true)).toBe('auto');
    expect(normalizeDarkMode(undefined)).toBe('auto');
    expect(normalizeDarkMode(false)).toBe('force-light');
    for (const mode of ['light', 'dark', 'auto', true] as const)
      expect(isDarkModeSwitchEnabled(mode)).toBe(true);
    for (const mode of [
      'force-light',
      'force-dark',
      'force-auto',
      false,
    ] as const)
      expect(isDarkModeSwitchEnabled(mode)).toBe(false);
  });

  it('footer.message is inserted as HTML only when it holds a complete element or an entity', async () => {
    const { renderHtmlOrText } = await importDist<{
      renderHtmlOrText: (text: string) => Record<string, unknown>;
    }>('theme/logic/utils.js');
    const html = (text: string) =>
      'dangerouslySetInnerHTML' in renderHtmlOrText(text);
    expect(
      html(
        'Released under the MIT License.<br/><a href="/privacy">Privacy</a>',
      ),
    ).toBe(true);
    expect(html('&copy; 2026 Acme Inc.')).toBe(true);
    expect(renderHtmlOrText('line one<br>line two')).toEqual({
      children: 'line one<br>line two',
    });
  });

  it('socialLinks: every listed icon name is built in, looked up case-insensitively, and an unknown name throws', async () => {
    const { getSocialIcons } = await importDist<{
      getSocialIcons: (links: { icon: unknown }[]) => Record<string, string>;
    }>('node/utils/getSocialIcons.js');
    const names = [
      'github',
      'gitlab',
      'npm',
      'discord',
      'slack',
      'lark',
      'wechat',
      'qq',
      'x',
      'X',
      'bluesky',
      'facebook',
      'instagram',
      'linkedin',
      'weibo',
      'zhihu',
      'juejin',
      'youtube',
      'bilibili',
      'GitHub',
    ];
    const icons = getSocialIcons(names.map((icon) => ({ icon })));
    expect(Object.keys(icons)).toHaveLength(names.length);
    expect(() => getSocialIcons([{ icon: 'mastodon' }])).toThrow(
      'Icon "mastodon" not found in preset icons.',
    );
    expect(getSocialIcons([{ icon: { svg: '<svg/>' } }])).toEqual({});
  });

  it('every UI text entry gives the built-in en and zh texts, and every built-in key has en, zh, ja, ko and ru', async () => {
    const { DEFAULT_I18N_TEXT } = await importDist<{
      DEFAULT_I18N_TEXT: Record<string, Record<string, string>>;
    }>('node/runtimeModule/DEFAULT_I18N_TEXT.js');
    for (const [key, texts] of Object.entries(DEFAULT_I18N_TEXT))
      expect(Object.keys(texts).sort(), key).toEqual([
        'en',
        'ja',
        'ko',
        'ru',
        'zh',
      ]);
    const page = readFileSync('docs/en/api/config/config-theme.mdx', 'utf8');
    const documented = new Map(
      [
        ...page.matchAll(
          /^#### `([^`]+)`\n\n\*\*Default:\*\* `([^`]+)` \(en\) · `([^`]+)` \(zh\)/gm,
        ),
      ].map(([, key, en, zh]) => [key, { en, zh }]),
    );
    expect([...documented.keys()].sort()).toEqual(
      Object.keys(DEFAULT_I18N_TEXT).sort(),
    );
    for (const [key, { en, zh }] of documented)
      expect({ key, en, zh }).toEqual({
        key,
        en: DEFAULT_I18N_TEXT[key].en,
        zh: DEFAULT_I18N_TEXT[key].zh,
      });
    // the Chinese page gives the same defaults in its own wording of the line
    const zhPage = readFileSync('docs/zh/api/config/config-theme.mdx', 'utf8');
    const zhDocumented = [
      ...zhPage.matchAll(
        /^#### `([^`]+)`[^\n]*\n\n\*\*默认值：\*\* `([^`]+)`（en） · `([^`]+)`（zh）/gm,
      ),
    ].map(([, key, en, zh]) => ({ key, en, zh }));
    expect(zhDocumented.map(({ key }) => key).sort()).toEqual(
      Object.keys(DEFAULT_I18N_TEXT).sort(),
    );
    for (const { key, en, zh } of zhDocumented)
      expect({ key, en, zh }).toEqual({
        key,
        en: DEFAULT_I18N_TEXT[key].en,
        zh: DEFAULT_I18N_TEXT[key].zh,
      });
  });
});

describe('lastUpdated reads git log at build time', () => {
  type PageData = {
    _filepath: string;
    lang: string;
    lastUpdatedTime?: string;
    lastUpdatedAuthor?: string;
  };
  type Plugin = {
    routeGenerated(routes: { absolutePath: string }[]): void;
    extendPageData(page: PageData): Promise<void>;
  };
  const OLD = '2020-01-02T03:04:05Z';
  const NEW = '2024-05-06T07:08:09Z';
  let work = '';
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'last-updated-'));
    const origin = path.join(work, 'origin');
    mkdirSync(path.join(origin, 'docs'), { recursive: true });
    const git = (cwd: string, args: string[], date?: string) => {
      const result = spawnSync('git', args, {
        cwd,
        encoding: 'utf8',
        env: {
          ...process.env,
          ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
        },
      });
      expect(result.status, result.stderr).toBe(0);
    };
    const commit = (file: string, name: string, date: string) => {
      writeFileSync(path.join(origin, 'docs', file), `# ${file}\n`);
      git(origin, ['add', '.']);
      git(
        origin,
        [
          '-c',
          `user.name=${name}`,
          '-c',
          `user.email=${name}@acme.example`,
          'commit',
          '-qm',
          file,
        ],
        date,
      );
    };
    git(origin, ['init', '-q']);
    commit('old.md', 'Ada', OLD);
    commit('new.md', 'Bob', NEW);
    git(work, [
      'clone',
      '-q',
      '--depth',
      '1',
      pathToFileURL(origin).href,
      'shallow',
    ]);
    writeFileSync(path.join(origin, 'docs', 'untracked.md'), '# untracked\n');
  });
  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const run = async (root: string, author: unknown, files: string[]) => {
    const { pluginLastUpdated } = await importDist<{
      pluginLastUpdated: (author: unknown) => Plugin;
    }>('node/last-updated/index.js');
    const plugin = pluginLastUpdated(author);
    const pages = files.map((file) => ({
      _filepath: path.join(root, 'docs', file),
      lang: 'en',
    }));
    plugin.routeGenerated(
      pages.map(({ _filepath }) => ({ absolutePath: _filepath })),
    );
    for (const page of pages) await plugin.extendPageData(page);
    return pages as PageData[];
  };
  const shown = (date: string) => new Date(date).toLocaleString('en');

  it('gives each file its last commit date, formatted for the page language, and nothing to an uncommitted file', async () => {
    const [old, recent, untracked] = await run(
      path.join(work, 'origin'),
      false,
      ['old.md', 'new.md', 'untracked.md'],
    );
    expect(old.lastUpdatedTime).toBe(shown(OLD));
    expect(recent.lastUpdatedTime).toBe(shown(NEW));
    expect(untracked.lastUpdatedTime).toBeUndefined();
    expect(old.lastUpdatedAuthor).toBeUndefined();
  }, 30_000);

  it('in a shallow clone every file gets the date and author of the newest commit', async () => {
    const [old] = await run(path.join(work, 'shallow'), true, ['old.md']);
    expect(old.lastUpdatedTime).toBe(shown(NEW));
    expect(old.lastUpdatedAuthor).toBe('Bob');
  }, 30_000);

  it('author: true shows the name; a function gets name, email and file path', async () => {
    const seen: unknown[] = [];
    const [old] = await run(
      path.join(work, 'origin'),
      (info: unknown) => {
        seen.push(info);
        return 'custom';
      },
      ['old.md'],
    );
    expect(old.lastUpdatedAuthor).toBe('custom');
    expect(seen).toEqual([
      {
        name: 'Ada',
        email: 'Ada@acme.example',
        filePath: path.join(work, 'origin', 'docs', 'old.md'),
      },
    ]);
    const [named] = await run(path.join(work, 'origin'), true, ['old.md']);
    expect(named.lastUpdatedAuthor).toBe('Ada');
  }, 30_000);
});
