import { useLang } from '@rspress/core/runtime';
import { asSiteLang, type SiteLang } from '../config/site-lang';

/** The current page's language as one of the site's two languages. */
export function useSiteLang(): SiteLang {
  return asSiteLang(useLang());
}
