/**
 * Adding to the HTML <head> (/guide/basic/custom-head): what the site-wide `head` config, the
 * `icon`, `builderConfig.html.tags`, front matter `head` and the `<Head>` component put into the
 * built HTML, in which order, which tag wins when two set the same thing, and where each one
 * does not reach (404.html, ssg: false, client-only components, the dev server).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR, useFixtureBuild } from '../support/fixture-site';

const FIXTURE = 'guide-custom-head';

/** The <head> of an HTML document, without the opening and closing tags. */
const headOf = (html: string) =>
  html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'));

/** Asserts that every snippet occurs in `text`, and in the order given. */
function expectInOrder(text: string, snippets: string[]) {
  const positions = snippets.map((snippet) => {
    const index = text.indexOf(snippet);
    expect(index, `missing: ${snippet}`).toBeGreaterThanOrEqual(0);
    return index;
  });
  for (let i = 1; i < positions.length; i++) {
    expect(
      positions[i],
      `"${snippets[i]}" should come after "${snippets[i - 1]}"`,
    ).toBeGreaterThan(positions[i - 1]);
  }
}

const count = (text: string, snippet: string) => text.split(snippet).length - 1;

const THEME_SCRIPT = "localStorage.getItem('rspress-theme-appearance')";

describe('head tags in a pre-rendered build', () => {
  const build = useFixtureBuild(FIXTURE);

  it('writes string, [tag, attributes] and function entries of the head config into every page', () => {
    for (const [file, routePath] of [
      ['index.html', '/'],
      ['plain.html', '/plain'],
      ['front-matter.html', '/front-matter'],
      ['component.html', '/component'],
    ]) {
      const head = headOf(build().read(file));
      expect(head).toContain('<meta name="site-string" content="raw HTML">');
      expect(head).toContain('<meta name="site-tuple" content="tuple">');
      expect(head).toContain(
        '<link rel="me" href="https://social.example/@docs">',
      );
      // A function entry is called once per page with that page's route.
      expect(head).toContain(`<meta name="site-route" content="${routePath}">`);
    }
    expect(headOf(build().read('front-matter.html'))).toContain(
      '<meta name="site-file" content="front-matter.md">',
    );
  });

  it('writes no hreflang alternate links on a single-language site', () => {
    // (A multilingual site gets them: tests/framework-claims/guide-i18n.test.ts.)
    for (const file of ['index.html', 'plain.html']) {
      expect(headOf(build().read(file))).not.toContain('hreflang');
    }
  });

  it('leaves a function entry out of a page when it returns undefined', () => {
    expect(headOf(build().read('index.html'))).toContain(
      '<meta name="site-lang" content="en">',
    );
    expect(headOf(build().read('plain.html'))).not.toContain('site-lang');
  });

  it('copies the icon to the output root and links it from every page', () => {
    expect(build().has('favicon.svg')).toBe(true);
    for (const file of ['index.html', 'component.html', '404.html']) {
      expect(headOf(build().read(file))).toContain(
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      );
    }
  });

  it('adds front matter head tags to that page only', () => {
    const head = headOf(build().read('front-matter.html'));
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).toContain(
      '<script src="https://stats.example/page.js" defer></script>',
    );
    expect(headOf(build().read('index.html'))).not.toMatch(/robots|page\.js/);
  });

  it('adds <Head> and useHead tags from a page, and a <title> in <Head> replaces the page title', () => {
    const head = headOf(build().read('component.html'));
    expect(head).toContain('<meta name="component-meta" content="from Head">');
    expect(head).toContain(
      '<link rel="alternate" type="application/rss+xml" href="/feed.xml">',
    );
    expect(head).toContain('<meta name="use-head" content="from useHead">');
    expect(head).toContain('<title>Title from Head</title>');
    expect(count(head, '<title>')).toBe(1);
    // og:title still comes from the page title.
    expect(head).toContain(
      '<meta property="og:title" content="Head component - Head fixture">',
    );
  });

  it('takes script and style children in <Head>, and ignores elements that do not belong in <head>', () => {
    const html = build().read('component.html');
    const head = headOf(html);
    expect(head).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"TechArticle","headline":"Head component"}</script>',
    );
    expect(head).toContain('<style>:root { --head-fixture: 1; }</style>');
    expect(html).not.toContain('not-a-head-tag');
  });

  it('leaves out tags that a <Head> inside <NoSSR> would add in the browser', () => {
    expect(build().read('component.html')).not.toContain('client-only');
  });

  it('sorts the head by kind: title, preconnect, async, inline, stylesheet, preload, deferred, then the rest', () => {
    const head = headOf(build().read('front-matter.html'));
    expectInOrder(head, [
      '<meta charset="utf-8">',
      '<meta name="viewport"',
      '<title>Front matter head - Head fixture</title>',
      '<link rel="preconnect" href="https://stats.example">',
      '<script async src="https://stats.example/a.js"></script>',
      '<script>window.siteInline = true;</script>',
      THEME_SCRIPT,
      '<script>window.fromHtmlTags = true;</script>',
      'rel="stylesheet"',
      '<link rel="preload"',
      '<script defer src="https://stats.example/d.js"></script>',
      '/static/js/index.',
      '<script src="https://stats.example/page.js" defer></script>',
      '<meta http-equiv="X-UA-Compatible"',
      '<meta name="generator" content="Rspress v2.0.22">',
      '<meta name="site-string"',
    ]);
  });

  it('puts the remaining tags in this order: config and html.tags, icon, front matter, <Head>, useHead', () => {
    expectInOrder(headOf(build().read('front-matter.html')), [
      '<meta name="site-string"',
      '<meta name="site-tuple"',
      '<meta name="site-route"',
      '<meta name="builder-tag" content="html.tags">',
      // Within the config entries, links follow all the meta tags, whatever the listed order.
      '<link rel="me"',
      '<link rel="icon"',
      '<meta name="robots" content="noindex">',
    ]);
    expectInOrder(headOf(build().read('component.html')), [
      '<meta name="site-string"',
      '<link rel="icon"',
      '<meta name="component-meta"',
      '<meta name="use-head"',
    ]);
  });

  it('puts a tag that replaces another in the place of the replaced one', () => {
    // The theme's og:title replaces the config's, front matter and <Head> replace the theme's.
    const before = ['<meta name="site-route"'];
    const after = ['<meta name="builder-tag"', '<link rel="icon"'];
    expectInOrder(headOf(build().read('index.html')), [
      ...before,
      '<meta property="og:title" content="Home page - Head fixture">',
      ...after,
    ]);
    expectInOrder(headOf(build().read('front-matter.html')), [
      ...before,
      '<meta property="og:title" content="Custom OG title">',
      ...after,
    ]);
    expectInOrder(headOf(build().read('component.html')), [
      ...before,
      '<meta property="og:description" content="OG description from Head">',
      ...after,
    ]);
  });

  it('the theme writes og:type, og:title, description and og:description, replacing the same tags from the head config', () => {
    const head = headOf(build().read('index.html'));
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).not.toContain('content="article"');
    expect(head).toContain(
      '<meta name="description" content="Page description">',
    );
    expect(head).not.toContain('Description from head config');
    expect(head).not.toContain('OG title from head config');
    expect(head).not.toContain('OG description from head config');
    expect(head).toContain(
      '<meta property="og:title" content="Home page - Head fixture">',
    );
    expect(head).toContain(
      '<meta property="og:description" content="Page description">',
    );
    // Tags the theme does not write stay as configured.
    expect(head).toContain(
      '<meta property="og:image" content="https://example.com/card.png">',
    );
    expect(head).toContain(
      '<meta name="twitter:card" content="summary_large_image">',
    );
  });

  it('takes the description from front matter, else from the text under the H1, else from the site', () => {
    expect(headOf(build().read('index.html'))).toContain(
      '<meta name="description" content="Page description">',
    );
    expect(headOf(build().read('plain.html'))).toContain(
      '<meta name="description" content="No front matter at all.">',
    );
    expect(headOf(build().read('component.html'))).toContain(
      '<meta name="description" content="Site description">',
    );
  });

  it('keeps one tag per name or property: front matter beats the config, <Head> beats front matter', () => {
    const fm = headOf(build().read('front-matter.html'));
    expect(count(fm, 'name="shared"')).toBe(1);
    expect(fm).toContain('<meta name="shared" content="front matter">');
    expect(count(fm, 'property="og:title"')).toBe(1);
    expect(fm).toContain(
      '<meta property="og:image" content="https://example.com/front-matter.png">',
    );
    expect(fm).not.toContain('card.png');
    expect(fm).toContain('<meta property="og:type" content="article">');
    expect(count(fm, 'property="og:type"')).toBe(1);

    // The winner takes the place of the first tag it replaces.
    expectInOrder(fm, [
      '<meta name="site-route"',
      'front-matter.png',
      '<meta name="shared" content="front matter">',
      'builder-tag',
    ]);
    expectInOrder(fm, [
      '<link rel="me"',
      '<link rel="canonical" href="https://example.org/canonical/front-matter">',
      '<link rel="icon"',
    ]);

    const component = headOf(build().read('component.html'));
    expect(count(component, 'name="shared"')).toBe(1);
    expect(component).toContain('<meta name="shared" content="component">');
    expect(count(component, 'property="og:description"')).toBe(1);
  });

  it('keeps one canonical link: a front matter canonical replaces the one from a config function', () => {
    expect(headOf(build().read('index.html'))).toContain(
      '<link rel="canonical" href="https://example.com/">',
    );
    const fm = headOf(build().read('front-matter.html'));
    expect(count(fm, 'rel="canonical"')).toBe(1);
    expect(fm).toContain(
      '<link rel="canonical" href="https://example.org/canonical/front-matter">',
    );
  });

  it('gives the built-in 404.html no head config entries, but html.tags and the icon', () => {
    const head = headOf(build().read('404.html'));
    expect(head).not.toMatch(
      /site-string|site-tuple|site-route|stats\.example/,
    );
    expect(head).toContain('<meta name="builder-tag" content="html.tags">');
    expect(head).toContain('<script>window.fromHtmlTags = true;</script>');
  });

  it('does not ship the head config to the browser: no JavaScript file contains it', () => {
    const scripts = build()
      .files()
      .filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts)
      expect(build().read(file)).not.toContain('site-string');
  });
});

describe('head tags with ssg: false', () => {
  const build = useFixtureBuild(FIXTURE, {
    args: ['-c', 'rspress.csr.config.ts'],
  });

  it('writes the template, a preload link, the head config in listed order, then the tags Rsbuild injects', () => {
    const head = headOf(build().read('front-matter.html'));
    expectInOrder(head, [
      '<meta name="generator"',
      '<link rel="preload"',
      // The head entries in the order of the config.
      '<link rel="me"',
      '<meta name="site-string" content="raw HTML">',
      '<meta name="site-route" content="/front-matter">',
      '<script async src="https://stats.example/a.js"></script>',
      THEME_SCRIPT,
      '<script>window.fromHtmlTags = true;</script>',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      '<title>Head fixture</title>',
      '/static/js/index.',
      'rel="stylesheet"',
      // html.tags with the default append: true come last.
      '<meta name="builder-tag" content="html.tags">',
    ]);
  });

  it('has no front matter head, page title, description or og: tags from the theme in the HTML', () => {
    const head = headOf(build().read('front-matter.html'));
    expect(head).not.toMatch(
      /robots|example\.org|page\.js|Custom OG title|Front matter head/,
    );
    expect(head).not.toContain('content="website"');
    expect(headOf(build().read('component.html'))).not.toMatch(
      /component-meta|use-head|Title from Head/,
    );
  });
});

describe('head pitfalls: a [tag, attributes] script, and root paths under a base', () => {
  const build = useFixtureBuild(FIXTURE, {
    args: ['-c', 'rspress.pitfalls.config.ts'],
  });

  it('writes a script pair as an open <script> that swallows the tags after it', () => {
    const head = headOf(build().read('index.html'));
    const start = head.indexOf('<script src="https://stats.example/tuple.js">');
    expect(start).toBeGreaterThanOrEqual(0);
    const element = head.slice(start, head.indexOf('</script>', start));
    // The next tag of the config and the theme's colour-mode script end up as its text.
    expect(element).toContain(
      '<meta name="after-tuple-script" content="swallowed">',
    );
    expect(element).toContain(THEME_SCRIPT);
    expect(build().output).not.toContain('tuple.js');
  });

  it('adds the base to the icon and to html.tags links, but not to head config entries', () => {
    const head = headOf(build().read('index.html'));
    expect(head).toContain(
      '<link rel="icon" href="/docs/favicon.svg" type="image/svg+xml">',
    );
    expect(head).toContain(
      '<link rel="manifest" href="/docs/site.webmanifest">',
    );
    expect(head).toContain('<link rel="author" href="/docs/humans.txt">');
    expect(head).toContain(
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    );
    // Links: those of the head config, the icon, then those of html.tags.
    expectInOrder(head, [
      'rel="apple-touch-icon"',
      'rel="icon"',
      'rel="manifest"',
      'rel="author"',
    ]);
  });

  it('gives a head function the route path without base or .html; normalizeHref, withBase and withSiteOrigin build the served URL', () => {
    const plain = headOf(build().read('plain.html'));
    expect(plain).toContain(
      '<meta name="naive-url" content="https://docs.example/plain">',
    );
    expect(plain).toContain(
      '<link rel="canonical" href="https://docs.example/docs/plain.html">',
    );
    expect(headOf(build().read('index.html'))).toContain(
      '<link rel="canonical" href="https://docs.example/docs/index.html">',
    );
  });

  it('leaves full URLs in html.tags alone and writes `async: true` as a bare attribute, on 404.html too', () => {
    for (const file of ['index.html', '404.html']) {
      expect(headOf(build().read(file))).toContain(
        '<script async src="https://stats.example/tags.js"></script>',
      );
    }
  });
});

describe('head tags in the dev server', () => {
  let child: ChildProcess | undefined;
  let html = '';

  beforeAll(async () => {
    const require = createRequire(import.meta.url);
    const bin = path.join(
      path.dirname(require.resolve('@rspress/core/package.json')),
      'bin',
      'rspress.js',
    );
    child = spawn(process.execPath, [bin, 'dev', '--port', '4791'], {
      cwd: path.join(FIXTURES_DIR, FIXTURE),
      env: {
        ...process.env,
        RSPRESS_PERSISTENT_CACHE: 'false',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && !html) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The port is taken from the log: the dev server moves to the next free one when 4791 is busy.
      const url = output.match(/Local:\s+(http:\/\/localhost:\d+\/)/)?.[1];
      if (!url) continue;
      try {
        const response = await fetch(url);
        if (response.ok) html = await response.text();
      } catch {
        // Not listening yet.
      }
    }
    expect(html, output).not.toBe('');
  }, 120_000);

  afterAll(() => {
    child?.kill();
  });

  it('serves pages without the head config, but with html.tags and the icon', () => {
    const head = headOf(html);
    expect(head).not.toContain('site-string');
    expect(head).toContain('<meta name="builder-tag" content="html.tags">');
    expect(head).toContain(
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    );
  });
});

describe('the helpers and types the head recipes use', () => {
  it('normalizeHref adds .html, or with clean URLs drops it and turns /index into /', async () => {
    const { normalizeHref } = (await import('@rspress/core')) as unknown as {
      normalizeHref: (url: string, cleanUrls?: boolean) => string;
    };
    expect(normalizeHref('/guide/install', false)).toBe('/guide/install.html');
    expect(normalizeHref('/', false)).toBe('/index.html');
    expect(normalizeHref('/guide/install.html', true)).toBe('/guide/install');
    expect(normalizeHref('/guide/index', true)).toBe('/guide/');
  });

  it('RouteMeta has routePath, pureRoutePath, lang, version, relativePath and absolutePath, all strings', () => {
    const require = createRequire(import.meta.url);
    const core = path.dirname(require.resolve('@rspress/core/package.json'));
    const shared = createRequire(path.join(core, 'package.json')).resolve(
      '@rspress/shared',
    );
    const types = readFileSync(
      path.join(path.dirname(shared), 'index.d.ts'),
      'utf8',
    ).replace(/\r\n/g, '\n');
    const body =
      /export declare interface RouteMeta \{([\s\S]*?)\n\}/.exec(types)?.[1] ??
      '';
    for (const field of [
      'routePath',
      'pureRoutePath',
      'lang',
      'version',
      'relativePath',
      'absolutePath',
    ])
      expect(body).toMatch(new RegExp(`\\n\\s*${field}: string;`));
  });
});
