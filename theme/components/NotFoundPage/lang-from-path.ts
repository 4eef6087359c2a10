/**
 * Inline script for the 404 page: a static host serves the one 404.html for every missing
 * path, so the reader's language is set from the path before anything paints. It applies the
 * rule of `langFromPath` (config/locales) to the same language list.
 */
import { DEFAULT_LANG, SITE_LANGS } from '../../../config/locales';

export const setLangFromPathScript = `(function(l){document.documentElement.lang=${JSON.stringify(SITE_LANGS)}.indexOf(l)>=0?l:${JSON.stringify(DEFAULT_LANG)}})(location.pathname.split('/')[1]);`;
