/**
 * Proves the i18n page of the guide: language folders become routes, each page gets its
 * language in <html lang> and hreflang links to its translation, and UI texts come from
 * i18n.json and `i18nSource`, the inline source winning; a page without a translation has no
 * Chinese route unless a plugin adds one from the English file (english-fallback.ts).
 */
import { describe, expect, it } from 'vitest';
import { useFixtureBuild } from '../support/fixture-site';

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
});
