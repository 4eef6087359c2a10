/**
 * What /guide/advanced/extend-build says about builderConfig, Rsbuild plugins, the Rsbuild
 * environments, remark and rehype plugins and a small Rspress plugin, proven on the installed
 * @rspress/core: one build of tests/fixtures/guide-extend-build, two configs of the same fixture
 * that must fail (a remark plugin calling file.fail, a leftover builderPlugins), and the MDX
 * options Rspress hands to the compiler.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildFixture,
  FIXTURES_DIR,
  useFixtureBuild,
} from '../support/fixture-site';
import { installedCoreModule } from '../support/installed-core';

const FIXTURE = 'guide-extend-build';
const BUILD_TIMEOUT = 120_000;

const RSPRESS_BIN = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('@rspress/core/package.json'),
  ),
  'bin',
  'rspress.js',
);

describe('the fixture site built with builderConfig, plugins and markdown plugins', () => {
  const build = useFixtureBuild(FIXTURE);
  const page = () => build().read('index.html');

  it('applies builderConfig: the alias resolves and the global constant is replaced', () => {
    expect(page()).toContain('alias=<!-- -->chart from the alias');
  });

  it("merges a Rspress plugin's builderConfig first and the site's last: the site's value wins, arrays are concatenated", () => {
    expect(page()).toContain('flag=<!-- -->user');
    expect(page()).toContain('pluginOnly=<!-- -->from plugin');
    const plugin = page().indexOf('<meta name="from-plugin" content="yes">');
    const user = page().indexOf('<meta name="from-user" content="yes">');
    expect(plugin).toBeGreaterThan(-1);
    expect(user).toBeGreaterThan(plugin);
  });

  it('runs an Rsbuild plugin from builderConfig.plugins, its config hook once for web and once for node', () => {
    expect(build().output).toContain('[probe] environments: node,web');
  });

  it('runs the config remark plugins after the built-in ones: callouts converted, links rewritten', () => {
    expect(page()).toContain('remark-probe callouts=1 links=/other.html');
  });

  it('runs the config rehype plugins after Shiki and the heading anchors', () => {
    expect(page()).toMatch(
      /<img [^>]*loading="lazy" data-saw-shiki="true" data-saw-anchor="true"/,
    );
  });

  it('ships a field added in extendPageData to usePage(), but not a front matter change to useFrontmatter()', () => {
    expect(page()).toContain(
      'reading=<!-- -->7<!-- --> fromPlugin=<!-- -->undefined',
    );
  });
});

describe('builds that must fail', () => {
  it(
    'a remark plugin calling file.fail stops the build with an MDX compile error naming the file',
    () => {
      const result = buildFixture(FIXTURE, {
        args: ['-c', 'rspress.todo.config.ts'],
      });
      expect(result.status).toBe(1);
      expect(result.output).toContain(
        'MDX compile error: Unfinished text: "Still TODO here." in ',
      );
      expect(result.output).toContain(
        path.join('guide-extend-build', 'docs-todo', 'index.md'),
      );
    },
    BUILD_TIMEOUT,
  );

  it('a non-empty builderPlugins stops rspress dev, build and preview with exit code 1', () => {
    for (const command of ['dev', 'build', 'preview']) {
      const result = spawnSync(
        process.execPath,
        [RSPRESS_BIN, command, '-c', 'rspress.builder-plugins.config.ts'],
        {
          cwd: path.join(FIXTURES_DIR, FIXTURE),
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
          timeout: 60_000,
        },
      );
      expect(result.status, command).toBe(1);
      expect(`${result.stdout}${result.stderr}`, command).toContain(
        '[Rspress v2] The "builderPlugins" option has been renamed to "builderConfig.plugins"',
      );
    }
  }, 180_000);
});

describe('the MDX options Rspress compiles pages with', () => {
  const remarkMine = () => undefined;
  const rehypeMine = () => undefined;
  const remarkOfPlugin = () => undefined;
  const rehypeOfPlugin = () => undefined;

  async function options(filepath: string) {
    const { createMDXOptions } = await import(
      installedCoreModule('dist/node/mdx/options.js')
    );
    return createMDXOptions({
      docDirectory: '/docs',
      filepath,
      config: {
        markdown: { remarkPlugins: [remarkMine], rehypePlugins: [rehypeMine] },
      },
      pluginDriver: {
        getPlugins: () => [
          {
            name: 'p',
            markdown: {
              remarkPlugins: [remarkOfPlugin],
              rehypePlugins: [rehypeOfPlugin],
            },
          },
        ],
      },
      isSsgMd: false,
    } as never) as Promise<{
      remarkPlugins: unknown[];
      rehypePlugins: unknown[];
    }>;
  }

  const nameOf = (plugin: unknown) => {
    const fn = Array.isArray(plugin) ? plugin[0] : plugin;
    return typeof fn === 'function' ? fn.name : String(fn);
  };

  it('orders remark plugins: built-in (GFM first, link and image checks last), the config, then plugins', async () => {
    for (const file of ['/docs/page.md', '/docs/page.mdx']) {
      const { remarkPlugins } = await options(file);
      expect(remarkPlugins.map(nameOf)).toEqual([
        'remarkGfm',
        'remarkCjkFriendly',
        'remarkGfmStrikethroughCjkFriendly',
        'remarkToc',
        'remarkContainerSyntax',
        'remarkFileCodeBlock',
        'remarkLink',
        'remarkImage',
        'remarkMine',
        'remarkOfPlugin',
      ]);
    }
  });

  it('orders rehype plugins: heading anchors, Shiki and external links first, then the config, then plugins', async () => {
    const { rehypePlugins: mdx } = await options('/docs/page.mdx');
    expect(mdx.map(nameOf)).toEqual([
      'rehypeHeaderAnchor',
      'rehypeShiki',
      'rehypeExternalLinks',
      'rehypeMine',
      'rehypeOfPlugin',
    ]);
    // A .md page also gets the code meta and raw HTML steps before Shiki.
    const { rehypePlugins: md } = await options('/docs/page.md');
    expect(md.map(nameOf)).toEqual([
      'rehypeHeaderAnchor',
      'rehypeCodeMeta',
      'rehypeRaw',
      'rehypeShiki',
      'rehypeExternalLinks',
      'rehypeMine',
      'rehypeOfPlugin',
    ]);
  });
});
