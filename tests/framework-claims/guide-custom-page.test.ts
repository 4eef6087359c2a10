/** Custom pages (/guide/basic/custom-page): what each page type renders in a built site. */
import { describe, expect, it } from 'vitest';
import { textOf, useFixtureBuild } from '../support/fixture-site';

const hasNavbar = (html: string) => html.includes('class="rp-nav"');
const hasSidebar = (html: string) => html.includes('rp-doc-layout__sidebar');

describe('page types', () => {
  const build = useFixtureBuild('guide-custom-page');

  it('a normal doc page has navbar, sidebar and outline', () => {
    const html = build().read('index.html');
    expect(hasNavbar(html) && hasSidebar(html)).toBe(true);
    expect(html).toContain('rp-doc-layout__outline');
  });

  it('pageType custom keeps the navbar and renders only the page content: no sidebar, outline or doc footer', () => {
    const html = build().read('landing.html');
    expect(hasNavbar(html)).toBe(true);
    expect(hasSidebar(html)).toBe(false);
    expect(html).not.toMatch(/rp-doc-layout|rp-doc-footer|rspress-doc/);
    expect(html).toContain(
      '<section data-testid="custom-section"><h1>Custom landing</h1>',
    );
  });

  it('pageType blank renders the content without the navbar', () => {
    const html = build().read('bare.html');
    expect(hasNavbar(html)).toBe(false);
    expect(hasSidebar(html)).toBe(false);
    expect(textOf(html)).toContain('Nothing but this text.');
  });

  it('custom and blank pages use the site title alone as <title>', () => {
    expect(build().read('landing.html')).toContain(
      '<title>Layouts fixture</title>',
    );
    expect(build().read('bare.html')).toContain(
      '<title>Layouts fixture</title>',
    );
    expect(build().read('wide.html')).toContain(
      '<title>Wide page - Layouts fixture</title>',
    );
  });

  it('a custom page can set its own <title> with <Head> from @rspress/core/runtime', () => {
    expect(build().read('dashboard.html')).toContain(
      '<title>Dashboard - Layouts fixture</title>',
    );
  });

  it('front matter head passes attributes to React: a title entry with children sets the <title>, a meta entry adds a tag', () => {
    const html = build().read('head-title.html');
    expect(html).toContain('<title>Title from front matter head</title>');
    expect(html).not.toContain('<title>Layouts fixture</title>');
    expect(html).toContain('<meta name="keywords" content="layouts">');
  });

  it('wraps a custom page in no <main> of the theme: the page content stands alone', () => {
    const html = build().read('landing.html');
    expect(html).not.toMatch(/<main[ >]/);
    expect(build().read('index.html')).toContain(
      '<main class="rp-doc-layout__doc-container">',
    );
  });

  it('pageType doc-wide keeps the doc layout and marks the content column as wide', () => {
    const html = build().read('wide.html');
    expect(hasSidebar(html)).toBe(true);
    expect(html).toContain('rp-doc-layout__doc--wide');
  });

  it('a .tsx page with pageType custom renders its component, and runtime hooks see the page and site', () => {
    const html = build().read('dashboard.html');
    expect(hasSidebar(html)).toBe(false);
    const text = textOf(html.replaceAll('<!-- -->', ''));
    expect(text).toContain('Dashboard of Layouts fixture');
    expect(text).toContain('Route: /dashboard');
    expect(text).toContain('Page type: custom');
  });
});
