/** The shape of a locale file: the English one defines it, every other one must match it. */
import type en from './en';

/** Keys Rspress resolves itself (nav and sidebar labels, the theme's own texts). */
export type ThemeTextKey = keyof typeof en.themeTexts;

/** Texts of this site's own components, nested by component. */
export type SiteTexts = typeof en.texts;

export interface Locale {
  /** The language code: the folder under docs/ and, except for the default language, the URL prefix. */
  lang: string;
  /** The language's own name, shown in the language menu. */
  label: string;
  /** Open Graph's name for the language, such as `en_US` (`og:locale`). */
  ogLocale: string;
  themeTexts: Record<ThemeTextKey, string>;
  texts: SiteTexts;
}
