/**
 * Proves what the Getting started page tells a newcomer, on the installed @rspress/core:
 * the walk-through's files build into the documented output, `.md` and `.mdx` treat the same
 * source differently, and a `_meta.json` naming a missing file fails the build.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../site/routes';
import { codeBlocks, readDoc } from '../support/docs';
import {
  buildFixture,
  FIXTURES_DIR,
  plainText,
  useFixtureBuild,
} from '../support/fixture-site';

const PAGE = 'guide/start/getting-started.mdx';
const TUTORIAL = path.join(FIXTURES_DIR, 'getting-started');
const BUILD_TIMEOUT = 120_000;

/** The last code block per file title: what the reader's file looks like after the last step. */
function finalFilesOf(lang: (typeof LANGS)[number]): Map<string, string> {
  const files = new Map<string, string>();
  for (const block of codeBlocks(readDoc(lang, PAGE))) {
    const title = /title="([^"]+)"/.exec(block.meta)?.[1];
    if (title && (title === 'rspress.config.ts' || title.startsWith('docs/')))
      files.set(title, block.value);
  }
  return files;
}

describe('the Getting started walk-through', () => {
  for (const lang of LANGS) {
    it(`shows, in ${lang}, exactly the files of the tutorial fixture`, () => {
      const files = finalFilesOf(lang);
      expect([...files.keys()].sort()).toEqual([
        'docs/_nav.json',
        'docs/guide/_meta.json',
        'docs/guide/install.mdx',
        'docs/guide/introduction.md',
        'docs/index.md',
        'rspress.config.ts',
      ]);
      for (const [title, content] of files) {
        expect(`${content.trimEnd()}\n`, title).toBe(
          readFileSync(path.join(TUTORIAL, title), 'utf8'),
        );
      }
    });
  }

  const build = useFixtureBuild('getting-started', { checkBuilds: false });

  it('builds, writing one HTML file per page, a 404 page and a search index into doc_build/', () => {
    expect(build().status, build().output).toBe(0);
    const files = build().files();
    expect(files).toEqual(
      expect.arrayContaining([
        '404.html',
        'index.html',
        'guide/introduction.html',
        'guide/install.html',
      ]),
    );
    expect(
      files.some((file) =>
        /^static\/search_index\.en\.[0-9a-f]+\.json$/.test(file),
      ),
    ).toBe(true);
  });

  it('orders the sidebar by _meta.json and leaves an unlisted page out of it, though it is built', () => {
    const html = build().read('guide/introduction.html');
    const sidebar = html.slice(
      html.indexOf('<aside'),
      html.indexOf('</aside>'),
    );
    const order = ['/guide/introduction.html', '/guide/install.html'].map(
      (href) => sidebar.indexOf(`href="${href}"`),
    );
    expect(order[0]).toBeGreaterThanOrEqual(0);
    expect(order[1]).toBeGreaterThan(order[0]);
    expect(sidebar).not.toContain('/guide/unlisted');
    expect(build().has('guide/unlisted.html')).toBe(true);
  });

  it('writes internal links with .html and puts the site title after the page title', () => {
    expect(build().read('guide/introduction.html')).toContain(
      'href="/guide/install.html"',
    );
    expect(build().read('guide/install.html')).toContain(
      '<title>Install - My Docs</title>',
    );
  });

  it('uses the text under the heading as description, and the site description only as a fallback', () => {
    const description = (file: string) =>
      /<meta name="description" content="([^"]*)"/.exec(
        build().read(file),
      )?.[1];
    expect(description('guide/introduction.html')).toBe(
      'My project does one thing well. Read on to install it.',
    );
    expect(description('guide/install.html')).toBe(
      'Guides and reference for my project.',
    );
    expect(description('index.html')).toBe(
      'Guides and reference for my project.',
    );
  });
});

describe('Markdown or MDX', () => {
  const build = useFixtureBuild('md-vs-mdx', {
    checkBuilds: 'builds both formats without an error',
  });

  it('prints imports, JSX and expressions of a .md page as text', () => {
    const html = build().read('as-md.html');
    expect(plainText(html)).toContain(
      "import { Badge } from '@rspress/core/theme';",
    );
    expect(html).toContain('<badge text="new">');
    expect(plainText(html)).toContain('Value: {1 + 1}');
  });

  it('renders the component and evaluates the expression in a .mdx page', () => {
    const html = build().read('as-mdx.html');
    expect(html).toMatch(/<span class="rp-badge[^"]*">new<\/span>/);
    expect(plainText(html)).toContain('Value: 2');
    expect(plainText(html)).not.toContain('import {');
  });

  it('shows escaped braces and angle brackets of a .mdx page literally', () => {
    const text = plainText(build().read('escaped.html'));
    expect(text).toContain('The map is {a: 1}. It takes <5 minutes.');
  });
});

describe('a _meta.json entry without a page file', () => {
  it(
    'fails the build and names the missing file',
    () => {
      const build = buildFixture('meta-missing-file');
      expect(build.status).not.toBe(0);
      expect(build.output).toMatch(/Missing page file: ".*guide[\\/]faq"/);
    },
    BUILD_TIMEOUT,
  );
});

describe('the command-line tool of @rspress/core', () => {
  const bin = path.join(
    path.dirname(
      createRequire(import.meta.url).resolve('@rspress/core/package.json'),
    ),
    'bin',
    'rspress.js',
  );

  it('prints the landing line, then rspress/<version> with the platform and Node.js version, for --version', () => {
    const result = spawnSync(process.execPath, [bin, '--version'], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    expect(result.status).toBe(0);
    const version = JSON.parse(
      readFileSync(path.join(path.dirname(bin), '..', 'package.json'), 'utf8'),
    ).version as string;
    expect(result.stdout).toBe(
      `🔥 Rspress v${version}\n\nrspress/${version} ${process.platform}-${process.arch} node-${process.version}\n`,
    );
  });
});
