/**
 * Overview pages (/guide/default-theme/overview-page): what a page with `overview: true` lists,
 * proven on tests/fixtures/guide-overview-page-site/ (a `_nav.json` root, so each top-level
 * folder has its own sidebar, as on this site).
 */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildFixture,
  tempSite,
  useFixtureBuild,
} from '../support/fixture-site';

/** The overview block of a built page: from its h1 to the end of <main>. */
function overviewOf(html: string): string {
  const start = html.indexOf('rp-overview');
  expect(start, 'no overview on the page').toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</main>', start));
}

/** The overview as a list: `## group` lines and `card: heading, heading` lines. */
function outline(html: string): string[] {
  const lines: string[] = [];
  const block = overviewOf(html);
  const pattern =
    /<h2[^>]*><span>([^<]*)<\/span>|class="rp-overview-group__item__title__link[^"]*">([^<]*)<|class="rp-overview-group__item__content__item__link[^"]*">([^<]*)</g;
  for (const [, group, card, heading] of block.matchAll(pattern)) {
    if (group !== undefined) lines.push(`## ${group}`);
    else if (card !== undefined) lines.push(`${card}:`);
    else lines[lines.length - 1] += ` ${heading}`;
  }
  return lines;
}

describe('overview pages built from the sidebar', () => {
  const build = useFixtureBuild('guide-overview-page-site');

  it('lists the groups of the sidebar that holds the overview page, as the page example shows', () => {
    expect(outline(build().read('api/index.html'))).toEqual([
      '## Config',
      'Basic config: title base',
      'Build config: outDir clean',
      '## Hooks',
      'useDark:',
      'useLang:',
    ]);
  });

  it('links each card to its page and each listed heading to its anchor', () => {
    const block = overviewOf(build().read('api/index.html'));
    expect(block).toContain('href="/api/config/basic.html#base"');
    expect(block).toContain('href="/api/config/build.html#outdir"');
  });

  it('renders the title as h1, then the filter box, then the page body, then the groups', () => {
    const block = overviewOf(build().read('api/index.html'));
    const order = [
      '<h1',
      'id="api-filter"',
      'Every option, hook and component',
      '<h2',
    ].map((marker) => block.indexOf(marker));
    expect(order.every((at) => at > -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('has no outline column and no doc footer, but keeps the sidebar', () => {
    const html = build().read('api/index.html');
    expect(html).toContain('rp-doc-layout__sidebar');
    expect(html).not.toContain('rp-doc-layout__outline');
    expect(html).not.toContain('rp-doc-footer');
  });

  it('shows the built-in English filter texts: Filter and Search API', () => {
    const block = overviewOf(build().read('api/index.html'));
    expect(block).toMatch(/<label for="api-filter"[^>]*>Filter<\/label>/);
    expect(block).toContain('placeholder="Search API"');
  });

  it('an overview that is the link of a group whose entries are all pages shows that one group', () => {
    expect(outline(build().read('api/hooks/index.html'))).toEqual([
      '## Hooks',
      'useDark:',
      'useLang:',
    ]);
  });

  it('pages outside any group become one section each', () => {
    expect(outline(build().read('components/index.html'))).toEqual([
      '## Button',
      'Button: Props size size-small',
      '## Card',
      'Card: header',
    ]);
  });

  it('an overview page missing from its own sidebar lists nothing and shows the no-result text', () => {
    const block = overviewOf(build().read('lost/index.html'));
    expect(block).not.toContain('rp-overview-group');
    expect(block).toContain('No matching API found: </div>');
  });

  it('a # heading in the body is rendered as a second h1, and the front matter title wins', () => {
    const block = overviewOf(build().read('components/index.html'));
    expect(block.match(/<h1/g)).toHaveLength(2);
    expect(block).toMatch(/^[^]*?<h1[^>]*><span>Components<\/span>/);
    expect(block).toContain('Second heading');
    // the title from the first # heading is rendered twice when there is no front matter title
    const hooks = overviewOf(build().read('api/hooks/index.html'));
    expect(hooks.match(/<h1/g)).toHaveLength(2);
  });

  it('overviewHeaders: the listed page beats its group, the overview page beats the default, and h5 is never listed', () => {
    // build.md says [2, 3] under a group that says [2]: its h3 is listed, its h4 is not
    expect(outline(build().read('api/index.html'))).toContain(
      'Build config: outDir clean',
    );
    // the Hooks group says []: title links only
    expect(outline(build().read('api/index.html'))).toContain('useDark:');
    // components/index.md says [3]; button.md says [2, 3, 4, 5] and has an h5
    const components = outline(build().read('components/index.html'));
    expect(components).toContain('Card: header');
    expect(components).toContain('Button: Props size size-small');
    expect(overviewOf(build().read('components/index.html'))).not.toContain(
      'too-deep',
    );
  });
});

describe('overviewHeaders in a listed page with a hand-written sidebar', () => {
  it("a listed page's front matter overviewHeaders is ignored when themeConfig.sidebar is written by hand", () => {
    const dir = tempSite('overview-headers', {
      'rspress.config.ts': [
        "import { defineConfig } from '@rspress/core';",
        'export default defineConfig({',
        "  root: 'docs',",
        '  themeConfig: {',
        '    sidebar: {',
        "      '/api/': [",
        "        { text: 'API', link: '/api/' },",
        "        { text: 'Config', items: [{ text: 'Build config', link: '/api/build' }] },",
        '      ],',
        '    },',
        '  },',
        '});',
        '',
      ].join('\n'),
      'docs/index.md': '# Home\n',
      'docs/api/index.md': '---\ntitle: API\noverview: true\n---\n\nIntro.\n',
      'docs/api/build.md':
        '---\noverviewHeaders: [2, 3]\n---\n\n# Build config\n\n## outDir\n\n### clean\n',
    });
    try {
      const build = buildFixture(dir);
      expect(build.status, build.output).toBe(0);
      // the same front matter lists the h3 under a generated sidebar (see above); here the
      // card falls back to the default [2]
      expect(outline(build.read('api/index.html'))).toEqual([
        '## Config',
        'Build config: outDir',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
