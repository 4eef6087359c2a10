/** Static site generation (/guide/basic/ssg): what pre-rendering puts into the HTML files. */
import { describe, expect, it } from 'vitest';
import {
  buildFixture,
  tempSite,
  useFixtureBuild,
} from '../support/fixture-site';

describe('static site generation', () => {
  const build = useFixtureBuild('guide-ssg', { checkBuilds: false });

  it('pre-renders page content into the HTML, except routes listed in ssg.experimentalExcludeRoutePaths', () => {
    expect(build().status, build().output).toBe(0);
    expect(build().read('index.html')).toContain(
      '<p>Text that search engines can read.</p>',
    );
    for (const file of ['client-only.html', 'reports/yearly.html']) {
      expect(build().read(file)).toContain('<div id="__rspress_root"></div>');
      expect(build().read(file)).not.toMatch(/Client only|Yearly report/);
    }
    expect(build().output).toContain(
      'Some routes (2 total) are ignored in SSG',
    );
  });

  it('pre-renders the fallback of <BrowserOnly> and nothing of <NoSSR>; the rest of the page is in the HTML', () => {
    const html = build().read('browser-only.html');
    const body = html.slice(html.indexOf('<div id="__rspress_root">'));
    expect(body).toContain('Loading the window size');
    expect(body).not.toContain('Window is');
    expect(body).not.toContain('Rendered after hydration only');
    expect(body).toContain('Static text after the widgets.');
  });

  it('fails the build when a component reads window while rendering, and names the page', () => {
    const failing = buildFixture('guide-ssg-window');
    expect(failing.status).not.toBe(0);
    expect(failing.output).toContain('Page "/" SSG rendering failed.');
    expect(failing.output).toContain('ReferenceError: window is not defined');
    expect(failing.output).toContain(
      '`ssg: true` requires the source code to support SSR',
    );
  }, 180_000);

  it('gives each pre-rendered page its own title, a meta description and og: tags', () => {
    const html = build().read('index.html');
    expect(html).toContain('<title>Prerendered home - SSG fixture</title>');
    expect(html).toContain(
      '<meta name="description" content="Text that search engines can read.">',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Prerendered home - SSG fixture">',
    );
  });

  it('ssg: false pages carry only the site title, without description or og: tags', () => {
    const off = buildFixture('guide-ssg-off');
    expect(off.status, off.output).toBe(0);
    const html = off.read('index.html');
    expect(html).toContain('<title>SSG off fixture</title>');
    expect(html).not.toContain('name="description"');
    expect(html).not.toContain('property="og:');
  }, 180_000);

  it('ssg: false still writes one HTML file per route, each an empty shell', () => {
    const build = buildFixture('guide-ssg-off');
    expect(build.status, build.output).toBe(0);
    expect(build.files().filter((file) => file.endsWith('.html'))).toEqual([
      '404.html',
      'index.html',
    ]);
    expect(build.read('index.html')).toContain(
      '<div id="__rspress_root"></div>',
    );
    expect(build.read('index.html')).not.toContain(
      'Text that search engines can read.',
    );
    expect(build.output).toContain('`ssg: false` detected');
  }, 180_000);

  it('ssg: false pages still carry the hreflang alternate links between translations', () => {
    const dir = tempSite('guide-ssg-off-locales', {
      'rspress.config.ts': [
        'export default {',
        "  root: 'docs',",
        '  ssg: false,',
        "  lang: 'en',",
        "  locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }],",
        '};',
        '',
      ].join('\n'),
      'docs/en/index.md': '# Hello\n',
      'docs/zh/index.md': '# 你好\n',
    });
    const off = buildFixture(dir);
    expect(off.status, off.output).toBe(0);
    for (const file of ['index.html', 'zh/index.html']) {
      const html = off.read(file);
      expect(html).toContain('<div id="__rspress_root"></div>');
      expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*"/);
      expect(html).toMatch(/<link rel="alternate" hreflang="zh" href="[^"]*"/);
    }
  }, 180_000);
});
