/**
 * Proves the i18n page of the guide: language folders become routes, each page gets its
 * language in <html lang> and hreflang links to its translation, and UI texts come from
 * i18n.json and `i18nSource`, the inline source winning; a page without a translation has no
 * Chinese route unless a plugin adds one from the English file (english-fallback.ts).
 * The same fixture has a home page and a `_nav.json` per language, so it also proves the
 * home page guide (hero, features, footer) and the navbar guide (items, prefixes, `rel`).
 * A second config of the same fixture (rspress.no-lang.config.ts) leaves out the top-level
 * `lang` and is built for real: Rspress sets it to 'en' before plugins run, so the routes,
 * <html lang>, hreflang links, redirect script and last-updated dates are those of `lang: 'en'`.
 * Core's node modules (i18n texts, redirect script, parity check) are also called directly,
 * without a build.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getInlineLocaleRedirectScript } from '@rspress/core/dist/node/constants.js';
import { PluginDriver } from '@rspress/core/dist/node/PluginDriver.js';
import { getI18nData } from '@rspress/core/dist/node/runtimeModule/i18n.js';
import { normalizeThemeConfig } from '@rspress/core/dist/node/runtimeModule/siteData/normalizeThemeConfig.js';
import { createAlternateLinksByRoute } from '@rspress/core/dist/node/ssg/alternateLinks.js';
import { checkLanguageParity } from '@rspress/core/dist/node/utils/checkLanguageParity.js';
import type { RouteMeta, UserConfig } from '@rspress/shared';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, useFixtureBuild } from '../support/fixture-site';

const build = useFixtureBuild('theme-i18n', { checkBuilds: false });

describe('a site with docs/en and docs/zh and two locales', () => {
  it('builds', () => {
    expect(build().status, build().output).toBe(0);
  });

  it('serves the default language without prefix and the other one under /zh', () => {
    expect(build().files()).toEqual(
      expect.arrayContaining([
        'index.html',
        'guide/first.html',
        'zh/index.html',
        'zh/guide/first.html',
      ]),
    );
    expect(build().has('en/guide/first.html')).toBe(false);
  });

  it('writes the page language into <html lang>', () => {
    expect(build().read('guide/first.html')).toMatch(/<html lang="en"/);
    expect(build().read('zh/guide/first.html')).toMatch(/<html lang="zh"/);
  });

  it('links each translation to the others with absolute hreflang alternates', () => {
    for (const file of ['guide/first.html', 'zh/guide/first.html']) {
      const html = build().read(file);
      expect(html).toContain(
        '<link rel="alternate" hreflang="en" href="https://docs.example.com/guide/first">',
      );
      expect(html).toContain(
        '<link rel="alternate" hreflang="zh" href="https://docs.example.com/zh/guide/first">',
      );
      expect(html).not.toContain('x-default');
    }
  });
});

describe('UI texts', () => {
  it('shows i18nSource texts in the interface, per language', () => {
    expect(build().read('guide/second.html')).toContain('Back one page');
    expect(build().read('zh/guide/second.html')).toContain('回到上一页');
  });

  it('translates sidebar labels that are UI text keys', () => {
    expect(build().read('guide/first.html')).toContain('Guide section');
    expect(build().read('zh/guide/first.html')).toContain('指南部分');
  });

  it('merges i18n.json first and i18nSource last, key by key', () => {
    // outlineTitle is in both sources: the config wins.
    expect(build().read('guide/first.html')).toContain('In this guide');
    expect(build().read('guide/first.html')).not.toContain(
      'From the JSON file',
    );
    expect(build().read('zh/guide/first.html')).toContain('本页目录');
    // nextPageText is only in i18n.json: it is used.
    expect(build().read('guide/first.html')).toContain('Onward');
    expect(build().read('zh/guide/first.html')).toContain('继续阅读');
  });
});

describe('a page that exists in English only', () => {
  it('has no Chinese route, while the language menu still links to /zh/<same path>', () => {
    expect(build().has('untranslated.html')).toBe(true);
    expect(build().has('zh/untranslated.html')).toBe(false);
    expect(build().read('untranslated.html')).toMatch(
      /<a href="\/zh\/untranslated" [^>]*hrefLang="zh"[^>]*rel="alternate"/,
    );
    // What a host serves for the missing path instead.
    expect(build().has('404.html')).toBe(true);
  });

  it('gets a Chinese route from addPages with the English file: <html lang="zh">, English text, links to English pages', () => {
    const html = build().read('zh/reference/generated.html');
    expect(html).toMatch(/<html lang="zh"/);
    expect(html).toContain(
      '<p>Only in English. See <a href="/guide/first" class="rp-link">the first guide page</a>.</p>',
    );
    // The Chinese sidebar and pager surround it.
    expect(html).toContain('href="/zh/guide/first" class="rp-sidebar-item');
    // Both routes now exist, so both carry hreflang alternates.
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://docs.example.com/reference/generated">',
    );
    expect(build().has('zh/untranslated.html')).toBe(false);
  });

  it('leaves a page added by a plugin out of the generated sidebar', () => {
    expect(build().read('zh/guide/first.html')).not.toContain(
      'href="/zh/reference/generated"',
    );
  });
});

describe('the same site without a top-level lang (rspress.no-lang.config.ts, a real build)', () => {
  const noLang = useFixtureBuild('theme-i18n', {
    args: ['-c', 'rspress.no-lang.config.ts'],
    outDirName: 'doc_build_variant',
    checkBuilds: 'builds with locales but no lang',
  });

  it('serves docs/en without prefix and docs/zh under /zh when lang is not set', () => {
    expect(noLang().files()).toEqual(
      expect.arrayContaining([
        'index.html',
        'guide/first.html',
        'zh/index.html',
        'zh/guide/first.html',
      ]),
    );
    expect(noLang().has('en/guide/first.html')).toBe(false);
    expect(noLang().has('en/index.html')).toBe(false);
  });

  it('writes each page language into <html lang> and hreflang alternates when lang is not set', () => {
    expect(noLang().read('guide/first.html')).toMatch(/<html lang="en"/);
    expect(noLang().read('zh/guide/first.html')).toMatch(/<html lang="zh"/);
    for (const file of ['guide/first.html', 'zh/guide/first.html']) {
      const html = noLang().read(file);
      expect(html).toContain(
        '<link rel="alternate" hreflang="en" href="https://docs.example.com/guide/first">',
      );
      expect(html).toContain(
        '<link rel="alternate" hreflang="zh" href="https://docs.example.com/zh/guide/first">',
      );
    }
  });

  it('inlines the first-visit redirect script with en as the default language when lang is not set', () => {
    const html = noLang().read('guide/first.html');
    expect(html).toContain('var defaultLang = "en", langs = ["en","zh"]');
    expect(html).toContain("firstVisitKey = 'rspress-visited'");
  });

  it('formats last-updated dates in English on English pages and in Chinese on Chinese pages when lang is not set', () => {
    const committed = (file: string) =>
      Number(
        execFileSync('git', ['log', '-1', '--format=%at', '--', file], {
          cwd: path.join(FIXTURES_DIR, 'theme-i18n'),
          encoding: 'utf8',
        }).trim(),
      ) * 1000;
    const en = committed('docs/en/guide/first.md');
    const zh = committed('docs/zh/guide/first.md');
    expect(noLang().read('guide/first.html')).toContain(
      `<span>${new Date(en).toLocaleString('en')}</span>`,
    );
    expect(noLang().read('zh/guide/first.html')).toContain(
      `<span>${new Date(zh).toLocaleString('zh')}</span>`,
    );
    expect(new Date(en).toLocaleString('en')).not.toBe(
      new Date(en).toLocaleString('zh'),
    );
  });
});

describe('the first-visit redirect script, as core writes it', () => {
  const locales = [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ];

  it("skips crawlers, remembers rspress-visited and compares navigator.language; localeRedirect: 'never' writes none", () => {
    const script = getInlineLocaleRedirectScript({ lang: 'en', locales });
    expect(script).toContain("firstVisitKey = 'rspress-visited'");
    expect(script).toContain('/bot|spider|crawl|lighthouse/i');
    expect(script).toContain("window.navigator.language.split('-')[0]");
    expect(
      getInlineLocaleRedirectScript({
        lang: 'en',
        locales,
        route: { localeRedirect: 'never' },
      }),
    ).toBe('');
  });
});

describe('hreflang links, from the route list', () => {
  const route = (routePath: string, lang: string, pureRoutePath: string) =>
    ({ routePath, lang, pureRoutePath, version: '' }) as RouteMeta;

  it('writes zh_TW as zh-TW, adds .html and the base, and skips pages in one language', () => {
    const links = createAlternateLinksByRoute(
      [
        route('/guide/install', 'en', '/guide/install'),
        route('/zh_TW/guide/install', 'zh_TW', '/guide/install'),
        route('/guide/only-english', 'en', '/guide/only-english'),
      ],
      {
        base: '/docs/',
        siteOrigin: 'https://docs.example.com',
        locales: [
          { lang: 'en', label: 'English' },
          { lang: 'zh_TW', label: '繁體中文' },
        ],
      },
    );
    expect(links['/guide/install']).toEqual([
      {
        hrefLang: 'en',
        href: 'https://docs.example.com/docs/guide/install.html',
      },
      {
        hrefLang: 'zh-TW',
        href: 'https://docs.example.com/docs/zh_TW/guide/install.html',
      },
    ]);
    expect(links['/guide/only-english']).toBeUndefined();
  });
});

describe('UI texts, as core merges them', () => {
  const locales = [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ];
  const i18nJson = path.join(FIXTURES_DIR, 'theme-i18n', 'i18n.json');

  it('has every key of the page table, with that English text, in English, Chinese, Japanese, Korean and Russian', async () => {
    const page = readFileSync('docs/en/guide/default-theme/i18n.mdx', 'utf8');
    const table = page.slice(page.indexOf('### All keys'));
    const rows = [
      ...table.matchAll(/^\| `([\w.]+)` \| (.+?) \((.+)\) \|$/gm),
    ].map(([, key, english]) => [key, english.replace(/`/g, '')]);
    expect(rows).toHaveLength(30);
    const texts = await getI18nData({
      lang: 'en',
      locales: ['en', 'zh', 'ja', 'ko', 'ru'].map((lang) => ({
        lang,
        label: lang,
      })),
      i18nSourcePath: '/nonexistent/i18n.json',
    });
    expect(Object.keys(texts).sort()).toEqual(rows.map(([key]) => key).sort());
    for (const [key, english] of rows) {
      expect(texts[key].en).toBe(english);
      expect(Object.keys(texts[key]).sort()).toEqual([
        'en',
        'ja',
        'ko',
        'ru',
        'zh',
      ]);
    }
  });

  it('merges i18n.json before an i18nSource object, and hands an i18nSource function the merged texts', async () => {
    const merged = await getI18nData({
      locales,
      i18nSourcePath: i18nJson,
      i18nSource: { outlineTitle: { en: 'Inline', zh: '内联' } },
    });
    expect(merged.outlineTitle).toEqual({ en: 'Inline', zh: '内联' });
    expect(merged.nextPageText).toEqual({ en: 'Onward', zh: '继续阅读' });
    let received: Record<string, Record<string, string>> = {};
    const fromFunction = await getI18nData({
      locales,
      i18nSourcePath: i18nJson,
      i18nSource: (source) => {
        received = source;
        return { custom: { en: 'Only this', zh: '只有这个' } };
      },
    });
    expect(received.nextPageText.en).toBe('Onward');
    expect(received.prevPageText.en).toBe('Previous page');
    expect(Object.keys(fromFunction)).toEqual(['custom']);
  });

  it("replaces the texts so far with a plugin's i18nSource return value, like the function form", async () => {
    const config = {
      locales,
      i18nSourcePath: '/nonexistent/i18n.json',
      mediumZoom: false,
      plugins: [
        {
          name: 'only-own-keys',
          i18nSource: () => ({ pluginKey: { en: 'Plugin', zh: '插件' } }),
        },
      ],
    } as UserConfig;
    const driver = await PluginDriver.create(config, true);
    const texts = await getI18nData(config, driver);
    // The built-in keys are gone: the plugin returned only its own key.
    expect(Object.keys(texts)).toEqual(['pluginKey']);
    const spreading = {
      ...config,
      plugins: [
        {
          name: 'spreads-source',
          i18nSource: (source: Record<string, Record<string, string>>) => ({
            ...source,
            pluginKey: { en: 'Plugin', zh: '插件' },
          }),
        },
      ],
    } as UserConfig;
    const kept = await getI18nData(
      spreading,
      await PluginDriver.create(spreading, true),
    );
    expect(kept.outlineTitle.en).toBe('ON THIS PAGE');
    expect(kept.pluginKey.zh).toBe('插件');
  });

  it('ships only the configured languages, falls back to English, and fails for a key with neither', async () => {
    const texts = await getI18nData({
      locales: [...locales, { lang: 'fr', label: 'Français' }],
      i18nSourcePath: '/nonexistent/i18n.json',
    });
    expect(Object.keys(texts.outlineTitle).sort()).toEqual(['en', 'fr', 'zh']);
    expect(texts.outlineTitle.fr).toBe('ON THIS PAGE');
    await expect(
      getI18nData({
        locales,
        i18nSourcePath: '/nonexistent/i18n.json',
        i18nSource: { onlyJapanese: { ja: 'だけ' } } as never,
      }),
    ).rejects.toThrow('i18n text missing for');
  });

  it('skips an i18nSourcePath that does not load, without an error', async () => {
    const texts = await getI18nData({
      locales,
      i18nSourcePath: 'theme-i18n/i18n.json',
    });
    expect(texts.nextPageText.en).toBe('Next page');
  });
});

describe('languageParity, as core checks it', () => {
  const root = path.join(FIXTURES_DIR, 'theme-i18n', 'docs');
  const locales = [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ];

  it('fails listing a file that exists in one language only, as soon as the object exists', async () => {
    await expect(
      checkLanguageParity({ root, locales, languageParity: {} }),
    ).rejects.toThrow(
      /Check language parity failed! Missing content:\n[\s\S]*- zh\/untranslated\.md/,
    );
  });

  it('checks nothing with enabled: false, and only the include folders minus exclude', async () => {
    await expect(
      checkLanguageParity({
        root,
        locales,
        languageParity: { enabled: false },
      }),
    ).resolves.toBeUndefined();
    await expect(
      checkLanguageParity({
        root,
        locales,
        languageParity: { include: ['guide'] },
      }),
    ).resolves.toBeUndefined();
    await expect(
      checkLanguageParity({
        root,
        locales,
        languageParity: { exclude: ['untranslated.md', 'reference'] },
      }),
    ).resolves.toBeUndefined();
  });
});

describe('the home page of the same fixture (home page guide)', () => {
  const home = () => build().read('index.html');

  it('titles a home page with the site title and titleSuffix, not a page title', () => {
    expect(home()).toContain(
      '<title>I18n fixture - Docs for the fixture</title>',
    );
  });

  it('renders hero badge link, name, one line per line of text, and HTML in the tagline', () => {
    expect(home()).toContain(
      '<a href="/guide/second" class="rp-home-hero__badge rp-link">v3 is out</a>',
    );
    expect(home()).toContain(
      '<div class="rp-home-hero__subtitle">Ship docs</div><div class="rp-home-hero__subtitle">as fast as code</div>',
    );
    expect(home()).toContain(
      '<p class="rp-home-hero__tagline">A tagline with <code>inline HTML</code>.</p>',
    );
  });

  it('renders an action text with HTML as an empty button', () => {
    expect(home()).toContain(
      '<a href="/guide/second" class="rp-button rp-button--alt rp-button--big rp-home-hero__action rp-link" __html="Read &lt;code&gt;second&lt;/code&gt;"></a>',
    );
  });

  it('links actions without a language prefix, external ones in a new tab with noopener noreferrer', () => {
    expect(home()).toContain(
      '<a href="/guide/first" class="rp-button rp-button--brand rp-button--big rp-home-hero__action rp-link">Get started</a>',
    );
    expect(home()).toContain(
      '<a href="https://example.com/elsewhere" target="_blank" rel="noopener noreferrer"',
    );
  });

  it('renders both light and dark images, 375 by 375, with the same alt and a joined srcset', () => {
    for (const scheme of ['light', 'dark'])
      expect(home()).toContain(
        `<img src="/hero-${scheme}.svg" alt="The fixture logo" srcSet="/hero-400.png 400w, /hero-800.png 800w" width="375" height="375"`,
      );
  });

  it('gives feature cards their span class (4 when unset, none for other numbers), SVG, image and text icons, HTML details', () => {
    const spans = [
      ...home().matchAll(
        /rp-home-feature__item (rp-home-feature__item--span-\d)?"/g,
      ),
    ].map(([, span]) => span ?? '');
    expect(spans).toEqual([
      'rp-home-feature__item--span-6',
      'rp-home-feature__item--span-4',
      '',
    ]);
    expect(home()).toContain(
      '<span><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">',
    );
    expect(home()).toContain('<img src="/icons/i18n.svg" alt=""/>');
    expect(home()).toContain('<span>⚡</span>');
    expect(home()).toContain(
      '<p class="rp-home-feature__detail">Details with <strong>HTML</strong>.</p>',
    );
  });

  it('makes a card with link a clickable article, not a link', () => {
    expect(home()).toContain(
      '<article class="rp-home-feature__card rp-home-feature__card--clickable">',
    );
    expect(home()).not.toMatch(/<a [^>]*rp-home-feature/);
  });

  it('renders themeConfig.footer.message as HTML, and not the Markdown body', () => {
    expect(home()).toContain(
      '<div class="rp-home-footer__message">Released under the <a href="https://example.com/licence">MIT licence</a>.</div>',
    );
    expect(home()).not.toContain('This body is not rendered');
    expect(build().read('guide/first.html')).not.toContain('rp-home-footer');
  });

  it('leaves home pages out of the search index', () => {
    const index = build()
      .files()
      .filter((file) => /^static\/search_index\.en\./.test(file))
      .map((file) => build().read(file))
      .join('');
    expect(index).toContain('"routePath":"/guide/first"');
    expect(index).not.toContain('"routePath":"/"');
  });
});

describe('the navbar of the same fixture (navbar guide)', () => {
  const nav = (file: string) => {
    const html = build().read(file);
    const start = html.indexOf('<header class="rp-nav"');
    return html.slice(start, html.indexOf('</header>', start));
  };

  it('adds the language prefix to _nav.json links and translates a text that is a UI text key', () => {
    expect(nav('zh/guide/first.html')).toContain(
      'href="/zh/guide/first" class="rp-nav-menu__item__container rp-link">指南部分',
    );
    expect(nav('guide/first.html')).toContain(
      'href="/guide/first" class="rp-nav-menu__item__container rp-link">Guide section',
    );
  });

  it('puts items on the right unless position is left, the left ones after the title', () => {
    const html = nav('guide/first.html');
    const left = html.slice(
      html.indexOf('rp-nav-menu--left'),
      html.indexOf('rp-nav-menu--right'),
    );
    expect(left).toContain('>Second<');
    expect(left).not.toContain('>External<');
    expect(html.indexOf('rp-nav__title')).toBeLessThan(
      html.indexOf('rp-nav-menu--left'),
    );
  });

  it('highlights an item whose own link is found in the current path', () => {
    expect(nav('zh/guide/second.html')).toContain(
      '<li class="rp-nav-menu__item rp-nav-menu__item--active"><a href="/zh/guide/second"',
    );
    expect(nav('zh/guide/second.html')).toContain(
      '<li class="rp-nav-menu__item"><a href="/zh/guide/first"',
    );
  });

  it('opens external items in a new tab, with no rel unless the item sets one', () => {
    expect(nav('guide/first.html')).toContain(
      '<a href="https://example.com/external" target="_blank" class="rp-nav-menu__item__container rp-link">External',
    );
    expect(nav('guide/first.html')).toContain(
      '<a href="https://example.com/guarded" target="_blank" rel="noopener noreferrer" class="rp-nav-menu__item__container rp-link">Guarded',
    );
  });

  it('links the site title to the home page of the current language', () => {
    expect(nav('zh/guide/first.html')).toMatch(
      /<a href="\/zh\/" class="rp-nav__title__link rp-link"><span>I18n fixture<\/span><\/a>/,
    );
  });
});

describe('themeConfig.nav links, as core normalises them', () => {
  const locales = [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ];
  const navLinks = async (config: UserConfig) =>
    (
      await normalizeThemeConfig({
        i18nSourcePath: '/nonexistent.json',
        ...config,
      })
    ).locales.map(({ lang, nav }) => [
      lang,
      (nav as { link: string }[]).map(({ link }) => link),
    ]);

  it('adds the language prefix in a multilingual site, and none at all once multiVersion is set', async () => {
    // normalizeThemeConfig writes into the config it gets: a fresh one per call.
    const themeConfig = () => ({
      nav: [{ text: 'Guide', link: '/guide/install' }],
    });
    expect(
      await navLinks({ lang: 'en', locales, themeConfig: themeConfig() }),
    ).toEqual([
      ['en', ['/guide/install.html']],
      ['zh', ['/zh/guide/install.html']],
    ]);
    expect(
      await navLinks({
        lang: 'en',
        locales,
        themeConfig: themeConfig(),
        multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
      }),
    ).toEqual([
      ['en', ['/guide/install.html']],
      ['zh', ['/guide/install.html']],
    ]);
  });
});
