/**
 * Static assets (/guide/basic/static-assets): what docs/public and imported files become in
 * the output, and which URLs get the `base` prefix.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixture, useFixtureBuild } from '../support/fixture-site';

describe('public/ files and imported assets, deployed under base "/docs/"', () => {
  const build = useFixtureBuild('guide-assets');

  it('copies docs/public as is to the root of the output', () => {
    expect(build().has('robots.txt')).toBe(true);
    expect(build().has('images/from-public.png')).toBe(true);
    expect(build().read('robots.txt')).toBe('User-agent: *\nAllow: /\n');
  });

  it('adds base to a Markdown image that points into public/', () => {
    expect(build().read('index.html')).toContain(
      '<img src="/docs/images/from-public.png" alt="From public"/>',
    );
  });

  it('does NOT add base to a JSX <img> written in MDX', () => {
    expect(build().read('guide/page.html')).toContain(
      '<img src="/images/from-public.png" alt="JSX img from public"/>',
    );
  });

  it('bundles a relative image with a content hash, and inlines one under 4 KiB as a data URL', () => {
    const html = build().read('guide/page.html');
    const hashed = build()
      .files()
      .find((file) => /^static\/image\/diagram\.[0-9a-f]+\.png$/.test(file));
    expect(hashed).toBeDefined();
    expect(html).toContain(
      `<img alt="Relative diagram" src="/docs/${hashed}"/>`,
    );
    expect(html).toMatch(/<img alt="Tiny image" src="data:image\/png;base64,/);
    expect(
      build()
        .files()
        .some((file) => file.includes('tiny')),
    ).toBe(false);
  });

  it('bundles a JSX <img> with a relative string src in MDX like a Markdown image', () => {
    expect(build().read('guide/page.html')).toMatch(
      /<img src="\/docs\/static\/image\/diagram\.[0-9a-f]+\.png" alt="JSX relative diagram"\/>/,
    );
  });

  it('copies a .md file in docs/public as a file, never as a page, while a public/ folder below the docs root becomes pages', () => {
    expect(build().has('note.md')).toBe(true);
    expect(build().has('note.html')).toBe(false);
    expect(build().has('public/note.html')).toBe(false);
    expect(build().has('guide/public/leak.html')).toBe(true);
  });

  it('gives an imported file a URL that already contains base, and withBase() adds it to a public path', () => {
    const html = build().read('guide/page.html');
    expect(html).toMatch(
      /<a href="\/docs\/static\/image\/diagram\.[0-9a-f]+\.png" data-testid="imported">/,
    );
    expect(html).toContain(
      '<a href="/docs/robots.txt" data-testid="with-base">',
    );
  });

  it('adds no base to Markdown images and links on a custom page, where the theme components are not applied', () => {
    const html = build().read('custom.html');
    expect(html).toContain(
      '<img src="/images/from-public.png" alt="Custom image"/>',
    );
    expect(html).toContain('<a href="/guide/page.html">A page link</a>');
  });

  it('emits an imported image byte for byte: no resizing or compression', () => {
    const hashed = build()
      .files()
      .find((file) => /^static\/image\/diagram\.[0-9a-f]+\.png$/.test(file))!;
    expect(
      readFileSync(path.join(build().outDir, hashed)).equals(
        readFileSync(
          path.resolve(
            'tests/fixtures/guide-assets/docs/guide/img/diagram.png',
          ),
        ),
      ),
    ).toBe(true);
  });

  it('resolves icon and logo paths against public/ and prefixes them with base', () => {
    const html = build().read('index.html');
    expect(build().has('favicon.svg')).toBe(true);
    expect(html).toContain(
      '<link rel="icon" href="/docs/favicon.svg" type="image/svg+xml">',
    );
    expect(html).toMatch(/<img src="\/docs\/logo\.svg" alt="logo"/);
  });
});

describe('image checking', () => {
  it('fails the build on an image path that exists neither in public/ nor next to the page', () => {
    const build = buildFixture('guide-dead-image');
    expect(build.status).not.toBe(0);
    expect(build.output).toContain('Dead images found');
    expect(build.output).toMatch(
      /"!\[\.\.\]\(\/images\/missing\.png\)" \S*docs\/public\/images\/missing\.png/,
    );
  }, 180_000);
});

describe('Markdown links to public files', () => {
  it('are checked as page links, so a link to /robots.txt fails as a dead link', () => {
    const build = buildFixture('guide-public-link');
    expect(build.status).not.toBe(0);
    expect(build.output).toContain('Dead links found');
    expect(build.output).toContain('"[..](/robots.txt)" /robots.txt.html');
  }, 180_000);
});

describe('base helpers and checks read from the installed code', () => {
  const core = (file: string) =>
    readFileSync(path.resolve('node_modules/@rspress/core', file), 'utf8');

  it('withBase leaves a path that already starts with base alone; normalizeImagePath skips external, data: and relative paths', async () => {
    const { withBase } = (await import('@rspress/shared')) as {
      withBase: (url: string, base: string) => string;
    };
    expect(withBase('/files/x.pdf', '/docs/')).toBe('/docs/files/x.pdf');
    expect(withBase('/docs/files/x.pdf', '/docs/')).toBe('/docs/files/x.pdf');
    const utils = core('dist/runtime/utils.js');
    expect(utils).toMatch(
      /function normalizeImagePath\(imagePath\) \{\s*if \(isAbsoluteUrl\(imagePath\)\) return imagePath;\s*if \(!imagePath\.startsWith\('\/'\)\) return imagePath;\s*return utils_withBase\(imagePath\);/,
    );
    expect(utils).toContain(
      "return isExternalUrl(path) || isDataUrl(path) || path.startsWith('//');",
    );
  });

  it('checks Markdown images and MDX <img> with a string src, not remote or data: images; /x from <root>/public, ./x from the page folder; excludes compare the path as written', () => {
    const image = core('dist/node/mdx/remarkPlugins/image.js');
    expect(image).toMatch(
      /if \(isExternalUrl\(imageUrl\)\) return;\s*if \(isDataUrl\(imageUrl\)\) return;/,
    );
    expect(image).toContain(
      'const resolvedPath = node_path.join(docDirectory, "public", url);',
    );
    expect(image).toContain(
      'const resolvedPath = node_path.resolve(node_path.dirname(filePath), url);',
    );
    expect(image).toContain("if ('string' != typeof srcAttr?.value) return;");
    expect(image).toContain('if (excludesUrl?.has(imageUrl)) return;');
    expect(image).toContain(
      'const { checkDeadImages: shouldCheckDeadImages = true } = remarkImageOptions ?? {};',
    );
    expect(image).toContain(
      "if (isProduction()) throw createError('Dead image found');",
    );
  });

  it('serves <root>/public in dev and never routes the public folder at the root; an icon path is read from there, a file:// URL from anywhere', () => {
    const init = core('dist/node/initRsbuild.js');
    expect(init).toMatch(
      /publicDir: \{\s*name: node_path\.join\(userDocRoot, "public"\)/,
    );
    expect(init).toContain(
      "if (icon.startsWith('file://')) icon = fileURLToPath(icon);",
    );
    expect(init).toContain(
      'else if (node_path.isAbsolute(icon)) return node_path.join(userDocRoot, "public", icon);',
    );
    expect(core('dist/node/route/RouteService.js')).toContain('"./public/**",');
    expect(core('dist/node/auto-nav-sidebar/normalize.js')).toContain(
      'if ("public" === item && workDir === docsDir) return null;',
    );
  });
});
