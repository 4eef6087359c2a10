/**
 * Static Markdown generation (/guide/basic/ssg-md): what `llms: true` writes next to the HTML,
 * how pages and components come out as Markdown, and what happens to a page whose component
 * cannot render in Node.js. The pages of /guide/advanced/ai-and-agents that describe the same
 * output rely on these builds too.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixture, useFixtureBuild } from '../support/fixture-site';

const BUILD_TIMEOUT = 180_000;
const ORIGIN = 'https://docs.acme.example';

describe('llms: true on a two-language site (tests/fixtures/guide-ssg-md)', () => {
  const build = useFixtureBuild('guide-ssg-md');

  it('writes one .md file per route, and llms.txt and llms-full.txt per language', () => {
    expect(
      build()
        .files()
        .filter(
          (file) => /\.(md|txt)$/.test(file) && !file.startsWith('static/'),
        ),
    ).toEqual([
      'guide/install.md',
      'guide/usage.md',
      'index.md',
      'llms-full.txt',
      'llms.txt',
      'zh/guide/install.md',
      'zh/guide/usage.md',
      'zh/index.md',
      'zh/llms-full.txt',
      'zh/llms.txt',
    ]);
    // The temporary server bundle of the Markdown renderer is removed after the build.
    expect(
      build()
        .files()
        .some((file) => file.startsWith('__ssg_md__/')),
    ).toBe(false);
    expect(build().output).toContain('Rendering md pages...');
    // The files of the Markdown renderer's bundle are listed under their own environment.
    expect(build().output).toMatch(/File \(node_md\)/);
    expect(build().output).toMatch(/Markdown rendered in \d+ ms\./);
  });

  it('llms.txt: title, description, one section per nav item, absolute .md links with siteOrigin, no home page', () => {
    expect(build().read('llms.txt')).toBe(
      [
        '# Acme SDK',
        '',
        '> Client library for the Acme API.',
        '',
        '## Guide',
        '',
        `- [Install](${ORIGIN}/guide/install.md): Add the SDK to a project.`,
        `- [Usage](${ORIGIN}/guide/usage.md): Call connect() first.`,
      ].join('\n'),
    );
    expect(build().read('zh/llms.txt')).toContain('## 指南');
    expect(build().read('zh/llms.txt')).toContain(
      `- [安装](${ORIGIN}/zh/guide/install.md): 把 SDK 加入项目。`,
    );
  });

  it('#pdf: each url of llms-full.txt has its HTML page at the same path with .html, wrapped in the classes the print CSS hides', () => {
    const full = build().read('llms-full.txt');
    const paths = [...full.matchAll(/^---\nurl: (.+)\n---$/gm)].map(([, url]) =>
      new URL(url, 'http://localhost:4173').pathname
        .replace(/\.md$/, '.html')
        .slice(1),
    );
    expect(paths.length).toBeGreaterThan(0);
    for (const file of paths) expect(build().has(file), file).toBe(true);
    const html = build().read('guide/usage.html');
    for (const name of [
      'rp-nav',
      'rp-doc-layout__sidebar',
      'rp-doc-layout__outline',
      'rp-doc-layout__menu',
      'rp-doc-footer',
    ])
      expect(html).toMatch(new RegExp(`class="${name}[ "]`));
  });

  // The home page is last here only because it is the one page no nav item matches: pages
  // outside the nav follow in the order of their file paths (see the docs-order build below).
  it('llms-full.txt: every page of the language after a url block, nav sections first, the home page last', () => {
    const full = build().read('llms-full.txt');
    const urls = [...full.matchAll(/^---\nurl: (.+)\n---$/gm)].map(
      (match) => match[1],
    );
    expect(urls).toEqual([
      `${ORIGIN}/guide/install.md`,
      `${ORIGIN}/guide/usage.md`,
      `${ORIGIN}/index.md`,
    ]);
    expect(full).toContain('Call `connect()` first.');
    const zhFull = build().read('zh/llms-full.txt');
    expect(zhFull).toContain(`url: ${ORIGIN}/zh/guide/usage.md`);
    expect(zhFull).not.toContain(`url: ${ORIGIN}/guide/usage.md`);
  });

  it('starts each .md file with a hint for agents pointing to the llms files of its language', () => {
    expect(build().read('guide/usage.md')).toMatch(
      new RegExp(
        `^> For AI agents: the complete documentation index is available at ${ORIGIN}/llms\\.txt, the full documentation bundle is available at ${ORIGIN}/llms-full\\.txt\\.\\n\\n# Usage`,
      ),
    );
    expect(build().read('zh/guide/usage.md')).toMatch(
      new RegExp(`^> For AI agents: .*${ORIGIN}/zh/llms\\.txt`),
    );
  });

  it('gives each HTML page a hidden hint and <link> tags to its Markdown file and llms.txt', () => {
    const html = build().read('guide/usage.html');
    expect(html).toContain(
      `<link rel="alternate" type="text/markdown" href="${ORIGIN}/guide/usage.md">`,
    );
    expect(html).toContain(
      `<link rel="describedby" href="${ORIGIN}/llms.txt">`,
    );
    expect(html).toContain(
      `and this page is available as Markdown at ${ORIGIN}/guide/usage.md.`,
    );
    // The copy button and the "open in" menu of the default theme.
    expect(html).toContain('rp-llms-copy-button');
    expect(html).toContain('rp-llms-view-options__trigger');
  });

  it('renders theme components as Markdown: package-manager tabs, tabs, code blocks, containers and links', () => {
    const md = build().read('guide/install.md');
    expect(md).toContain('```sh [npm]\nnpm install acme-sdk\n```');
    expect(md).toContain('```sh [pnpm]\npnpm add acme-sdk\n```');
    expect(md).toContain('```sh [deno]\ndeno add npm:acme-sdk\n```');
    // A tab becomes its label in bold, then its content.
    expect(md).toContain('**Yarn**\n\nRun `yarn add acme-sdk`.');
    // Inline text written on the same line as its component is serialised in pieces.
    expect(md).toContain('**ESM**\n\nUse&#x20;\n`import`\n.');
    // Containers are not transformed: the directive stays as written.
    expect(md).toContain(':::tip\nNode.js 20 or newer.\n:::');
    expect(md).toContain(
      '```ts title="client.ts"\nimport { connect } from \'acme-sdk\';\n```',
    );
    expect(md).toContain(`Then read [usage](${ORIGIN}/guide/usage.md).`);
    expect(md).not.toContain('import { PackageManagerTabs');
  });

  it('renders custom components once, as on the server: first state, no effects, SSG_MD branches, fallbacks', () => {
    const md = build().read('guide/usage.md');
    expect(md).toContain('# Usage beta');
    expect(md).toContain('Clicked **0** times. Not mounted yet.');
    expect(md).toContain('Click me');
    expect(md).not.toContain('Mounted in the browser.');
    // The component's own branch for import.meta.env.SSG_MD.
    expect(md).toContain('```http\nGET /v1/users\n```');
    // llms.remarkSplitMdxOptions.excludes: written as its source text, not rendered.
    expect(md).toContain('<LiveDemo name="users" />');
    expect(md).not.toContain('Rendered demo');
    // BrowserOnly gives its fallback, NoSSR nothing.
    expect(md).toContain('Loading the map.');
    expect(md).not.toContain('Map for');
    expect(md).not.toContain('Shown after hydration.');
    // Markdown tables are re-serialised with aligned columns.
    expect(md).toContain('| `timeout` | `30`    |');
  });

  it('leaves out global UI components and the remark plugins of markdown.remarkPlugins', () => {
    const html = build().read('guide/usage.html');
    const md = build().read('guide/usage.md');
    expect(html).toContain('Global banner text.');
    expect(html).toContain('Appended by a remark plugin.');
    expect(md).not.toContain('Global banner text.');
    expect(md).not.toContain('Appended by a remark plugin.');
  });

  it('writes the home page from its front matter: hero as a heading, text and quote, features as a list', () => {
    const md = build().read('index.md');
    expect(md).toContain(
      '# Acme SDK\n\nTalk to the Acme API\n\n> Typed, small, fast.\n\n[Install](/guide/install)\n\n## Features\n\n- **Typed**: Every call is typed.',
    );
  });
});

describe('llms: true with ssg: false: pages that cannot render in Node.js', () => {
  it(
    'still renders the Markdown; a page whose component throws gets an empty file and the build passes',
    () => {
      const build = buildFixture('guide-ssg-md', {
        args: ['--config', 'rspress.no-ssg.config.ts'],
      });
      expect(build.status, build.output).toBe(0);
      // The HTML pages are client-rendered shells.
      expect(build.read('other.html')).toContain(
        '<div id="__rspress_root"></div>',
      );
      // No hint line without SSG, and the other page is complete.
      expect(build.read('other.md')).toBe(
        '# Other\n\nText of a page without components.\n',
      );
      // index.mdx renders <WindowWidth />, which reads window: nothing is written, no error logged.
      expect(build.read('index.md')).toBe('');
      expect(build.output).not.toMatch(/window is not defined/);
      expect(build.read('llms-full.txt')).toContain(
        `---\nurl: ${ORIGIN}/index.md\n---\n\n\n`,
      );
      // llms.llmsTxt replaces the index; the page it leaves out keeps its .md file and its
      // place in llms-full.txt. Without a description, the text after the H1 is used.
      expect(build.read('llms.txt')).toBe(
        [
          '# Acme SDK',
          '',
          '> Client library for the Acme API.',
          '',
          '## Others',
          '',
          `- [Other](${ORIGIN}/other.md): Text of a page without components.`,
        ].join('\n'),
      );
      expect(build.read('draft.md')).toContain('# Draft');
      expect(build.read('llms-full.txt')).toContain(`url: ${ORIGIN}/draft.md`);
    },
    BUILD_TIMEOUT,
  );

  it(
    'with DEBUG set, the render error is printed with the component stack and the build fails',
    () => {
      const build = buildFixture('guide-ssg-md', {
        args: ['--config', 'rspress.no-ssg.config.ts'],
        env: { DEBUG: 'rsbuild' },
      });
      expect(build.status).not.toBe(0);
      expect(build.output).toContain(
        'Reconciler Error: ReferenceError: window is not defined',
      );
      expect(build.output).toMatch(/at WindowWidth \(/);
    },
    BUILD_TIMEOUT,
  );

  it(
    'fails the build and names the page when a module the page imports reads window at load time',
    () => {
      const build = buildFixture('guide-ssg-md', {
        args: ['--config', 'rspress.module.config.ts'],
      });
      expect(build.status).not.toBe(0);
      expect(build.output).toContain('Page "/" SSG-MD rendering failed.');
      expect(build.output).toContain('docs-module/index.mdx');
      expect(build.output).toContain('ReferenceError: window is not defined');
    },
    BUILD_TIMEOUT,
  );
});

describe('page order, global components and plugin-llms (docs-order)', () => {
  const build = useFixtureBuild('guide-ssg-md', {
    args: ['--config', 'rspress.order.config.ts'],
  });

  it('llms-full.txt lists nav pages first, then the other pages, home page included, by file path', () => {
    const urls = [
      ...build()
        .read('llms-full.txt')
        .matchAll(/^---\nurl: (.+)\n---$/gm),
    ].map((match) => match[1]);
    // about.mdx < index.md < release-notes.md: the home page lands in the middle.
    expect(urls).toEqual([
      `${ORIGIN}/guide/install.md`,
      `${ORIGIN}/about.md`,
      `${ORIGIN}/index.md`,
      `${ORIGIN}/release-notes.md`,
    ]);
  });

  it('renders a component registered with markdown.globalComponents into the Markdown', () => {
    const md = build().read('about.md');
    expect(md).toContain('**Note:** Written by the SDK team.');
    expect(build().read('about.html')).toContain('Written by the SDK team.');
  });

  it(
    'fails with an asset conflict on llms-full.txt when @rspress/plugin-llms runs next to llms: true',
    () => {
      const failing = buildFixture('guide-ssg-md', {
        args: ['--config', 'rspress.llms-plugin.config.ts'],
      });
      expect(failing.status).not.toBe(0);
      expect(failing.output).toContain(
        'Conflict: Multiple assets emit different content to the same filename llms-full.txt',
      );
    },
    BUILD_TIMEOUT,
  );
});

describe('what the installed packages offer', () => {
  it('neither @rspress/core nor an installed official plugin writes a PDF', () => {
    const require = createRequire(import.meta.url);
    const coreDir = path.dirname(require.resolve('@rspress/core/package.json'));
    const scopeDir = path.dirname(coreDir);
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? walk(path.join(dir, entry.name))
          : /\.(js|cjs|mjs)$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      );
    const packages = readdirSync(scopeDir).filter(
      (name) => name === 'core' || name.startsWith('plugin-'),
    );
    expect(packages.length).toBeGreaterThan(3);
    for (const name of packages) {
      const dist = path.join(scopeDir, name, 'dist');
      for (const file of walk(dist))
        expect(readFileSync(file, 'utf8'), file).not.toMatch(
          /\.pdf\b|application\/pdf|page\.pdf\(/i,
        );
    }
  });
});

describe('llms.remarkSplitMdxOptions.includes on a temporary site', () => {
  it(
    'renders only the listed components; with includes set, an unlisted HTML tag is written as source too',
    () => {
      const site = mkdtempSync(path.join(tmpdir(), 'ssg-md-includes-'));
      mkdirSync(path.join(site, 'docs'), { recursive: true });
      mkdirSync(path.join(site, 'components'), { recursive: true });
      // The config file imports @rspress/core: give the site this repository's packages.
      symlinkSync(
        path.resolve('node_modules'),
        path.join(site, 'node_modules'),
      );
      writeFileSync(
        path.join(site, 'components', 'Shout.tsx'),
        'export function Shout() { return <strong>RENDERED SHOUT</strong>; }\n',
      );
      writeFileSync(
        path.join(site, 'docs', 'index.mdx'),
        [
          "import { Shout } from '../components/Shout';",
          '',
          '# Includes',
          '',
          '<Shout />',
          '',
          '<div className="box">Inside a div.</div>',
          '',
        ].join('\n'),
      );
      writeFileSync(
        path.join(site, 'rspress.config.ts'),
        [
          "import { defineConfig } from '@rspress/core';",
          'export default defineConfig({',
          "  root: 'docs',",
          "  title: 'Includes',",
          "  llms: { remarkSplitMdxOptions: { includes: [[['Shout'], '../components/Shout']] } },",
          '});',
          '',
        ].join('\n'),
      );
      try {
        const build = buildFixture(site);
        expect(build.status, build.output).toBe(0);
        const md = build.read('index.md');
        expect(md).toContain('**RENDERED SHOUT**');
        // Not in includes: the <div> is written as its source, not as its text.
        expect(md).toContain('<div className="box">Inside a div.\n</div>');
        expect(build.read('index.html')).toContain('Inside a div.');
      } finally {
        rmSync(site, { recursive: true, force: true });
      }
    },
    BUILD_TIMEOUT,
  );
});
