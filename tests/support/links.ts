/**
 * The pages' links and anchors, checked from their sources (plugins/writer-checks/links.ts,
 * which the dev server runs on each saved page), bound to this site's docs folder.
 */
import { langPrefix } from '../../config/locales';
import {
  type DocsSite,
  deadLinks as deadLinksIn,
  siteOf as siteIn,
} from '../../plugins/writer-checks/links';
import type { Lang } from '../site/routes';
import { DOCS_DIR } from './docs';

export { anchorsOf, linkRoute } from '../../plugins/writer-checks/links';

/** Every page of a language by route, with its anchors (read on demand). */
export const siteOf = (lang: Lang) => siteIn(DOCS_DIR, lang);

/** Problems with a page's links: `file:line: href (why)`. */
export function deadLinks(
  lang: Lang,
  relativeFile: string,
  site: DocsSite,
  publicDir?: string,
): string[] {
  return deadLinksIn(site, relativeFile, langPrefix(lang), publicDir);
}
