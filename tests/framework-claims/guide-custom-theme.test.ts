/**
 * Proves the custom theme page: a theme/index.tsx that re-exports the original theme and
 * declares named exports renders its Layout slots and replaces a single component everywhere.
 */
// cspell:ignore jsxs
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixture, useFixtureBuild } from '../support/fixture-site';

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

  it('Rspress adds only its own package to source.include; Rsbuild compiles .ts/.tsx/.jsx/.mts/.cts in node_modules anyway, .js/.mjs there only when included', () => {
    expect(initRsbuild).toMatch(/include: \[\s*PACKAGE_ROOT\s*\]/);
    const rsbuild = readFileSync(
      path.join(
        path.dirname(
          createRequire(import.meta.url).resolve('@rsbuild/core/package.json'),
        ),
        'dist/m.js',
      ),
      'utf8',
    );
    // The SWC rule takes a file outside node_modules, OR any TypeScript/JSX file, OR source.include.
    expect(rsbuild).toMatch(
      /rule\.include\.add\(\{\s*not: NODE_MODULES_REGEX\s*\}\), rule\.include\.add\(\/\\\.\(\?:ts\|tsx\|jsx\|mts\|cts\)\$\/\)[^;]*config\.source\.include \|\| \[\]\)\)rule\.include\.add/,
    );
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

describe('theme parts read from the installed code', () => {
  const coreRoot = path.dirname(
    createRequire(import.meta.url).resolve('@rspress/core/package.json'),
  );
  const core = (file: string) =>
    readFileSync(path.join(coreRoot, file), 'utf8');

  it('Layout passes the nav slots to Nav, the doc slots to DocLayout and four home slots to HomeLayout, not the hero action slots', () => {
    const layout = core('dist/theme/layout/Layout/index.js');
    expect(layout).toContain(
      'const homeProps = {\n        beforeHero,\n        afterHero,\n        beforeFeatures,\n        afterFeatures\n    };',
    );
    for (const slot of [
      'beforeNavTitle',
      'afterNavTitle',
      'navTitle',
      'beforeLeftNavItems',
      'afterLeftNavItems',
      'beforeRightNavItems',
      'afterRightNavItems',
      'beforeNavMenu',
      'afterNavMenu',
    ])
      expect(layout).toContain(`${slot}: ${slot}`);
    expect(layout).not.toMatch(/beforeHeroActions|afterHeroActions/);
    // top and bottom around everything; the navbar and its two slots unless blank or navbar: false.
    expect(layout).toMatch(
      /top,\s*'blank' !== pageType && showNavbar && \/\*#__PURE__\*\/ jsxs\(Fragment, \{\s*children: \[\s*beforeNav,/,
    );
    const nav = core('dist/theme/components/Nav/index.js');
    expect(nav).toMatch(
      /className: "rp-nav__left",\s*children: \[\s*beforeNavTitle,\s*navTitle \?\? /,
    );
    expect(nav).toMatch(
      /className: "rp-nav__right",\s*children: \[\s*beforeNavMenu,/,
    );
  });

  it('rspress eject offers 21 components and copies any folder of the ejected theme, whose files import .scss', () => {
    const eject = core('dist/node/eject.js');
    const offered = eject
      .slice(eject.indexOf('async function getAvailableComponents'))
      .match(/return \[([^\]]*)\]/)![1]
      .match(/'(\w+)'/g)!
      .map((name) => name.slice(1, -1))
      .sort();
    expect(offered).toEqual([
      'Badge',
      'Banner',
      'Callout',
      'DocFooter',
      'FallbackHeading',
      'HomeBackground',
      'HomeFeature',
      'HomeFooter',
      'HomeHero',
      'NavTitle',
      'OverviewGroup',
      'PackageManagerTabs',
      'PrevNextPage',
      'Prompt',
      'Root',
      'SocialLinks',
      'SourceCode',
      'Steps',
      'Tabs',
      'Tag',
      'Toc',
    ]);
    // Any folder of dist/eject-theme/components is accepted, listed or not.
    expect(eject).toContain('return stat.isDirectory();');
    expect(eject).toContain(
      "const destThemePath = node_path.join(cwd, 'theme', 'components');",
    );
    expect(core('dist/eject-theme/components/HomeFooter/index.tsx')).toContain(
      "import './index.scss';",
    );
    for (const folder of ['Nav', 'Sidebar', 'Search', 'Link'])
      expect(
        existsSync(path.join(coreRoot, 'dist/eject-theme/components', folder)),
        folder,
      ).toBe(true);
  });

  it('warns about a 1.x theme file: export default {, or an import from rspress/theme or @rspress/core/theme', () => {
    const hint = core('dist/node/logger/hint.js');
    expect(hint).toContain(
      'const THEME_DEFAULT_EXPORT_PATTERN = /export\\s+default\\s+\\{/;',
    );
    expect(hint).toContain(
      'const THEME_OLD_IMPORT_0 = /from\\s+[\'"]rspress\\/theme[\'"]/;',
    );
    expect(hint).toContain(
      'const THEME_OLD_IMPORT_1 = /from\\s+[\'"]@rspress\\/core\\/theme[\'"]/;',
    );
    expect(hint).toContain(
      '[Rspress v2] Breaking Change: The "theme/index.tsx"',
    );
  });

  it('globalUIComponents: config entries before plugin ones, [path, props] with JSON props, default exports, hidden by front matter false', () => {
    const virtualModule = core('dist/node/runtimeModule/globalUIComponents.js');
    expect(virtualModule).toMatch(
      /\.\.\.config\?\.globalUIComponents \|\| \[\],\s*\.\.\.globalUIComponentsByPlugins/,
    );
    expect(virtualModule).toContain(
      'const Props_${index++} = ${JSON.stringify(source[1])};',
    );
    expect(virtualModule).toContain(
      'return `import ${name} from ${JSON.stringify(source)};\\n`;',
    );
    const app = core('dist/runtime/App.js');
    expect(app).toContain(
      'const hideGlobalUIComponents = false === frontmatter[GLOBAL_COMPONENTS_KEY]',
    );
    // Rendered after the Layout, inside Root: outside the layout.
    expect(app).toMatch(
      /jsx\(Layout, \{\}\),\s*!hideGlobalUIComponents && virtual_global_components\.map/,
    );
  });

  it('Rsbuild names @rsbuild/plugin-sass when a .scss file cannot be parsed', () => {
    const rsbuild = readFileSync(
      path.join(
        path.dirname(
          createRequire(import.meta.url).resolve('@rsbuild/core/package.json'),
        ),
        'dist/m.js',
      ),
      'utf8',
    );
    expect(rsbuild).toMatch(
      /test: \/File: \.\+\\\.s\(c\|a\)ss\/,\s*hint: createPluginHint\('sass', 'Sass'\)/,
    );
  });
});

describe('a theme/index.jsx whose slot component uses runtime hooks', () => {
  it('loads theme/index.jsx and renders a slot component that calls useLang and useI18n', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'custom-theme-jsx-'));
    mkdirSync(path.join(site, 'docs'), { recursive: true });
    mkdirSync(path.join(site, 'theme'), { recursive: true });
    writeFileSync(path.join(site, 'docs', 'index.md'), '# Hello\n');
    writeFileSync(
      path.join(site, 'theme', 'index.jsx'),
      [
        "import { useI18n, useLang } from '@rspress/core/runtime';",
        "import { Layout as BasicLayout } from '@rspress/core/theme-original';",
        "export * from '@rspress/core/theme-original';",
        'function Hint() {',
        '  const t = useI18n();',
        '  return <p className="jsx-hint">{`${useLang()}: ${t(\'editLinkText\')}`}</p>;',
        '}',
        'export function Layout() {',
        '  return <BasicLayout bottom={<Hint />} />;',
        '}',
        '',
      ].join('\n'),
    );
    try {
      const build = buildFixture(site);
      expect(build.status, build.output).toBe(0);
      expect(build.read('index.html')).toContain(
        '<p class="jsx-hint">en: Edit this page</p>',
      );
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  }, 180_000);
});
