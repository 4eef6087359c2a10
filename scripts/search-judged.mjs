// Adds blind relevance judgments to a held-out query set. A judge who sees neither the engines
// nor which engine found what reads the pool `bench-search.mjs --pool` wrote and answers, per
// pool item, which candidates answer the query: [{ "id": 0, "answers": ["/guide/..."] }, ...].
// The pages the writer did not already expect become the query's `judged` pages; the writer's
// own pages always stay.
//
//   node scripts/search-judged.mjs <queries.json> <judgments.json> [...more judgments] > new.json
import { readFileSync } from 'node:fs';
import { loadQueries, pagePath } from './lib/search-score.mjs';

const [queriesFile, ...judgmentFiles] = process.argv.slice(2);
if (!queriesFile || !judgmentFiles.length) {
  console.error('usage: node scripts/search-judged.mjs <queries.json> <judgments.json> [...]');
  process.exit(2);
}
const parsed = JSON.parse(readFileSync(queriesFile, 'utf8'));
const queries = loadQueries(queriesFile);
const answers = new Map(judgmentFiles.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).map((item) => [item.id, item.answers])));

const judged = queries.map((query, id) => {
  if (!answers.has(id)) throw new Error(`no judgment for query ${id} (${JSON.stringify(query.q)})`);
  const expected = new Set(query.expect.map(pagePath));
  const extra = answers.get(id).filter((route) => !expected.has(pagePath(route)));
  const { judged: _old, ...rest } = query;
  return extra.length ? { ...rest, judged: extra } : rest;
});
const output = Array.isArray(parsed) ? judged : { ...parsed, queries: judged };
process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
