/**
 * Inline script for the 404 page: a static host serves the one 404.html for every missing
 * path, so the reader's language is set from the path before anything paints. It mirrors
 * `langFromPath` in config/site-lang.ts.
 */
export const setLangFromPathScript = `document.documentElement.lang=/^\\/zh(\\/|$)/.test(location.pathname)?'zh':'en';`;
