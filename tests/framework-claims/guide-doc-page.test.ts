/**
 * Proves the doc page guide (guide/default-theme/doc-page.mdx): the outline depth and the page
 * title from Rspress's own MDX compiler (no build), and the layout switches from the fixture
 * tests/fixtures/guide-doc-page-site, which has one page per front matter switch, an edit link
 * and `llms` on.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@rspress/core/dist/node/mdx/processor.js';
import { describe, expect, it } from 'vitest';
import { useFixtureBuild } from '../support/fixture-site';

/** The page meta (toc, title) that Rspress's compiler records for one Markdown source. */
async function pageMeta(source: string) {
  const out = await compile({
    source,
    filepath: '/tmp/doc-page-claims/docs/page.md',
    docDirectory: '/tmp/doc-page-claims/docs',
    config: {},
    routeService: null,
    pluginDriver: null,
  });
  const json = /__RSPRESS_PAGE_META\["page\.md"\] = (.*);$/m.exec(out)?.[1];
  return JSON.parse(json ?? 'null') as {
    toc: { id: string; depth: number }[];
    title: string;
  };
}

describe('what the compiler records for the outline and the title', () => {
  it('collects h2 to h4 into the page toc, not h1, h5 or h6', async () => {
    const meta = await pageMeta(
      '# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six\n',
    );
    expect(meta.toc.map(({ depth }) => depth)).toEqual([2, 3, 4]);
  });

  it('takes the page title from the front matter, else from the first h1', async () => {
    expect(
      (await pageMeta('---\ntitle: From front matter\n---\n\n# From h1\n'))
        .title,
    ).toBe('From front matter');
    expect((await pageMeta('# From h1\n\n# Second h1\n')).title).toBe(
      'From h1',
    );
  });
});

describe('the doc layout switches, built', () => {
  const build = useFixtureBuild('guide-doc-page-site');
  const page = (name: string) => {
    const html = build().read(`guide/${name}.html`);
    return html.slice(html.indexOf('<body'));
  };
  const asides = (name: string) =>
    [
      ...page(name).matchAll(/<aside class="([^"]*)"(?: style="([^"]*)")?/g),
    ].map(([, className, style]) =>
      style ? `${className} [${style}]` : className,
    );

  it('lists only h2 to h4 in the outline', () => {
    const outline = page('basics').slice(
      page('basics').indexOf('<nav class="rp-outline__toc'),
    );
    expect(outline).toContain('href="#fourth-level"');
    expect(outline).not.toContain('href="#fifth-level"');
  });

  it('titles a doc page with the page title and the site title', () => {
    expect(build().read('guide/basics.html')).toContain(
      '<title>Basics - Doc page fixture</title>',
    );
  });

  it('puts the front matter tag after the h1 and on the sidebar item', () => {
    expect(page('basics')).toContain(
      'Basics<!-- --> <span class="rp-badge rp-badge--tip">new</span></h1>',
    );
    expect(page('basics')).toContain(
      '<span class="rp-doc">Basics</span></div><div class="rp-sidebar-item__right"><span class="rp-badge rp-badge--tip">new</span>',
    );
  });

  it('keeps a placeholder column for sidebar: false, with the legacy class for sidebar: placeholder', () => {
    expect(asides('no-sidebar')[0]).toBe('rp-doc-layout__sidebar-placeholder');
    expect(asides('placeholder')[0]).toBe(
      'rp-doc-layout__sidebar-placeholder rp-doc-layout__sidebar-placeholder--legacy',
    );
  });

  it('keeps an empty column for outline: false', () => {
    expect(asides('no-outline')).toEqual([
      'rp-doc-layout__sidebar rp-scrollbar',
      'rp-doc-layout__outline-placeholder',
    ]);
  });

  it('collapses the empty columns of a doc-wide page to zero width', () => {
    expect(asides('wide')).toEqual([
      'rp-doc-layout__sidebar-placeholder [width:0]',
      'rp-doc-layout__outline-placeholder [width:0]',
    ]);
    expect(page('wide')).toContain(
      'class="rp-doc-layout__doc rp-doc-layout__doc--wide"',
    );
  });

  it('removes the doc footer with footer: false, but not the edit link under the outline', () => {
    expect(page('basics')).toContain('<footer class="rp-doc-footer">');
    expect(page('no-footer')).not.toContain('rp-doc-footer');
    expect(page('no-footer')).toContain('rp-outline__action-row rp-edit-link');
  });

  it('removes the top bar with navbar: false', () => {
    expect(page('basics')).toContain('<header class="rp-nav"');
    expect(page('no-navbar')).not.toContain('<header class="rp-nav"');
  });

  it('renders custom pages with the navbar and blank pages without, both bare and titled with the site title alone', () => {
    for (const name of ['custom', 'blank']) {
      expect(page(name)).not.toContain('rp-doc-layout__container');
      expect(page(name)).toContain('Bare content.');
      expect(build().read(`guide/${name}.html`)).toContain(
        '<title>Doc page fixture</title>',
      );
    }
    expect(page('custom')).toContain('<header class="rp-nav"');
    expect(page('blank')).not.toContain('<header class="rp-nav"');
  });

  it('links the edit link to docRepoBaseUrl, a slash and the path under the docs root, in the footer and under the outline', () => {
    const links = page('basics').match(
      /<a href="https:\/\/github\.com\/your-org\/your-docs\/edit\/main\/docs\/guide\/basics\.md"[^>]*rp-edit-link/g,
    );
    expect(links).toHaveLength(2);
    expect(page('basics')).toContain('>Edit this page</a>');
  });

  it('links previous and next page in sidebar order', () => {
    expect(page('basics')).toContain(
      '<a href="/index.html" class="rp-prev-next-page__item rp-prev-next-page__prev rp-link"',
    );
    expect(page('basics')).toContain(
      '<a href="/guide/no-sidebar.html" class="rp-prev-next-page__item rp-prev-next-page__next rp-link"',
    );
  });

  it('renders the front matter title as an h1 when the body has none', () => {
    expect(page('title-only')).toMatch(
      /<h1 class="rp-toc-include" id="title-only"><span>Title only<\/span>/,
    );
  });

  it('shows the outline title and reading ring, but no Back to top button in the pre-rendered page', () => {
    expect(page('basics')).toContain(
      '<div class="rp-outline__title">ON THIS PAGE<svg width="14" height="14" class="rp-progress-circle">',
    );
    expect(page('basics')).not.toContain('rp-scroll-to-top');
  });

  it('writes a Markdown twin of every page with llms on, and puts the copy button under the h1', () => {
    expect(build().has('guide/basics.md')).toBe(true);
    expect(build().has('llms.txt')).toBe(true);
    expect(page('basics')).toMatch(
      /<\/h1><div class="rp-not-doc rp-llms-container"><button class="rp-not-doc rp-llms-button rp-llms-copy-button">/,
    );
  });
});

describe('switches 2.0.22 does not have', () => {
  const installed = (file: string) =>
    readFileSync(path.resolve('node_modules', file), 'utf8');

  it('types outline only as a front matter key, has no prev/next front matter, and builds the pager from the sidebar alone', () => {
    const types = installed('@rspress/shared/dist/index.d.ts');
    const start = types.indexOf('export declare interface FrontMatterMeta {');
    const frontMatter = types.slice(start, types.indexOf('\n}', start));
    // One `outline?:` in all the types, the front matter one: no theme config or locale field.
    expect(types.match(/\boutline\?:/g)).toHaveLength(1);
    expect(frontMatter).toContain('outline?: boolean;');
    expect(frontMatter).not.toMatch(/\b(prev|next)\??:/);
    const pager = installed(
      '@rspress/core/dist/theme/logic/usePrevNextPage.js',
    );
    expect(pager).toContain('const items = useSidebar();');
    expect(pager).not.toMatch(/frontmatter|usePage/i);
  });
});
