/**
 * AI and agents (/guide/advanced/ai-and-agents): how the built-in `llms` option fills llms.txt
 * (summaries, sections, links), what the copy and "Open in" controls do, and when the hint for
 * agents is written. The build of tests/fixtures/guide-ssg-md (guide-ssg-md.test.ts) proves the
 * files themselves; the tests here call the installed modules that write them, with a stand-in
 * route service, so each rule is checked on its own without another site build.
 */
// cspell:ignore renderable
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { coreFile } from '../../framework/internals';
import { installedCoreModule } from '../support/installed-core';

interface RouteMeta {
  routePath: string;
  pureRoutePath: string;
  lang: string;
  version: string;
  absolutePath: string;
}

interface PageInfo {
  title: string;
  description?: string;
  frontmatter: Record<string, unknown>;
}

type GenerateLlmsTxt = (...args: unknown[]) => Promise<string>;

/** A route service with just what the llms.txt writers ask of it. */
function routeServiceOf(pages: Array<RouteMeta & PageInfo>) {
  const byPath = new Map(pages.map((page) => [page.routePath, page]));
  return {
    getRoutes: () => pages,
    getDefaultLang: () => 'en',
    getLangs: () => [...new Set(pages.map((page) => page.lang))],
    getDefaultVersion: () => '',
    getVersions: () => [],
    getDocsDir: () => '/docs',
    getRoutePageByRoutePath: (routePath: string) => {
      const page = byPath.get(routePath)!;
      return {
        routeMeta: page,
        pageIndexInfo: {
          title: page.title,
          description: page.description,
          frontmatter: page.frontmatter,
        },
      };
    },
  };
}

const page = (
  routePath: string,
  title: string,
  extra: Partial<RouteMeta & PageInfo> = {},
): RouteMeta & PageInfo => ({
  routePath,
  pureRoutePath: routePath.replace(/^\/zh(?=\/)/, ''),
  lang: routePath.startsWith('/zh/') ? 'zh' : 'en',
  version: '',
  absolutePath: `/docs${routePath}.mdx`,
  title,
  frontmatter: {},
  ...extra,
});

describe('the summary of a page in llms.txt (markdown.extractDescription)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ai-agents-description-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const describePage = async (
    source: string,
    options: { extractDescription?: boolean } = {},
  ): Promise<string | undefined> => {
    const file = path.join(
      dir,
      `page-${Math.random().toString(36).slice(2)}.mdx`,
    );
    writeFileSync(file, source);
    const { extractPageData } = (await import(
      installedCoreModule('dist/node/route/extractPageData.js')
    )) as {
      extractPageData: (
        routeService: unknown,
        options: unknown,
      ) => Promise<Array<{ description?: string }>>;
    };
    const [info] = await extractPageData(
      {
        getRoutes: () => [page('/page', 'Page', { absolutePath: file })],
        getRoutePageByRoutePath: () => undefined,
      },
      { root: dir, alias: {}, replaceRules: [], ...options },
    );
    return info.description;
  };

  const body = [
    "import { Badge } from '@rspress/core/theme';",
    '',
    'Text before the heading.',
    '',
    '# Page',
    '',
    'First paragraph with <Badge text="beta" /> inline.',
    '',
    'Second paragraph,',
    'on two lines.',
    '',
    '- a list item',
    '',
    '```js',
    'const code = 1;',
    '```',
    '',
    ':::tip',
    'Inside a container.',
    ':::',
    '',
    '| a | b |',
    '| - | - |',
    '| 1 | 2 |',
    '',
    '### A third-level heading',
    '',
    '<Callout>',
    'Block JSX.',
    '</Callout>',
    '',
    '## Next section',
    '',
    'Not included.',
  ].join('\n');

  it('without a description: every text block between the # heading and the first ##, on one line, inline JSX as written', async () => {
    expect(await describePage(body)).toBe(
      'First paragraph with <Badge text="beta" /> inline. Second paragraph, on two lines. a list item A third-level heading',
    );
  });

  it('the front matter description wins; extractDescription: false leaves a page without one empty', async () => {
    expect(
      await describePage(`---\ndescription: Written by hand.\n---\n\n${body}`),
    ).toBe('Written by hand.');
    expect(
      await describePage(body, { extractDescription: false }),
    ).toBeUndefined();
  });
});

describe('llms.txt sections and links', () => {
  it('one section per nav item with a link or activeMatch (first match wins), pages in sidebar order, the rest under Others, one file per language', async () => {
    const { emitLlmsTxt } = (await import(
      installedCoreModule('dist/node/ssg-md/llms/emitLlmsTxt.js')
    )) as {
      emitLlmsTxt: (...args: unknown[]) => Promise<void>;
    };
    const files = new Map<string, string>();
    await emitLlmsTxt(
      {
        title: 'Acme',
        themeConfig: {
          locales: [
            {
              lang: 'en',
              label: 'English',
              nav: [
                // A menu without a link of its own: no section.
                { text: 'More', items: [{ text: 'Blog', link: '/blog/' }] },
                {
                  text: 'Guide',
                  link: '/guide/',
                  activeMatch: '^/(guide|api)/',
                },
                { text: 'API', link: '/api/' },
              ],
              sidebar: {
                '/guide/': [{ text: 'Guide', items: ['/guide/b', '/guide/a'] }],
              },
            },
            {
              lang: 'zh',
              label: '简体中文',
              nav: [{ text: '指南', link: '/zh/guide/' }],
            },
          ],
        },
      },
      routeServiceOf([
        page('/', 'Home', { pureRoutePath: '/' }),
        page('/guide/a', 'A'),
        page('/guide/b', 'B'),
        page('/api/x', 'X'),
        page('/blog/y', 'Y'),
        page('/zh/guide/a', '甲'),
      ]),
      (name: string, content: string) => files.set(name, content),
      new Map(),
    );
    expect(files.get('llms.txt')).toBe(
      [
        '# Acme',
        '',
        '## Guide',
        '',
        '- [B](/guide/b.md)',
        '- [A](/guide/a.md)',
        '- [X](/api/x.md)',
        '',
        '## Others',
        '',
        '- [Y](/blog/y.md)',
      ].join('\n'),
    );
    expect(files.get('zh/llms.txt')).toBe(
      ['# Acme', '', '## 指南', '', '- [甲](/zh/guide/a.md)'].join('\n'),
    );
    // llms-full.txt: nav sections first, then the others, the home page included.
    expect(
      [...files.get('llms-full.txt')!.matchAll(/^url: (.+)$/gm)].map(
        (match) => match[1],
      ),
    ).toEqual([
      '/guide/b.md',
      '/guide/a.md',
      '/api/x.md',
      '/index.md',
      '/blog/y.md',
    ]);
  });

  it('links to each page’s .md file (index.md for a folder), with base, and absolute only with siteOrigin; no home page line', async () => {
    const { generateLlmsTxt } = (await import(
      installedCoreModule('dist/node/ssg-md/llms/llmsTxt.js')
    )) as { generateLlmsTxt: GenerateLlmsTxt };
    const service = routeServiceOf([
      page('/', 'Home', { pureRoutePath: '/' }),
      page('/guide/', 'Guide', { description: 'Start here.' }),
      page('/guide/install', 'Install'),
    ]);
    const render = (base: string, siteOrigin?: string) =>
      generateLlmsTxt(
        [['/', '/guide/', '/guide/install']],
        [],
        [{ text: 'Guide', link: '/guide/' }],
        'Acme',
        undefined,
        base,
        siteOrigin,
        service,
        'en',
        '',
      );
    expect(await render('/', 'https://docs.acme.example')).toBe(
      [
        '# Acme',
        '',
        '## Guide',
        '',
        '- [Guide](https://docs.acme.example/guide/index.md): Start here.',
        '- [Install](https://docs.acme.example/guide/install.md)',
      ].join('\n'),
    );
    expect(await render('/docs/')).toContain(
      '- [Install](/docs/guide/install.md)',
    );
  });

  it('a custom llmsTxt renderer receives title, description, lang, version, base, siteOrigin and the sections, and its string is the file', async () => {
    const { generateLlmsTxt } = (await import(
      installedCoreModule('dist/node/ssg-md/llms/llmsTxt.js')
    )) as { generateLlmsTxt: GenerateLlmsTxt };
    let context: Record<string, unknown> | undefined;
    const result = await generateLlmsTxt(
      [['/zh/guide/a']],
      [],
      [{ text: '指南', link: '/zh/guide/' }],
      'Acme',
      'Docs.',
      '/',
      undefined,
      routeServiceOf([
        page('/zh/guide/a', '甲', { frontmatter: { llms: false } }),
      ]),
      'zh',
      'v2',
      (received: Record<string, unknown>) => {
        context = received;
        return 'custom';
      },
    );
    expect(result).toBe('custom');
    expect(context).toMatchObject({
      title: 'Acme',
      description: 'Docs.',
      lang: 'zh',
      version: 'v2',
      base: '/',
      sections: [
        {
          title: '指南',
          pages: [
            {
              routePath: '/zh/guide/a',
              link: '/zh/guide/a.md',
              title: '甲',
              frontmatter: { llms: false },
            },
          ],
        },
      ],
    });
  });
});

describe('page controls and the hint for agents', () => {
  it('llmsUI follows llms unless set; false removes the controls and the hint; the hint needs pre-rendering and injectLlmsHint', async () => {
    const { isLlmsUIEnabled, isLlmsHintEnabled } = (await import(
      installedCoreModule('dist/node/llms.js')
    )) as {
      isLlmsUIEnabled: (config: unknown) => boolean;
      isLlmsHintEnabled: (config: unknown, enableSSG: boolean) => boolean;
    };
    expect(isLlmsUIEnabled({ llms: true })).toBe(true);
    expect(isLlmsUIEnabled({ llms: false })).toBe(false);
    expect(
      isLlmsUIEnabled({ llms: true, themeConfig: { llmsUI: false } }),
    ).toBe(false);
    expect(isLlmsHintEnabled({ llms: true }, true)).toBe(true);
    expect(
      isLlmsHintEnabled({ llms: true, themeConfig: { llmsUI: false } }, true),
    ).toBe(false);
    expect(isLlmsHintEnabled({ llms: true, ssg: false }, true)).toBe(false);
    expect(
      isLlmsHintEnabled(
        { llms: true, themeConfig: { llmsUI: { injectLlmsHint: false } } },
        true,
      ),
    ).toBe(false);
  });

  it('"Open in" sends "Read <url>, I want to ask questions about it." to chatgpt.com or claude.ai; no entries hides only the menu', () => {
    const source = readFileSync(
      coreFile('dist/theme/components/Llms/LlmsViewOptions.js'),
      'utf8',
    );
    expect(source).toContain(
      'const q = `Read ${fullMarkdownUrl}, I want to ask questions about it.`;',
    );
    expect(source).toContain(
      'href: `https://chatgpt.com/?${new URLSearchParams({',
    );
    expect(source).toContain(
      'href: `https://claude.ai/new?${new URLSearchParams({',
    );
    expect(source).toMatch(
      /const DEFAULT_OPTIONS = \[\s*'markdownLink',\s*'chatgpt',\s*'claude'\s*\]/,
    );
    expect(source).toContain('if (0 === renderableItems.length) return null;');
  });

  it('Copy Markdown fetches the .md file in a build and copies a warning in dev', () => {
    const source = readFileSync(
      coreFile('dist/theme/components/Llms/getLlmsCopyContent.js'),
      'utf8',
    );
    expect(source).toContain(
      "const DEV_COPY_WARNING = 'Warning: Markdown content is unavailable in development mode; run `rspress build` to use this feature.';",
    );
    expect(source).toMatch(
      /if \(import\.meta\.env\.DEV\) \{[^}]*return DEV_COPY_WARNING;/,
    );
    expect(source).toContain('await fetch(url)');
  });

  it('the hint is one English sentence in every language, and pages outside the nav go under an English "Others"', () => {
    expect(
      readFileSync(coreFile('dist/theme/components/Llms/LlmsHint.js'), 'utf8'),
    ).toContain(
      'const text = `For AI agents: the complete documentation index is available at ${llmsTxtUrl}, the full documentation bundle is available at ${llmsFullTxtUrl}`;',
    );
    expect(
      readFileSync(coreFile('dist/node/ssg-md/llms/llmsTxt.js'), 'utf8'),
    ).toContain("generateSection('Others', others)");
  });
});
