/**
 * What /api/config/config-theme states where the installed code and the typed JSDoc disagree,
 * proven on a small fixture site built with the real `rspress build`.
 */
import { describe, expect, it } from 'vitest';
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
