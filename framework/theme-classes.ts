/**
 * Class names of the default theme that the site's code looks for or renders. They are the
 * theme's markup, not a documented API, so they are named here once; a test
 * (tests/framework-contract/theme-classes.test.ts) checks that each still occurs in the
 * installed theme, and that our stylesheets target no `rp-` class missing from this list.
 * Forks (theme/overrides) keep the class names of the original they copy; their pinned hash
 * (forks.ts) covers them. CSS variables (`--rp-c-*`) are the theme's documented styling API
 * and are not listed.
 */
export const THEME_CLASS = {
  /** The top bar, and its list of items outside the menu. */
  nav: 'rp-nav',
  navOthers: 'rp-nav__others',
  /** The search button in the top bar; the Algolia button imitates its markup. */
  searchButton: 'rp-search-button',
  searchButtonContent: 'rp-search-button__content',
  searchButtonWord: 'rp-search-button__word',
  searchButtonHotkey: 'rp-search-button__hotkey',
  /** The `<aside>` of the doc layout that holds the sidebar. */
  docSidebar: 'rp-doc-layout__sidebar',
  /**
   * The doc layout's container, its content column (and the wide variant), and the outline's
   * `<aside>` or the placeholder that stands in for it, which follows the column in the same
   * container: theme/layer.css keeps that column free until one of them is parsed.
   */
  docContainer: 'rp-doc-layout__container',
  docColumn: 'rp-doc-layout__doc',
  docColumnWide: 'rp-doc-layout__doc--wide',
  docOutline: 'rp-doc-layout__outline',
  docOutlinePlaceholder: 'rp-doc-layout__outline-placeholder',
  /** The "#" link the theme puts into each heading. */
  headerAnchor: 'rp-header-anchor',
  /**
   * A code block's box. The theme gives it `contain: content`, which clips what its samples'
   * type popups draw beyond it.
   */
  codeBlock: 'rp-codeblock',
  /** Scrolling wrappers of wide tables and of code blocks. */
  tableScroll: 'rp-table-scroll-container',
  codeScroll: 'rp-codeblock__content__scroll-container',
  /** A callout box (`:::warning`), its title and its body. */
  callout: 'rp-callout',
  calloutWarning: 'rp-callout--warning',
  calloutTitle: 'rp-callout__title',
  calloutContent: 'rp-callout__content',
  /** Content the theme's `.rspress-doc` typography must leave alone. */
  notDoc: 'rp-not-doc',
  /** The buttons of the LLM actions under a page title. */
  llmsButton: 'rp-llms-button',
  /** Rules the contrast fixes (theme/contrast.css) adjust. */
  navMenuItemActive: 'rp-nav-menu__item--active',
  navMenuItemContainer: 'rp-nav-menu__item__container',
  docFooterEdit: 'rp-doc-footer__edit',
  editLink: 'rp-edit-link',
  docFooter: 'rp-doc-footer',
  lastUpdated: 'rp-last-updated',
  prevNextPage: 'rp-prev-next-page',
  prevNextPageDesc: 'rp-prev-next-page__item__desc',
  prompt: 'rp-prompt',
  homeFooterMessage: 'rp-home-footer__message',
} as const;

export type ThemeClass = (typeof THEME_CLASS)[keyof typeof THEME_CLASS];

/** A CSS selector for one or more theme classes (`.rp-nav a`, …): `themeSelector('nav', ' a')`. */
export const themeSelector = (
  name: keyof typeof THEME_CLASS,
  rest = '',
): string => `.${THEME_CLASS[name]}${rest}`;
