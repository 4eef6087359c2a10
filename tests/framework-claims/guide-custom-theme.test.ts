/**
 * Proves the custom theme page: a theme/index.tsx that re-exports the original theme and
 * declares named exports renders its Layout slots and replaces a single component everywhere.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFixtureBuild } from '../support/fixture-site';

const build = useFixtureBuild('theme-override', { checkBuilds: false });

describe('theme/index.tsx with named exports', () => {
  it('builds without the 1.x theme warning', () => {
    expect(build().status, build().output).toBe(0);
    expect(build().output).not.toMatch(
      /Breaking Change: The "theme\/index.tsx"/,
    );
  });

  it('renders the doc slots of Layout around the content and the footer', () => {
    const html = build().read('guide/page.html');
    const before = html.indexOf('Slot text before the content');
    const body = html.indexOf('<p>Body text.</p>');
    const after = html.indexOf('Slot text after the footer');
    expect(before).toBeGreaterThan(-1);
    expect(body).toBeGreaterThan(before);
    expect(after).toBeGreaterThan(body);
  });

  it('renders the bottom slot on every page and the home slot on the home page', () => {
    expect(build().read('guide/page.html')).toContain('Site-wide bottom slot');
    expect(build().read('index.html')).toContain('Site-wide bottom slot');
    expect(build().read('index.html')).toContain(
      'Home slot after the features',
    );
    expect(build().read('guide/page.html')).not.toContain(
      'Home slot after the features',
    );
  });

  it('replaces a component used inside the theme (PrevNextPage in the doc footer)', () => {
    const html = build().read('guide/page.html');
    expect(html).toContain('Custom pager');
    expect(html).not.toContain('rp-prev-next-page');
  });
});

describe('a theme in a package (#theme-package)', () => {
  const coreRoot = path.dirname(
    createRequire(import.meta.url).resolve('@rspress/core/package.json'),
  );
  const initRsbuild = readFileSync(
    path.join(coreRoot, 'dist/node/initRsbuild.js'),
    'utf8',
  );

  it('resolves @rspress/core/theme to the site theme folder first, for every module, and -original to the default theme', () => {
    expect(initRsbuild).toMatch(
      /'@rspress\/core\/theme': \[\s*CUSTOM_THEME_DIR,\s*DEFAULT_THEME\s*\]/,
    );
    expect(initRsbuild).toContain(
      "'@rspress/core/theme-original': DEFAULT_THEME",
    );
  });

  it('compiles only its own package from node_modules (source.include)', () => {
    expect(initRsbuild).toMatch(/include: \[\s*PACKAGE_ROOT\s*\]/);
  });

  it('loads the theme from themeDir (default <cwd>/theme); core depends on React 19 and declares no peers', () => {
    const pkg = JSON.parse(
      readFileSync(path.join(coreRoot, 'package.json'), 'utf8'),
    ) as {
      peerDependencies?: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(pkg.peerDependencies).toBeUndefined();
    expect(pkg.dependencies.react).toMatch(/^\^19\./);
    expect(
      readFileSync(path.join(coreRoot, 'dist/node/PluginDriver.js'), 'utf8'),
    ).toContain(
      "this.#config.themeDir ??= node_path.join(process.cwd(), 'theme');",
    );
  });
});
