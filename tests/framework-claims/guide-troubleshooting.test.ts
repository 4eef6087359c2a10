/**
 * Troubleshooting (/guide/start/troubleshooting): the messages the page quotes exist in the
 * installed code with that wording, the defaults it names are the installed ones, and the
 * fixture builds behave as the page says (non-ASCII image folders, url('/…') in a global
 * stylesheet, base './', MDX syntax errors, a component never imported, a 1.x nav file, a
 * _meta.json entry without its page, a theme file without `export *`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixture, useFixtureBuild } from '../support/fixture-site';

const require = createRequire(import.meta.url);
const packageDir = (name: string) =>
  path.dirname(require.resolve(`${name}/package.json`));
const CORE_DIR = packageDir('@rspress/core');
const RSBUILD_DIR = path.join(CORE_DIR, '..', '..', '@rsbuild', 'core');

const FIXTURE_DIR = path.resolve('tests/fixtures/guide-troubleshooting');

const topPackage = (name: string) =>
  path.join(CORE_DIR, '..', '..', ...name.split('/'));

const read = (dir: string, file: string) =>
  readFileSync(path.join(dir, file), 'utf8');
const core = (file: string) => read(CORE_DIR, file);

describe('messages quoted on the page', () => {
  it('SSG render failures name the page and its file, then print the SSR hint', () => {
    const renderPage = core('dist/node/ssg/renderPage.js');
    expect(renderPage).toContain('SSG rendering failed.');
    expect(renderPage).toContain('Failed to load SSG bundle: ');
    expect(renderPage).toContain('File: ${absolutePath}');
    expect(core('dist/node/ssg/renderPages.js')).toContain(
      'Pages render error: ${e.message}',
    );
    expect(core('dist/node/logger/hint.js')).toContain(
      '[Rspress v2] `ssg: true` requires the source code to support SSR.',
    );
  });

  it('hydration mismatches are logged as warnings with a fixed prefix', () => {
    expect(core('dist/runtime/ssrClientEntry.js')).toContain(
      "console.warn('hydrateRoot recoverable error:', error, errorInfo)",
    );
  });

  it('dead links and dead images are reported with these headings', () => {
    expect(core('dist/node/mdx/remarkPlugins/link.js')).toContain(
      'Dead links found${lint',
    );
    expect(core('dist/node/mdx/remarkPlugins/image.js')).toContain(
      'Dead images found${lint',
    );
    expect(core('dist/node/logger/hint.js')).toContain(
      '[Rspress v2] Markdown links without "./" prefix are now relative links',
    );
  });

  it('the preview server answers an HTML request outside base with this sentence', () => {
    const rsbuild = read(RSBUILD_DIR, 'dist/m.js');
    expect(rsbuild).toContain(
      'The server is configured with a base URL of ${base} - did you mean to visit',
    );
  });
});

describe('messages of the new entries, in the installed code', () => {
  it('Rsbuild refuses a Node.js without util.styleText; @rspress/core asks for 20.19+ or 22.12+', () => {
    const rsbuild = read(RSBUILD_DIR, 'dist/m.js');
    expect(rsbuild).toContain('if (!("styleText" in node_util)');
    expect(rsbuild).toContain(
      'Unsupported Node.js version: "${process.versions.node || \'unknown\'}". Expected Node.js >= 20.',
    );
    const pkg = JSON.parse(core('package.json')) as {
      engines: { node: string };
    };
    expect(pkg.engines.node).toBe('^20.19.0 || >=22.12.0');
  });

  it('the 1.x config and theme hints print the quoted sentences', () => {
    const hint = core('dist/node/logger/hint.js');
    expect(hint).toContain(
      '[Rspress v2] The "builderPlugins" option has been renamed to "builderConfig.plugins", please update your config accordingly',
    );
    expect(hint).toContain(
      '[Rspress v2] Detected that you are still using top level `_meta.json` to configure the nav, but it has been changed to `_nav.json` in Rspress v2. Please rename the top level `_meta.json` to `_nav.json` accordingly.',
    );
    expect(hint).toContain(
      `[Rspress v2] Breaking Change: The "theme/index.tsx" is now using named export from '@rspress/core/theme-original' instead of default export from 'rspress/theme', please update`,
    );
    // The warning fires on a default export or an import of rspress/theme or @rspress/core/theme.
    expect(hint).toContain(
      'const THEME_DEFAULT_EXPORT_PATTERN = /export\\s+default\\s+\\{/;',
    );
    expect(core('dist/node/utils/reactAlias.js')).toContain(
      'You are using React ${reactMajorVersion} with \\`llms: true\\`. Please install \\`react-render-to-markdown\\` to ensure compatibility.',
    );
  });

  it('a _meta.json name without its file fails with the auto-nav-sidebar prefix', () => {
    const normalize = core('dist/node/auto-nav-sidebar/normalize.js');
    expect(normalize).toContain(
      "const AUTO_NAV_SIDEBAR_ERROR_PREFIX = '[auto-nav-sidebar] ';",
    );
    expect(normalize).toContain("'Missing page file:'");
  });

  it('MDX errors come from micromark and mdast-util-mdx-jsx, wrapped by the Rspress loader', () => {
    expect(core('dist/node/mdx/loader.js')).toContain(
      'const message = `MDX compile error: ${e.message} in ${filepath}`;',
    );
    const expression = read(
      topPackage('micromark-factory-mdx-expression'),
      'index.js',
    );
    expect(expression).toContain("'Could not parse expression with acorn'");
    expect(expression).toContain(
      "'Unexpected end of file in expression, expected a corresponding closing brace for `{`'",
    );
    const tag = read(
      topPackage('micromark-extension-mdx-jsx'),
      'lib/factory-tag.js',
    );
    expect(tag).toContain(
      "'a character that can start a name, such as a letter, `$`, or `_`' + (code === 33 ? ' (note: to create a comment in MDX, use `{/* text */}`)'",
    );
    const jsx = read(topPackage('mdast-util-mdx-jsx'), 'lib/index.js');
    expect(jsx).toContain("'Expected a closing tag for `'");
    expect(jsx).toContain("'Unexpected closing tag `'");
    expect(jsx).toContain("'Expected the closing tag `'");
    expect(
      read(topPackage('@mdx-js/mdx'), 'lib/plugin/recma-jsx-rewrite.js'),
    ).toContain(
      "'` to be defined: you likely forgot to import, pass, or provide it.'",
    );
  });

  it('llms renders with react-render-to-markdown 19.1.0, which reads React 19 internals', () => {
    expect(core('dist/node/ssg-md/renderPages.js')).toContain(
      "logger.info('Rendering md pages...')",
    );
    expect(core('dist/node/constants.js')).toContain(
      "'rspress-ssg-md-entry.cjs'",
    );
    const renderer = topPackage('react-render-to-markdown');
    const pkg = JSON.parse(read(renderer, 'package.json')) as {
      version: string;
    };
    expect(pkg.version).toBe('19.1.0');
    expect(read(renderer, 'dist/index.js')).toContain(
      'react.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    );
  });

  it('theme texts exist in five languages; others fall back to en with this warning', async () => {
    const { DEFAULT_I18N_TEXT } = (await import(
      path.join(CORE_DIR, 'dist/node/runtimeModule/DEFAULT_I18N_TEXT.js')
    )) as { DEFAULT_I18N_TEXT: Record<string, Record<string, string>> };
    const langs = new Set(
      Object.values(DEFAULT_I18N_TEXT).flatMap((texts) => Object.keys(texts)),
    );
    expect([...langs].sort()).toEqual(['en', 'ja', 'ko', 'ru', 'zh']);
    const i18n = core('dist/node/runtimeModule/i18n.js');
    expect(i18n).toContain(
      "The following i18n keys are missing for some languages and have fallen back to 'en':",
    );
    expect(i18n).toContain(
      "has no text for lang ${cyan(lang)}, and no fallback ${cyan('en')} text either.",
    );
  });

  it('pages render 32 at a time unless RSPRESS_SSG_CONCURRENCY says otherwise', () => {
    expect(core('dist/node/ssg/ssgEnv.js')).toContain(
      'Number.parseInt(process.env.RSPRESS_SSG_CONCURRENCY, 10) : 32',
    );
  });
});

describe('versions and copies of @rspress/core', () => {
  it("2.x's usePageData() always returns an object, so the siteData message comes from another copy", () => {
    const hook = core('dist/runtime/hooks/usePageData.js');
    expect(hook).toMatch(/return \{\s*page,\s*siteData: \{/);
  });

  it('client imports of @rspress/core/runtime are aliased to the copy that runs the build', () => {
    expect(core('dist/node/initRsbuild.js')).toContain(
      "'@rspress/core/runtime': node_path.join(PACKAGE_ROOT, 'dist/runtime/index.js')",
    );
  });

  it('official plugins declare @rspress/core as a peer dependency, not their own copy', () => {
    const pluginsDir = path.join(CORE_DIR, '..');
    const plugins = readdirSync(pluginsDir).filter((name) =>
      name.startsWith('plugin-'),
    );
    expect(plugins.length).toBeGreaterThan(3);
    for (const name of plugins) {
      const pkg = JSON.parse(
        read(path.join(pluginsDir, name), 'package.json'),
      ) as {
        dependencies?: Record<string, string>;
        peerDependencies?: Record<string, string>;
      };
      expect(pkg.dependencies?.['@rspress/core'], name).toBeUndefined();
      expect(pkg.peerDependencies?.['@rspress/core'], name).toMatch(/^\^2\./);
    }
  });

  it('@rspress/core pins @rspress/shared to its own exact version', () => {
    const pkg = JSON.parse(core('package.json')) as {
      version: string;
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies['@rspress/shared']).toBe(pkg.version);
  });
});

describe('the theme and the runtime', () => {
  it('@rspress/core/theme-original is a set of named exports, without a default export', () => {
    const pkg = JSON.parse(core('package.json')) as {
      exports: Record<string, { default: string }>;
    };
    const entry = pkg.exports['./theme-original'].default;
    const theme = core(entry);
    expect(theme).not.toMatch(/export\s+default|as default\b/);
    expect(theme).toMatch(/\bLayout\b/);
    expect(theme).toMatch(/\buseThemeState\b/);
  });

  it('the runtime and the theme have no React error boundary around the page', () => {
    const files = (dir: string): string[] =>
      readdirSync(path.join(CORE_DIR, dir), { withFileTypes: true }).flatMap(
        (entry) =>
          entry.isDirectory()
            ? files(path.join(dir, entry.name))
            : entry.name.endsWith('.js')
              ? [path.join(dir, entry.name)]
              : [],
      );
    const sources = [...files('dist/runtime'), ...files('dist/theme')];
    expect(sources.length).toBeGreaterThan(10);
    for (const file of sources)
      expect(core(file), file).not.toMatch(
        /componentDidCatch|getDerivedStateFromError/,
      );
  });
});

describe('commands and servers', () => {
  it('rspress build and preview set NODE_ENV=production themselves, dev sets development', () => {
    const cli = core('dist/cli/index.js');
    expect(cli.match(/setNodeEnv\('production'\)/g)).toHaveLength(2);
    expect(cli).toContain("setNodeEnv('development')");
  });

  it('base gets a leading and a trailing slash, and preview reads the same config', () => {
    expect(core('dist/node/PluginDriver.js')).toContain(
      "this.#config.base = addTrailingSlash(addLeadingSlash(this.#config.base ?? '/'));",
    );
    expect(core('dist/node/serve.js')).toContain(
      'await pluginDriver.modifyConfig()',
    );
  });

  it("Rsbuild's runtime-error overlay is off by default", () => {
    const types = read(RSBUILD_DIR, 'dist/types/config.d.ts');
    expect(types).toMatch(
      /Whether to show runtime errors in the overlay[\s\S]{0,200}@default false[\s\S]{0,40}runtime\?: boolean/,
    );
    expect(read(RSBUILD_DIR, 'dist/client/hmr.js')).toContain(
      "createOverlay('Runtime errors'",
    );
  });
});

describe('images under non-ASCII folder names, url() in a global stylesheet', () => {
  const build = useFixtureBuild('guide-troubleshooting');

  it('bundles an image from a Chinese folder written as is, keeping its name', () => {
    const html = build().read('guide/images.html');
    const hashed = build()
      .files()
      .find((file) => /^static\/image\/首页\.[0-9a-f]+\.png$/.test(file));
    expect(hashed).toBeDefined();
    expect(html).toContain(`<img alt="raw relative" src="/${hashed}"/>`);
  });

  it('copies a public file from a Chinese folder and links it percent-encoded', () => {
    expect(build().has('背景/纹理.png')).toBe(true);
    expect(build().read('guide/images.html')).toContain(
      '<img src="/%E8%83%8C%E6%99%AF/%E7%BA%B9%E7%90%86.png" alt="raw public"/>',
    );
  });

  it('resolves a path with spaces written in angle brackets', () => {
    expect(build().read('guide/images.html')).toMatch(
      /<img alt="space relative" src="data:image\/png;base64,/,
    );
  });

  it('inlines an image under 4 KiB as a data: URI and writes a larger one as a hashed file', () => {
    const size = (file: string) =>
      statSync(path.join(FIXTURE_DIR, 'docs/guide', file)).size;
    expect(size('my shots/a b.png')).toBeLessThan(4096);
    expect(size('截图/首页.png')).toBeGreaterThanOrEqual(4096);
    const html = build().read('guide/images.html');
    expect(html).toMatch(
      /<img alt="space relative" src="data:image\/png;base64,/,
    );
    expect(html).toMatch(/<img alt="raw relative" src="\/static\/image\//);
    expect(read(RSBUILD_DIR, 'dist/m.js')).toMatch(
      /dataUriLimit: \{\s*svg: 4096,\s*font: 4096,\s*image: 4096,/,
    );
  });

  it('leaves out a _meta.json name written with its extension when the file does not exist, without a message', () => {
    expect(
      readFileSync(path.join(FIXTURE_DIR, 'docs/guide/_meta.json'), 'utf8'),
    ).toContain('"gone.md"');
    const html = build().read('guide/images.html');
    expect(html).toContain('href="/guide/images.html"');
    expect(html).not.toContain('/guide/gone');
    expect(build().output).not.toContain('Missing page file');
    expect(build().output).not.toContain('gone');
  });

  it("leaves url('/hero.png') untouched when the css-loader url filter skips it", () => {
    const css = build()
      .files()
      .filter((file) => file.endsWith('.css'))
      .map((file) => build().read(file))
      .join('\n');
    expect(css).toContain('.hero-banner{background-image:url(/hero.png)}');
    expect(build().has('hero.png')).toBe(true);
  });
});

describe('what fails', () => {
  it("without the filter, css-loader cannot resolve url('/hero.png') and the build fails", () => {
    const failing = buildFixture('guide-troubleshooting', {
      env: { TROUBLESHOOTING_VARIANT: 'css-unfiltered' },
    });
    expect(failing.status).not.toBe(0);
    expect(failing.output).toMatch(
      /Module not found: Can't resolve '\/hero\.png' in '\S*guide-troubleshooting[/\\]styles'/,
    );
  }, 180_000);

  it('a percent-encoded image path is reported as a dead image', () => {
    const failing = buildFixture('guide-troubleshooting', {
      env: { TROUBLESHOOTING_VARIANT: 'encoded-image' },
    });
    expect(failing.status).not.toBe(0);
    expect(failing.output).toContain('Dead images found in');
    expect(failing.output).toContain(
      '"![..](./%E6%88%AA%E5%9B%BE/%E9%A6%96%E9%A1%B5.png)"',
    );
  }, 180_000);

  it("base './' becomes '/./', so every asset URL starts at the root of the host", () => {
    const relative = buildFixture('guide-troubleshooting', {
      env: { TROUBLESHOOTING_VARIANT: 'relative-base' },
    });
    expect(relative.status, relative.output).toBe(0);
    const html = relative.read('guide/images.html');
    expect(html).toMatch(
      /<script defer src="\/\.\/static\/js\/index\.[0-9a-f]+\.js">/,
    );
    expect(html).toMatch(
      /<link href="\/\.\/static\/css\/styles\.[0-9a-f]+\.css" rel="stylesheet">/,
    );
    expect(html).not.toMatch(/(src|href)="\.\/static\//);
  }, 180_000);
});

describe('what fails, in the new entries', () => {
  it('each MDX syntax error is reported with the quoted message, without a line number', () => {
    const failing = buildFixture('guide-troubleshooting', {
      env: { TROUBLESHOOTING_VARIANT: 'mdx-errors' },
    });
    expect(failing.status).not.toBe(0);
    const messages = [
      /MDX compile error: Could not parse expression with acorn in \S*braces\.mdx/,
      /MDX compile error: Unexpected character `5` \(U\+0035\) before name, expected a character that can start a name, such as a letter, `\$`, or `_` in \S*angle\.mdx/,
      /MDX compile error: Unexpected character `!` \(U\+0021\) before name, expected a character that can start a name, such as a letter, `\$`, or `_` \(note: to create a comment in MDX, use `\{\/\* text \*\/\}`\) in \S*comment\.mdx/,
      /MDX compile error: Expected a closing tag for `<br>` \(3:9-3:13\) before the end of `paragraph` in \S*void-tag\.mdx/,
      /MDX compile error: Unexpected closing tag `<\/span>`, expected corresponding closing tag for `<div>` \(3:1-3:6\) in \S*closing-tag\.mdx/,
    ];
    for (const message of messages) expect(failing.output).toMatch(message);
    expect(failing.output).toMatch(/File: \S*braces\.mdx:1:1/);
  }, 180_000);

  it('a closing tag in another block than its opening tag is reported with the positions of the paragraph', () => {
    const failing = buildFixture('guide-troubleshooting', {
      env: { TROUBLESHOOTING_VARIANT: 'mdx-errors' },
    });
    expect(failing.status).not.toBe(0);
    // split-tag.mdx: `<a href="/guide/">` on line 3, a blank line, then `Guide</a>` on line 5.
    // 5:10 and 5:1 are the end and the start of the paragraph `Guide</a>`, not of a tag.
    expect(failing.output).toMatch(
      /MDX compile error: Expected the closing tag `<\/a>` either after the end of `paragraph` \(5:10\) or another opening tag after the start of `paragraph` \(5:1\) in \S*split-tag\.mdx/,
    );
  }, 180_000);

  it('a page that imports a module reading document at load time fails as that page, with the stack at the end of the log', () => {
    const failing = buildFixture('guide-troubleshooting', {
      env: { TROUBLESHOOTING_VARIANT: 'import-time-page' },
    });
    expect(failing.status).not.toBe(0);
    expect(failing.output).toMatch(
      /Page "\/" SSG rendering failed\.\n\s+File: \S*docs-import-time[/\\]index\.mdx\n\s+ReferenceError: document is not defined/,
    );
    expect(failing.output).not.toContain('Failed to load SSG bundle');
    // Without DEBUG, the stack comes last, in Rspack's error report, and names the module.
    const stack = failing.output.lastIndexOf('at ./lib/touches-document.js');
    expect(stack).toBeGreaterThan(
      failing.output.indexOf('requires the source code to support SSR'),
    );
  }, 180_000);

  it('the same module imported by a global UI component fails while the SSG bundle loads, without a page name', () => {
    const failing = buildFixture('guide-troubleshooting', {
      env: { TROUBLESHOOTING_VARIANT: 'import-time-global' },
    });
    expect(failing.status).not.toBe(0);
    expect(failing.output).toMatch(
      /Failed to load SSG bundle: \S*rspress-ssg-entry\.cjs: document is not defined/,
    );
    expect(failing.output).not.toContain('SSG rendering failed');
    // Every page being rendered loads the bundle, so the message repeats.
    expect(
      failing.output.match(/Failed to load SSG bundle: /g)?.length,
    ).toBeGreaterThan(1);
    expect(failing.output).toContain('at ./lib/touches-document.js');
  }, 180_000);

  it('a component that was never imported fails SSG with the MDX message', () => {
    const failing = buildFixture('guide-troubleshooting', {
      env: { TROUBLESHOOTING_VARIANT: 'missing-component' },
    });
    expect(failing.status).not.toBe(0);
    expect(failing.output).toContain('Page "/" SSG rendering failed.');
    expect(failing.output).toContain(
      'Error: Expected component `Callout` to be defined: you likely forgot to import, pass, or provide it.',
    );
    expect(failing.output).toContain(
      '`ssg: true` requires the source code to support SSR.',
    );
  }, 180_000);

  it('a nav in the top-level _meta.json stops the command before the build', () => {
    const failing = buildFixture('guide-troubleshooting', {
      env: { TROUBLESHOOTING_VARIANT: 'nav-meta' },
    });
    expect(failing.status).toBe(1);
    expect(failing.output).toContain(
      'Detected that you are still using top level `_meta.json` to configure the nav',
    );
    expect(failing.output).toContain(
      'Please rename "_meta.json" to  "_nav.json".',
    );
    expect(failing.output).not.toContain('build started');
  }, 180_000);

  it('a _meta.json entry without its page names the missing file and the _meta.json', () => {
    const failing = buildFixture('guide-troubleshooting', {
      env: { TROUBLESHOOTING_VARIANT: 'missing-page' },
    });
    expect(failing.status).not.toBe(0);
    expect(failing.output).toMatch(
      /\[auto-nav-sidebar\] Missing page file: "\S*docs-missing-page[/\\]guide[/\\]setup"\nPlease check \S*docs-missing-page[/\\]guide[/\\]_meta\.json\./,
    );
  }, 180_000);

  it('a theme file without export * hides the names the runtime imports from it', () => {
    const failing = buildFixture('guide-troubleshooting', {
      env: { TROUBLESHOOTING_VARIANT: 'theme-exports' },
    });
    expect(failing.status).not.toBe(0);
    expect(failing.output).toContain(
      "ESModulesLinkingError: export 'Root' (imported as 'Root') was not found in '@rspress/core/theme' (possible exports: Layout)",
    );
    expect(failing.output).toContain(
      "ESModulesLinkingError: export 'useThemeState' (imported as 'useThemeState') was not found in '@rspress/core/theme' (possible exports: Layout)",
    );
  }, 180_000);
});
