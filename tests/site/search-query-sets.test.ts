/**
 * The query sets of `npm run bench:search` and `npm run search:eval`: well-formed, answerable
 * by pages that exist, and large enough that the held-out figures mean what they claim.
 */
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../scripts/lib/budgets.mjs';
import {
  answerableLines,
  type EngineSummary,
  expectedPages,
  judgingPool,
  loadQueries,
  pagePath,
  scoreAnswer,
  searchGoalChecks,
  viewLines,
} from '../../scripts/lib/search-score.mjs';
import {
  fileToRoute,
  isFragment,
  listDocFiles,
  outline,
  readDoc,
} from '../support/docs';
import { LANGS, localizeRoute } from './routes';

const tuning = loadQueries('bench/search-queries-tuning.json');
const heldOut = loadQueries('bench/search-queries-heldout.json');
const real = loadQueries('bench/search-queries-real.json');
/** Real questions from other threads, for tuning: never a thread of the held-out real set. */
const tuningReal = loadQueries('bench/search-queries-tuning-real.json');
/** Each page of the site, as expectedPages() names it, with its source file and language. */
const pageFiles = new Map(
  LANGS.flatMap((lang) =>
    listDocFiles(lang)
      .filter((file) => !isFragment(file))
      .map(
        (file) =>
          [
            pagePath(localizeRoute(fileToRoute(file), lang)),
            { lang, file },
          ] as const,
      ),
  ),
);
const pages = new Set(pageFiles.keys());
/**
 * Pages being written while the real set was made: its queries may expect them before they
 * exist (the benchmark reports those queries apart). No other set may.
 */
const FUTURE_PAGES = [
  '/guide/start/troubleshooting',
  '/guide/advanced/tailwind-css',
  '/guide/advanced/ai-and-agents',
  '/guide/basic/ssg-md',
];
const future = new Set(
  LANGS.flatMap((lang) =>
    FUTURE_PAGES.map((route) => pagePath(localizeRoute(route, lang))),
  ),
);

describe('search query sets', () => {
  it('expect only pages that exist', () => {
    const missing = [...tuning, ...heldOut, ...real, ...tuningReal].flatMap(
      (query) =>
        expectedPages(query)
          .filter(
            (page) =>
              !pages.has(page) && !(real.includes(query) && future.has(page)),
          )
          .map((page) => `${query.q} → ${page}`),
    );
    expect(missing).toEqual([]);
  });

  it('hold at least 105 real questions per language, each with the thread it was asked in', () => {
    for (const lang of LANGS)
      expect(
        real.filter((query) => query.lang === lang).length,
      ).toBeGreaterThanOrEqual(105);
    expect(
      real.filter((query) => !query.source?.startsWith('https://')),
    ).toEqual([]);
    // A query whose every answer is still to be written says nothing about this build.
    const waiting = real.filter((query) =>
      expectedPages(query).every((page) => future.has(page)),
    );
    expect(waiting.length).toBeLessThan(real.length / 10);
  });

  it('hold at least 60 real tuning questions per language, from threads the held-out real set does not use', () => {
    for (const lang of LANGS)
      expect(
        tuningReal.filter((query) => query.lang === lang).length,
      ).toBeGreaterThanOrEqual(60);
    expect(
      tuningReal.filter((query) => !query.source?.startsWith('https://')),
    ).toEqual([]);
    // A thread in both files would let the tuning see what the held-out set measures.
    const heldOutThreads = new Set(real.map((query) => query.source));
    expect(
      tuningReal
        .filter((query) => heldOutThreads.has(query.source))
        .map((query) => `${query.q} ← ${query.source}`),
    ).toEqual([]);
  });

  it('name sections of the real sets by anchors their pages have', () => {
    // The English page is read for both languages: content-parity.test.ts holds every Chinese
    // twin to the same anchor ids.
    const outlines = new Map<string, Set<string>>();
    const idsOf = (page: string) => {
      if (!outlines.has(page)) {
        const source = pageFiles.get(page)!;
        outlines.set(
          page,
          new Set(
            outline(readDoc(source.lang, source.file)).map((entry) => entry.id),
          ),
        );
      }
      return outlines.get(page)!;
    };
    const broken = [...real, ...tuningReal].flatMap((query) =>
      query.expect
        .filter((route) => route.includes('#'))
        .filter((route) => {
          const page = pagePath(route);
          const anchor = route.slice(route.indexOf('#') + 1);
          return !pages.has(page) || !idsOf(page).has(anchor);
        })
        .map((route) => `${query.lang} ${query.q} → ${route}`),
    );
    expect(broken).toEqual([]);
  });

  it('hold at least 40 held-out queries per language, at least 20 of them not in the tuning set', () => {
    // The held-out set is kept as its writer wrote it: a common query typed again is part of
    // what readers type. The benchmark also reports the queries the ranking was not tuned on.
    const tuned = new Set(
      tuning.map((query) => `${query.lang} ${query.q.toLowerCase()}`),
    );
    for (const lang of LANGS) {
      const ofLang = heldOut.filter((query) => query.lang === lang);
      expect(ofLang.length).toBeGreaterThanOrEqual(40);
      expect(
        ofLang.filter((query) => !tuned.has(`${lang} ${query.q.toLowerCase()}`))
          .length,
      ).toBeGreaterThanOrEqual(20);
    }
  });

  it('compare routes the way result links are cleaned', () => {
    expect(pagePath('/zh/guide/basic/use-mdx/#intro')).toBe(
      '/zh/guide/basic/use-mdx',
    );
    expect(
      expectedPages({
        q: 'mdx',
        lang: 'zh',
        expect: ['/guide/basic/use-mdx/'],
        kind: 'plain',
      }),
    ).toEqual(['/zh/guide/basic/use-mdx']);
  });

  it('read a set both on all queries and on those the build can answer', () => {
    const query = (q: string, expect: string[]) => ({
      q,
      lang: 'en' as const,
      expect,
      kind: 'plain',
    });
    const answers = [
      scoreAnswer(query('a', ['/a#x']), { hrefs: ['/a.html#y'] }),
      scoreAnswer(query('b', ['/later']), { hrefs: ['/a'] }),
    ];
    expect(answers.map((answer) => answer.top1)).toEqual([true, false]);
    const [, , row] = answerableLines(
      [{ engine: 'site', lang: 'en', answers }],
      new Set(['/later']),
    );
    expect(row).toBe('| site | en | 1 of 2 | 1 (100%) | 1 (100%) |');
  });

  it('count judged pages as answers, except in the strict view', () => {
    const query = {
      q: 'Dark Mode',
      lang: 'zh' as const,
      expect: ['/a'],
      judged: ['/b'],
      kind: 'plain',
    };
    const answer = scoreAnswer(query, {
      hrefs: ['/zh/b.html#x', '/zh/c', '/zh/a'],
    });
    expect(answer).toMatchObject({
      rank: 1,
      top1: true,
      strictTop1: false,
      strictTop3: true,
    });
    const [, , row] = viewLines(
      [{ engine: 'site', lang: 'zh', answers: [answer] }],
      new Set(['zh dark mode']),
    );
    expect(row).toBe('| site | zh | 0 (0%) | 1 (100%) | 0 | 0 (–) | 0 (–) |');
  });

  it('pool the writer’s pages and every engine’s top three for blind judging', () => {
    const query = {
      q: '侧边栏',
      lang: 'zh' as const,
      expect: ['/guide/a/'],
      kind: 'plain',
    };
    const run = (engine: string, pages: string[]) => ({
      engine,
      lang: 'zh',
      answers: [{ q: query.q, pages }],
    });
    const pool = judgingPool(
      [query],
      [
        run('one', [
          '/zh/guide/b',
          '/zh/guide/a',
          '/zh/guide/c',
          '/zh/guide/d',
        ]),
        run('two', ['/zh', '/zh/guide/b']),
      ],
    );
    expect(pool).toHaveLength(1);
    expect(pool[0]).toMatchObject({ id: 0, lang: 'zh', q: '侧边栏' });
    expect([...pool[0].candidates].sort()).toEqual([
      '/',
      '/guide/a',
      '/guide/b',
      '/guide/c',
    ]);
    expect(
      judgingPool(
        [query],
        [
          run('two', ['/zh', '/zh/guide/b']),
          run('one', ['/zh/guide/b', '/zh/guide/a', '/zh/guide/c']),
        ],
      ),
    ).toEqual(pool);
  });

  it('hold the benchmark to the issue’s goals, against the reference engine', () => {
    const row = (
      engine: string,
      top1: number,
      top3: number,
      extra: Partial<EngineSummary> = {},
    ): EngineSummary => ({
      engine,
      lang: 'en',
      queries: 100,
      top1,
      top3,
      wallMs: 130,
      bytes: { pageLoadSearch: 0, firstSearch: 100 * 1024 },
      ...extra,
    });
    const goals = (rows: EngineSummary[]) =>
      searchGoalChecks(rows, {
        engine: 'site',
        reference: 'Pagefind',
        budgets: BUDGETS,
        debounceMs: 100,
      })
        .filter((check) => !check.ok)
        .map((check) => check.name.replace(/ \(.*$/, ''));
    expect(goals([row('site', 85, 95), row('Pagefind', 60, 70)])).toEqual([]);
    expect(goals([row('site', 84, 95), row('Pagefind', 84, 94)])).toEqual([
      'search top-1 ≥ 85%',
      'search ahead of Pagefind: top-1 higher, top-3 not lower',
    ]);
    expect(
      goals([
        row('site', 90, 99, {
          wallMs: 151,
          bytes: { pageLoadSearch: 1, firstSearch: 151 * 1024 },
        }),
        row('Pagefind', 60, 70),
      ]),
    ).toEqual([
      'search bytes at page load ≤ 0.0 KB',
      'first search ≤ 150.0 KB transferred',
      'search results ≤ 50 ms after the input debounce, median',
    ]);
    // What was not measured fails and says so.
    const unmeasured = searchGoalChecks([row('site', 0, 0, { queries: 0 })], {
      engine: 'site',
      reference: null,
      budgets: BUDGETS,
      debounceMs: null,
    });
    expect(
      unmeasured.filter((check) => !check.ok).map((check) => check.detail),
    ).toEqual([
      'not measured: no queries',
      'not measured: no queries',
      'not measured: no reference run',
      'not measured: the dialog’s debounce is unknown',
    ]);
  });
});
