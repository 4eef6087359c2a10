/**
 * Which reference pages document which kind of name, and how a heading names it. A page
 * lists names as level-3 headings made of one code span: `### \`base\``.
 */
import type { Category } from '../../scripts/api-since/names';

export interface ApiPage {
  /** Page path under a language folder, without the extension. */
  page: string;
  category: Category;
  /** Dropped from a heading before the lookup (`themeConfig.nav` is the theme key `nav`). */
  prefix?: string;
}

export const API_PAGES: ApiPage[] = [
  { page: 'api/config/config-basic', category: 'config' },
  { page: 'api/config/config-build', category: 'config' },
  {
    page: 'api/config/config-theme',
    category: 'themeConfig',
    prefix: 'themeConfig.',
  },
  { page: 'api/config/config-frontmatter', category: 'frontmatter' },
  { page: 'api/client-api/api-runtime', category: 'runtime' },
  { page: 'api/client-api/api-components', category: 'theme' },
  { page: 'plugin/system/plugin-api', category: 'pluginHooks' },
];

/**
 * Documented names that no release's type declarations list, so no release can be read for
 * them: the runtime reads them although the types leave them out.
 */
export const UNTYPED_NAMES: Record<string, string> = {
  'frontmatter globalUIComponents':
    'read by the runtime (runtime/App.js) but not a key of FrontMatterMeta, which accepts any extra key',
};

/** The name a heading documents: its only child is a code span (`()` after a function is dropped). */
export function headingName(heading: {
  depth: number;
  children: { type: string; value?: string }[];
}): string | undefined {
  if (heading.depth !== 3) return undefined;
  // Blank text and a custom id (`{#name}`, before Rspress takes it out) are not part of the name.
  const [only, ...rest] = heading.children.filter(
    (child) =>
      !(
        child.type === 'text' && /^\s*(\{#[^}]+\})?\s*$/.test(child.value ?? '')
      ),
  );
  if (!only || rest.length || only.type !== 'inlineCode') return undefined;
  return only.value?.replace(/\(\)$/, '');
}

/** The key looked up in the data: without the page's prefix; the bare prefix is a config key. */
export function lookupKey(
  apiPage: ApiPage,
  name: string,
): { category: Category; key: string } {
  if (apiPage.prefix && name === apiPage.prefix.replace(/\.$/, ''))
    return { category: 'config', key: name };
  if (apiPage.prefix && name.startsWith(apiPage.prefix))
    return {
      category: apiPage.category,
      key: name.slice(apiPage.prefix.length),
    };
  return { category: apiPage.category, key: name };
}
