/**
 * Migrate from Rspress 1.x (/guide/start/migration): what the page says about 2.x, proven on the
 * installed @rspress/core without a build: the majors of the build tool and the Markdown
 * pipeline, when the built-in plugins collide with leftover 1.x ones, and the theme keys that
 * the types accept but the code never reads. (The 1.x side comes from the 1.47.2 source.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PluginDriver, type UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { typecheckSources } from '../support/typecheck';

const require = createRequire(import.meta.url);
const CORE_DIR = path.dirname(require.resolve('@rspress/core/package.json'));
const corePackage = JSON.parse(
  readFileSync(path.join(CORE_DIR, 'package.json'), 'utf8'),
) as { dependencies: Record<string, string> };

/** Every JavaScript file of @rspress/core's dist folder (node, runtime, theme). */
function coreJavaScript(): { file: string; text: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.js') ? [full] : [];
    });
  return walk(path.join(CORE_DIR, 'dist')).map((file) => ({
    file: path.relative(CORE_DIR, file),
    text: readFileSync(file, 'utf8'),
  }));
}

describe('Rspress 2 moves to new majors of Rsbuild, MDX and unified', () => {
  it('depends on Rsbuild 2, MDX 3, unified 11 and remark-gfm 4', () => {
    const deps = corePackage.dependencies;
    expect(deps['@rsbuild/core']).toMatch(/^\^2\./);
    expect(deps['@mdx-js/mdx']).toMatch(/^\^3\./);
    expect(deps.unified).toMatch(/^\^11\./);
    expect(deps['remark-gfm']).toMatch(/^\^4\./);
  });

  it('resolves those majors from its own folder', () => {
    const fromCore = createRequire(path.join(CORE_DIR, 'package.json'));
    // Some of these packages do not export ./package.json: look it up the way Node searches.
    const major = (name: string) => {
      const dir = (fromCore.resolve.paths(name) ?? [])
        .map((modules) => path.join(modules, name))
        .find((candidate) => existsSync(path.join(candidate, 'package.json')));
      expect(dir, name).toBeDefined();
      const { version } = JSON.parse(
        readFileSync(path.join(dir as string, 'package.json'), 'utf8'),
      ) as { version: string };
      return version.split('.')[0];
    };
    expect(major('@rsbuild/core')).toBe('2');
    expect(major('@mdx-js/mdx')).toBe('3');
    expect(major('unified')).toBe('11');
  });
});

describe('leftover 1.x plugins collide with the built-in ones', () => {
  const leftover = (name: string) => ({ name });
  const create = (config: UserConfig) => PluginDriver.create(config, true);

  it('pluginLastUpdated() collides only when themeConfig.lastUpdated is on', async () => {
    const plugins = [leftover('@rspress/plugin-last-updated')];
    await expect(create({ plugins })).resolves.toBeInstanceOf(PluginDriver);
    await expect(
      create({ plugins, themeConfig: { lastUpdated: true } }),
    ).rejects.toThrow(
      'The plugin "@rspress/plugin-last-updated" has been registered',
    );
  });

  it('pluginMediumZoom() collides unless mediumZoom is false', async () => {
    const plugins = [leftover('@rspress/plugin-medium-zoom')];
    await expect(create({ plugins })).rejects.toThrow(
      'The plugin "@rspress/plugin-medium-zoom" has been registered',
    );
    await expect(
      create({ plugins, mediumZoom: false }),
    ).resolves.toBeInstanceOf(PluginDriver);
  });
});

describe('theme keys of 1.x that 2.x types but does not implement', () => {
  const sources = coreJavaScript();

  it('no code of @rspress/core reads themeConfig.hideNavbar, themeConfig.enableContentAnimation or themeConfig.search', () => {
    for (const key of ['hideNavbar', 'enableContentAnimation']) {
      expect(
        sources
          .filter(({ text }) => text.includes(key))
          .map(({ file }) => file),
        key,
      ).toEqual([]);
    }
    expect(
      sources
        .filter(({ text }) => /themeConfig\??\.search\b/.test(text))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('enableScrollToTop defaults to true (1.x: false)', () => {
    const outline = sources.find(({ file }) =>
      file.endsWith(path.join('theme', 'components', 'Outline', 'index.js')),
    );
    expect(outline?.text).toContain('enableScrollToTop = true');
  });
});

describe('the 2.x command line', () => {
  it('has dev, build, preview (alias serve) and eject, and no update command', () => {
    const cli = readFileSync(
      path.join(CORE_DIR, 'dist', 'cli', 'index.js'),
      'utf8',
    );
    const commands = [...cli.matchAll(/cli\.command\('([^' ]+)/g)].map(
      (match) => match[1],
    );
    expect(commands).toEqual(['[root]', 'build', 'preview', 'eject']);
    expect(cli).toContain(".alias('dev')");
    expect(cli).toContain(".alias('serve')");
    expect(cli).not.toMatch(/command\('update/);
  });
});

describe('the type check of rspress.config.ts against the 1.x options', () => {
  const check = (body: string) =>
    typecheckSources([
      {
        origin: body,
        extension: '.ts',
        source: `import { defineConfig } from '@rspress/core';\nexport default defineConfig(${body});\n`,
      },
    ]);

  it('rejects every removed or moved 1.x option, and accepts the three keys 2.x types but never reads', () => {
    const removed = [
      '{ builderPlugins: [] }',
      '{ markdown: { checkDeadLinks: true } }',
      '{ markdown: { mdxRs: false } }',
      '{ markdown: { experimentalMdxRs: false } }',
      "{ markdown: { codeHighlighter: 'shiki' } }",
      "{ markdown: { highlightLanguages: ['rust'] } }",
      '{ themeConfig: { outline: false } }',
      '{ themeConfig: { docFooter: {} } }',
      "{ themeConfig: { outlineTitle: 'Contents' } }",
      "{ themeConfig: { locales: [{ lang: 'en', label: 'English', lastUpdated: true }] } }",
      "{ themeConfig: { locales: [{ lang: 'en', label: 'English', langRoutePrefix: 'en' }] } }",
      "{ themeConfig: { locales: [{ lang: 'en', label: 'English', editLink: { docRepoBaseUrl: 'x' } }] } }",
      "{ themeConfig: { locales: [{ lang: 'en', label: 'English', outlineTitle: 'Contents' }] } }",
      "{ themeConfig: { editLink: { docRepoBaseUrl: 'x', text: 'Edit' } } }",
    ];
    expect(
      removed.filter((body) => check(body).length === 0),
      'accepted by the 2.x types',
    ).toEqual([]);
    expect(
      check(
        "{ themeConfig: { hideNavbar: 'auto', enableContentAnimation: true, search: false, localeRedirect: 'never' }, route: { localeRedirect: 'auto' } }",
      ),
    ).toEqual([]);
  });

  it('types a locale entry with lang, label, title, description, nav and sidebar only, and theme texts with en and zh', () => {
    const propertyNames = (block: string) =>
      [...block.matchAll(/^\s{4}(\w+)\??:/gm)].map((m) => m[1]);
    const shared = readFileSync(
      require.resolve('@rspress/shared').replace(/index\.js$/, 'index.d.ts'),
      'utf8',
    );
    const locale = /export declare type LocaleConfig = \{([\s\S]*?)\n\};/.exec(
      shared,
    )?.[1];
    expect(propertyNames(locale ?? '')).toEqual([
      'lang',
      'label',
      'title',
      'description',
      'nav',
      'sidebar',
    ]);
    expect(shared).toMatch(
      /declare type I18nTextValue = \{\s*zh: string;\s*en: string;\s*\[key: string\]: string;\s*\};/,
    );
  });
});

describe('Shiki helpers of the 1.x plugin', () => {
  it('are not exported by @rspress/core/shiki-transformers, which has transformerCompatibleMetaHighlight', async () => {
    const transformers = await import('@rspress/core/shiki-transformers');
    expect(
      Object.keys(transformers).filter((name) =>
        name.startsWith('createTransformer'),
      ),
    ).toEqual([]);
    expect(typeof transformers.transformerCompatibleMetaHighlight).toBe(
      'function',
    );
  });
});
