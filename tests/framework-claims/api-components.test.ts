/**
 * What /api/client-api/api-components states where the types promise something else, proven
 * on the installed version with a fixture site built by the real `rspress build`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../site/routes';
import { useFixtureBuild } from '../support/fixture-site';
import { loadTypeSurface } from '../support/type-surface';

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

/**
 * Every prop the page lists under a props heading (#### `XProps`) exists in that exported type,
 * and a prop is marked "required" on the page exactly when the type requires it. Read with the
 * TypeScript compiler from the installed package, in both languages.
 */
const PROP_BULLET =
  /^- ((?:`[A-Za-z_$][\w$]*`(?:, |、)?)+) ?[(（](.*?)[)）][:：]/;

function documentedProps(
  lang: string,
): Map<
  string,
  { name: string; required: boolean; default?: string; line: number }[]
> {
  const lines = readFileSync(
    path.join('docs', lang, 'api/client-api/api-components.mdx'),
    'utf8',
  ).split('\n');
  const result = new Map<
    string,
    { name: string; required: boolean; default?: string; line: number }[]
  >();
  let current: string | undefined;
  lines.forEach((line, index) => {
    const heading = /^(#+) `([A-Za-z_$][\w$]*)`/.exec(line);
    if (heading) {
      current = heading[1] === '####' ? heading[2] : undefined;
      return;
    }
    if (/^#/.test(line)) current = undefined;
    const bullet = current ? PROP_BULLET.exec(line) : null;
    if (!current || !bullet) return;
    const names = [...bullet[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    const required = /(^|, |，)(required|必填)/.test(
      bullet[2].replace(/`[^`]*`/g, ''),
    );
    const stated = /(?:default|默认值) `([^`]+)`/.exec(bullet[2])?.[1];
    const list = result.get(current) ?? [];
    for (const name of names)
      list.push({ name, required, default: stated, line: index + 1 });
    result.set(current, list);
  });
  return result;
}

describe.each(LANGS)('props listed on the components page (%s)', (lang) => {
  const documented = documentedProps(lang);
  const typeNames = [...documented.keys()];
  const surface = loadTypeSurface(
    typeNames
      .map(
        (name) =>
          `export type ${name} = import('@rspress/core/theme').${name};`,
      )
      .join('\n'),
  );

  it('finds the props sections', () => {
    const count = [...documented.values()].reduce(
      (sum, props) => sum + props.length,
      0,
    );
    expect(documented.size).toBeGreaterThan(25);
    expect(count).toBeGreaterThan(100);
  });

  it('lists only props that exist, marked required exactly when the type requires them', () => {
    const problems: string[] = [];
    for (const [typeName, props] of documented) {
      const type = surface.exported(typeName);
      // A union (BannerProps: a link form or a custom form) has a prop when one member has it;
      // whether it is required is only compared for props every member shares.
      const variants = type.isUnion() ? type.types : [type];
      const perVariant = variants.map(
        (variant) =>
          new Map(
            surface.checker
              .getPropertiesOfType(variant)
              .map((symbol) => [symbol.name, symbol] as const),
          ),
      );
      for (const prop of props) {
        const symbols = perVariant.flatMap((members) => {
          const symbol = members.get(prop.name);
          return symbol ? [symbol] : [];
        });
        if (symbols.length === 0) {
          problems.push(
            `${typeName}.${prop.name} (line ${prop.line}): not in the type`,
          );
          continue;
        }
        if (symbols.length < variants.length) continue;
        const optional = symbols.some(
          (symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0,
        );
        if (optional === prop.required)
          problems.push(
            `${typeName}.${prop.name} (line ${prop.line}): page says ${prop.required ? 'required' : 'optional'}, type says ${optional ? 'optional' : 'required'}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives the default that the type's @default tag states, where it has one", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [typeName, props] of documented) {
      const type = surface.exported(typeName);
      const variants = type.isUnion() ? type.types : [type];
      for (const prop of props) {
        const tag = variants
          .map((variant) =>
            surface.checker.getPropertyOfType(variant, prop.name),
          )
          .flatMap((symbol) => symbol?.getJsDocTags(surface.checker) ?? [])
          .find((candidate) => candidate.name === 'default');
        const stated = ts.displayPartsToString(tag?.text).split('\n')[0].trim();
        if (!tag || !stated) continue;
        checked += 1;
        if (prop.default === undefined) continue;
        // The tags are loosely written ('page'', center, an array over several lines).
        const normalise = (value: string) => value.replace(/["'\s]/g, '');
        if (normalise(prop.default) !== normalise(stated))
          problems.push(
            `${typeName}.${prop.name} (line ${prop.line}): page says ${prop.default}, @default says ${stated}`,
          );
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });
});

/*
 * Claims of /api/client-api/api-components backed by a read of the installed code (paths under
 * @rspress/core/dist/theme; @rspress/core 2.0.22). Prop names, required flags and the defaults
 * that carry an @default tag are checked above; the rest:
 * - Layout: document title rules (layout/Layout/index.js:6-12, 96), `<html lang>` with 'en'
 *   fallback and og:* tags (:30-56), layout by pageType with DocLayout for unknown values and
 *   Content for custom/blank (:99-118); beforeNav, the Nav slots and afterNav are rendered only
 *   with the navbar ('blank' !== pageType && showNavbar, :133-147); only beforeHero, afterHero,
 *   beforeFeatures, afterFeatures reach HomeLayout (:79-84, proven by the fixture above).
 * - DocLayout reads no navTitle from its props (layout/DocLayout/index.js:8).
 * - Badge: children || text, type 'tip', outline false (components/Badge/index.js:4-5).
 * - Tabs: defaults left/true, defaultValue over defaultIndex, groupId stored under
 *   'rspress.tabs.<id>', onChange before the switch, disabled labels ignore clicks, keepDOM
 *   (components/Tabs/index.js:27-77).
 * - PageTabs id 'page', HoverGroup position 'center', LlmsViewOptions options default
 *   (components/PageTabs/index.js:49, components/HoverGroup/index.js:113,
 *   components/Llms/LlmsViewOptions.js:13-22).
 */
