/**
 * Auto-generated nav and sidebar (/guide/basic/auto-nav-sidebar): `_nav.json` and `_meta.json`
 * shape what the built pages show, per language folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixture, useFixtureBuild } from '../support/fixture-site';

/** The HTML of the sidebar column of a built page. */
function sidebarOf(html: string): string {
  const start = html.indexOf('rp-doc-layout__sidebar');
  return html.slice(start, html.indexOf('rp-doc-layout__doc', start));
}

/** Visible texts of the sidebar, in order. */
function sidebarTexts(html: string): string[] {
  return [...sidebarOf(html).matchAll(/<span[^>]*>([^<]+)<\/span>/g)]
    .map((match) => match[1].trim())
    .filter(Boolean);
}

describe('_meta.json and _nav.json in each language folder', () => {
  const build = useFixtureBuild('guide-nav-sidebar');

  it('orders the sidebar as _meta.json lists it and resolves labels: meta label > front matter title > first # heading > file name', () => {
    expect(sidebarTexts(build().read('guide/from-heading.html'))).toEqual([
      'Guide overview',
      'Label from _meta.json',
      'Title from front matter',
      'Title from the first heading',
      'from-file-name',
      'A plain section header',
      'Basics group',
      'Basics intro',
      'Basics setup',
      'Reference header',
      'Reference one',
      'Reference two',
      'index',
      'Untitled page',
      'External custom link',
      'Internal custom link',
      'Custom link group',
      'Nested custom link',
    ]);
  });

  it('names a dir group after its index page, which falls back to the file name index', () => {
    const sidebar = sidebarOf(build().read('guide/untitled/page.html'));
    expect(sidebar).toMatch(
      /href="\/guide\/untitled\/index\.html"[^]*?<span[^>]*>index<\/span>/,
    );
    expect(sidebar).not.toMatch(/>untitled</);
  });

  it('quietly leaves out a name written with its extension when no such page exists', () => {
    const meta = JSON.parse(
      readFileSync(
        path.resolve(
          'tests/fixtures/guide-nav-sidebar/docs/en/guide/_meta.json',
        ),
        'utf8',
      ),
    ) as unknown[];
    expect(meta).toContain('ghost.md');
    expect(build().output).not.toMatch(/ghost/);
    expect(sidebarOf(build().read('guide/index.html'))).not.toMatch(/ghost/i);
  });

  it('translates a label that is an i18nSource key, per language', () => {
    expect(sidebarTexts(build().read('zh/guide/from-heading.html'))).toContain(
      '基础分组',
    );
    expect(build().read('guide/index.html')).toContain('Guide (translated)');
    expect(build().read('zh/guide/index.html')).toContain('指南（已翻译）');
  });

  it('drops a dir whose only file is excluded, and draws dividers and section headers', () => {
    const sidebar = sidebarOf(build().read('guide/index.html'));
    expect(sidebar).not.toMatch(/empty|_hidden|Hidden draft/);
    expect(sidebar).toContain('rp-sidebar-divider--dashed');
    expect(sidebar).toContain('rp-sidebar-section-header');
  });

  it('prefixes internal links of the zh folder with /zh and opens external custom links in a new tab', () => {
    const sidebar = sidebarOf(build().read('zh/guide/index.html'));
    const links = [...sidebar.matchAll(/href="([^"]*)"/g)].map(
      (match) => match[1],
    );
    expect(links).toEqual([
      '/zh/guide/index.html',
      '/zh/guide/labelled.html',
      '/zh/guide/from-front-matter.html',
      '/zh/guide/from-heading.html',
      '/zh/guide/from-file-name.html',
      '/zh/guide/basics/intro.html',
      '/zh/guide/basics/setup.html',
      '/zh/guide/reference/one.html',
      '/zh/guide/reference/two.html',
      'https://example.com/',
      '/zh/guide/from-heading.html',
      '/zh/guide/labelled.html',
    ]);
    expect(sidebar).toMatch(
      /href="https:\/\/example\.com\/" target="_blank" rel="noopener noreferrer"/,
    );
  });

  it('builds the top nav from _nav.json, with the language prefix added to internal links', () => {
    const header = (file: string) =>
      build()
        .read(file)
        .slice(0, build().read(file).indexOf('rp-doc-layout__sidebar'));
    expect(header('guide/index.html')).toMatch(
      /href="\/guide\/index\.html"[^>]*>(?:<[^>]+>)*Guide \(translated\)/,
    );
    expect(header('zh/guide/index.html')).toMatch(
      /href="\/zh\/guide\/index\.html"[^>]*>(?:<[^>]+>)*指南（已翻译）/,
    );
    expect(header('guide/index.html')).toContain(
      'https://example.com/changelog',
    );
  });
});

describe('mistakes in _meta.json stop the build', () => {
  it('a root _meta.json holding nav items (the 1.x layout) aborts with a rename hint', () => {
    const build = buildFixture('guide-nav-in-meta');
    expect(build.status).toBe(1);
    expect(build.output).toContain(
      'Please rename the top level `_meta.json` to `_nav.json`',
    );
  }, 180_000);

  it('a folder named as a bare string is looked up as a file and fails with "Missing page file"', () => {
    const build = buildFixture('guide-dir-as-string');
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(
      /\[auto-nav-sidebar\] Missing page file: "[^"]*guide-dir-as-string\/docs\/guide"/,
    );
  }, 180_000);
});

describe('accordion sidebar (#accordion): what the installed theme offers', () => {
  const coreRoot = path.dirname(
    createRequire(import.meta.url).resolve('@rspress/core/package.json'),
  );
  const read = (file: string) =>
    readFileSync(path.join(coreRoot, 'dist', file), 'utf8');

  it('has no accordion option: a sidebar group only knows collapsible and collapsed', () => {
    const sharedEntry = createRequire(
      path.join(coreRoot, 'package.json'),
    ).resolve('@rspress/shared');
    expect(readFileSync(sharedEntry, 'utf8')).not.toMatch(/accordion/i);
    const types = readFileSync(
      path.join(path.dirname(sharedEntry), 'index.d.ts'),
      'utf8',
    );
    const group = /export declare interface SidebarGroup \{([\s\S]*?)\n\}/.exec(
      types,
    )?.[1];
    expect(group).toContain('collapsible?: boolean;');
    expect(group).toContain('collapsed?: boolean;');
    expect(types).not.toMatch(/accordion/i);
  });

  it('builds the default Sidebar from useSidebarDynamic and SidebarList, both exported', () => {
    expect(read('theme/components/Sidebar/index.js')).toMatch(
      /const \[sidebarData, setSidebarData\] = useSidebarDynamic\(\);\s*return \/\*#__PURE__\*\/ jsx\(SidebarList, \{\s*sidebarData: sidebarData,\s*setSidebarData: setSidebarData/,
    );
    expect(read('theme/index.d.ts')).toContain(
      "export { Sidebar, SidebarList } from './components/Sidebar/index.js';",
    );
    expect(read('runtime/index.d.ts')).toMatch(/useSidebarDynamic/);
    // The doc layout takes Sidebar from the theme alias, so an override replaces it.
    expect(read('theme/layout/DocLayout/index.js')).toMatch(
      /import \{[^}]*\bSidebar\b[^}]*\} from "@rspress\/core\/theme";/,
    );
  });

  it('toggles a group by flipping collapsed on the shared group object, and opens the current page’s group on navigation', () => {
    const group = read('theme/components/Sidebar/SidebarGroup.js');
    expect(group).toContain(
      'const newSidebarData = [\n                ...sidebarData\n            ];',
    );
    expect(group).toContain(
      "if ('items' in current) current.collapsed = !current.collapsed;",
    );
    expect(read('runtime/hooks/useSidebar.js')).toContain(
      'if (match(item)) item.collapsed = false;',
    );
  });
});

describe('_nav.json items (#nav-json): the installed NavItem types', () => {
  const sharedTypes = () => {
    const coreRoot = path.dirname(
      createRequire(import.meta.url).resolve('@rspress/core/package.json'),
    );
    const entry = createRequire(path.join(coreRoot, 'package.json')).resolve(
      '@rspress/shared',
    );
    return readFileSync(
      path.join(path.dirname(entry), 'index.d.ts'),
      'utf8',
    ).replace(/\r\n/g, '\n');
  };
  const body = (types: string, head: RegExp) =>
    new RegExp(`${head.source}([\\s\\S]*?)\\n\\}`).exec(types)?.[1] ?? '';

  it('a nav entry with items is a dropdown; tag and icon are strings, download a boolean, rel and lang strings', () => {
    const types = sharedTypes();
    const children = body(
      types,
      /export declare interface NavItemWithChildren \{/,
    );
    expect(children).toContain('items: NavItem[];');
    const link = body(types, /export declare type NavItemWithLink = \{/);
    for (const field of [
      'tag?: string;',
      'icon?: string;',
      'download?: boolean;',
      'rel?: string;',
      'lang?: string;',
      'activeMatch?: string;',
      "position?: 'left' | 'right';",
    ])
      expect(link).toContain(field);
  });
});

describe('sidebar group state (#accordion)', () => {
  it('keeps group state in memory: no sidebar component or hook reads or writes storage', () => {
    const coreRoot = path.dirname(
      createRequire(import.meta.url).resolve('@rspress/core/package.json'),
    );
    const dir = path.join(coreRoot, 'dist/theme/components/Sidebar');
    const files = readdirSync(dir).filter((name) => name.endsWith('.js'));
    expect(files).toContain('SidebarGroup.js');
    for (const file of [
      ...files.map((name) => path.join(dir, name)),
      path.join(coreRoot, 'dist/runtime/hooks/useSidebar.js'),
    ])
      expect(readFileSync(file, 'utf8')).not.toMatch(
        /localStorage|sessionStorage|useStorageValue|document\.cookie/,
      );
    // The initial state comes from the normalized config values.
    expect(
      readFileSync(
        path.join(
          coreRoot,
          'dist/node/runtimeModule/siteData/normalizeThemeConfig.js',
        ),
        'utf8',
      ),
    ).toContain('collapsed: item.collapsed ?? false,');
  });
});
