/**
 * Custom pages (/guide/basic/custom-page) and SSG (/guide/basic/ssg): what each page type
 * renders, and what pre-rendering puts into the HTML files.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureBuild, textOf } from './support/fixture-site';

const hasNavbar = (html: string) => html.includes('class="rp-nav"');
const hasSidebar = (html: string) => html.includes('rp-doc-layout__sidebar');

describe('page types', () => {
  let build: FixtureBuild;
  beforeAll(() => {
    build = buildFixture('guide-custom-page');
  }, 180_000);

  it('builds', () => {
    expect(build.status, build.output).toBe(0);
  });

  it('a normal doc page has navbar, sidebar and outline', () => {
    const html = build.read('index.html');
    expect(hasNavbar(html) && hasSidebar(html)).toBe(true);
    expect(html).toContain('rp-doc-layout__outline');
  });

  it('pageType custom keeps the navbar and renders only the page content: no sidebar, outline or doc footer', () => {
    const html = build.read('landing.html');
    expect(hasNavbar(html)).toBe(true);
    expect(hasSidebar(html)).toBe(false);
    expect(html).not.toMatch(/rp-doc-layout|rp-doc-footer|rspress-doc/);
    expect(html).toContain('<section data-testid="custom-section"><h1>Custom landing</h1>');
  });

  it('pageType blank renders the content without the navbar', () => {
    const html = build.read('bare.html');
    expect(hasNavbar(html)).toBe(false);
    expect(hasSidebar(html)).toBe(false);
    expect(textOf(html)).toContain('Nothing but this text.');
  });

  it('custom and blank pages use the site title alone as <title>', () => {
    expect(build.read('landing.html')).toContain('<title>Layouts fixture</title>');
    expect(build.read('bare.html')).toContain('<title>Layouts fixture</title>');
    expect(build.read('wide.html')).toContain('<title>Wide page - Layouts fixture</title>');
  });

  it('a custom page can set its own <title> with <Head> from @rspress/core/runtime', () => {
    expect(build.read('dashboard.html')).toContain('<title>Dashboard - Layouts fixture</title>');
  });

  it('pageType doc-wide keeps the doc layout and marks the content column as wide', () => {
    const html = build.read('wide.html');
    expect(hasSidebar(html)).toBe(true);
    expect(html).toContain('rp-doc-layout__doc--wide');
  });

  it('a .tsx page with pageType custom renders its component, and runtime hooks see the page and site', () => {
    const html = build.read('dashboard.html');
    expect(hasSidebar(html)).toBe(false);
    const text = textOf(html.replaceAll('<!-- -->', ''));
    expect(text).toContain('Dashboard of Layouts fixture');
    expect(text).toContain('Route: /dashboard');
    expect(text).toContain('Page type: custom');
  });
});

describe('static site generation', () => {
  let build: FixtureBuild;
  beforeAll(() => {
    build = buildFixture('guide-ssg');
  }, 180_000);

  it('pre-renders page content into the HTML, except routes listed in ssg.experimentalExcludeRoutePaths', () => {
    expect(build.status, build.output).toBe(0);
    expect(build.read('index.html')).toContain('<p>Text that search engines can read.</p>');
    for (const file of ['client-only.html', 'reports/yearly.html']) {
      expect(build.read(file)).toContain('<div id="__rspress_root"></div>');
      expect(build.read(file)).not.toMatch(/Client only|Yearly report/);
    }
    expect(build.output).toContain('Some routes (2 total) are ignored in SSG');
  });

  it('pre-renders the fallback of <BrowserOnly> and nothing of <NoSSR>; the rest of the page is in the HTML', () => {
    const html = build.read('browser-only.html');
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
    expect(failing.output).toContain('`ssg: true` requires the source code to support SSR');
  }, 180_000);

  it('ssg: false still writes one HTML file per route, each an empty shell', () => {
    const build = buildFixture('guide-ssg-off');
    expect(build.status, build.output).toBe(0);
    expect(build.files().filter((file) => file.endsWith('.html'))).toEqual(['404.html', 'index.html']);
    expect(build.read('index.html')).toContain('<div id="__rspress_root"></div>');
    expect(build.read('index.html')).not.toContain('Text that search engines can read.');
    expect(build.output).toContain('`ssg: false` detected');
  }, 180_000);
});
