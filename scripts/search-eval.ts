/**
 * Ranks a query set with the site-search engine in Node, in seconds: it indexes the pages the
 * last build extracted (`.rspress/site-search/doc_build/pages/<lang>.json`) with the current index code
 * and queries them with the current ranking code. A tuning loop, not the benchmark: the
 * benchmark (`npm run bench:search`) measures through the real UI in Chromium.
 *
 *   npm run search:eval -- [--queries bench/search-queries-tuning.json] [--lang en] [--misses] [--set key=value]
 *
 * `--check` (`npm run search:check`, part of `npm test`): the held-out set unless --queries says
 * otherwise, exiting non-zero when top-1 or top-3 is below its budget (scripts/lib/budgets.mjs)
 * in a language. It gives the figures of the real dialog (same engine and index code, and the
 * judged answers count, as in bench:search), without a browser.
 *
 * The extracted pages are those of the last build that ran the site-search plugin, whatever it
 * built: a scale build (`bench.mjs --scale-check`, `--scale-only`) or the size mode's baseline
 * build writes its own. `npm test` therefore runs this right after `npm run build`; and this
 * refuses pages whose routes are not in docs/ (a generated site's).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSearchFiles } from '../plugins/site-search/build-index';
import { searchDataDir } from '../plugins/site-search/index';
import {
  loadSearchIndex,
  RANKING,
} from '../plugins/site-search/runtime/search-index';
import type { SearchablePage } from '../plugins/site-search/sections';
import { BUDGETS } from './lib/budgets.mjs';
import {
  loadQueries,
  qualityChecks,
  type ScoredAnswer,
  scoreAnswer,
} from './lib/search-score.mjs';

const { values } = parseArgs({
  options: {
    queries: { type: 'string' },
    lang: { type: 'string' },
    misses: { type: 'boolean', default: false },
    /** Tries other ranking weights without editing the code: `--set boost.title=4 --set coverage=3`. */
    set: { type: 'string', multiple: true, default: [] },
    check: { type: 'boolean', default: false },
  },
});
const queriesFile =
  values.queries ??
  (values.check
    ? 'bench/search-queries-heldout.json'
    : 'bench/search-queries-tuning.json');

for (const assignment of values.set!) {
  const [key, value] = assignment.split('=');
  const keys = key.split('.');
  const owner = keys
    .slice(0, -1)
    .reduce(
      (object: Record<string, unknown>, name) =>
        object[name] as Record<string, unknown>,
      RANKING,
    );
  if (!owner || typeof owner[keys.at(-1)!] !== 'number')
    throw new Error(`--set ${assignment}: RANKING has no number at ${key}`);
  owner[keys.at(-1)!] = Number(value);
}

const queries = loadQueries(queriesFile).filter(
  (query) => !values.lang || query.lang === values.lang,
);

const DOCS_DIR = path.join(import.meta.dirname, '..', 'docs');
/** Whether a page's source is in docs/: `/zh/guide/a` → docs/zh/guide/a.mdx (or .md, or …/index). */
function inDocs(page: SearchablePage, lang: string) {
  const route = page.routePath.replace(new RegExp(`^/${lang}(?=/|$)`), '');
  const base = path.join(DOCS_DIR, lang, route);
  return ['.mdx', '.md', '/index.mdx', '/index.md'].some((ending) =>
    existsSync(base.replace(/\/$/, '') + ending),
  );
}

const checks: { name: string; ok: boolean; detail: string }[] = [];
console.log(`${queriesFile} over ${searchDataDir()}/pages`);
for (const lang of [...new Set(queries.map((query) => query.lang))]) {
  const pages = JSON.parse(
    readFileSync(path.join(searchDataDir(), 'pages', `${lang}.json`), 'utf8'),
  ) as SearchablePage[];
  const notInDocs = pages.filter((page) => !inDocs(page, lang));
  if (notInDocs.length) {
    console.error(
      `${searchDataDir()}/pages/${lang}.json holds ${notInDocs.length} pages that docs/ does not (${notInDocs[0].routePath}, …): the last build was not this site's; run npm run build first`,
    );
    process.exit(1);
  }
  const { index, shards } = buildSearchFiles(pages);
  const engine = loadSearchIndex(index, async (shard) => shards[shard]);
  const answers: ScoredAnswer[] = [];
  for (const query of queries.filter((candidate) => candidate.lang === lang)) {
    answers.push(
      scoreAnswer(query, {
        hrefs: (await engine.search(query.q)).map((hit) => hit.routePath),
      }),
    );
  }
  const count = (test: (answer: (typeof answers)[number]) => boolean) => {
    const n = answers.filter(test).length;
    return `${n}/${answers.length} (${Math.round((100 * n) / answers.length)}%)`;
  };
  checks.push(
    ...qualityChecks(
      {
        queries: answers.length,
        top1: answers.filter((a) => a.top1).length,
        top3: answers.filter((a) => a.top3).length,
      },
      BUDGETS,
      `site-search in Node, ${lang}`,
    ),
  );
  console.log(
    `${lang}: top-1 ${count((a) => a.top1)} · top-3 ${count((a) => a.top3)} · no result ${count((a) => a.noResult)}`,
  );
  if (!values.misses) continue;
  for (const answer of answers.filter((a) => !a.top1)) {
    const where = answer.rank ? `rank ${answer.rank}` : 'not found';
    console.log(
      `  [${answer.kind}] ${answer.q} → ${where}; got ${answer.pages.slice(0, 3).join(', ') || '(none)'}; expected ${answer.expect.join(' or ')}`,
    );
  }
}

if (values.check) {
  for (const { name, ok, detail } of checks)
    console.log(`${ok ? 'pass' : 'FAIL'}  ${name}: ${detail}`);
  const failed = checks.filter((check) => !check.ok).length;
  console.log(
    failed ? `${failed} search budget(s) not met.` : 'Search budgets met.',
  );
  process.exit(failed ? 1 : 0);
}
