import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { withGroupItems } from './runtime/collapsed-group';
import {
  groupsNeededBy,
  loadGroupItems,
  type SidebarNode,
  sectionSidebarLoader,
} from './runtime/section-sidebars';
import {
  patchSidebarGroup,
  splitSectionSidebars,
  takeOutCollapsedGroups,
} from './section-sidebars';

const require = createRequire(import.meta.url);

const guide = [{ text: 'Start', link: '/guide/start.html' }];
const api = [{ text: 'Config', link: '/api/config.html' }];
const apiAsBuilt = [
  { text: 'Config', link: '/api/config.html', _fileKey: 'en/api/config' },
];
const zhGuide = [{ text: '开始', link: '/zh/guide/start.html' }];

describe('splitSectionSidebars', () => {
  const siteData = {
    title: 'Site',
    themeConfig: {
      nav: [],
      locales: [
        {
          lang: 'en',
          label: 'English',
          sidebar: { '/guide': guide, '/api': apiAsBuilt },
        },
        { lang: 'zh', label: '简体中文', sidebar: { '/zh/guide': zhGuide } },
      ],
    },
  };
  const code = splitSectionSidebars(
    `export default ${JSON.stringify(siteData, null, 2)}`,
  );

  it('empties every sidebar in the site data and keeps everything else', () => {
    const data = JSON.parse(/^const siteData = (.*);$/m.exec(code)![1]);
    expect(
      data.themeConfig.locales.map(
        (locale: { sidebar: object }) => locale.sidebar,
      ),
    ).toEqual([{}, {}]);
    expect({
      ...data,
      themeConfig: { ...data.themeConfig, locales: [] },
    }).toEqual({ ...siteData, themeConfig: { nav: [], locales: [] } });
    expect(code).toMatch(/export default siteData;/);
  });

  it('gives each section of each language a dynamic import of its own sidebar, without the build-only file keys', () => {
    const imports = [
      ...code.matchAll(
        /"([^"]+)": \(\) => import\(\/\* webpackChunkName: "sidebar-\w+-\d+" \*\/ "data:application\/json,([^"]+)"\)/g,
      ),
    ].map(([, key, data]) => [key, JSON.parse(decodeURIComponent(data))]);
    expect(imports).toEqual([
      ['/guide', guide],
      ['/api', api],
      ['/zh/guide', zhGuide],
    ]);
    expect(code).toMatch(/export const sidebarSections = \{\n"en": \{/);
  });

  it('fails loudly when Rspress changes the module’s shape', () => {
    expect(() => splitSectionSidebars('export const siteData = {}')).toThrow(
      /shape of virtual-site-data changed/,
    );
  });
});

describe('sectionSidebarLoader', () => {
  function setup() {
    const themeConfig = {
      locales: [
        { lang: 'en', sidebar: {} as Record<string, SidebarNode[]> },
        { lang: 'zh', sidebar: {} as Record<string, SidebarNode[]> },
      ],
    };
    const loaders = {
      en: {
        '/guide': vi.fn(async () => ({ default: guide })),
        '/guide/advanced': vi.fn(async () => ({ default: api })),
      },
      zh: { '/zh/guide': vi.fn(async () => ({ default: zhGuide })) },
    };
    const page = (path: string, lang: string) => ({
      path,
      lang,
      preload: vi.fn(async () => ({ default: path })),
    });
    const routes = sectionSidebarLoader(
      themeConfig,
      loaders,
    )([
      page('/guide/start', 'en'),
      page('/guide/advanced/ssg', 'en'),
      page('/zh/guide/start', 'zh'),
      page('/', 'en'),
    ]);
    return { themeConfig, loaders, routes };
  }

  it('loads the section’s sidebar with the page and returns the page module', async () => {
    const { themeConfig, loaders, routes } = setup();
    await expect(routes[0].preload()).resolves.toEqual({
      default: '/guide/start',
    });
    expect(themeConfig.locales[0].sidebar).toEqual({ '/guide': guide });
    expect(loaders.en['/guide/advanced']).not.toHaveBeenCalled();
    await routes[2].preload();
    expect(themeConfig.locales[1].sidebar).toEqual({ '/zh/guide': zhGuide });
  });

  it('picks the longest matching key, as the theme does', async () => {
    const { themeConfig, routes } = setup();
    await routes[1].preload();
    expect(Object.keys(themeConfig.locales[0].sidebar)).toEqual([
      '/guide/advanced',
    ]);
  });

  it('loads a section once, with a new sidebar object each time one arrives', async () => {
    const { themeConfig, loaders, routes } = setup();
    await routes[0].preload();
    const first = themeConfig.locales[0].sidebar;
    await routes[0].preload();
    await routes[1].preload();
    expect(loaders.en['/guide']).toHaveBeenCalledTimes(1);
    expect(themeConfig.locales[0].sidebar).not.toBe(first);
    expect(Object.keys(themeConfig.locales[0].sidebar).sort()).toEqual([
      '/guide',
      '/guide/advanced',
    ]);
  });

  it('loads nothing for a page outside every section', async () => {
    const { themeConfig, routes } = setup();
    await routes[3].preload();
    expect(themeConfig.locales[0].sidebar).toEqual({});
  });

  it('tries again after a failed load', async () => {
    const { loaders, routes } = setup();
    loaders.en['/guide'].mockRejectedValueOnce(new Error('offline'));
    await expect(routes[0].preload()).rejects.toThrow('offline');
    await expect(routes[0].preload()).resolves.toEqual({
      default: '/guide/start',
    });
    expect(loaders.en['/guide']).toHaveBeenCalledTimes(2);
  });

  it('uses the theme config’s own sidebar on a site without locales', async () => {
    const themeConfig = { sidebar: {} as Record<string, SidebarNode[]> };
    const [route] = sectionSidebarLoader(themeConfig, {
      '': { '/guide': async () => ({ default: guide }) },
    })([{ path: '/guide/start', lang: '', preload: async () => 'page' }]);
    await route.preload();
    expect(themeConfig.sidebar).toEqual({ '/guide': guide });
  });
});

/** A section with two collapsed groups between plain pages, as the synthetic scale site has. */
function collapsedSection(): SidebarNode[] {
  return [
    { text: 'Intro', link: '/guide/intro.html' } as SidebarNode,
    {
      text: 'Recipes',
      collapsed: true,
      items: [
        { link: '/guide/recipes/a.html' },
        { link: '/guide/recipes/b.html' },
      ],
    } as SidebarNode,
    {
      text: 'Patterns',
      collapsed: true,
      link: '/guide/patterns/',
      items: [{ link: '/guide/patterns/c.html' }],
    } as SidebarNode,
    {
      text: 'Open',
      collapsed: false,
      items: [{ link: '/guide/open/d.html' }],
    } as SidebarNode,
    {
      text: 'Mixed',
      collapsed: true,
      items: [{ link: '/guide/x.html' }, { link: 'https://example.com/' }],
    } as SidebarNode,
  ];
}

describe('collapsed groups', () => {
  it('takes out the items of collapsed groups whose links share a directory, and marks the group', () => {
    const section = collapsedSection();
    const taken = takeOutCollapsedGroups(section);
    expect(taken).toEqual([
      [{ link: '/guide/recipes/a.html' }, { link: '/guide/recipes/b.html' }],
      [{ link: '/guide/patterns/c.html' }],
    ]);
    expect(section[1]).toMatchObject({
      items: [],
      _lazyItems: 0,
      _linkPrefix: '/guide/recipes/',
    });
    expect(section[2]).toMatchObject({
      items: [],
      _lazyItems: 1,
      _linkPrefix: '/guide/patterns/',
      link: '/guide/patterns/',
    });
    // Open groups, and groups with a link outside the site, keep their items.
    expect(section[3].items).toHaveLength(1);
    expect(section[4].items).toHaveLength(2);
  });

  it('gives a section with collapsed groups a JavaScript module that loads each group’s items', () => {
    const code = splitSectionSidebars(
      `export default ${JSON.stringify({ themeConfig: { sidebar: { '/guide': collapsedSection() } } })}`,
    );
    const source = decodeURIComponent(
      /"data:text\/javascript,([^"]+)"/.exec(code)![1],
    );
    expect(source).toMatch(/^export default \[/);
    expect(source).toContain('webpackChunkName: "sidebar-site-0-1"');
    expect(source).toContain('"_linkPrefix":"/guide/recipes/"');
  });

  it('needs the group a page is in and the groups right before and after it; every group on an overview page', () => {
    const section = collapsedSection();
    takeOutCollapsedGroups(section);
    const [recipes, patterns] = [section[1], section[2]];
    // Intro is followed by Recipes: its next link is Recipes' first page.
    expect(groupsNeededBy(section, '/guide/intro')).toEqual([recipes]);
    expect(groupsNeededBy(section, '/guide/recipes/b')).toEqual([recipes]);
    // Patterns' own link comes between the two groups.
    expect(groupsNeededBy(section, '/guide/patterns/')).toEqual([
      recipes,
      patterns,
    ]);
    expect(groupsNeededBy(section, '/guide/open/d')).toEqual([patterns]);
    expect(groupsNeededBy(section, '/guide/x')).toEqual([]);
    expect(groupsNeededBy(section, '/guide/x', true)).toEqual([
      recipes,
      patterns,
    ]);
  });

  it('finds the group of a page whose folder has capitals, and the first group for a page the sidebar does not list', () => {
    const section = [
      {
        text: 'FAQ',
        collapsed: true,
        items: [{ link: '/guide/FAQ/a.html' }, { link: '/guide/FAQ/b.html' }],
      },
      {
        text: 'More',
        collapsed: true,
        items: [{ link: '/guide/more/c.html' }],
      },
    ] as unknown as SidebarNode[];
    takeOutCollapsedGroups(section);
    expect(groupsNeededBy(section, '/guide/FAQ/b')).toEqual([
      section[0],
      section[1],
    ]);
    // The theme gives an unlisted page the sidebar's first page as its next page.
    expect(groupsNeededBy(section, '/guide/unlisted')).toEqual([section[0]]);
  });

  it('loads the groups a page needs with its preload, and the rest when the reader opens them', async () => {
    const themeConfig = { sidebar: {} as Record<string, SidebarNode[]> };
    const section = collapsedSection();
    const groups = takeOutCollapsedGroups(section).map((items) =>
      vi.fn(async () => ({ default: items })),
    );
    const [intro, overview] = sectionSidebarLoader(themeConfig, {
      '': { '/guide': async () => ({ default: section, groups }) },
    })([
      {
        path: '/guide/intro',
        lang: '',
        preload: async () => ({ default: {} }),
      },
      {
        path: '/guide/x',
        lang: '',
        preload: async () => ({
          default: {
            __RSPRESS_PAGE_META: { 'guide/x.mdx': { overviewPages: [] } },
          },
        }),
      },
    ]);
    await intro.preload();
    expect(themeConfig.sidebar['/guide'][1].items).toHaveLength(2);
    expect(themeConfig.sidebar['/guide'][2].items).toEqual([]);
    expect(groups[1]).not.toHaveBeenCalled();
    await expect(
      loadGroupItems(themeConfig.sidebar['/guide'][2]),
    ).resolves.toEqual([{ link: '/guide/patterns/c.html' }]);
    expect(themeConfig.sidebar['/guide'][2].items).toHaveLength(1);
    await overview.preload();
    expect(groups[0]).toHaveBeenCalledTimes(1);
    expect(groups[1]).toHaveBeenCalledTimes(1);
  });

  it('puts loaded items into the reader’s sidebar state at the group’s position', () => {
    const data = [
      { items: [{ items: [] }, { items: [] as SidebarNode[] }] },
    ] as SidebarNode[];
    const next = withGroupItems(data, '0-1', [{ link: '/a' }]);
    expect(next).not.toBe(data);
    expect(next[0].items![1].items).toEqual([{ link: '/a' }]);
  });

  it('patches the theme’s SidebarGroup, and fails the build when its code changed shape', () => {
    const original = readFileSync(
      require.resolve('@rspress/core/dist/theme/components/Sidebar/SidebarGroup.js'),
      'utf8',
    );
    const patched = patchSidebarGroup(original, '/runtime/collapsed-group.ts');
    expect(patched).toContain(
      'import { useCollapsedGroupItems } from "/runtime/collapsed-group.ts";',
    );
    expect(patched).toContain('children: rendersItems && item.items?.map(');
    expect(() =>
      patchSidebarGroup('export const SidebarGroup = () => null;', '/x'),
    ).toThrow(/SidebarGroup changed/);
  });
});
