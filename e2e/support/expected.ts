/** What the tests expect, read from the same sources the site is built from. */
import { readFileSync } from 'node:fs';
import { uiTexts } from '../../config/ui-texts';
import { localizeRoute } from '../../tests/routes';
import type { Lang } from './built-site';

interface NavJsonItem {
  text: string;
  link?: string;
  items?: NavJsonItem[];
}

export const navItems: NavJsonItem[] = JSON.parse(readFileSync('docs/en/_nav.json', 'utf8'));

export function text(key: string, lang: Lang): string {
  const entry = uiTexts[key];
  if (!entry) throw new Error(`No UI text for key ${key}`);
  return entry[lang];
}

/** Internal links get the language prefix (tests/routes.ts); external ones stay as they are. */
export function prefixed(link: string, lang: Lang): string {
  return link.startsWith('/') ? localizeRoute(link, lang) : link;
}
