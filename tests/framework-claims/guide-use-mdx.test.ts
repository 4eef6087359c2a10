/**
 * MDX syntax (/guide/basic/use-mdx/): heading ids, containers, code block meta and what a
 * `.md` file does with JSX, as the built HTML shows them; containers in lists and JSX, and (for
 * /guide/basic/use-mdx/components) props of an imported .mdx file and a Markdown string rendered
 * with react-markdown and the theme's components.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFixtureBuild } from '../support/fixture-site';

/** The rendered doc content of a built page (between the doc container and the footer). */
function contentOf(html: string): string {
  return html.slice(
    html.indexOf('rp-doc rspress-doc'),
    html.indexOf('rp-doc-footer'),
  );
}

const build = useFixtureBuild('guide-mdx-syntax');

describe('MDX syntax in a built page', () => {
  it('uses a {#id} suffix as the heading id and slugs the others', () => {
    const ids = [
      ...contentOf(build().read('index.html')).matchAll(
        /<h[1-6][^>]*id="([^"]+)"/g,
      ),
    ].map((match) => match[1]);
    expect(ids).toEqual(['syntax', 'install', 'plain-heading']);
    expect(contentOf(build().read('index.html'))).not.toContain('{#install}');
  });

  it('titles an untitled container with the English type name, and a GitHub alert with the type in capitals', () => {
    const titles = [
      ...contentOf(build().read('index.html')).matchAll(
        /rp-callout rp-callout--(\w+)"><div class="rp-callout__title">([^<]*)/g,
      ),
    ].map((match) => `${match[1]}: ${match[2]}`);
    expect(titles).toContain('tip: Tip');
    expect(titles).toContain('warning: Closed properly');
    expect(titles).toContain('note: NOTE');
  });

  it('leaves a box open when its closing ::: directly follows a list item: the next paragraph ends up inside', () => {
    const content = contentOf(build().read('index.html'));
    const danger = content.slice(content.indexOf('rp-callout--danger'));
    const dangerBox = danger.slice(0, danger.indexOf('rp-callout--note'));
    expect(dangerBox).toContain('Swallowed paragraph.');
    expect(dangerBox).toContain(':::info Next box');
    expect(content).not.toContain('rp-callout--info');
  });

  it('turns code block meta into a title attribute on the <pre>', () => {
    expect(contentOf(build().read('index.html'))).toMatch(
      /<pre [^>]*data-lang="ts" data-title="src\/sum\.ts">/,
    );
  });

  it('passes raw HTML through in a .md file, but leaves a capitalised JSX tag as an unknown HTML element', () => {
    const content = contentOf(build().read('plain.html'));
    expect(content).toContain('<kbd>Ctrl</kbd>');
    expect(content).toContain('<badge text="not a component">');
    expect(content).not.toContain('rp-badge');
  });

  it('shows an import line, braces and a < as text in a .md file, and renders an HTML comment as nothing', () => {
    const content = contentOf(build().read('plain.html'));
    expect(content).toContain(
      '<p>import Greeting from &#x27;./_greeting.mdx&#x27;;</p>',
    );
    expect(content).toContain('<p>Braces {stay} text, and a&lt;b too.</p>');
    expect(content).not.toContain('A hidden comment.');
    expect(content).toContain('<p>After the comment.</p>');
  });
});

describe('containers below the top level, .mdx partials with props, Markdown strings (use-mdx and use-mdx/components)', () => {
  it('renders a container indented in a list item inside the <li>', () => {
    expect(contentOf(build().read('nesting.html'))).toMatch(
      /<li>\s*<p>First step\.<\/p>\s*<div class="rp-callout rp-callout--tip"><div class="rp-callout__title">Inside a list item<\/div>/,
    );
  });

  it('renders a container inside a JSX element, with or without blank lines around it', () => {
    const content = contentOf(build().read('nesting.html'));
    expect(content).toContain(
      '<section id="jsx-wrapper"><div class="rp-callout rp-callout--warning"><div class="rp-callout__title">Inside JSX</div>',
    );
    expect(content).toContain(
      '<section id="jsx-tight"><div class="rp-callout rp-callout--note"><div class="rp-callout__title">Tight</div>',
    );
  });

  it('passes JSX attributes of an imported .mdx file to it as `props`; a _ file is no route', () => {
    expect(contentOf(build().read('nesting.html'))).toContain(
      '<p>Hello, <strong>Ada</strong>! You have <!-- -->3<!-- --> new messages.</p>',
    );
    expect(contentOf(build().read('components.html'))).toContain(
      '<p>Hello, <strong>Grace</strong>! You have <!-- -->0<!-- --> new messages.</p>',
    );
    expect(
      build()
        .files()
        .some((file) => file.includes('_greeting')),
    ).toBe(false);
  });

  it('renders a Markdown string with react-markdown and the theme components, without node="…" attributes, code unhighlighted', () => {
    const content = contentOf(build().read('components.html'));
    expect(content).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer" class="rp-link">link</a>',
    );
    expect(content).toContain(
      '<div class="rp-table-scroll-container rp-scrollbar"><table><thead>',
    );
    expect(content).toMatch(
      /<div class="rp-codeblock language-txt">[\s\S]*<pre><code class="language-js">const x = 1;/,
    );
    expect(content).not.toContain('node="[object Object]"');
    expect(content).toContain(
      'rp-code-button-group__button rp-code-copy-button',
    );
  });

  it('passes what is written between the tags as props.children, and `??` in the file gives a default', () => {
    const content = contentOf(build().read('components.html'));
    expect(content).toContain(
      '<p>Hello, <strong>Lin</strong>! You have <!-- -->1<!-- --> new messages.</p>\n<p>Valid until <!-- -->June 2027<!-- -->.</p>\n<p>Text between the tags.</p>',
    );
    expect(content).toContain(
      '<p>Valid until <!-- -->further notice<!-- -->.</p>',
    );
  });

  it('publishes a file whose name starts with two underscores as a page', () => {
    expect(build().has('__partial.html')).toBe(true);
    expect(contentOf(build().read('__partial.html'))).toContain(
      'A name that starts with two underscores is a page.',
    );
  });

  it('markdown.globalComponents: shout.tsx is <Shout> and Stamp/index.tsx is <Index> in every .mdx page without an import; in .md the tag stays an unknown element', () => {
    expect(contentOf(build().read('components.html'))).toContain(
      '<p>Global: <strong class="fixture-shout">loud</strong> and <span class="fixture-stamp">Stamped</span>.</p>',
    );
    const plain = contentOf(build().read('plain.html'));
    expect(plain).toContain('<p><shout>in md</shout></p>');
    expect(plain).not.toContain('fixture-shout');
  });

  it('treats a lowercase tag in MDX as an HTML element, even when a component of that name exists', () => {
    expect(contentOf(build().read('components.html'))).toContain(
      '<p>Lowercase: <shout>quiet</shout>.</p>',
    );
  });
});

describe('MDX 3 rules, with the @mdx-js/mdx that Rspress imports', () => {
  const compileMdx = async (source: string): Promise<string> => {
    const { compile } = await import('@mdx-js/mdx');
    return String(await compile(source, { jsx: true }));
  };
  const fails = async (source: string): Promise<string> => {
    try {
      await compileMdx(source);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('is @mdx-js/mdx 3.1, a dependency of @rspress/core', () => {
    expect(
      JSON.parse(
        readFileSync(
          path.join(
            path.dirname(
              createRequire(import.meta.url).resolve(
                '@rspress/core/package.json',
              ),
            ),
            'package.json',
          ),
          'utf8',
        ),
      ).dependencies['@mdx-js/mdx'],
    ).toMatch(/^\^3\.1\./);
    expect(
      JSON.parse(
        readFileSync(
          path.resolve('node_modules/@mdx-js/mdx/package.json'),
          'utf8',
        ),
      ).version,
    ).toMatch(/^3\.1\./);
  });

  it('parses block Markdown inside a tag only on its own lines (blank lines optional), inline Markdown anywhere', async () => {
    const list =
      '<_components.ul>{"\\n"}<_components.li>{"a"}</_components.li>';
    expect(await compileMdx('<Tab>\n- a\n- b\n</Tab>')).toContain(list);
    expect(await compileMdx('<Tab>\n\n- a\n- b\n\n</Tab>')).toContain(list);
    expect(await compileMdx('<Tab>### Step</Tab>')).toContain(
      '<Tab>{"### Step"}</Tab>',
    );
    expect(await compileMdx('<span>**bold**</span> text')).toContain(
      '<span><_components.strong>{"bold"}</_components.strong></span>',
    );
  });

  it('reads `a < b` as text, fails on a<b, Array<string> and an HTML comment', async () => {
    expect(await compileMdx('a < b')).toContain('{"a < b"}');
    expect(await fails('a<b')).not.toBe('');
    expect(await fails('A list of Array<string> values.')).not.toBe('');
    expect(await fails('<!-- note -->')).toMatch(
      /to create a comment in MDX, use `\{\/\* text \*\/\}`/,
    );
  });

  it('lets an `export const` be used in `{}` further down the page', async () => {
    const out = await compileMdx(
      "export const minimumNode = '20.19';\n\nNeeds Node.js {minimumNode} or later.",
    );
    expect(out).toContain("export const minimumNode = '20.19';");
    expect(out).toContain('{"Needs Node.js "}{minimumNode}{" or later."}');
  });

  it('runs no meta-highlight transformer by default: `{1,3-5}` needs transformerCompatibleMetaHighlight', () => {
    const shiki = readFileSync(
      path.resolve(
        'node_modules/@rspress/core/dist/node/mdx/rehypePlugins/shiki.js',
      ),
      'utf8',
    );
    expect(shiki).toContain('transformerAddTitle(),');
    expect(shiki).not.toMatch(/MetaHighlight/);
  });

  it('has no markdown.mdxRs, markdown.checkDeadLinks or markdown.highlightLanguages in the 2.x config types', () => {
    const types = readFileSync(
      path.resolve('node_modules/@rspress/shared/dist/index.d.ts'),
      'utf8',
    );
    expect(types).not.toMatch(/\bmdxRs\b|\bhighlightLanguages\b/);
    const markdownOptions = types.slice(
      types.indexOf('export declare interface MarkdownOptions {'),
    );
    const body = markdownOptions.slice(0, markdownOptions.indexOf('\n}'));
    expect(body).toContain('link?: RemarkLinkOptions;');
    expect(body).not.toMatch(/^\s*checkDeadLinks\?:/m);
    // checkDeadLinks only exists inside markdown.link.
    expect(types).toContain(
      '@default { checkDeadLinks: true, checkAnchors: false, autoPrefix: true }',
    );
  });

  it('ships no remark-directive: a dev dependency of @rspress/core, not a dependency', () => {
    const pkg = JSON.parse(
      readFileSync(
        path.resolve('node_modules/@rspress/core/package.json'),
        'utf8',
      ),
    );
    expect(Object.keys(pkg.devDependencies)).toContain('remark-directive');
    expect(Object.keys(pkg.dependencies)).not.toContain('remark-directive');
    expect(Object.keys(pkg.peerDependencies ?? {})).not.toContain(
      'remark-directive',
    );
  });
});

describe('heading ids, with the MDX compiler of @rspress/core', () => {
  it('slugs a heading: lowercase, each space a hyphen, punctuation dropped, letters with accents kept', async () => {
    const { compile } =
      await import('@rspress/core/dist/node/mdx/processor.js');
    const out = String(
      await compile({
        source: "## What's New: Tabs, Steps & More!\n\n## Café Menu\n",
        filepath: '/tmp/use-mdx-claims/docs/page.mdx',
        docDirectory: '/tmp/use-mdx-claims/docs',
        config: {},
        routeService: null,
        pluginDriver: null,
      }),
    );
    expect(out.match(/id: "[^"]*"/g)).toEqual([
      'id: "whats-new-tabs-steps--more"',
      'id: "café-menu"',
    ]);
  });
});
