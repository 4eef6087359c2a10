/**
 * The Rstack tools shown by the nav popover and the home-page landing block: one typed list,
 * the only place these names, descriptions and links are written.
 */
import { langFromPath, type SiteLang } from './site-lang';

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
    desc: '基于 Rust 的高性能打包工具，API 与 webpack 兼容',
    descEn: 'A fast Rust-based bundler with a webpack-compatible API',
    logo: '/tools/rspack.svg',
    url: 'https://rspack.rs/zh/',
    urlEn: 'https://rspack.rs/',
  },
  {
    name: 'Rsbuild',
    desc: '基于 Rspack 的构建工具，为 Web 应用准备好了合理的默认配置',
    descEn: 'A build tool on Rspack with sensible defaults for web apps',
    logo: '/tools/rsbuild.svg',
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
  },
  {
    name: 'Rslib',
    desc: '基于 Rsbuild 构建 JavaScript、TypeScript 库和 UI 组件',
    descEn: 'Builds JavaScript and TypeScript libraries and UI components',
    logo: '/tools/rslib.svg',
    url: 'https://rslib.rs/zh/',
    urlEn: 'https://rslib.rs/',
  },
  {
    name: 'Rspress',
    desc: '基于 Rsbuild 的静态站点生成器，专为文档站而生',
    descEn: 'A static site generator on Rsbuild, made for documentation',
    logo: '/tools/rspress.svg',
    url: 'https://rspress.rs/zh/',
    urlEn: 'https://rspress.rs/',
  },
  {
    name: 'Rsdoctor',
    desc: '分析和排查 Rspack 与 webpack 构建问题的工具',
    descEn: 'Analyses and debugs Rspack and webpack builds',
    logo: '/tools/rsdoctor.svg',
    url: 'https://rsdoctor.rs/zh/',
    urlEn: 'https://rsdoctor.rs/',
  },
  {
    name: 'Rstest',
    desc: '由 Rspack 驱动的测试框架，API 与 Jest 兼容',
    descEn: 'A testing framework on Rspack with a Jest-compatible API',
    logo: '/tools/rstest.svg',
    url: 'https://rstest.rs/zh/',
    urlEn: 'https://rstest.rs/',
  },
];

/** The seventh popover entry: the community's list of everything built on Rstack. */
export const RSTACK_ECOSYSTEM: ToolLink = {
  name: 'Awesome Rstack',
  desc: '社区整理的 Rstack 相关工具、插件与示例',
  descEn: 'Community list of tools, plugins and examples around Rstack',
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
  const url = lang === 'en' ? (tool.urlEn ?? tool.url) : tool.url;
  const { host, pathname } = new URL(url);
  return {
    name: tool.name,
    description: lang === 'en' ? tool.descEn : tool.desc,
    logo: tool.logo,
    logoScale: tool.logoScale ?? 1,
    url,
    urlText: host === 'github.com' ? `github.com${pathname.replace(/\/$/, '')}` : host,
  };
}

/** Language of the showcase: an explicit prop wins, else Chinese under /zh, else English. */
export function showcaseLang(langProp: string | undefined, pathname: string): SiteLang {
  if (langProp === 'en' || langProp === 'zh') return langProp;
  return langFromPath(pathname);
}
