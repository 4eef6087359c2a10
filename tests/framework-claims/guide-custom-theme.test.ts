/**
 * Proves the custom theme page: a theme/index.tsx that re-exports the original theme and
 * declares named exports renders its Layout slots and replaces a single component everywhere.
 */
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
