/**
 * MDX and React components (/guide/basic/use-mdx/components): facts read from the installed
 * code. What a build renders (partials with props, globalComponents, react-markdown, lowercase
 * tags, the `__` page) is proven on tests/fixtures/guide-mdx-syntax in guide-use-mdx.test.ts.
 */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFile } from '../../framework/internals';
import { installedCoreModule } from '../support/installed-core';

const core = (file: string) => readFileSync(coreFile(file), 'utf8');

describe('markdown.globalComponents', () => {
  it('imports the default export of each file under the file name with its first letter upper-cased, plugin entries before the config ones, in .md and .mdx alike', () => {
    const builtin = core('dist/node/mdx/remarkPlugins/builtin.js');
    expect(builtin).toContain(
      'const componentName = filename[0].toUpperCase() + filename.slice(1);',
    );
    expect(builtin).toContain(
      'return getDefaultImportAstNode(componentName, componentPath);',
    );
    const options = core('dist/node/mdx/options.js');
    expect(options).toMatch(
      /\.\.\.rspressPlugins\.flatMap\(\(plugin\)=>plugin\.markdown\?\.globalComponents \|\| \[\]\),\s*\.\.\.globalComponentsFromConfig/,
    );
    // The plugin list is the same for every page file: nothing checks for .mdx.
    expect(options).toMatch(
      /globalComponents\.length && \[\s*remarkBuiltin,\s*\{\s*globalComponents\s*\}\s*\]/,
    );
  });

  it("a components/Kbd.tsx re-exporting './Kbd' would import itself: the file wins over the folder; './Kbd/index' reaches the folder", async () => {
    const { rspack } = (await import('@rspack/core')) as unknown as {
      rspack: {
        experiments: {
          resolver: {
            ResolverFactory: new (options: { extensions: string[] }) => {
              sync: (dir: string, request: string) => { path?: string };
            };
          };
        };
      };
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'kbd-resolve-'));
    try {
      mkdirSync(path.join(dir, 'Kbd'));
      writeFileSync(path.join(dir, 'Kbd.tsx'), '');
      writeFileSync(path.join(dir, 'Kbd', 'index.tsx'), '');
      const resolver = new rspack.experiments.resolver.ResolverFactory({
        extensions: ['.ts', '.tsx', '.js', '.jsx'],
      });
      expect(resolver.sync(dir, './Kbd').path).toBe(path.join(dir, 'Kbd.tsx'));
      expect(resolver.sync(dir, './Kbd/index').path).toBe(
        path.join(dir, 'Kbd', 'index.tsx'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('theme components named on the page', () => {
  it('renderInlineMarkdown is internal, knows bold, italics, strike-through and inline code, and passes other HTML through', async () => {
    expect(core('dist/theme/logic/utils.d.ts')).toMatch(
      /- bold\n \* - emphasis\n \* - delete\n \* - inline code\n[\s\S]*?@internal[\s\S]*?export declare function renderInlineMarkdown/,
    );
    const { renderInlineMarkdown } = (await import(
      installedCoreModule('dist/theme/logic/utils.js')
    )) as {
      renderInlineMarkdown: (text: string) => {
        dangerouslySetInnerHTML?: { __html: string };
      };
    };
    expect(
      renderInlineMarkdown(
        '**b** *i* ~~d~~ `c` [link](/x) <img src=x onerror="alert(1)" />',
      ).dangerouslySetInnerHTML?.__html,
    ).toBe(
      '<strong>b</strong> <em>i</em> <del>d</del> <code>c</code> [link](/x) <img src=x onerror="alert(1)" />',
    );
  });

  it('Badge types and outline; Tabs remember a groupId in localStorage; PackageManagerTabs has five managers; Steps numbers h2 to h6', () => {
    const badge = core('dist/theme/components/Badge/index.d.ts');
    expect(badge).toContain("type?: 'tip' | 'info' | 'warning' | 'danger';");
    expect(badge).toContain('outline?: boolean;');
    const tabs = core('dist/theme/components/Tabs/index.js');
    expect(tabs).toContain(
      'useStorageValue(`${groupIdPrefix}${groupId}`, initialActiveIndex.toString())',
    );
    expect(core('dist/theme/logic/useStorageValue.js')).toContain(
      'localStorage.setItem(key, next.toString());',
    );
    expect(core('dist/theme/components/PackageManagerTabs/index.js')).toMatch(
      /const packageMangerToIcon = \{\s*npm: [^\n]*\n\s*yarn: [^\n]*\n\s*pnpm: [^\n]*\n\s*bun: [^\n]*\n\s*deno: /,
    );
    expect(core('dist/theme/components/Steps/index.css')).toContain(
      '.rp-steps > :is(h2, h3, h4, h5, h6):before {',
    );
  });

  it('PageTabs keep the tab in a URL query parameter; CodeBlockRuntime highlights with Shiki at run time; Link prefetches and opens external URLs in a new tab', () => {
    expect(core('dist/theme/components/PageTabs/index.js')).toContain(
      'searchParams.set(id, String(index));',
    );
    expect(core('dist/theme/components/CodeBlockRuntime/index.js')).toContain(
      'import { codeToHast, createCssVariablesTheme } from "shiki";',
    );
    const link = core('dist/theme/components/Link/index.js');
    expect(link).toContain(
      'import { preloadLink } from "@rspress/core/runtime";',
    );
    expect(link).toContain('target: "_blank",');
    // Internal hrefs get the site's base before they are written.
    expect(link).toContain('href: withBaseHref,');
    expect(core('dist/theme/components/Link/getHref.js')).toContain(
      'else withBaseHref = withBase(cleanUrlByConfig(href));',
    );
  });
});
