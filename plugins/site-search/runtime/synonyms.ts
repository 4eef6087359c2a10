/**
 * Words readers use for the same thing. A query term in a group also searches the group's
 * other words, so `暗色` finds pages that say `深色`, and `sidebar` finds Chinese pages that
 * say `侧边栏` (readers often type English names of features on Chinese pages).
 */
import { queryTerms } from './tokenize';

const GROUPS: readonly (readonly string[])[] = [
  ['dark', 'night', '暗色', '深色', '暗黑', '夜间', '黑暗'],
  ['light', '亮色', '浅色'],
  ['appearance', '外观', '配色'],
  [
    'i18n',
    'internationalization',
    'internationalisation',
    'localization',
    'localisation',
    'l10n',
    'multilingual',
    'multi-language',
    'bilingual',
    '国际化',
    '多语言',
    '多语种',
    '双语',
    '本地化',
  ],
  ['translation', 'translate', '翻译'],
  ['sidebar', '侧边栏', '侧栏'],
  ['navbar', 'nav', 'navigation', '导航栏', '导航'],
  ['search', '搜索', '检索'],
  [
    'deploy',
    'deployment',
    'publish',
    'hosting',
    '部署',
    '发布',
    '托管',
    '上线',
  ],
  [
    'config',
    'configuration',
    'configure',
    'settings',
    'options',
    '配置',
    '选项',
  ],
  ['plugin', 'plugins', '插件'],
  ['theme', '主题'],
  ['redirect', 'redirects', 'forward', '重定向', '跳转'],
  ['component', 'components', '组件'],
  ['install', 'installation', 'setup', '安装'],
  ['version', 'versions', 'versioning', '版本'],
  ['layout', '布局'],
  ['style', 'styles', 'css', 'styling', '样式'],
  ['head', 'meta', '元信息'],
  ['highlight', 'highlighting', 'shiki', 'syntax coloring', '高亮'],
  ['zoom', '缩放', '放大'],
  ['link', 'links', '链接'],
  ['route', 'routes', 'routing', '路由'],
  ['build', '构建', '打包'],
  ['homepage', 'home', 'landing', 'splash', '首页', '主页'],
  ['frontmatter', 'front matter', 'metadata', '前言', '元数据'],
  ['outline', 'toc', 'table of contents', '大纲', '目录'],
  ['image', 'images', '图片'],
  ['static', '静态'],
  ['write', 'create', 'author', '编写', '写', '创建', '新建'],
  ['locale', 'locales', 'language', 'languages', '语言'],
  ['color', 'colour', 'colors', 'palette', '颜色', '色彩'],
  ['brand', 'primary', '主色', '品牌色', '主题色'],
  [
    'ssr',
    'ssg',
    'prerender',
    'pre-render',
    'server-side',
    'server side',
    '服务端渲染',
    '预渲染',
    '静态生成',
  ],
  ['hydration', 'hydrate', '水合', '注水'],
  ['error', 'errors', 'fails', 'broken', '报错', '错误', '失败'],
  ['lightbox', 'zoom', 'enlarge', '放大', '缩放', '灯箱'],
  ['url', 'urls', 'path', 'paths', '地址', '路径'],
  ['hide', 'hidden', 'exclude', 'disable', '隐藏', '排除', '禁用'],
  ['page', 'pages', '页面'],
  ['code', '代码'],
  ['button', 'buttons', '按钮'],
  ['icon', 'icons', 'favicon', '图标'],
  ['banner', 'announcement', '公告', '横幅'],
  ['collapse', 'collapsed', 'collapsible', 'fold', '折叠', '收起'],
  ['order', 'sort', 'ordering', '排序', '顺序'],
  ['port', '端口'],
  ['comment', 'comments', '注释'],
  ['anchor', 'anchors', '锚点'],
  ['logo', '标志'],
  ['footer', 'copyright', '页脚', '版权'],
  ['edit', '编辑'],
  ['command', 'commands', 'cli', '命令', '命令行'],
  ['env', 'environment', '环境变量', '环境'],
  ['generate', 'generated', '生成'],
  ['heading', 'headings', '标题'],
  ['callout', 'callouts', 'admonition', 'admonitions', '容器', '提示块'],
  ['sitemap', '站点地图', '网站地图'],
  [
    'pagination',
    'prev',
    'next',
    'previous',
    '上一页',
    '下一页',
    '翻页',
    '分页',
  ],
  [
    'subdirectory',
    'subfolder',
    'subpath',
    'sub-path',
    '子目录',
    '子路径',
    '二级目录',
  ],
  ['suffix', '后缀'],
  ['preview', '预览'],
  ['font', 'fonts', 'typeface', '字体'],
  ['404', '找不到'],
  ['analytics', 'tracking', '统计', '埋点'],
  ['upgrade', 'migrate', 'migration', '升级', '迁移'],
  ['draft', 'drafts', 'unfinished', '草稿'],
  ['ai', 'llm', 'llms', 'chatbot', 'chatbots', 'assistant', 'assistants'],
  ['line numbers', '行号'],
  ['dead link', 'dead links', 'broken link', 'broken links', '死链', '坏链'],
  ['hero', 'jumbotron'],
  ['tabs', 'tabbed'],
  ['cleanurls', 'clean urls', 'pretty urls'],
  ['community', 'third-party', '社区', '第三方'],
];

const BY_TERM = new Map<string, string[]>();
for (const group of GROUPS) {
  for (const term of group) {
    const others = [
      ...new Set([
        ...(BY_TERM.get(term) ?? []),
        ...group.filter((other) => other !== term),
      ]),
    ];
    BY_TERM.set(term, others);
    // A phrase with a stop word in it is also found the way a query reaches the engine, without
    // that word: `table of contents` as `table contents`. Only phrases: a Chinese term would give
    // a key of its own pieces (中英文 → 英文).
    const asQueried = queryTerms(term).join(' ');
    if (
      term.includes(' ') &&
      asQueried.includes(' ') &&
      asQueried !== term &&
      !BY_TERM.has(asQueried)
    )
      BY_TERM.set(asQueried, others);
  }
}

/**
 * The other words for a lowercased term, or none. A word of five letters or more also finds
 * the group of a listed word one typo away (`sidbar` → sidebar → 侧边栏).
 */
export function synonymsOf(term: string): readonly string[] {
  const exact = BY_TERM.get(term);
  if (exact || term.length < 5 || /\p{Script=Han}/u.test(term))
    return exact ?? [];
  for (const [listed, others] of BY_TERM) {
    if (
      Math.abs(listed.length - term.length) <= 1 &&
      isOneTypoApart(term, listed)
    )
      return [listed, ...others];
  }
  return [];
}

/**
 * The synonyms each query term gets from a listed phrase it forms with a neighbour: the
 * tokenizer cuts `站点地图` into 站点 + 地图 and `front matter` into two words, which alone never
 * reach their group (`sitemap`, `frontmatter`). Both words of such a pair get the phrase's
 * synonyms, so a page that says `sitemap` holds both of them.
 */
export function phraseSynonymsOf(terms: readonly string[]): string[][] {
  const extra = terms.map((): string[] => []);
  for (let i = 0; i + 1 < terms.length; i += 1) {
    const phrase = [
      `${terms[i]}${terms[i + 1]}`,
      `${terms[i]} ${terms[i + 1]}`,
    ].find((candidate) => BY_TERM.has(candidate));
    if (!phrase) continue;
    // The phrase itself too: written as one word (`frontmatter`), it is a word of the index.
    // Not the pair's own words, though: each would then count for the other.
    const pair = [terms[i], terms[i + 1]];
    const spellings = [phrase, ...BY_TERM.get(phrase)!]
      .flatMap(queryTerms)
      .filter((term) => !pair.includes(term));
    extra[i].push(...spellings);
    extra[i + 1].push(...spellings);
  }
  return extra;
}

/** One letter wrong, missing, extra, or two neighbours swapped. */
export function isOneTypoApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length === b.length) {
    const differ = [...a].flatMap((char, i) => (char === b[i] ? [] : [i]));
    return (
      differ.length === 1 ||
      (differ.length === 2 &&
        differ[1] === differ[0] + 1 &&
        a[differ[0]] === b[differ[1]] &&
        a[differ[1]] === b[differ[0]])
    );
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length - short.length !== 1) return false;
  for (let i = 0; i < long.length; i += 1)
    if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}
