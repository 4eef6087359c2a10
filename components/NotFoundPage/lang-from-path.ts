export type SiteLang = 'en' | 'zh';

/** The site language a path belongs to: `/zh` and everything below it is Chinese. */
export function langFromPath(pathname: string): SiteLang {
  return /^\/zh(\/|$)/.test(pathname) ? 'zh' : 'en';
}

/** Home page of a language; never stacks prefixes, whatever path the reader is on. */
export function homeOf(lang: SiteLang): string {
  return lang === 'zh' ? '/zh/' : '/';
}

/**
 * Inline script for the 404 page: a static host serves the one 404.html for every missing
 * path, so the reader's language is set from the path before anything paints.
 */
export const setLangFromPathScript = `document.documentElement.lang=/^\\/zh(\\/|$)/.test(location.pathname)?'zh':'en';`;
