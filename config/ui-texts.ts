/**
 * Every UI string of the site, keyed once with its English and Chinese text.
 *
 * Rspress looks up nav and sidebar `text` values as keys of this table, so `_nav.json` and
 * `_meta.json` carry keys such as `sidebar.gettingStarted` and both language folders hold the
 * same structure. Built-in UI keys (edit link, overview filter…) are overridden here too.
 */
import { RSPRESS_VERSION } from './project';

type Texts = Record<string, { en: string; zh: string }>;

const navTexts: Texts = {
  'nav.guide': { en: 'Guide', zh: '指南' },
  'nav.plugin': { en: 'Plugin', zh: '插件' },
  'nav.api': { en: 'API', zh: 'API' },
  'nav.version': { en: `v${RSPRESS_VERSION}`, zh: `v${RSPRESS_VERSION}` },
  'nav.changelog': { en: 'Changelog', zh: '更新日志' },
  'nav.v1Docs': { en: 'Rspress 1.x docs', zh: 'Rspress 1.x 文档' },
};

const sidebarTexts: Texts = {
  'sidebar.gettingStarted': { en: 'Getting Started', zh: '开始' },
  'sidebar.features': { en: 'Features', zh: '功能' },
  'sidebar.useMdx': { en: 'Use MDX', zh: '使用 MDX' },
  'sidebar.defaultTheme': { en: 'Default Theme', zh: '默认主题' },
  'sidebar.advanced': { en: 'Advanced', zh: '进阶' },
  'sidebar.pluginSystem': { en: 'Plugin System', zh: '插件系统' },
  'sidebar.officialPlugins': { en: 'Official Plugins', zh: '官方插件' },
  'sidebar.communityPlugins': { en: 'Community Plugins', zh: '社区插件' },
  'sidebar.apiOverview': { en: 'Overview', zh: '概览' },
  'sidebar.commands': { en: 'Commands', zh: '命令' },
  'sidebar.config': { en: 'Config', zh: '配置' },
  'sidebar.clientApi': { en: 'Client API', zh: '客户端 API' },
};

/** Overrides of the default theme's own keys (see `I18nText` in @rspress/core). */
const themeTexts: Texts = {
  editLinkText: { en: 'Edit this page on GitHub', zh: '在 GitHub 上编辑此页' },
  lastUpdatedText: { en: 'Last updated', zh: '最后更新于' },
  'overview.filterNameText': { en: 'Filter', zh: '筛选' },
  'overview.filterPlaceholderText': { en: 'Type to filter the API', zh: '输入关键词筛选 API' },
  'overview.filterNoResultText': { en: 'No API matches this filter', zh: '没有与筛选条件匹配的 API' },
};

export const uiTexts: Texts = {
  ...navTexts,
  ...sidebarTexts,
  ...themeTexts,
};
