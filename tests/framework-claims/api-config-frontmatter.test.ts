/**
 * Front matter config (/api/config/config-frontmatter): how far a .tsx page's
 * `export const frontmatter` reaches (the page at run time) and where it does not (everything
 * Rspress derives from the source files at build time), and how `tag` texts render. Built from
 * tests/fixtures/config-frontmatter/ with the real `rspress build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textOf, useFixtureBuild } from '../support/fixture-site';

/** The generated sidebar entry that links to `href`, as HTML. */
function sidebarEntry(html: string, href: string): string {
  const start = html.indexOf(`<a href="${href}" class="rp-sidebar-item`);
  expect(start, `sidebar entry for ${href}`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</a>', start));
}

describe('front matter of a .tsx page next to an .md page', () => {
  const build = useFixtureBuild('config-frontmatter');

  it('the exported object reaches the page at run time: useFrontmatter() and the <title>', () => {
    const html = build().read('react.html');
    const text = textOf(html.replaceAll('<!-- -->', ''));
    expect(text).toContain('Runtime title: React page');
    expect(text).toContain('Runtime tag: new');
    expect(html).toContain('<title>React page - Front matter fixture</title>');
  });

  it('build-time hooks get an empty front matter for the .tsx page, the YAML block for the .md page', () => {
    expect(build().output).toContain('[front matter at build time] /react {}');
    expect(build().output).toContain(
      '[front matter at build time] / {"title":"Markdown page","tag":"beta"}',
    );
  });

  it('the meta description ignores a description in the exported object', () => {
    expect(build().read('react.html')).not.toContain(
      'Description from the export',
    );
  });

  it('the generated sidebar shows the file name and no tag for the .tsx page', () => {
    const html = build().read('index.html');
    const react = sidebarEntry(html, '/react.html');
    expect(textOf(react)).toBe('react');
    expect(react).not.toContain('rp-badge');
    // The .md page's entry has its title and tag.
    expect(sidebarEntry(html, '/index.html')).toContain(
      '<span class="rp-doc">Markdown page</span>',
    );
  });

  it('the search index has no title, text or front matter for the .tsx page', () => {
    const file = build()
      .files()
      .find((name) => /^static\/search_index\.en\.[^/]+\.json$/.test(name));
    expect(file).toBeDefined();
    const entries = JSON.parse(build().read(file as string)) as {
      routePath: string;
      title: string;
      content: string;
      frontmatter: Record<string, unknown>;
    }[];
    const react = entries.find(({ routePath }) => routePath === '/react');
    expect(react).toMatchObject({ title: '', content: '', frontmatter: {} });
  });

  it('a tag text other than the known names becomes an info badge, after the H1 and in the sidebar', () => {
    const html = build().read('index.html');
    const badge = '<span class="rp-badge rp-badge--info">beta</span>';
    expect(html.split(badge).length - 1).toBe(2);
    expect(sidebarEntry(html, '/index.html')).toContain(badge);
  });
});

/*
 * Claims of config-frontmatter backed by a read of the installed code (paths under
 * @rspress/core/dist unless noted). Re-audited against @rspress/core 2.0.22.
 * - keys and types: FrontMatterMeta, Hero, Feature in @rspress/shared dist/index.d.ts (also
 *   enumerated by api-config-coverage.test.ts); globalUIComponents: runtime/App.js lines 30-32.
 * - title wins over the H1 for the search index and the page data: node/route/extractPageData.js
 *   line 186 (`frontmatter.title || title`).
 * - description: front matter, then the extracted text, then site, then locale description:
 *   node/route/extractPageData.js line 172, theme/layout/Layout/index.js line 96.
 * - titleSuffix joined with ' - ' unless it starts with '-' or '|', default site title or locale
 *   title, on home pages after the site title: theme/layout/Layout/index.js lines 6-12, 93-95.
 * - head: tags rendered per page, a meta with name description / property og:* replaces the
 *   theme's: theme/layout/Layout/index.js lines 14-55.
 * - search: false and pageType home left out of the index:
 *   node/runtimeModule/pageData/createPageData.js lines 32-33.
 * - pageType layouts (home, doc, doc-wide, 404, custom/blank render Content only):
 *   theme/layout/Layout/index.js lines 97-117.
 * - lineNumbers is read nowhere in dist (grep `frontmatter.lineNumbers`, `lineNumbers` only in the
 *   Shiki meta transformer node/mdx/rehypePlugins/transformers/add-line-numbers.js).
 * - overviewHeaders default [2], precedence props > item > front matter > group:
 *   theme/components/Overview/index.js line 55.
 * - features[].span classes (2, 3, 4, 6; undefined → 4; any other number → none):
 *   theme/components/HomeFeature/index.js lines 6-21 and index.css.
 */

describe('front matter keys nothing reads', () => {
  it('no installed code reads a lineNumbers front matter key: only the code block meta and markdown.showLineNumbers count', () => {
    const dist = path.join(
      path.dirname(
        createRequire(import.meta.url).resolve('@rspress/core/package.json'),
      ),
      'dist',
    );
    const readers: string[] = [];
    const sources = (readdirSync(dist, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file, readFileSync(path.join(dist, file), 'utf8')]);
    for (const [file, source] of sources)
      if (
        /frontmatter\??\.lineNumbers|\{[^}]*\blineNumbers\b[^}]*\}\s*=\s*frontmatter/.test(
          source,
        )
      )
        readers.push(file);
    expect(readers).toEqual([]);
    // Where lineNumbers is read: the Shiki transformer, from the block's meta and the site default.
    const transformer = sources.find(([file]) =>
      file.endsWith('add-line-numbers.js'),
    )?.[1];
    expect(transformer).toContain(
      'hasLineNumbersInMeta(this.options.meta?.__raw)',
    );
    expect(transformer).toContain(
      'metaHasLineNumbers ?? defaultShowLineNumbers',
    );
  });
});
