/**
 * Old addresses of the upstream Rspress site (rspress.rs, 2.x) and where the same topic lives
 * here. @rspress/plugin-client-redirects tests each `from` pattern against the path of the page
 * being shown (a missing path shows 404.html, which hydrates and redirects) and replaces the match
 * with `to`. The rules ship in the main bundle, so they are few and general: a hyphenated upstream
 * name such as `use-page-data` becomes the anchor `usepagedata` by joining its capture groups.
 * tests/site/redirects.test.ts sends every upstream page path through them.
 */
type RedirectRule = { from: string; to: string };

// An optional language prefix (kept as $1) and an optional `.html` at the end.
const lang = '^(/zh)?';
const end = '(?:\\.html)?$';
const index = '/?(?:index(?:\\.html)?)?$';
const words = (count: number) => '(\\w+)' + '(?:-(\\w+))?'.repeat(count - 1);
const groups = (count: number) =>
  Array.from({ length: count }, (_, i) => `$${i + 2}`).join('');

const RUNTIME_API = '$1/api/client-api/api-runtime';
const COMPONENTS_API = '$1/api/client-api/api-components';
const COMPONENTS_GUIDE = '$1/guide/default-theme/components';

export const UPSTREAM_REDIRECTS: RedirectRule[] = [
  // guide/use-mdx/* moved under guide/basic/; three of its pages are sections here.
  {
    from: `${lang}/guide/use-mdx/(components|link)${end}`,
    to: '$1/guide/basic/use-mdx/$2',
  },
  {
    from: `${lang}/guide/use-mdx/code-blocks${end}`,
    to: '$1/guide/basic/use-mdx/#code-blocks',
  },
  {
    from: `${lang}/guide/use-mdx/container${end}`,
    to: '$1/guide/basic/use-mdx/#containers',
  },
  {
    from: `${lang}/guide/use-mdx/frontmatter${end}`,
    to: '$1/guide/basic/use-mdx/#front-matter',
  },
  // Pages filed under another guide section here.
  {
    from: `${lang}/guide/(?:basic|advanced)/(home-page|i18n|multi-version|overview-page)${end}`,
    to: '$1/guide/default-theme/$2',
  },
  {
    from: `${lang}/guide/advanced/custom-head${end}`,
    to: '$1/guide/basic/custom-head',
  },
  {
    from: `${lang}/guide/basic/custom-theme${end}`,
    to: '$1/guide/advanced/custom-theme',
  },
  {
    from: `${lang}/guide/migration/rspress-1-x${end}`,
    to: '$1/guide/start/migration',
  },
  {
    from: `${lang}/guide/start/ai${end}`,
    to: '$1/guide/advanced/ai-and-agents',
  },
  { from: `${lang}/ui/custom-page${end}`, to: '$1/guide/basic/custom-page' },
  {
    from: `${lang}/ui/tailwindcss${end}`,
    to: '$1/guide/advanced/tailwind-css',
  },
  {
    from: `${lang}/ui/shadcn-ui${end}`,
    to: '$1/guide/advanced/tailwind-css#shadcn-ui',
  },
  {
    from: `${lang}/ui/vars${end}`,
    to: '$1/guide/advanced/theme-styling#css-variables',
  },
  // Plugins without a page of their own: their row in the overview.
  {
    from: `${lang}/plugin/(official|community)-plugins/typesense${end}`,
    to: '$1/plugin/$2-plugins/overview',
  },
  // ui/*: one upstream page per hook or component; here, one section each in the references.
  { from: `${lang}/ui/hooks${index}`, to: RUNTIME_API },
  {
    from: `${lang}/ui/hooks/router-hooks${end}`,
    to: `${RUNTIME_API}#react-router-dom-re-exports`,
  },
  {
    from: `${lang}/ui/hooks/use-${words(2)}${end}`,
    to: `${RUNTIME_API}#use${groups(2)}`,
  },
  {
    from: `${lang}/ui/runtime-components${index}`,
    to: `${RUNTIME_API}#components`,
  },
  {
    from: `${lang}/ui/runtime-components/${words(2)}${end}`,
    to: `${RUNTIME_API}#${groups(2)}`,
  },
  { from: `${lang}/ui/components${index}`, to: COMPONENTS_GUIDE },
  {
    from: `${lang}/ui/components/${words(3)}${end}`,
    to: `${COMPONENTS_GUIDE}#${groups(3)}`,
  },
  {
    from: `${lang}/ui/layout-components${index}`,
    to: `${COMPONENTS_API}#page-structure`,
  },
  {
    from: `${lang}/ui/layout-components/${words(4)}${end}`,
    to: `${COMPONENTS_API}#${groups(4)}`,
  },
];
