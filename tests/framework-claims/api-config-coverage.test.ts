/**
 * The config reference is complete: every option name read from the installed type
 * declarations (UserConfig with its nested option objects, the theme config, the locale record,
 * FrontMatterMeta, I18nText) is a heading on its page, in English and in Chinese. The names are
 * enumerated by the TypeScript compiler, not kept by hand, so after an upgrade of @rspress/core
 * this test lists exactly what is new or gone.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Root, RootContent, Table } from 'mdast';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../site/routes';
import { readDoc } from '../support/docs';
import { documentedNames } from '../support/documented';
import {
  enumerateNames,
  loadTypeSurface,
  nestedObjectProperties,
  propertyNames,
  propertyType,
  stringLiterals,
  typeAtPath,
} from '../support/type-surface';

type Page =
  'config-basic' | 'config-build' | 'config-theme' | 'config-frontmatter';
const PAGES: readonly Page[] = [
  'config-basic',
  'config-build',
  'config-theme',
  'config-frontmatter',
];
const fileOf = (page: Page) => `api/config/${page}.mdx`;

const surface = loadTypeSurface(`
import type * as core from '@rspress/core';
import type * as shared from '@rspress/shared';
export type Config = core.UserConfig;
export type Theme = NonNullable<core.UserConfig['themeConfig']>;
export type LocaleRecord = shared.LocaleConfig;
export type FrontMatter = core.FrontMatterMeta;
export type UiTexts = core.I18nText;
export type SocialLink = core.SocialLink;
export type NavItemWithLink = core.NavItemWithLink;
export type NavItemWithChildren = core.NavItemWithChildren;
export type NavItemWithLinkAndChildren = core.NavItemWithLinkAndChildren;
export type SidebarGroup = core.SidebarGroup;
export type SidebarItem = core.SidebarItem;
export type SidebarDivider = core.SidebarDivider;
export type SidebarSectionHeader = core.SidebarSectionHeader;
`);
const { checker } = surface;

// ---------------------------------------------------------------------------------------------
// Which nested option objects are listed key by key. Everything else is documented as a whole.
// ---------------------------------------------------------------------------------------------

/** UserConfig options whose own keys are documented one by one (dotted paths, `[]` = items). */
const CONFIG_EXPAND = [
  'route',
  'markdown',
  'markdown.link',
  'markdown.image',
  'markdown.defaultCodeOverflow',
  'search',
  'ssg',
  'llms',
  'llms.remarkSplitMdxOptions',
  'mediumZoom',
  'mediumZoom.options',
  'multiVersion',
  'languageParity',
  'locales[]',
] as const;

/** Nested UserConfig objects that are documented as one entry, and why. */
const CONFIG_WHOLE: Record<string, string> = {
  themeConfig:
    'its keys have their own surface below (THEME_EXPAND), on config-theme',
  plugins:
    'RspressPlugin fields are the plugin API, documented in the plugin section',
  i18nSource: 'its keys are the I18nText surface below, on config-theme',
  head: 'a list of tag descriptions, not an option object',
  logo: 'a { light, dark } pair of image paths, shown in the entry itself',
  replaceRules:
    'a list of { search, replace } rules, shown in the entry itself',
};

const THEME_EXPAND = [
  'lastUpdated',
  'footer',
  'editLink',
  'llmsUI',
  'locales[]',
] as const;

/** Nested theme objects documented as one entry with a table of item fields, and why. */
const THEME_WHOLE: Record<string, string> = {
  nav: 'item shapes are checked as table rows (ITEM_SHAPES)',
  sidebar: 'item shapes are checked as table rows (ITEM_SHAPES)',
  socialLinks:
    'item shape and icon/mode values are checked as table rows (ITEM_SHAPES, LITERALS)',
};

const FRONTMATTER_EXPAND = ['hero', 'features[]'] as const;

/** Keys the default theme reads from front matter although FrontMatterMeta does not type them. */
const UNTYPED_FRONTMATTER: Record<string, { file: string; pattern: RegExp }> = {
  globalUIComponents: {
    file: 'runtime/App.js',
    pattern:
      /GLOBAL_COMPONENTS_KEY = 'globalUIComponents'[\s\S]*false === frontmatter\[GLOBAL_COMPONENTS_KEY\]/,
  },
};

/** Names read from the types that are deliberately not documented: internal or deprecated only. */
const EXCLUDED: Record<string, string> = {
  'SidebarGroup._fileKey':
    'internal: set by the auto sidebar for hot reload in dev, never written by users',
  'SidebarItem._fileKey':
    'internal: set by the auto sidebar for hot reload in dev, never written by users',
};

// ---------------------------------------------------------------------------------------------
// Which page documents which name. Rule: every name lands on exactly one page; a nested name
// goes where its top-level option goes unless a longer prefix below says otherwise.
// ---------------------------------------------------------------------------------------------

const CONFIG_PAGE: Record<string, Page> = {
  // build- and output-related options
  builderConfig: 'config-build',
  markdown: 'config-build',
  route: 'config-build',
  search: 'config-build',
  ssg: 'config-build',
  llms: 'config-build',
  // the theme and the records it reads
  themeConfig: 'config-theme',
  'locales[]': 'config-theme',
};
const DEFAULT_CONFIG_PAGE: Page = 'config-basic';

function pageOfConfigName(name: string): Page {
  const prefixes = Object.keys(CONFIG_PAGE)
    .filter((prefix) => name === prefix || name.startsWith(`${prefix}.`))
    .sort((a, b) => b.length - a.length);
  return prefixes.length > 0 ? CONFIG_PAGE[prefixes[0]] : DEFAULT_CONFIG_PAGE;
}

const configType = surface.exported('Config');
const themeType = surface.exported('Theme');

const configNames = enumerateNames(checker, configType, {
  expand: CONFIG_EXPAND,
});
const themeNames = enumerateNames(checker, themeType, {
  prefix: 'themeConfig',
  expand: THEME_EXPAND,
});
const frontmatterNames = [
  ...enumerateNames(checker, surface.exported('FrontMatter'), {
    expand: FRONTMATTER_EXPAND,
  }),
  ...Object.keys(UNTYPED_FRONTMATTER),
];
const uiTextNames = propertyNames(checker, surface.exported('UiTexts'));

const expected: Record<Page, string[]> = {
  'config-basic': [],
  'config-build': [],
  'config-theme': [],
  'config-frontmatter': frontmatterNames,
};
for (const name of configNames) expected[pageOfConfigName(name)].push(name);
expected['config-theme'].push(...themeNames, ...uiTextNames);
for (const page of PAGES)
  expected[page] = expected[page].filter((name) => !(name in EXCLUDED));

// ---------------------------------------------------------------------------------------------
// Shapes documented as tables: the first column of some table on the page lists every field.
// ---------------------------------------------------------------------------------------------

const ITEM_SHAPES: { page: Page; type: string }[] = [
  { page: 'config-theme', type: 'NavItemWithLink' },
  { page: 'config-theme', type: 'NavItemWithChildren' },
  { page: 'config-theme', type: 'NavItemWithLinkAndChildren' },
  { page: 'config-theme', type: 'SidebarGroup' },
  { page: 'config-theme', type: 'SidebarItem' },
  { page: 'config-theme', type: 'SidebarDivider' },
  { page: 'config-theme', type: 'SidebarSectionHeader' },
  { page: 'config-theme', type: 'SocialLink' },
];
const shapeFields = ({ type }: { type: string }) =>
  propertyNames(checker, surface.exported(type)).map(
    (field) => `${type}.${field}`,
  );

/** String-literal unions whose every value is a table row on the page. */
const LITERALS: {
  page: Page;
  label: string;
  type: () => import('typescript').Type;
}[] = [
  {
    page: 'config-theme',
    label: 'socialLinks icon',
    type: () => propertyType(checker, surface.exported('SocialLink'), 'icon'),
  },
  {
    page: 'config-theme',
    label: 'socialLinks mode',
    type: () => propertyType(checker, surface.exported('SocialLink'), 'mode'),
  },
  {
    page: 'config-frontmatter',
    label: 'pageType',
    type: () =>
      propertyType(checker, surface.exported('FrontMatter'), 'pageType'),
  },
];

function tableFirstCells(lang: Lang, relativeFile: string): Set<string> {
  const tree: Root = readDoc(lang, relativeFile).tree;
  const cells = new Set<string>();
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'table') {
        for (const row of (node as Table).children.slice(1)) {
          for (const child of row.children[0]?.children ?? []) {
            if (child.type === 'inlineCode')
              cells.add(child.value.replace(/^'(.*)'$/, '$1'));
          }
        }
      } else if ('children' in node) {
        visit(node.children as RootContent[]);
      }
    }
  };
  visit(tree.children);
  return cells;
}

/** Plain text of the section under the heading named `name` (up to the next heading). */
function sectionText(lang: Lang, relativeFile: string, name: string): string {
  const { tree } = readDoc(lang, relativeFile);
  const plain = (node: RootContent): string => {
    if (
      node.type === 'text' ||
      node.type === 'inlineCode' ||
      node.type === 'code'
    )
      return node.value;
    if ('children' in node)
      return (node.children as RootContent[]).map(plain).join(' ');
    return '';
  };
  const nodes = tree.children;
  const start = nodes.findIndex(
    (node) =>
      node.type === 'heading' &&
      plain(node)
        .replace(/\s*\{#[^}]+\}\s*$/, '')
        .trim() === name,
  );
  if (start < 0) return '';
  const end = nodes.findIndex(
    (node, index) => index > start && node.type === 'heading',
  );
  return nodes
    .slice(start + 1, end < 0 ? undefined : end)
    .map(plain)
    .join('\n');
}

const coreDist = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('@rspress/core/package.json'),
  ),
  'dist',
);

describe('config reference coverage', () => {
  it('knows about every nested option object of UserConfig and the theme config', () => {
    const rspressDeclared = /@rspress[\\/]shared[\\/]/;
    const undecided = (names: string[], decided: readonly string[]) =>
      names.filter(
        (name) =>
          !decided.some(
            (path) =>
              path === name ||
              path.startsWith(`${name}.`) ||
              path.startsWith(`${name}[]`),
          ),
      );
    expect(
      undecided(nestedObjectProperties(checker, configType, rspressDeclared), [
        ...CONFIG_EXPAND,
        ...Object.keys(CONFIG_WHOLE),
      ]),
      'new nested UserConfig objects: add them to CONFIG_EXPAND or CONFIG_WHOLE',
    ).toEqual([]);
    expect(
      undecided(nestedObjectProperties(checker, themeType, rspressDeclared), [
        ...THEME_EXPAND,
        ...Object.keys(THEME_WHOLE),
      ]),
      'new nested theme objects: add them to THEME_EXPAND or THEME_WHOLE',
    ).toEqual([]);
  });

  it('assigns every UserConfig key to exactly one page', () => {
    const placement = Object.fromEntries(
      propertyNames(checker, configType).map((name) => [
        name,
        pageOfConfigName(name),
      ]),
    );
    console.log(
      `[coverage] UserConfig key → page: ${JSON.stringify(placement)}`,
    );
    // every prefix in the mapping names a real option, so a renamed option cannot hide here
    for (const prefix of Object.keys(CONFIG_PAGE)) {
      expect(
        configNames.some(
          (name) => name === prefix || name.startsWith(`${prefix}.`),
        ),
        prefix,
      ).toBe(true);
    }
  });

  for (const lang of LANGS) {
    it(`${lang}: documents each config name on its own page and on no other config page`, () => {
      const configPages: Page[] = [
        'config-basic',
        'config-build',
        'config-theme',
      ];
      const headings = Object.fromEntries(
        configPages.map((page) => [page, documentedNames(lang, fileOf(page))]),
      );
      const misplaced = configPages.flatMap((page) =>
        expected[page]
          .filter((name) => !uiTextNames.includes(name))
          .flatMap((name) =>
            configPages
              .filter((other) => other !== page && headings[other].has(name))
              .map((other) => `${name} (belongs to ${page}, also on ${other})`),
          ),
      );
      expect(misplaced).toEqual([]);
    });
  }

  it('the theme locale record is LocaleConfig from @rspress/shared', () => {
    const record = typeAtPath(checker, themeType, 'locales[]');
    expect(propertyNames(checker, record)).toEqual(
      propertyNames(checker, surface.exported('LocaleRecord')),
    );
  });

  it('the untyped front matter keys are really read by the theme runtime', () => {
    for (const [name, { file, pattern }] of Object.entries(
      UNTYPED_FRONTMATTER,
    )) {
      expect(readFileSync(path.join(coreDist, file), 'utf8'), name).toMatch(
        pattern,
      );
    }
  });

  it('excludes only names that still exist', () => {
    const all = new Set([
      ...configNames,
      ...themeNames,
      ...frontmatterNames,
      ...uiTextNames,
      ...ITEM_SHAPES.flatMap(shapeFields),
    ]);
    expect(Object.keys(EXCLUDED).filter((name) => !all.has(name))).toEqual([]);
    console.log(
      `[coverage] excluded: ${Object.entries(EXCLUDED)
        .map(([name, why]) => `${name} (${why})`)
        .join('; ')}`,
    );
  });

  for (const page of PAGES) {
    for (const lang of LANGS) {
      it(`${lang}: every name assigned to ${page} is a heading there`, () => {
        const documented = documentedNames(lang, fileOf(page));
        const missing = expected[page].filter((name) => !documented.has(name));
        console.log(
          `[coverage] ${lang} ${page}: ${expected[page].length - missing.length}/${expected[page].length} names documented`,
        );
        expect(
          missing,
          `not documented on docs/${lang}/${fileOf(page)}`,
        ).toEqual([]);
      });
    }
  }

  for (const lang of LANGS) {
    it(`${lang}: nav, sidebar and social-link item fields are table rows on config-theme`, () => {
      for (const shape of ITEM_SHAPES) {
        const cells = tableFirstCells(lang, fileOf(shape.page));
        const missing = shapeFields(shape)
          .filter((name) => !(name in EXCLUDED))
          .filter((name) => !cells.has(name.slice(shape.type.length + 1)));
        expect(
          missing,
          `item fields missing from the tables of ${shape.page}`,
        ).toEqual([]);
      }
    });

    it(`${lang}: every value of the documented string unions is a table row`, () => {
      for (const { page, label, type } of LITERALS) {
        const cells = tableFirstCells(lang, fileOf(page));
        const values = stringLiterals(type());
        expect(values.length, label).toBeGreaterThan(1);
        expect(
          values.filter((value) => !cells.has(value)),
          `${label} values missing from the tables of ${page}`,
        ).toEqual([]);
      }
    });

    it(`${lang}: each UI text entry shows the built-in English default`, async () => {
      // The theme's built-in texts, straight from the compiled module.
      const { DEFAULT_I18N_TEXT } =
        (await import('@rspress/core/dist/node/runtimeModule/DEFAULT_I18N_TEXT.js')) as {
          DEFAULT_I18N_TEXT: Record<string, { en: string; zh: string }>;
        };
      expect(Object.keys(DEFAULT_I18N_TEXT).sort()).toEqual(
        [...uiTextNames].sort(),
      );
      const wrong = uiTextNames.filter(
        (key) =>
          !sectionText(lang, fileOf('config-theme'), key).includes(
            DEFAULT_I18N_TEXT[key].en,
          ),
      );
      expect(
        wrong,
        'UI text entries without their built-in English text',
      ).toEqual([]);
    });
  }
});
