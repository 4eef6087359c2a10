/** What the tests expect, read from the same sources the site is built from. */
import { readFileSync } from 'node:fs';
import { localeOf, type ThemeTextKey } from '../../config/locales';
import { localizeRoute } from '../../tests/site/routes';
import type { Lang } from './built-site';

interface NavJsonItem {
  text: string;
  link?: string;
  items?: NavJsonItem[];
}

export const navItems: NavJsonItem[] = JSON.parse(
  readFileSync('docs/en/_nav.json', 'utf8'),
);

/** A key Rspress translates itself (nav, sidebar, theme texts) in one language. */
export function text(key: string, lang: Lang): string {
  const entry = localeOf(lang).themeTexts[key as ThemeTextKey];
  if (!entry) throw new Error(`No UI text for key ${key}`);
  return entry;
}

/** Internal links get the language prefix (tests/site/routes.ts); external ones stay as they are. */
export function prefixed(link: string, lang: Lang): string {
  return link.startsWith('/') ? localizeRoute(link, lang) : link;
}
