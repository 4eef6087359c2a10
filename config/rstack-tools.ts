/**
 * The Rstack tools shown by the nav popover and the home-page landing block: one typed list,
 * the only place these names, logos and links are written. Their descriptions are UI texts,
 * kept with every other string of a language in config/locales (`rstack.tools`).
 */
import { isSiteLang, langFromPath, type SiteLang, textsOf } from './locales';

type ToolName = keyof ReturnType<typeof textsOf>['rstack']['tools'];

/** The spec's `desc` (Chinese) and `descEn` of a tool, from the locale files. */
function descriptions(name: ToolName) {
  return {
    desc: textsOf('zh').rstack.tools[name],
    descEn: textsOf('en').rstack.tools[name],
  };
}

/** A tool link entry (product spec §3): Chinese text in `desc`, English in `descEn`. */
export interface ToolLink {
  name: string;
  desc: string;
  descEn: string;
  /** Image URL of the logo, served from docs/public. */
  logo: string;
  /** The link for Chinese readers, and for everyone when `urlEn` is absent. */
  url: string;
  urlEn?: string;
  /** Scale applied to the logo when its artwork needs more or less room. */
  logoScale?: number;
}

export const RSTACK_TOOLS: readonly ToolLink[] = [
  {
    name: 'Rspack',
    ...descriptions('Rspack'),
    logo: '/tools/rspack.svg',
    url: 'https://rspack.rs/zh/',
    urlEn: 'https://rspack.rs/',
  },
  {
    name: 'Rsbuild',
    ...descriptions('Rsbuild'),
    logo: '/tools/rsbuild.svg',
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
  },
  {
    name: 'Rslib',
    ...descriptions('Rslib'),
    logo: '/tools/rslib.svg',
    url: 'https://rslib.rs/zh/',
    urlEn: 'https://rslib.rs/',
  },
  {
    name: 'Rspress',
    ...descriptions('Rspress'),
    logo: '/tools/rspress.svg',
    url: 'https://rspress.rs/zh/',
    urlEn: 'https://rspress.rs/',
  },
  {
    name: 'Rsdoctor',
    ...descriptions('Rsdoctor'),
    logo: '/tools/rsdoctor.svg',
    url: 'https://rsdoctor.rs/zh/',
    urlEn: 'https://rsdoctor.rs/',
  },
  {
    name: 'Rstest',
    ...descriptions('Rstest'),
    logo: '/tools/rstest.svg',
    url: 'https://rstest.rs/zh/',
    urlEn: 'https://rstest.rs/',
  },
];

/** The seventh popover entry: the community's list of everything built on Rstack. */
export const RSTACK_ECOSYSTEM: ToolLink = {
  name: 'Awesome Rstack',
  ...descriptions('Awesome Rstack'),
  logo: '/tools/awesome.svg',
  url: 'https://github.com/web-infra-dev/awesome-rstack',
};

export interface LocalizedTool {
  name: string;
  description: string;
  logo: string;
  logoScale: number;
  url: string;
  /** The link as shown to readers, e.g. `rspack.rs`. */
  urlText: string;
}

export function localizeTool(tool: ToolLink, lang: SiteLang): LocalizedTool {
  // `url` is the Chinese site (the spec's entity); readers of any other language get `urlEn`.
  const url = lang === 'zh' ? tool.url : (tool.urlEn ?? tool.url);
  const { host, pathname } = new URL(url);
  return {
    name: tool.name,
    description:
      textsOf(lang).rstack.tools[tool.name as ToolName] ?? tool.descEn,
    logo: tool.logo,
    logoScale: tool.logoScale ?? 1,
    url,
    urlText:
      host === 'github.com' ? `github.com${pathname.replace(/\/$/, '')}` : host,
  };
}

/** Language of the showcase: an explicit prop wins, else the page path's (Chinese under /zh, else English). */
export function showcaseLang(
  langProp: string | undefined,
  pathname: string,
): SiteLang {
  return isSiteLang(langProp) ? langProp : langFromPath(pathname);
}
