declare module '*.css';

declare module '*/serve.mjs' {
  import type { Server } from 'node:http';
  /** An HTTP server (not listening yet) for a production build: clean URLs, 404.html with status 404. */
  export function createStaticServer(root: string): Server;
  /** A request header that makes the server send a page's HTML in pieces, with pauses. */
  export const SLOW_HTML_HEADER: string;
  /** The pieces' size in bytes when the header's value is not one. */
  export const SLOW_HTML_PIECE: number;
}

declare module '*/test-phases.mjs' {
  type Phase = [name: string, command: string];
  /** The steps of `npm test`, in order: a phase, or phases that run at the same time. */
  export const TEST_STEPS: (Phase | Phase[])[];
  /** Every phase of `npm test`, in order: a name and the shell command. */
  export const TEST_PHASES: Phase[];
}

declare module '*/chromium.mjs' {
  /** The Chromium of the benchmarks and picture scripts (scripts/chromium.mjs), or undefined. */
  export function findChromium(): string | undefined;
  /** findChromium, or an error saying how to install one. */
  export function requireChromium(): string;
  /** The headless shell the e2e tests run in: Linux x64, without CHROMIUM_PATH, when it starts. */
  export function findHeadlessShell(): string | undefined;
  export function chromiumVersion(file: string): string;
}

declare module '*/browser.mjs' {
  /** The flags every headless Chromium of this project runs with (scripts/lib/browser.mjs). */
  export const CHROMIUM_ARGS: string[];
}

declare module '*/budgets.mjs' {
  /** Every budget of the benchmark and `npm run size` (scripts/lib/budgets.mjs). */
  export const BUDGETS: {
    themeLayerBytes: number;
    overBareBytes: number;
    firstViewRatio: number;
    scaleCheckPages: number;
    scaleGrowthBytes: number;
    mobilePerformance: number;
    otherCategories: number;
    cls: number;
    crawlLayoutShift: number;
    searchTop1: number;
    searchTop3: number;
    searchPageLoadBytes: number;
    searchFirstBytes: number;
    searchAfterDebounceMs: number;
    searchLongQuestionBytes: number;
    searchLongQuestionRequests: number;
  };
}

declare module '*/search-score.mjs' {
  /** One query of a set in bench/: expected routes carry no language prefix. */
  export interface SearchQuery {
    q: string;
    lang: 'en' | 'zh';
    expect: string[];
    /** Further pages a blind judge accepted from the engines' pooled results. */
    judged?: string[];
    kind: string;
    /** The thread or article the query was asked in (the real set). */
    source?: string;
    /** Asked in the other language than its thread. */
    translated?: boolean;
  }
  export interface ScoredAnswer extends SearchQuery {
    pages: string[];
    rank: number | null;
    top1: boolean;
    top3: boolean;
    /** The same against the writer's expected pages alone. */
    strictTop1: boolean;
    strictTop3: boolean;
    noResult: boolean;
  }
  export function loadQueries(file: string): SearchQuery[];
  /** A result link as a clean route: no origin, anchor, `.html`, `index` or trailing slash. */
  export function pagePath(href: string): string;
  export function expectedPages(
    query: SearchQuery,
    options?: { strict?: boolean },
  ): string[];
  export function scoreAnswer(
    query: SearchQuery,
    outcome: { hrefs: string[] },
  ): ScoredAnswer;
  /** One engine's answers in one language. */
  export interface EngineRun {
    engine: string;
    lang: string;
    answers: Pick<ScoredAnswer, 'q' | 'pages'>[];
  }
  export function viewLines(
    runs: { engine: string; lang: string; answers: ScoredAnswer[] }[],
    tuned: Set<string>,
  ): string[];
  export function judgingPool(
    queries: SearchQuery[],
    runs: EngineRun[],
  ): { id: number; lang: string; q: string; candidates: string[] }[];
  /** Top-1 and top-3 per run on the queries with an expected page the build has. */
  export function answerableLines(
    runs: { engine: string; lang: string; answers: ScoredAnswer[] }[],
    missing: Set<string>,
  ): string[];
  /** One engine's totals in one language, as the benchmark sums them. */
  export interface EngineSummary {
    engine: string;
    lang: string;
    queries: number;
    top1: number;
    top3: number;
    wallMs: number | null;
    bytes: { pageLoadSearch: number | null; firstSearch: number };
  }
  /** The top-1 and top-3 goals as budget checks for one row (counts) in one language. */
  export function qualityChecks(
    row: { queries: number; top1: number; top3: number },
    budgets: typeof import('./scripts/lib/budgets.mjs').BUDGETS,
    where: string,
  ): { name: string; ok: boolean; detail: string }[];
  /** The search goals as budget checks for one engine, per language. */
  export function searchGoalChecks(
    summaries: EngineSummary[],
    options: {
      engine: string;
      reference: string | null;
      budgets: typeof import('./scripts/lib/budgets.mjs').BUDGETS;
      debounceMs: number | null;
    },
  ): { name: string; ok: boolean; detail: string }[];
}

/** Algolia credentials given at build time, or null for the local search (rspress.config.ts). */
declare const __RSPRESS_ALGOLIA__:
  import('./config/algolia').AlgoliaConfig | null;

/** Build-time flags Rspress defines for theme code. */
interface ImportMeta {
  readonly env: { readonly SSG_MD?: boolean; readonly SSR?: boolean };
}

/** Where the bundle is served from (Rspack's public path, the site's base by default). */
declare const __webpack_public_path__: string;

declare module '*/optimisation-costs.mjs' {
  /** Where the route split saves the build's threshold, from its saving at two sizes. */
  export function breakEvenRoutes(
    measured: { routes: number; saves: number }[],
  ): number | null;
}
