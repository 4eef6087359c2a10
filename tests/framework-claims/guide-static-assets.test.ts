/**
 * Static assets (/guide/basic/static-assets): what docs/public and imported files become in
 * the output, and which URLs get the `base` prefix.
 */
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

  it('gives an imported file a URL that already contains base, and withBase() adds it to a public path', () => {
    const html = build().read('guide/page.html');
    expect(html).toMatch(
      /<a href="\/docs\/static\/image\/diagram\.[0-9a-f]+\.png" data-testid="imported">/,
    );
    expect(html).toContain(
      '<a href="/docs/robots.txt" data-testid="with-base">',
    );
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
