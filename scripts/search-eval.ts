/**
 * Ranks a query set with the site-search engine in Node, in seconds: it indexes the pages the
 * last build extracted (`.rspress/site-search/pages/<lang>.json`) with the current index code
 * and queries them with the current ranking code. A tuning loop, not the benchmark: the
 * benchmark (`npm run bench:search`) measures through the real UI in Chromium.
 *
 *   npm run search:eval -- [--queries bench/search-queries-tuning.json] [--lang en] [--misses] [--set key=value]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSearchFiles } from '../plugins/site-search/build-index';
import { searchDataDir } from '../plugins/site-search/index';
import {
  loadSearchIndex,
  RANKING,
} from '../plugins/site-search/runtime/search-index';
import type { SearchablePage } from '../plugins/site-search/sections';
import {
  loadQueries,
  type ScoredAnswer,
  scoreAnswer,
} from './lib/search-score.mjs';

const { values } = parseArgs({
  options: {
    queries: { type: 'string', default: 'bench/search-queries-tuning.json' },
    lang: { type: 'string' },
    misses: { type: 'boolean', default: false },
    /** Tries other ranking weights without editing the code: `--set boost.title=4 --set coverage=3`. */
    set: { type: 'string', multiple: true, default: [] },
  },
});

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

const queries = loadQueries(values.queries!).filter(
  (query) => !values.lang || query.lang === values.lang,
);

for (const lang of [...new Set(queries.map((query) => query.lang))]) {
  const pages = JSON.parse(
    readFileSync(path.join(searchDataDir(), 'pages', `${lang}.json`), 'utf8'),
  ) as SearchablePage[];
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
