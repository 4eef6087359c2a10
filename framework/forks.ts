/**
 * Every file of @rspress/core that the site forks, patches or copies a rule from, pinned by the
 * hash of the installed original. A new Rspress version that changes one of them fails
 * tests/framework-contract/forks.test.ts, naming our file and what to compare, so a fix or an
 * improvement upstream is not silently shadowed by our copy (nor our copy silently broken).
 * After re-checking, update `sha256` and add the version to `verifiedOn`.
 */
export interface PinnedOriginal {
  /** Short name of the fork, used in the failure message. */
  name: string;
  /** Our file, relative to the repository root. */
  ours: string;
  /** The original, relative to the @rspress/core package folder. */
  original: string;
  /** sha256 (hex) of the original's content when it was last checked against ours. */
  sha256: string;
  /** @rspress/core versions whose original was checked against ours. */
  verifiedOn: string[];
  /** What to compare when the original changes. */
  recheck: string;
}

export const PINNED_ORIGINALS: PinnedOriginal[] = [
  // Forks of default-theme components (theme/overrides/), exported under the theme's names.
  {
    name: 'HomeHero',
    ours: 'theme/overrides/HomeHero/index.tsx',
    original: 'dist/theme/components/HomeHero/index.js',
    sha256: '49b5b7c7627f3ee85b96dd28aa266e04417c6942c8324fb52f4278f029257b2b',
    verifiedOn: ['2.0.22'],
    recheck:
      'port any new markup, class names, props or front-matter fields (badge, image, actions) into our copy, and drop the fork if the original now renders name and text as an <h1>.',
  },
  {
    name: 'Overview',
    ours: 'theme/overrides/Overview/index.tsx',
    original: 'dist/theme/components/Overview/index.js',
    sha256: 'ca2a51f6f7d2a74ac8016f622303cc5a96d44ec083e913515ca10ed9aec1c363',
    verifiedOn: ['2.0.22'],
    recheck:
      'check that the original still reads the listed pages and their toc from usePages(), which our wrapper fills with the overviewPages of the page chunk.',
  },
  {
    name: 'SourceCode',
    ours: 'theme/overrides/SourceCode/index.tsx',
    original: 'dist/theme/components/SourceCode/index.js',
    sha256: '1d5754dab382e4212545a708b639bc1b072b86bfc7ecee55ddde2460cd315992',
    verifiedOn: ['2.0.22'],
    recheck:
      'port new markup, classes or props into our copy, and drop the fork if the original link now has rel="noopener noreferrer".',
  },
  {
    name: 'FallbackHeading',
    ours: 'theme/overrides/FallbackHeading/index.tsx',
    original: 'dist/theme/components/FallbackHeading/index.js',
    sha256: '619adcb22fe53c7c6b14034848d7a1fdeb38af0a64ea663e3412895f0f6adccd',
    verifiedOn: ['2.0.22'],
    recheck:
      'port changes to the slug, the MDX components used, the SSG_MD output and the anchor markup, and drop the fork if the original anchor now has tabIndex={-1}.',
  },
  {
    name: 'LlmsCopyButton',
    ours: 'theme/overrides/CopyMarkdown/index.tsx',
    original: 'dist/theme/components/Llms/LlmsCopyButton.js',
    sha256: 'e00a158371169aa85eb3a9c7b5354b26b10c89a7f5d8a571230dc978296e465f',
    verifiedOn: ['2.0.22'],
    recheck:
      'compare the props and the Markdown URL it copies (useMdUrl) with ours, and whether the original now announces the result and falls back when the clipboard is unavailable.',
  },
  {
    name: 'LlmsViewOptions',
    ours: 'theme/overrides/CopyMarkdown/index.tsx',
    original: 'dist/theme/components/Llms/LlmsViewOptions.js',
    sha256: '3dd2a7637432c5396a2509da1e9583a96aeee2caf26ca41ad091ddf0dadaa694',
    verifiedOn: ['2.0.22'],
    recheck:
      'compare the props and the Markdown URL the original links to with our plain link, which replaces its "open in…" dropdown.',
  },

  // The page-data diet (plugins/page-data-diet) replaces, patches or mirrors these.
  {
    name: 'Route runtime',
    ours: 'plugins/page-data-diet/runtime/route-table.ts',
    original: 'dist/runtime/route.js',
    sha256: 'e74b46cf18de2cc8170619f9604eba9942494da13d3a7ffe7a7023c8fdaa4fd1',
    verifiedOn: ['2.0.22'],
    recheck:
      'port changes to exports, path normalisation, matching, the tie rule, redirectToCleanUrl and preloadLink into the route table, then run tests/framework-contract/route-table.test.ts.',
  },
  {
    name: 'Route list',
    ours: 'plugins/page-data-diet/route-buckets.ts',
    original: 'dist/node/route/RouteService.js',
    sha256: '1db6c2158581e0c99d63be9c473f8266c000e9d966cf0cc4b384718cc037198b',
    verifiedOn: ['2.0.22'],
    recheck:
      'compare generateRoutesCode (the route fields, the lazyWithPreload loaders and the preload body) with what parseGeneratedRoutes reads and routeBucket writes.',
  },
  {
    name: 'SidebarGroup patch',
    ours: 'plugins/page-data-diet/section-sidebars.ts',
    original: 'dist/theme/components/Sidebar/SidebarGroup.js',
    sha256: '941f39b98b08756f5b72d66d93220b4d5f7c885e771819d9c2488d4d26d9970e',
    verifiedOn: ['2.0.22'],
    recheck:
      'check that patchSidebarGroup still inserts useCollapsedGroupItems where the group reads `collapsed` and maps its items, and that collapsed items still render only when opened.',
  },
  {
    name: 'SidebarGroup toggle',
    ours: 'plugins/page-data-diet/runtime/collapsed-group.ts',
    original: 'dist/theme/components/Sidebar/SidebarGroup.js',
    sha256: '941f39b98b08756f5b72d66d93220b4d5f7c885e771819d9c2488d4d26d9970e',
    verifiedOn: ['2.0.22'],
    recheck:
      'compare how the toggle finds a group by its id (`2-0-3`) and updates setSidebarData with withGroupItems, which must update the data the same way.',
  },
  {
    name: 'Sidebar section choice',
    ours: 'plugins/page-data-diet/runtime/section-sidebars.ts',
    original: 'dist/runtime/hooks/useSidebar.js',
    sha256: '3f89b16378607c54aa401a24e72b21de1cd8341ad7e3a04dc5ec4a98261c4086',
    verifiedOn: ['2.0.22'],
    recheck:
      "compare getSidebarDataGroup (longest key first, matchSidebar on the decoded pathname) with the section the route's preload loads.",
  },
  {
    name: 'Sidebar holder',
    ours: 'plugins/page-data-diet/runtime/section-sidebars.ts',
    original: 'dist/runtime/hooks/useLocaleSiteData.js',
    sha256: '5f9cebfbf633f5619a9e053fe7f0f76f3a0962f36acbc9fb32a9bb9f53d801dd',
    verifiedOn: ['2.0.22'],
    recheck:
      "compare where the theme reads the sidebar (the theme config without locales, else the page language's locale) with where the route's preload puts it.",
  },
  {
    name: 'Prev/next walk',
    ours: 'plugins/page-data-diet/runtime/section-sidebars.ts',
    original: 'dist/theme/logic/usePrevNextPage.js',
    sha256: 'f5bacd8cc70e09d860dafdcdca0d04745937d268f080d18dbae4d334f6477031',
    verifiedOn: ['2.0.22'],
    recheck:
      'compare the walk (group links, skipped dividers and section headers, the neighbours of the matched page) with walkStops and groupsNeededBy.',
  },
  {
    name: 'Overview listing',
    ours: 'plugins/page-data-diet/page-fields.ts',
    original: 'dist/theme/components/Overview/index.js',
    sha256: 'ca2a51f6f7d2a74ac8016f622303cc5a96d44ec083e913515ca10ed9aec1c363',
    verifiedOn: ['2.0.22'],
    recheck:
      "compare the Overview's page filter (subFilter: under the overview's folder, not the overview itself) and the page fields it reads with overviewEntries.",
  },
  {
    name: 'Preload hints: sidebar markup',
    ours: 'plugins/page-data-diet/preload-hints.ts',
    original: 'dist/theme/layout/DocLayout/index.js',
    sha256: '2dc5a0c3edd9f258fabd5bea326c7fe6acf96746a72c2b148fbd4796ed5aea9f',
    verifiedOn: ['2.0.22'],
    recheck:
      'check that the sidebar is still rendered in an <aside class="rp-doc-layout__sidebar">, which sidebarChunkOf reads to pick the section chunk to hint.',
  },
  {
    name: 'Preload hints: section choice',
    ours: 'plugins/page-data-diet/preload-hints.ts',
    original: 'dist/runtime/hooks/useSidebar.js',
    sha256: '3f89b16378607c54aa401a24e72b21de1cd8341ad7e3a04dc5ec4a98261c4086',
    verifiedOn: ['2.0.22'],
    recheck:
      'check that the rendered sidebar is still the one getSidebarDataGroup chooses for the page, the one whose chunk sidebarChunkOf hints.',
  },

  // Patches that render nothing: they rely on the markup of these files.
  {
    name: 'NavListSemantics',
    ours: 'theme/patches/NavListSemantics/index.tsx',
    original: 'dist/theme/components/Nav/index.js',
    sha256: '0b40b7939b2276ba1614c6bc98893b27c7f348bfa3a5811d9eece75475be7bfc',
    verifiedOn: ['2.0.22'],
    recheck:
      'check whether `.rp-nav__others` still holds <li>s outside a list (ORPHAN_NAV_ITEMS), and drop the patch if the original renders a real list.',
  },
  {
    name: 'NavbarAutoHide',
    ours: 'theme/components/NavbarAutoHide/index.tsx',
    original: 'dist/theme/components/Nav/index.js',
    sha256: '0b40b7939b2276ba1614c6bc98893b27c7f348bfa3a5811d9eece75475be7bfc',
    verifiedOn: ['2.0.22'],
    recheck:
      'check whether the navbar now acts on hideNavbar itself (then drop ours) and that `.rp-nav` is still the bar our stylesheet moves.',
  },
  {
    name: 'Header anchors',
    ours: 'theme/patches/header-anchors/index.ts',
    original: 'dist/node/mdx/rehypePlugins/headerAnchor.js',
    sha256: '44435c6be563102e1252b56ad91279e8de33eb028084f591da7b3261005ccff0',
    verifiedOn: ['2.0.22'],
    recheck:
      'check that heading anchors still carry the rp-header-anchor class our rehype plugin looks for, and drop it if they are now left out of the tab order.',
  },
  {
    name: 'KeyboardScrollRegions: tables',
    ours: 'theme/patches/KeyboardScrollRegions/scroll-region.ts',
    original: 'dist/theme/components/DocContent/docComponents/table.js',
    sha256: '9bd6ba7c312735ca2c34595d573e1a5179fc88185ead071c942c58e1d815232a',
    verifiedOn: ['2.0.22'],
    recheck:
      'check that wide tables still scroll in `.rp-table-scroll-container` (SCROLL_REGIONS), and drop the patch if the container is now a focusable, labelled region.',
  },
  {
    name: 'KeyboardScrollRegions: code',
    ours: 'theme/patches/KeyboardScrollRegions/scroll-region.ts',
    original: 'dist/theme/components/CodeBlock/index.js',
    sha256: '366492cff9c5fbd28563438b1361e2848c8eba231f76d8f176574ce606463cd3',
    verifiedOn: ['2.0.22'],
    recheck:
      'check that long code lines still scroll in `.rp-codeblock__content__scroll-container` (SCROLL_REGIONS), and drop the patch if the container is now a focusable, labelled region.',
  },
];
