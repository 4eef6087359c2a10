/**
 * Behaviour the config reference states where the installed code and the typed JSDoc disagree,
 * proven on small fixture sites built with the real `rspress build`.
 */
import { describe, expect, it } from 'vitest';
import { buildFixture, textOf } from './support/fixture-site';

describe('config behaviour documented in /api/config/config-basic', () => {
  it('replaceRules: a string rule replaces only the first match per file, a /g RegExp every match', () => {
    const build = buildFixture('config-replace-rules');
    expect(build.status, build.output).toBe(0);
    const text = textOf(build.read('index.html'));
    expect(text).toContain('First: plain-string-rule. Second: @PLAIN@.');
    expect(text).toContain('First: global-regexp-rule. Second: global-regexp-rule.');
  }, 120_000);

  it('languageParity: an object without `enabled` already runs the check and fails the build', () => {
    const build = buildFixture('config-language-parity');
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(/Check language parity failed/);
    expect(build.output).toMatch(/zh\/only-en\.md/);
  }, 120_000);

  it('languageParity: `enabled: false` turns the check off', () => {
    const build = buildFixture('config-language-parity', { args: ['-c', 'disabled.config.ts'] });
    expect(build.status, build.output).toBe(0);
  }, 120_000);
});

describe('config behaviour documented in /api/config/config-theme and config-build', () => {
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

  it('search: false still renders the search button and still writes an index (without page text)', () => {
    const build = buildFixture('config-locales');
    expect(build.status, build.output).toBe(0);
    expect(build.read('index.html')).toContain('class="rp-search-button"');
    const index = build.files().find((file) => /^static\/search_index\.en\.[^.]+\.json$/.test(file));
    expect(index).toBeDefined();
    const pages = JSON.parse(build.read(index as string)) as { title: string; content: string }[];
    expect(pages.map(({ title, content }) => [title, content])).toEqual([['Page', '']]);
  }, 120_000);
});
