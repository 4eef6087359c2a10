/**
 * The framework adapter, browser side: the internal helpers of Rspress that the site's
 * runtime code uses (they live in @rspress/shared, which @rspress/core depends on at the same
 * version) and the names of its internals.
 */
export {
  cleanUrl,
  matchSidebar,
  normalizeHref,
  removeBase,
  removeTrailingSlash,
} from '@rspress/shared';
export { slug } from '@rspress/shared/github-slugger';
export { PAGE_META_EXPORT } from './names';
export { THEME_CLASS, themeSelector } from './theme-classes';
