/**
 * Proves the built-in components page (guide/default-theme/components.mdx): how MDX parses
 * Markdown around component tags and container callouts (with Rspress's own MDX compiler, no
 * build), and what the components render, from the fixture
 * tests/fixtures/guide-default-theme-components-site (a site under `base: '/base/'`).
 */
import path from 'node:path';
import { compile } from '@rspress/core/dist/node/mdx/processor.js';
import { describe, expect, it } from 'vitest';
import { useFixtureBuild } from '../support/fixture-site';

const DOCS = '/tmp/components-claims/docs';
const mdx = (source: string, config: Record<string, unknown> = {}) =>
  compile({
    source,
    filepath: path.join(DOCS, 'page.mdx'),
    docDirectory: DOCS,
    config,
    routeService: null,
    pluginDriver: null,
  });

describe('MDX around component tags', () => {
  it('parses a code block between <Tab> lines without blank lines around it', async () => {
    const out = await mdx(
      '<Tab label="a">\n```ts\nconst a = 1;\n```\n</Tab>\n',
    );
    expect(out).toMatch(
      /_jsx\(Tab, \{\s*label: "a",\s*children: _jsx\(_Fragment, \{\s*children: _jsx\(_components\.pre/,
    );
  });

  it('keeps text on the same line as a tag inline: emphasis works, a code fence does not', async () => {
    const out = await mdx('<Tab label="a">**bold** and ```ts x```</Tab>\n');
    expect(out).toContain('_components.strong');
    expect(out).not.toContain('_components.pre');
    expect(out).not.toContain('_components.p,');
  });
  it('puts a component written inside a sentence into the paragraph', async () => {
    const out = await mdx('Status: <Badge>Beta</Badge> for now.\n');
    expect(out).toMatch(
      /_jsx[s]\(_components\.p, \{\s*children: \["Status: ", _jsx\(Badge/,
    );
  });

  it('compiles a ### heading inside <Steps> to an h3 with an id and an anchor', async () => {
    const out = await mdx('<Steps>\n\n### Install the package\n\n</Steps>\n');
    expect(out).toMatch(
      /_jsx\(Steps, \{[\s\S]*_components\.h3, \{\s*id: "install-the-package"/,
    );
    expect(out).toContain('className: "rp-header-anchor"');
  });
});

describe('container callouts', () => {
  it('turns each of the eight container types into a callout', async () => {
    const types = [
      'tip',
      'note',
      'important',
      'warning',
      'caution',
      'danger',
      'info',
      'details',
    ];
    const out = await mdx(types.map((t) => `:::${t}\nx\n:::\n`).join('\n'));
    for (const type of types) expect(out).toContain(`type: "${type}"`);
  });

  it('titles a container without a title with the English type name, and a GitHub alert with the upper-case type', async () => {
    const out = await mdx(':::tip\nx\n:::\n\n> [!NOTE]\n> y\n');
    expect(out).toContain('title: "Tip"');
    expect(out).toContain('title: "NOTE"');
  });

  it('uses the text after the type as the title', async () => {
    const out = await mdx(':::warning Do not skip this\nx\n:::\n');
    expect(out).toContain('title: "Do not skip this"');
  });

  it('ends a container title at the first inline element, which moves to the body', async () => {
    const out = await mdx(':::warning `npm ci` fails\nbody\n:::\n');
    expect(out).toContain('title: "Warning"');
    expect(out).toMatch(/children: "npm ci"\s*\}\), " fails\\nbody"/);
  });
});

describe('markdown.globalComponents', () => {
  it('imports each file by its default export under the capitalised file name', async () => {
    const out = await mdx('# Page\n', {
      markdown: { globalComponents: ['/project/components/alert.tsx'] },
    });
    expect(out).toContain('import Alert from "/project/components/alert.tsx";');
  });
});

describe('components rendered in a site with base /base/', () => {
  const build = useFixtureBuild('guide-default-theme-components-site');
  const page = () => build().read('index.html');

  it('renders a global component from its default export without an import', () => {
    expect(page()).toContain(
      '<strong class="shout-global">global without import</strong>',
    );
  });

  it('adds the base to a Button with type="a", and writes the href of any other Button as given', () => {
    expect(page()).toContain(
      '<a href="/base/guide/start" class="rp-button rp-button--brand rp-button--medium rp-link">Typed a</a>',
    );
    expect(page()).toContain(
      '<a class="rp-button rp-button--brand rp-button--medium" href="/guide/start">Untyped</a>',
    );
  });

  it('shows Badge children rather than text, with the tip colour by default', () => {
    expect(page()).toContain(
      '<span class="rp-badge rp-badge--tip">from children</span>',
    );
  });

  const commands = () =>
    [
      ...page().matchAll(
        /<span style="color:var\(--shiki-token-function\)">([^<]*)<\/span><span style="color:var\(--shiki-token-string\)">([^<]*)<\/span>/g,
      ),
    ].map(([, tool, rest]) => `${tool}${rest}`);

  it('turns install with packages into add (npm: for Deno) and keeps a bare install', () => {
    expect(commands().slice(0, 10)).toEqual([
      'npm install left-pad -D',
      'yarn add left-pad -D',
      'pnpm add left-pad -D',
      'bun add left-pad -D',
      'deno add npm:left-pad -D',
      'npm install',
      'yarn install',
      'pnpm install',
      'bun install',
      'deno install',
    ]);
  });

  it('prefixes the tools for exec and dlx, dlx winning when both are set', () => {
    expect(commands().slice(10)).toEqual([
      'npx rspress build',
      'yarn rspress build',
      'pnpm rspress build',
      'bun rspress build',
      'deno run -A npm:rspress build',
      'npx create-rspress my-site',
      'yarn dlx create-rspress my-site',
      'pnpm dlx create-rspress my-site',
      'bunx create-rspress my-site',
      'deno run -A npm:create-rspress my-site',
    ]);
  });

  it('renders a comma-separated Tag as one badge per value, and a /path image with the base', () => {
    expect(page()).toContain(
      '<span class="rp-badge rp-badge--tip">new</span><span class="rp-badge rp-badge--info">v2.1</span>',
    );
    expect(page()).toContain('<img src="/base/icons/beta.svg"/>');
  });

  it('opens SourceCode in a new tab with the sourceCodeText label', () => {
    expect(page()).toMatch(
      /<a href="https:\/\/example\.com\/repo" target="_blank" class="rp-source-code__link">.*?<span class="rp-source-code__text">Source Code<\/span>/,
    );
  });

  it('puts the Copy Markdown button under the h1 when llmsUI is an object, llms being off', () => {
    expect(page()).toMatch(
      /<\/h1><div class="rp-not-doc rp-llms-container"><button class="rp-not-doc rp-llms-button rp-llms-copy-button">/,
    );
  });
});
