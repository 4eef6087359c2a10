// Adds blind relevance judgments to a held-out query set. A judge who sees neither the engines
// nor which engine found what reads the pool `bench-search.mjs --pool` wrote and answers, per
// pool item, which candidates answer the query: [{ "id": 0, "answers": ["/guide/..."] }, ...].
// The pages the writer did not already expect become the query's `judged` pages; the writer's
// own pages always stay. The pool ties each verdict to its query: a query file changed since
// the pool was written, a verdict for an unknown or repeated id, or an answer that was not a
// candidate stops the merge.
//
//   node scripts/search-judged.mjs <queries.json> <pool.json> <judgments.json> [...more] > new.json
import { readFileSync } from 'node:fs';
import { loadQueries, pagePath } from './lib/search-score.mjs';

const [queriesFile, poolFile, ...judgmentFiles] = process.argv.slice(2);
if (!queriesFile || !poolFile || !judgmentFiles.length) {
  console.error(
    'usage: node scripts/search-judged.mjs <queries.json> <pool.json> <judgments.json> [...]',
  );
  process.exit(2);
}
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const parsed = readJson(queriesFile);
const queries = loadQueries(queriesFile);
const pool = new Map(readJson(poolFile).map((item) => [item.id, item]));

const answers = new Map();
for (const file of judgmentFiles) {
  for (const { id, answers: routes } of readJson(file)) {
    const item = pool.get(id);
    const query = queries[id];
    if (!item || !query)
      throw new Error(`${file}: id ${id} is not in the pool`);
    if (item.q !== query.q || item.lang !== query.lang)
      throw new Error(
        `${file}: id ${id} was ${JSON.stringify(item.q)} in the pool, but the query file now has ${JSON.stringify(query.q)}`,
      );
    if (answers.has(id))
      throw new Error(`${file}: a second verdict for id ${id}`);
    const strangers = routes.filter(
      (route) => !item.candidates.includes(route),
    );
    if (strangers.length)
      throw new Error(
        `${file}: id ${id} answers with pages that were not candidates: ${strangers.join(', ')}`,
      );
    answers.set(id, routes);
  }
}

const judged = queries.map((query, id) => {
  const { judged: _earlier, ...rest } = query;
  if (!answers.has(id)) return query;
  const expected = new Set(query.expect.map(pagePath));
  const extra = answers
    .get(id)
    .filter((route) => !expected.has(pagePath(route)));
  return extra.length ? { ...rest, judged: extra } : rest;
});
const output = Array.isArray(parsed) ? judged : { ...parsed, queries: judged };
process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
