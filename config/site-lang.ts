/** The site's two languages and how a path tells them apart. Browser-safe. */
export type SiteLang = 'en' | 'zh';

/** `/zh` and everything below it is Chinese; every other path is English. */
export function langFromPath(pathname: string): SiteLang {
  return /^\/zh(\/|$)/.test(pathname) ? 'zh' : 'en';
}

/** Home page of a language; never stacks prefixes, whatever path the reader is on. */
export function homeOf(lang: SiteLang): string {
  return lang === 'zh' ? '/zh/' : '/';
}

export function asSiteLang(lang: string | undefined): SiteLang {
  return lang === 'zh' ? 'zh' : 'en';
}
