import { describe, expect, it, vi } from 'vitest';
import { sectionSidebarLoader } from './runtime/section-sidebars';
import { splitSectionSidebars } from './section-sidebars';

const guide = [{ text: 'Start', link: '/guide/start.html' }];
const api = [{ text: 'Config', link: '/api/config.html' }];
const apiAsBuilt = [{ text: 'Config', link: '/api/config.html', _fileKey: 'en/api/config' }];
const zhGuide = [{ text: '开始', link: '/zh/guide/start.html' }];

describe('splitSectionSidebars', () => {
  const siteData = {
    title: 'Site',
    themeConfig: {
      nav: [],
      locales: [
        { lang: 'en', label: 'English', sidebar: { '/guide': guide, '/api': apiAsBuilt } },
        { lang: 'zh', label: '简体中文', sidebar: { '/zh/guide': zhGuide } },
      ],
    },
  };
  const code = splitSectionSidebars(`export default ${JSON.stringify(siteData, null, 2)}`);

  it('empties every sidebar in the site data and keeps everything else', () => {
    const data = JSON.parse(/^const siteData = (.*);$/m.exec(code)![1]);
    expect(data.themeConfig.locales.map((locale: { sidebar: object }) => locale.sidebar)).toEqual([{}, {}]);
    expect({ ...data, themeConfig: { ...data.themeConfig, locales: [] } }).toEqual({ ...siteData, themeConfig: { nav: [], locales: [] } });
    expect(code).toMatch(/export default siteData;/);
  });

  it('gives each section of each language a dynamic import of its own sidebar, without the build-only file keys', () => {
    const imports = [...code.matchAll(/"([^"]+)": \(\) => import\(\/\* webpackChunkName: "sidebar-\w+-\d+" \*\/ "data:application\/json,([^"]+)"\)/g)].map(([, key, data]) => [key, JSON.parse(decodeURIComponent(data))]);
    expect(imports).toEqual([
      ['/guide', guide],
      ['/api', api],
      ['/zh/guide', zhGuide],
    ]);
    expect(code).toMatch(/export const sidebarSections = \{\n"en": \{/);
  });

  it('fails loudly when Rspress changes the module’s shape', () => {
    expect(() => splitSectionSidebars('export const siteData = {}')).toThrow(/shape of virtual-site-data changed/);
  });
});

describe('sectionSidebarLoader', () => {
  function setup() {
    const themeConfig = {
      locales: [
        { lang: 'en', sidebar: {} as Record<string, unknown[]> },
        { lang: 'zh', sidebar: {} as Record<string, unknown[]> },
      ],
    };
    const loaders = {
      en: { '/guide': vi.fn(async () => ({ default: guide })), '/guide/advanced': vi.fn(async () => ({ default: api })) },
      zh: { '/zh/guide': vi.fn(async () => ({ default: zhGuide })) },
    };
    const page = (path: string, lang: string) => ({ path, lang, preload: vi.fn(async () => ({ default: path })) });
    const routes = sectionSidebarLoader(themeConfig, loaders)([page('/guide/start', 'en'), page('/guide/advanced/ssg', 'en'), page('/zh/guide/start', 'zh'), page('/', 'en')]);
    return { themeConfig, loaders, routes };
  }

  it('loads the section’s sidebar with the page and returns the page module', async () => {
    const { themeConfig, loaders, routes } = setup();
    await expect(routes[0].preload()).resolves.toEqual({ default: '/guide/start' });
    expect(themeConfig.locales[0].sidebar).toEqual({ '/guide': guide });
    expect(loaders.en['/guide/advanced']).not.toHaveBeenCalled();
    await routes[2].preload();
    expect(themeConfig.locales[1].sidebar).toEqual({ '/zh/guide': zhGuide });
  });

  it('picks the longest matching key, as the theme does', async () => {
    const { themeConfig, routes } = setup();
    await routes[1].preload();
    expect(Object.keys(themeConfig.locales[0].sidebar)).toEqual(['/guide/advanced']);
  });

  it('loads a section once, with a new sidebar object each time one arrives', async () => {
    const { themeConfig, loaders, routes } = setup();
    await routes[0].preload();
    const first = themeConfig.locales[0].sidebar;
    await routes[0].preload();
    await routes[1].preload();
    expect(loaders.en['/guide']).toHaveBeenCalledTimes(1);
    expect(themeConfig.locales[0].sidebar).not.toBe(first);
    expect(Object.keys(themeConfig.locales[0].sidebar).sort()).toEqual(['/guide', '/guide/advanced']);
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
    await expect(routes[0].preload()).resolves.toEqual({ default: '/guide/start' });
    expect(loaders.en['/guide']).toHaveBeenCalledTimes(2);
  });

  it('uses the theme config’s own sidebar on a site without locales', async () => {
    const themeConfig = { sidebar: {} as Record<string, unknown[]> };
    const [route] = sectionSidebarLoader(themeConfig, { '': { '/guide': async () => ({ default: guide }) } })([{ path: '/guide/start', lang: '', preload: async () => 'page' }]);
    await route.preload();
    expect(themeConfig.sidebar).toEqual({ '/guide': guide });
  });
});
