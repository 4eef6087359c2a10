/**
 * What /api/client-api/api-components states where the types promise something else, proven
 * on the installed version with a fixture site built by the real `rspress build`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useFixtureBuild } from '../support/fixture-site';

describe('theme components in a built site (tests/fixtures/theme-api)', () => {
  const build = useFixtureBuild('theme-api');
  let home: string;
  let components: string;

  beforeAll(() => {
    // Only the rendered app: the <head> also carries a description extracted from the source.
    const body = (file: string) =>
      build().has(file) ? (build().read(file).split('<body>')[1] ?? '') : '';
    home = body('index.html');
    components = body('components.html');
  });

  it("puts a Button's dangerouslySetInnerHTML into an __html attribute and leaves the button empty", () => {
    const button = /<a[^>]*class="[^"]*html-button[^"]*"[^>]*>(.*?)<\/a>/.exec(
      components,
    );
    expect(button?.[0]).toMatch(/__html="&lt;b&gt;inner&lt;\/b&gt;"/);
    expect(button?.[1]).toBe('');
  });

  it('renders a hero action whose text contains an HTML entity without a label', () => {
    const actions = [
      ...home.matchAll(/<a[^>]*rp-home-hero__action[^>]*>(.*?)<\/a>/g),
    ];
    expect(actions.map((match) => match[1])).toEqual(['Plain action', '']);
    expect(actions[1][0]).toMatch(/__html="Docs &amp;amp; API"/);
  });

  it('renders a Button with type="a" as the theme Link', () => {
    expect(components).toMatch(
      /<a[^>]*class="[^"]*link-button[^"]*rp-link[^"]*"[^>]*>Link button<\/a>/,
    );
  });

  it('drops beforeHeroActions given to Layout but renders beforeHero', () => {
    expect(home).toContain('slot: beforeHero<');
    expect(home).not.toContain('slot: beforeHeroActions');
  });

  it('shows Badge children instead of its text prop', () => {
    expect(components).toMatch(/rp-badge--tip">from-children</);
    expect(components).not.toContain('from-text');
  });

  it('labels PageTabs from the PageTab labels and ignores the values prop', () => {
    expect(components).toContain('>Label one<');
    expect(components).not.toContain('Value one');
  });

  it('titles a Callout without a title with the English type name', () => {
    expect(components).toMatch(/rp-callout__title">Tip</);
  });

  it('ends a container title at its first inline element: the rest moves into the body', () => {
    // `:::warning \`base\` is ignored here` (the components page's pitfall)
    expect(components).toMatch(
      /rp-callout__title">Warning<\/div><div class="rp-callout__content"><p><code>base<\/code> is ignored here\s*The body text\./,
    );
  });
});
