/**
 * The site's languages and every UI string, one locale file per language. Browser-safe.
 *
 * To add a language: write `<lang>.ts` in the shape of `en.ts`, add it to `LOCALES` below,
 * and translate the pages into docs/<lang>/. Nothing else names the languages.
 */
import en from './en';
import type { Locale, SiteTexts, ThemeTextKey } from './types';
import zh from './zh';

export type { Locale, SiteTexts, ThemeTextKey };

/** The first locale is the default language: served without a prefix, and the translation source. */
export const LOCALES = [en, zh] as const satisfies readonly Locale[];

export type SiteLang = (typeof LOCALES)[number]['lang'];

export const SITE_LANGS: readonly SiteLang[] = LOCALES.map(
  (locale) => locale.lang,
);

export const DEFAULT_LANG: SiteLang = LOCALES[0].lang;

export function isSiteLang(lang: string | undefined): lang is SiteLang {
  return SITE_LANGS.includes(lang as SiteLang);
}

export function asSiteLang(lang: string | undefined): SiteLang {
  return isSiteLang(lang) ? lang : DEFAULT_LANG;
}

/** A path's language: its first segment when that names a language, else the default one. */
export function langFromPath(pathname: string): SiteLang {
  return asSiteLang(pathname.split('/')[1]);
}

/** `''` for the default language, `/<lang>` (such as `/zh`) for the others. */
export function langPrefix(lang: SiteLang): string {
  return lang === DEFAULT_LANG ? '' : `/${lang}`;
}

/** Home page of a language; never stacks prefixes, whatever path the reader is on. */
export function homeOf(lang: SiteLang): string {
  return `${langPrefix(lang)}/`;
}

export function localeOf(lang: SiteLang): Locale {
  return LOCALES.find((locale) => locale.lang === lang) ?? LOCALES[0];
}

/** The texts of this site's own components in one language. */
export function textsOf(lang: SiteLang): SiteTexts {
  return localeOf(lang).texts;
}

/** Fills `{name}` placeholders of a text. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(
    /\{(\w+)\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );
}

/** The framework's `i18nSource`: each theme key with its text in every language. */
export const i18nSource = Object.fromEntries(
  Object.keys(en.themeTexts).map((key) => [
    key,
    Object.fromEntries(
      LOCALES.map((locale) => [
        locale.lang,
        locale.themeTexts[key as ThemeTextKey],
      ]),
    ),
  ]),
) as Record<ThemeTextKey, Record<SiteLang, string>>;
