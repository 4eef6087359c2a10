/**
 * Troubleshooting (/guide/start/troubleshooting): the messages the page quotes exist in the
 * installed code with that wording, the defaults it names are the installed ones, and the
 * fixture builds behave as the page says (non-ASCII image folders, url('/…') in a global
 * stylesheet, base './').
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixture, useFixtureBuild } from '../support/fixture-site';

const require = createRequire(import.meta.url);
const packageDir = (name: string) =>
  path.dirname(require.resolve(`${name}/package.json`));
const CORE_DIR = packageDir('@rspress/core');
const RSBUILD_DIR = path.join(CORE_DIR, '..', '..', '@rsbuild', 'core');

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
