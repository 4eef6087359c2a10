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
