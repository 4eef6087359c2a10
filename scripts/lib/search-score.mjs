// Scoring and reporting for `npm run bench:search`: turns the links an engine returned for each
// query into hits and misses, aggregates them per engine and language, and writes the markdown.
// Pure functions only, so they can be checked without a browser.
import { readFileSync } from 'node:fs';

export const KINDS = [
  'multi-word',
  'prefix',
  'typo',
  'api-name',
  'zh-no-space',
  'zh-spaces',
  'mixed',
  'synonym',
  'plain',
  // A pasted error message (the real set, bench/search-queries-real.json).
  'error',
];

/**
 * Reads and checks the query set; accepts `{ queries: [...] }` or a bare array. Expected routes
 * may name a section (`/guide/basic/deploy#base-path`); a result counts by its page.
 */
export function loadQueries(file) {
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  const queries = Array.isArray(parsed) ? parsed : parsed.queries;
  const seen = new Set();
  for (const query of queries) {
    const where = `${file}: ${JSON.stringify(query.q)}`;
    if (!query.q || !['en', 'zh'].includes(query.lang))
      throw new Error(`${where}: needs q and lang "en" or "zh"`);
    if (!KINDS.includes(query.kind))
      throw new Error(`${where}: unknown kind ${query.kind}`);
    if (
      !Array.isArray(query.expect) ||
      query.expect.length < 1 ||
      query.expect.length > 3
    )
      throw new Error(`${where}: expect needs 1 to 3 routes`);
    if (query.judged !== undefined && !Array.isArray(query.judged))
      throw new Error(`${where}: judged is a list of routes`);
    // The real set says where each query was asked; `translated` marks a query asked in the
    // other language than its thread (a Chinese reader's wording of an English thread).
    if (query.source !== undefined && !/^https?:\/\/\S+$/.test(query.source))
      throw new Error(`${where}: source is the URL of the thread it came from`);
    if (query.translated !== undefined && typeof query.translated !== 'boolean')
      throw new Error(`${where}: translated is true or absent`);
    if (
      [...query.expect, ...(query.judged ?? [])].some(
        (route) => !route.startsWith('/') || route.startsWith('/zh/'),
      )
    ) {
      throw new Error(
        `${where}: expect routes start with / and carry no /zh prefix`,
      );
    }
    const key = `${query.lang}\u0000${query.q}`;
    if (seen.has(key)) throw new Error(`${where}: duplicate query`);
    seen.add(key);
  }
  return queries;
}

/**
 * The page a result link points to, as a clean route: no origin, query or #anchor, no `.html`,
 * no `index`, no trailing slash. `/zh/guide/a.html#x` → `/zh/guide/a`.
 */
export function pagePath(href) {
  const url = new URL(href, 'http://127.0.0.1');
  let path = decodeURIComponent(url.pathname)
    .replace(/\/index(\.html)?$/, '/')
    .replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path;
}

/** Distinct pages in the order the engine ranked them (an engine may list one page many times). */
export function distinctPages(hrefs) {
  return [...new Set(hrefs.map(pagePath))];
}

/**
 * The routes that answer a query, with the language prefix the site uses for Chinese pages,
 * cleaned like result links (`/guide/basic/use-mdx/` → `/guide/basic/use-mdx`): the pages its
 * writer expected, and the pages a blind judge accepted from the engines' pooled results
 * (`judged`), unless `strict` asks for the writer's pages alone.
 */
export function expectedPages(query, { strict = false } = {}) {
  const routes = strict
    ? query.expect
    : [...query.expect, ...(query.judged ?? [])];
  return [
    ...new Set(
      routes.map((route) =>
        pagePath(
          query.lang === 'zh' ? `/zh${route === '/' ? '' : route}` : route,
        ),
      ),
    ),
  ];
}

/** Where the first expected page stands in a ranked list of pages. */
function rankIn(pages, query, options) {
  const expected = new Set(expectedPages(query, options));
  const rank = pages.findIndex((page) => expected.has(page));
  return {
    rank: rank === -1 ? null : rank + 1,
    top1: rank === 0,
    top3: rank >= 0 && rank < 3,
  };
}

/** Scores one answer. `outcome` is { hrefs, wallMs, engineMs?, timedOut? }. */
export function scoreAnswer(query, outcome) {
  const pages = distinctPages(outcome.hrefs ?? []);
  const strict = rankIn(pages, query, { strict: true });
  return {
    ...query,
    pages,
    ...rankIn(pages, query),
    strictTop1: strict.top1,
    strictTop3: strict.top3,
    noResult: !outcome.timedOut && pages.length === 0,
    timedOut: Boolean(outcome.timedOut),
    wallMs: outcome.wallMs ?? null,
    engineMs: outcome.engineMs ?? null,
  };
}

export function median(values) {
  const list = values
    .filter((value) => Number.isFinite(value))
    .sort((a, b) => a - b);
  if (!list.length) return null;
  const middle = Math.floor(list.length / 2);
  return list.length % 2 ? list[middle] : (list[middle - 1] + list[middle]) / 2;
}

/** Sums one engine's run in one language. */
export function summarise(run) {
  const answers = run.answers;
  return {
    engine: run.engine,
    lang: run.lang,
    queries: answers.length,
    top1: answers.filter((answer) => answer.top1).length,
    top3: answers.filter((answer) => answer.top3).length,
    noResult: answers.filter((answer) => answer.noResult).length,
    timedOut: answers.filter((answer) => answer.timedOut).length,
    wallMs: median(answers.map((answer) => answer.wallMs)),
    engineMs: median(answers.map((answer) => answer.engineMs)),
    // The first query of a fresh page also pays for loading (and, for some engines, building)
    // the index, so its wall time is reported on its own as well.
    firstWallMs: answers[0]?.wallMs ?? null,
    bytes: run.bytes,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pct = (part, whole) =>
  whole ? `${Math.round((100 * part) / whole)}%` : '–';
const ms = (value) =>
  value == null
    ? '–'
    : value >= 1000
      ? `${(value / 1000).toFixed(1)} s`
      : `${Math.round(value)} ms`;

function ratio(value, reference) {
  if (!reference || value == null) return '';
  return ` (×${(value / reference).toFixed(2)})`;
}

/** The main table: one row per engine and language, with ratios to Pagefind in that language. */
export function tableLines(summaries, referenceEngine) {
  const lines = [
    '| engine | lang | queries | top-1 | top-3 | no result | median latency (wall / engine) | page-load bytes for search (of all) | first search: bytes, wall time | later searches: total (median, largest) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of summaries) {
    const reference = summaries.find(
      (other) => other.engine === referenceEngine && other.lang === row.lang,
    );
    const isReference = row.engine === referenceEngine;
    const cmp = (value, key) =>
      isReference || !reference ? '' : ratio(value, reference[key]);
    const timeouts = row.timedOut ? `, ${row.timedOut} timed out` : '';
    const loadBytes =
      row.bytes.pageLoadSearch == null
        ? '0 (loaded on first search)'
        : `${kb(row.bytes.pageLoadSearch)} (of ${kb(row.bytes.pageLoadAll)})`;
    lines.push(
      [
        '',
        row.engine,
        row.lang,
        row.queries,
        `${row.top1} (${pct(row.top1, row.queries)})`,
        `${row.top3} (${pct(row.top3, row.queries)})`,
        `${row.noResult}${timeouts}`,
        `${ms(row.wallMs)}${cmp(row.wallMs, 'wallMs')} / ${ms(row.engineMs)}`,
        loadBytes,
        `${kb(row.bytes.firstSearch)}${cmp(row.bytes.firstSearch, 'firstSearch')}, ${ms(row.firstWallMs)}`,
        row.bytes.laterSearches
          ? `${kb(row.bytes.laterSearches.total)} (${kb(row.bytes.laterSearches.median)}, ${kb(row.bytes.laterSearches.max)})`
          : '–',
        '',
      ]
        .join(' | ')
        .trim(),
    );
  }
  return lines;
}

/**
 * The same runs judged two stricter ways: against the writer's expected pages alone, and on
 * the queries the tuning set does not also hold (`tuned` has `lang query` keys, lowercased).
 */
export function viewLines(runs, tuned) {
  const lines = [
    "| engine | lang | writer's pages only: top-1 | top-3 | queries not in the tuning set | top-1 | top-3 |",
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const run of runs) {
    const all = run.answers;
    const unseen = all.filter(
      (answer) => !tuned.has(`${answer.lang} ${answer.q.toLowerCase()}`),
    );
    const share = (list, test) =>
      `${list.filter(test).length} (${pct(list.filter(test).length, list.length)})`;
    lines.push(
      `| ${run.engine} | ${run.lang} | ${share(all, (a) => a.strictTop1)} | ${share(all, (a) => a.strictTop3)} | ${unseen.length} | ${share(unseen, (a) => a.top1)} | ${share(unseen, (a) => a.top3)} |`,
    );
  }
  return lines;
}

/**
 * The quality goals for one engine's row in one language (`{ queries, top1, top3 }`, counts),
 * as budget checks: the top-1 and top-3 shares. No queries fails, saying so.
 */
export function qualityChecks(row, budgets, where) {
  const top1Goal = `search top-1 ≥ ${pct(budgets.searchTop1, 1)} (${where})`;
  const top3Goal = `search top-3 ≥ ${pct(budgets.searchTop3, 1)} (${where})`;
  if (row.queries === 0) {
    const detail = 'not measured: no queries';
    return [
      { name: top1Goal, ok: false, detail },
      { name: top3Goal, ok: false, detail },
    ];
  }
  return [
    {
      name: top1Goal,
      ok: row.top1 / row.queries >= budgets.searchTop1,
      detail: pct(row.top1, row.queries),
    },
    {
      name: top3Goal,
      ok: row.top3 / row.queries >= budgets.searchTop3,
      detail: pct(row.top3, row.queries),
    },
  ];
}

/**
 * The goals for one engine, per language, as budget checks `{ name, ok, detail }`:
 * top-1 and top-3 shares; ahead of the reference engine in the same language (top-1 higher,
 * top-3 not lower); nothing fetched for search at page load; the first search's bytes; and the
 * median time from the end of the dialog's input debounce (`debounceMs`) to the results on
 * screen. A goal that could not be measured (no queries, no reference run, an unknown debounce)
 * fails, saying so.
 */
export function searchGoalChecks(
  summaries,
  { engine, reference, budgets, debounceMs },
) {
  const checks = [];
  const notMeasured = (name, why) =>
    checks.push({ name, ok: false, detail: `not measured: ${why}` });
  for (const row of summaries.filter((summary) => summary.engine === engine)) {
    const where = `${engine}, ${row.lang}`;
    checks.push(...qualityChecks(row, budgets, where));
    const aheadGoal = `search ahead of ${reference ?? 'the reference engine'}: top-1 higher, top-3 not lower (${where})`;
    const other =
      reference &&
      summaries.find(
        (summary) => summary.engine === reference && summary.lang === row.lang,
      );
    if (other) {
      checks.push({
        name: aheadGoal,
        ok: row.top1 > other.top1 && row.top3 >= other.top3,
        detail: `top-1 ${row.top1} vs ${other.top1}, top-3 ${row.top3} vs ${other.top3}`,
      });
    } else {
      notMeasured(aheadGoal, 'no reference run');
    }
    const loadBytes = row.bytes.pageLoadSearch ?? 0;
    checks.push(
      {
        name: `search bytes at page load ≤ ${kb(budgets.searchPageLoadBytes)} (${where})`,
        ok: loadBytes <= budgets.searchPageLoadBytes,
        detail: kb(loadBytes),
      },
      {
        name: `first search ≤ ${kb(budgets.searchFirstBytes)} transferred (${where})`,
        ok: row.bytes.firstSearch <= budgets.searchFirstBytes,
        detail: kb(row.bytes.firstSearch),
      },
    );
    const latencyGoal = `search results ≤ ${budgets.searchAfterDebounceMs} ms after the input debounce, median (${where})`;
    if (debounceMs == null || row.wallMs == null) {
      notMeasured(
        latencyGoal,
        debounceMs == null
          ? 'the dialog’s debounce is unknown'
          : 'no timed query',
      );
    } else {
      const afterDebounce = row.wallMs - debounceMs;
      checks.push({
        name: latencyGoal,
        ok: afterDebounce <= budgets.searchAfterDebounceMs,
        detail: `${ms(afterDebounce)} (${ms(row.wallMs)} − ${debounceMs} ms)`,
      });
    }
  }
  return checks;
}

/** Top-3 rate per query kind and language, one column per engine. */
export function kindLines(runs) {
  const engines = [...new Set(runs.map((run) => run.engine))];
  const lines = [
    `| kind | lang | queries | ${engines.join(' | ')} |`,
    `| --- | --- | --- | ${engines.map(() => '---').join(' | ')} |`,
  ];
  for (const lang of ['en', 'zh']) {
    for (const kind of KINDS) {
      const cells = engines.map((engine) => {
        const answers =
          runs
            .find((run) => run.engine === engine && run.lang === lang)
            ?.answers.filter((answer) => answer.kind === kind) ?? [];
        return answers.length
          ? `${answers.filter((answer) => answer.top3).length}/${answers.length} (${pct(answers.filter((answer) => answer.top3).length, answers.length)})`
          : null;
      });
      const count =
        runs
          .find((run) => run.lang === lang)
          ?.answers.filter((answer) => answer.kind === kind).length ?? 0;
      if (count)
        lines.push(
          `| ${kind} | ${lang} | ${count} | ${cells.map((cell) => cell ?? '–').join(' | ')} |`,
        );
    }
  }
  return lines;
}

/** Every query an engine missed in its first three pages, with what it showed instead. */
export function failureLines(runs) {
  const lines = [];
  for (const engine of [...new Set(runs.map((run) => run.engine))]) {
    const missed = runs
      .filter((run) => run.engine === engine)
      .flatMap((run) => run.answers.filter((answer) => !answer.top3));
    lines.push(`### ${engine}: ${missed.length} not in the top 3`, '');
    if (!missed.length) lines.push('None.', '');
    for (const answer of missed) {
      const shown = answer.timedOut
        ? 'timed out'
        : answer.pages.length
          ? answer.pages.slice(0, 3).join(', ')
          : 'no result';
      const found = answer.rank
        ? ` (expected page at rank ${answer.rank})`
        : '';
      lines.push(
        `- [${answer.lang}, ${answer.kind}] \`${answer.q}\` → ${shown}${found}; expected ${expectedPages(answer).join(' or ')}`,
      );
    }
    if (missed.length) lines.push('');
  }
  return lines;
}

/**
 * The pool for blind relevance judging: per query, its writer's pages and every engine's top
 * three, without saying which engine found which, in an order that depends on nothing but the
 * query. `id` is the query's place in the query file.
 */
export function judgingPool(queries, runs) {
  return queries.map((query, id) => {
    const found = runs
      .filter((run) => run.lang === query.lang)
      .flatMap(
        (run) =>
          run.answers
            .find((answer) => answer.q === query.q)
            ?.pages.slice(0, 3) ?? [],
      );
    const routes = [...expectedPages(query, { strict: true }), ...found].map(
      (page) =>
        query.lang === 'zh' ? page.replace(/^\/zh(?=\/|$)/, '') || '/' : page,
    );
    const candidates = [...new Set(routes)].sort(
      (a, b) => hash(`${query.q} ${a}`) - hash(`${query.q} ${b}`),
    );
    return { id, lang: query.lang, q: query.q, candidates };
  });
}

/** A small stable string hash (FNV-1a), for an order that looks random but repeats. */
function hash(text) {
  let value = 2166136261;
  for (const char of text)
    value = Math.imul(value ^ char.codePointAt(0), 16777619) >>> 0;
  return value;
}

/**
 * The same runs on the queries a build can answer: those with at least one expected page in the
 * build (`missing` holds the expected pages, as expectedPages() names them, that it lacks). A set
 * written before some of its answers exist (bench/search-queries-real.json) is read both ways.
 */
export function answerableLines(runs, missing) {
  const lines = [
    '| engine | lang | answerable queries | top-1 | top-3 |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const run of runs) {
    const answerable = run.answers.filter((answer) =>
      expectedPages(answer).some((page) => !missing.has(page)),
    );
    const share = (test) =>
      `${answerable.filter(test).length} (${pct(answerable.filter(test).length, answerable.length)})`;
    lines.push(
      `| ${run.engine} | ${run.lang} | ${answerable.length} of ${run.answers.length} | ${share((a) => a.top1)} | ${share((a) => a.top3)} |`,
    );
  }
  return lines;
}
