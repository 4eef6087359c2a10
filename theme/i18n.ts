/** How theme and MDX components get the page's language and their texts (config/locales). */
import { useLang } from '@rspress/core/runtime';
import {
  asSiteLang,
  type SiteLang,
  type SiteTexts,
  textsOf,
} from '../config/locales';

/** The current page's language, as one of the site's languages. */
export function useSiteLang(): SiteLang {
  return asSiteLang(useLang());
}

/** This site's component texts in the current page's language. */
export function useSiteTexts(): SiteTexts {
  return textsOf(useSiteLang());
}
