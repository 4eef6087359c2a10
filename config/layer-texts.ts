/**
 * Texts of our own theme-layer components, in both languages. This module ships to the
 * browser, so it must stay free of Node APIs (config/ui-texts.ts feeds the build instead).
 */
import type { SiteLang } from './site-lang';

export type { SiteLang };
type Bilingual = Record<SiteLang, string>;

/** One language's column of a text table: `{ title: { en, zh } }` → `{ title: '…' }`. */
export function textsIn<Key extends string>(table: Record<Key, Bilingual>, lang: SiteLang): Record<Key, string> {
  return Object.fromEntries(Object.entries<Bilingual>(table).map(([key, text]) => [key, text[lang]])) as Record<Key, string>;
}

/** Read by screen readers after links that open a new tab. */
export const newTabText: Bilingual = { en: '(opens in a new tab)', zh: '（在新标签页中打开）' };

export const notFoundTexts = {
  title: { en: 'Page not found', zh: '页面不存在' },
  explanation: {
    en: 'The address may be mistyped, or the page has moved since the link was written.',
    zh: '可能是地址输错了，也可能是这个页面在链接写下之后被移动了。',
  },
  home: { en: 'Back to the home page', zh: '返回首页' },
  whereNext: { en: 'Where to go from here', zh: '接下来可以去' },
  otherLanguage: { en: '阅读中文文档', zh: 'Read the English docs' },
} satisfies Record<string, Bilingual>;

export const announcementTexts = {
  message: {
    en: 'These docs cover Rspress 2.0.22. Read the release notes to see what changed since 1.x.',
    zh: '本文档对应 Rspress 2.0.22，可以在发布说明中了解与 1.x 相比的变化。',
  },
  region: { en: 'Announcement', zh: '公告' },
  close: { en: 'Dismiss this announcement', zh: '关闭此公告' },
} satisfies Record<string, Bilingual>;

export const rstackTexts = {
  trigger: { en: 'Other Rstack tools', zh: '其他 Rstack 工具' },
  landingTitle: { en: 'Part of Rstack', zh: 'Rstack 家族的一员' },
  landingTagline: {
    en: 'Rspress belongs to Rstack, a unified JavaScript toolchain built around Rspack, the Rust-based bundler.',
    zh: 'Rspress 属于 Rstack：一套以 Rust 打包工具 Rspack 为核心、彼此配合的 JavaScript 工具链。',
  },
} satisfies Record<string, Bilingual>;

/** The announcement bar's settings: the link and the key its dismissal is stored under. */
export const ANNOUNCEMENT = {
  href: 'https://github.com/web-infra-dev/rspress/releases',
  // A new key per announcement, so a reader who closed an old one sees the next.
  localStorageKey: 'rspress-docs-announcement-2.0.22',
};

/** The local search dialog (theme/components/SiteSearch). The error texts are the spec's. */
export const searchTexts = {
  dialog: { en: 'Search the documentation', zh: '搜索文档' },
  placeholder: { en: 'Search the docs', zh: '搜索文档' },
  close: { en: 'Close search', zh: '关闭搜索' },
  results: { en: 'Search results', zh: '搜索结果' },
  start: { en: 'Type a few words: results come from the guide, the API reference and the plugin pages.', zh: '输入关键词，即可搜索指南、API 参考和插件页面。' },
  loading: { en: 'Loading the search index…', zh: '正在加载搜索索引…' },
  errorTitle: { en: 'Unable to fetch results', zh: '无法获取结果' },
  errorHelp: { en: 'You might want to check your network connection.', zh: '请检查网络连接后重试。' },
  noResults: { en: 'No results for', zh: '没有找到相关结果：' },
  pagesFound: { en: 'pages found', zh: '个页面' },
  navigate: { en: 'to move', zh: '切换' },
  open: { en: 'to open', zh: '打开' },
  dismiss: { en: 'to close', zh: '关闭' },
} satisfies Record<string, Bilingual>;

export const skipLinkTexts = {
  label: { en: 'Skip to content', zh: '跳到正文' },
} satisfies Record<string, Bilingual>;

export const scrollRegionTexts = {
  table: { en: 'Table (scrolls sideways)', zh: '表格（可横向滚动）' },
  code: { en: 'Code (scrolls sideways)', zh: '代码（可横向滚动）' },
} satisfies Record<string, Bilingual>;

export const copyMarkdownTexts = {
  button: { en: 'Copy page as Markdown', zh: '复制本页 Markdown' },
  view: { en: 'View as Markdown', zh: '查看 Markdown 原文' },
  copied: { en: 'Copied the page as Markdown', zh: '已复制本页的 Markdown' },
  failed: {
    en: 'Your browser blocked copying. Open “View as Markdown” and copy from there.',
    zh: '浏览器禁止了复制，请打开“查看 Markdown 原文”后手动复制。',
  },
  unavailable: {
    en: 'The Markdown version could not be loaded. Try “View as Markdown”.',
    zh: '无法加载 Markdown 版本，请尝试“查看 Markdown 原文”。',
  },
} satisfies Record<string, Bilingual>;

/**
 * The notice under the title of a translated page whose English source changed after the
 * translation was last brought in line (plugins/translation-freshness). `{date}` and `{link}`
 * are filled in at build time; English is the source language, so its texts are never shown
 * today but keep the table complete for a language translated from another.
 */
export const translationNoticeTexts = {
  title: { en: 'This translation may be out of date', zh: '译文可能已过时' },
  changedOn: {
    en: 'The original page changed on {date}, after this translation was last checked. For the current content, read {link}.',
    zh: '英文原文于 {date} 有更新，本页译文尚未跟上这次改动。最新内容请以{link}为准。',
  },
  changedUndated: {
    en: 'The original page has changed since this translation was last checked. For the current content, read {link}.',
    zh: '英文原文在本页上次翻译之后有过改动，本页译文尚未跟上。最新内容请以{link}为准。',
  },
  originalLink: { en: 'the original page', zh: '英文原文' },
} satisfies Record<string, Bilingual>;
