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

  it('drops a text child of Tabs: only element children become tabs', () => {
    const tabs =
      /<div class="rp-tabs text-child-tabs">(.*?)<\/div><\/div><\/div>/.exec(
        components,
      );
    expect(tabs?.[0]).toContain('>Only tab<');
    expect(tabs?.[0]).toContain('tab panel');
    expect(components).not.toContain('stray text child');
    expect(tabs?.[0].match(/rp-tabs__label__item /g)).toHaveLength(1);
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

  it('indexes the Markdown of a hidden tab for search although keepDOM={false} leaves it out of the HTML', () => {
    expect(components).toContain('Visible tab body');
    expect(components).not.toContain('Hidden tab body');
    const index = build()
      .files()
      .find((file) => /^static\/search_index\.en\.\w+\.json$/.test(file));
    expect(index).toBeDefined();
    const pages = JSON.parse(build().read(index!)) as {
      routePath: string;
      content: string;
    }[];
    const page = pages.find((entry) => entry.routePath === '/components');
    expect(page?.content).toContain('Visible tab body');
    expect(page?.content).toContain('Hidden tab body');
  });
});

describe('Markdown inside <Steps>, with the @mdx-js/mdx that Rspress imports', () => {
  const compileMdx = async (source: string): Promise<string> => {
    const { compile } = await import('@mdx-js/mdx');
    return String(await compile(source, { jsx: true }));
  };

  it('parses headings inside <Steps> on lines of their own without blank lines, and keeps ### on a tag line as text', async () => {
    const tight = await compileMdx(
      '<Steps>\n### Install\nRun it.\n### Write a page\n</Steps>',
    );
    expect(tight).toContain(
      '<Steps><_components.h3>{"Install"}</_components.h3><_components.p>{"Run it."}</_components.p><_components.h3>{"Write a page"}</_components.h3></Steps>',
    );
    expect(await compileMdx('<Steps>### Install</Steps>')).toContain(
      '<Steps>{"### Install"}</Steps>',
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

// Behaviour claims from `Steps` to the end of the page, one read of the installed code each
// (paths under @rspress/core/dist/theme, 2.0.22; fixed claims are marked "fixed").
// api-components L388 "Steps: div.rp-steps, numbers direct h2-h6, left line (fixed)": dist/theme/components/Steps/index.js l.5, components/Steps/index.css l.8-22
// api-components L417 "SourceCode: new tab, github/gitlab icon, sourceCodeText": dist/theme/components/SourceCode/index.js l.12, 18, 23
// api-components L437 "Prompt: eyebrow, rotating icon, collapsed text, card click copies unless selection/button": dist/theme/components/Prompt/index.js l.106-128, 233-236
// api-components L437 "Prompt custom: children in the frame, no copy/collapse": dist/theme/components/Prompt/index.js l.40-77, 253-258
// api-components L457 "Prompt: no prompt, copy does nothing": dist/theme/components/Prompt/index.js l.94
// api-components L460 "Prompt description: inline Markdown": dist/theme/components/Prompt/index.js l.185-188
// api-components L464 "Prompt: copy label/title and fold title UI texts, English literal defaults (fixed)": dist/theme/components/Prompt/index.js l.78, 201, 208, 221
// api-components L475 "Tag: list, svg, image, experimental/deprecated/new, badge types, info, empty null": dist/theme/components/Tag/index.js l.11-23, 33-87
// api-components L494 "Button: 'a' theme Link, 'button' button, else a": dist/theme/components/Button/index.js l.7-14
// api-components L528 "Link: external new tab noopener, hash plain, base+cleanUrls, preload hover/touch": dist/theme/components/Link/index.js l.18-37, 58-67; components/Link/getHref.js l.6-24
// api-components L528 "Link: progress bar after 200 ms, modifier/middle/target clicks native, relative resolved": dist/theme/components/Link/useLinkNavigate.js l.24-27; components/Link/index.js l.51, 71; components/Link/getHref.js l.21-23
// api-components L528 "Link: preload off with route.prefetchLink false": dist/runtime/route.js l.61-64
// api-components L556 "Link startTransition used only with route.useTransitions (fixed)": dist/theme/components/Link/useLinkNavigate.js l.14, 18
// api-components L564 "CodeBlock: title bar, scroll container, copy/wrap buttons, fold": dist/theme/components/CodeBlock/index.js l.42-83
// api-components L585 "CodeBlock lang: language-<lang> on the root": dist/theme/components/CodeBlock/index.js l.43
// api-components L587 "CodeBlock wrapCode: defaultWrapCode not applied": dist/theme/components/CodeBlock/index.js l.7, 11; components/CodeButtonGroup/index.js l.11
// api-components L589 "CodeBlock fold: height or 300 px": dist/theme/components/CodeBlock/index.js l.6, 17-21
// api-components L590 "CodeBlock height without fold: max height with scroll": dist/theme/components/CodeBlock/index.js l.14, 54-55
// api-components L592 "CodeBlock replaces copyElementRef": dist/theme/components/CodeBlock/index.js l.64-68
// api-components L601 "CodeBlockRuntime: plain first, highlighted after Shiki, css-variables theme": dist/theme/components/CodeBlockRuntime/index.js l.6-11, 20-47, 51-80
// api-components L618 "CodeBlockRuntime: children ignored": dist/theme/components/CodeBlockRuntime/index.js l.17
// api-components L623 "CodeBlockRuntime onRendered: on the plain code, then per highlight (fixed)": dist/theme/components/CodeBlockRuntime/index.js l.47, 80, 95-99
// api-components L631 "CodeButtonGroup: copies copyElementRef text, UI text titles": dist/theme/components/CodeButtonGroup/index.js l.31, 44-46; components/CodeButtonGroup/CopyCodeButton.js l.10-18, 39
// api-components L665 "FallbackHeading: slug id, # anchor, theme heading, empty renders nothing": dist/theme/components/FallbackHeading/index.js l.20-41
// api-components L665 "FallbackHeading used for H1-less pages and overview groups": dist/theme/components/DocContent/index.js l.10; components/OverviewGroup/index.js l.52
// api-components L665 "outline collects visible h2-h4 after mount": dist/theme/hooks/useDynamicToc.js l.46-56
// api-components L689 "getCustomMDXComponent: headings add no anchor, h1 tag, a Link, pre CodeBlock (fixed)": dist/theme/components/DocContent/docComponents/title.js l.5-20, 33-38; docComponents/a.js l.3; docComponents/pre.js l.4
// api-components L714 "ShikiPre: attrs to inner pre with data-lang/data-title": dist/theme/components/DocContent/docComponents/pre.js l.13-17
// api-components L725 "Nav: title, items, search, langs, versions, appearance unless forced, social, hamburger": dist/theme/components/Nav/index.js l.11-56; @rspress/shared index.js l.178
// api-components L748 "Nav slots positions (afterNavTitle after left items, afterNavMenu after hamburger)": dist/theme/components/Nav/index.js l.18-56
// api-components L760 "NavTitle: logo/logoText, title fallback, logoHref or lang root": dist/theme/components/NavTitle/index.js l.13-59
// api-components L781 "NavList: items/screen/bar presentation by context": dist/theme/components/NavList/index.js l.6-15
// api-components L809 "NavHamburger: full-screen menu (sm), dropdown (md), item slots to the screen": dist/theme/components/NavHamburger/index.js l.12-21, 32-41; components/NavScreen/index.js l.51-66
// api-components L834 "SwitchAppearance: ThemeContext, onClick after, view transition when enabled and no reduced motion": dist/theme/components/SwitchAppearance/index.js l.9, 17-57
// api-components L853 "SocialLinks: config over prop ([] counts), five shown, rest in dropdown (fixed)": dist/theme/components/SocialLinks/index.js l.7-13, 24, 33-38
// api-components L871 "HoverGroup: nested indent, matchNavbar or activeMatcher, customChildren": dist/theme/components/HoverGroup/index.js l.15, 49, 121
// api-components L904 "Sidebar: useSidebarDynamic, active group opened": dist/theme/components/Sidebar/index.js l.8-45; dist/runtime/hooks/useSidebar.js l.42-46
// api-components L928 "SidebarList: renders the given data with the setter": dist/theme/components/Sidebar/index.js l.15-23
// api-components L948 "Outline: title+ReadPercent 14/2, Toc, EditLink, llms rows, scroll-to-top after 100 px": dist/theme/components/Outline/index.js l.8-42; components/Outline/ScrollToTop.js l.13
// api-components L948 "Outline/DocFooter hidden by outline:false/footer:false": dist/theme/layout/DocLayout/index.js l.17, 83, 88
// api-components L969 "Toc: build-time toc until useWatchToc collects, rp-toc-include only (fixed)": dist/theme/hooks/useDynamicToc.js l.41-56; layout/DocLayout/index.js l.11
// api-components L990 "ReadPercent from useReadPercent": dist/theme/components/ReadPercent/useReadPercent.js l.3-35
// api-components L1012 "DocContent: components merged, FallbackTitle unless overview/fallbackHeadingTitle false": dist/theme/components/DocContent/index.js l.10, 17-26
// api-components L1037 "DocFooter: EditLink, LastUpdated, divider, PrevNextPage": dist/theme/components/DocFooter/index.js
// api-components L1056 "EditLink: docRepoBaseUrl + relative path, editLinkText, null without, outline pen": dist/theme/components/EditLink/index.js l.7-27; components/EditLink/useEditLink.js l.6-12
// api-components L1074 "LastUpdated: null unless lastUpdated and time; time formatted at build": dist/theme/components/LastUpdated/index.js l.10-28; dist/node/last-updated/index.js l.129
// api-components L1092 "PrevNextPage: flattened sidebar, linked groups count, UI texts": dist/theme/logic/usePrevNextPage.js l.2-16; components/PrevNextPage/index.js l.18, 42
// api-components L1112 "Banner: storage 'true', inline script, --rp-banner-height, customChildren no close": dist/theme/components/Banner/index.js l.6-17, 47-85; components/Nav/index.css l.8
// api-components L1144 "Banner storage false: not remembered": dist/theme/components/Banner/index.js l.78
// api-components L1156 "Root: renders only children": dist/theme/components/Root/index.js l.2-5
// api-components L1182 "Overview: H1, filter, content, groups; overviewHeaders order; filter case/-": dist/theme/components/Overview/index.js l.8-9, 55, 96-147
// api-components L1211 "OverviewGroup: H2 name, cards with headers/items, grid for the rest": dist/theme/components/OverviewGroup/index.js l.40-115
// api-components L1249 "GroupItem headers link to <link>#<id>, inline Markdown": dist/theme/components/OverviewGroup/index.js l.86-87
// api-components L1259 "HomeHero: badge text/link, \n lines, actions Button, image 375 srcset": dist/theme/components/HomeHero/index.js l.18, 34-44, 70-76, 89-106
// api-components L1262 "HomeHero: name/text/tagline HTML, badge plain (fixed)": dist/theme/components/HomeHero/index.js l.36, 52, 57, 63
// api-components L1293 "HomeFeature: prop over front matter, title plain, details HTML, span classes (fixed)": dist/theme/components/HomeFeature/index.js l.6-21, 37, 51, 57, 67
// api-components L1319 "HomeBackground: transparent nav under 100 px via style + notTopArrived": dist/theme/components/HomeBackground/useNavTransparent.js l.5, 25-33
// api-components L1342 "HomeFooter: footer.message HTML, null without, only in HomeLayout": dist/theme/components/HomeFooter/index.js l.7-15; layout/HomeLayout/index.js
// api-components L1364 "Search: SearchButton + NoSSR SearchPanel, no search:false check": dist/theme/components/Search/index.js l.5-19; components/Nav/index.js l.33
// api-components L1382 "SearchButton: placeholder text, hotkey after mount, mobile icon": dist/theme/components/Search/SearchButton.js l.9-11, 16, 27, 34, 49
// api-components L1411 "SearchPanel: index fetched in background, Ctrl/Cmd K, Escape, arrows, Enter": dist/theme/components/Search/SearchPanel.js l.60-104; components/Search/useSearchPanel.js l.85-96
// api-components L1432 "useFullTextSearch: loads on mount, limit 7": dist/theme/logic/useFullTextSearch.js l.8-28; components/Search/logic/search.js l.21
// api-components L1436 "useFullTextSearch: search undefined until loaded, error logged": dist/theme/logic/useFullTextSearch.js l.21-31
// api-components L1468 "beforeSearch: changed query results never shown": dist/theme/components/Search/useSearchPanel.js l.108-110, 122
// api-components L1491 "onSearch groups get renderType custom": dist/theme/components/Search/useSearchPanel.js l.114-119
// api-components L1512 "afterSearch before display, return ignored": dist/theme/components/Search/useSearchPanel.js l.121-124
// api-components L1571 "MatchResult: built-in groups first": dist/theme/components/Search/useSearchPanel.js l.112-119
// api-components L1579 "DefaultMatchResult group: site title in panel, 'default' from useFullTextSearch (fixed)": dist/theme/components/Search/useSearchPanel.js l.43; components/Search/logic/search.js l.12, 34; components/Search/logic/Provider.js l.1
// api-components L1623 "SearchOptions: search config + lang/version": dist/theme/components/Search/useSearchPanel.js l.38-45
// api-components L1646 "LlmsContainer: rp-not-doc, className overwritten": dist/theme/components/Llms/LlmsContainer.js l.4-6
// api-components L1672 "LlmsCopyButton: fetch twin, loading, success, copyMarkdownText": dist/theme/components/Llms/LlmsCopyButton.js l.21-42, 70
// api-components L1687 "LlmsCopyButton onClick replaces copy; text/textByLang passed on": dist/theme/components/Llms/LlmsCopyButton.js l.15, 45, 54
// api-components L1699 "LlmsViewOptions: three defaults, prompt, llmsUI object wins, nothing when empty": dist/theme/components/Llms/LlmsViewOptions.js l.13-22, 40-74, 90
// api-components L1715 "LlmsViewOptions: only options read": dist/theme/components/Llms/LlmsViewOptions.js l.18
// api-components L1730 "LlmsViewOptionsItem: href new tab, object without href/onClick dropped": dist/theme/components/Llms/LlmsViewOptions.js l.84, 104-108
// api-components L1739 "LlmsCopyRow: outline row, no props": dist/theme/components/Llms/LlmsCopyRow.js l.7-38; components/Outline/index.js l.36
// api-components L1758 "LlmsOpenRow: entries from llmsUI.viewOptions, built-ins only": dist/theme/components/Llms/LlmsOpenRow.js l.20, 72, 76
// api-components L1778 "LlmsHint: hidden text, head links, ssg build, llmsUI/llms, injectLlmsHint": dist/theme/components/Llms/LlmsHint.js l.15-58; dist/node/llms.js l.1-6; dist/runtime/App.js l.35
// api-components L1800 "useMdUrl: routePathToMdPath(page.routePath)": dist/theme/components/Llms/useMdUrl.js l.5-9
// api-components L1819 "usePrevNextPage: dividers/headers skipped, not in sidebar gives first as next": dist/theme/logic/usePrevNextPage.js l.2-20
// api-components L1838 "useEditLink: null without docRepoBaseUrl": dist/theme/components/EditLink/useEditLink.js l.7
// api-components L1855 "useLinkNavigate: assign for external/hash, data then navigate, transition, full load": dist/theme/components/Link/useLinkNavigate.js l.17-42
// api-components L1879 "useCodeButtonGroup: default markdown.defaultWrapCode": dist/theme/components/CodeButtonGroup/index.js l.8-21
// api-components L1900 "useHoverGroup: open on enter, close 150 ms after leave, enter cancels": dist/theme/components/HoverGroup/useHoverGroup.js l.14-26
// api-components L1926 "useReadPercent: [percent of .rspress-doc, floor, scrollY]": dist/theme/components/ReadPercent/useReadPercent.js l.10-35
// api-components L1944 "useActiveAnchor: first visible or last passed, scroll-padding-top, on scroll": dist/theme/hooks/useActiveAnchor.js l.15-40
// api-components L1964 "useDynamicToc: build toc until collected, text is HTML": dist/theme/hooks/useDynamicToc.js l.41-56
// api-components L1982 "useWatchToc: rp-toc-include, MutationObserver, used by DocLayout": dist/theme/hooks/useDynamicToc.js l.48, 67-95; layout/DocLayout/index.js l.11
// api-components L2007 "useStorageValue: read after mount, String, null removes, synced page/tabs": dist/theme/logic/useStorageValue.js l.5-47
// api-components L2028 "useThemeState: system in auto, 'auto' stored when equal, no-op when forced, dark class (fixed)": dist/theme/logic/useThemeState.js l.7, 17-36; logic/applyThemeToDOM.js l.5-6
// api-components L2049 "useScrollAfterNav: hash target, scroll-padding-top, DocContent": dist/theme/logic/useScrollAfterNav.js l.9-31; components/DocContent/index.js l.16
// api-components L2067 "useScrollReset: top on pathname change without hash, Layout": dist/theme/logic/useScrollReset.js l.3-8; layout/Layout/index.js l.63
// api-components L2085 "useSetup: empty, called by Layout": dist/theme/logic/useSetup.js l.1; layout/Layout/index.js l.62
// api-components L2109 "SvgWrapper: component, svg span, url/path img with base, text/HTML, falsy null": dist/theme/components/SvgWrapper/index.js l.4-29
// api-components L2133 "renderHtmlOrText: HTML element/entity, unescape, number, empty null": dist/theme/logic/utils.js l.1-17
// api-components L2152 "renderInlineMarkdown: bold/italic/del/code; sidebar, overview, prev/next": dist/theme/logic/utils.js l.43-46; components/Sidebar/SidebarItem.js; components/OverviewGroup/index.js l.68; components/PrevNextPage/index.js l.28
// api-components L2170 "parseInlineMarkdownText: marks/tags removed, entities decoded": dist/theme/logic/utils.js l.26-50
// api-components L2185 "copyToClipboard: Clipboard API, copy-to-clipboard fallback, false without document": dist/theme/logic/copyToClipboard.js l.2-8
// api-components L2203 "getCopyableText: block breaks, br, list prefixes, parent-class/selector ignore, '' for null": dist/theme/logic/getCopyableText.js l.1-52
// api-components L2229 "mergeRefs: callback/object refs, null skipped": dist/theme/logic/mergeRefs.js l.1-7
// api-components L2244 "icons table: users of each icon, IconLoading unused": dist/theme/icons.d.ts; grep -lw Icon<Name> dist/theme/components
