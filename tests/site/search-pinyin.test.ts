/**
 * Same-sound typos of Chinese words (`bench/search-queries-pinyin.json`, written by
 * scripts/search-pinyin-queries.ts): with one character swapped for another of the same reading,
 * a word should still rank first the page the correct word ranks first. Run with the engine in
 * Node over the pages of the last build, like `npm run search:eval`. Skipped before any build,
 * except in `npm run search:check` (SEARCH_PAGES_REQUIRED), which runs it after the build in
 * `npm test`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from '../../plugins/site-search/build-index';
import { searchDataDir } from '../../plugins/site-search/index';
import { loadSearchIndex } from '../../plugins/site-search/runtime/search-index';
import type { SearchablePage } from '../../plugins/site-search/sections';

const PAGES = path.join(searchDataDir(), 'pages', 'zh.json');
/** Measured 2026-11-28: 132/150 and 136/150 (29/150 and 52/150 before same-sound fixes). */
const TOP1 = 0.85;
const TOP3 = 0.88;

const queries = (
  JSON.parse(readFileSync('bench/search-queries-pinyin.json', 'utf8')) as {
    queries: { q: string; word: string }[];
  }
).queries;

describe.skipIf(!existsSync(PAGES) && !process.env.SEARCH_PAGES_REQUIRED)(
  'same-sound Chinese typos',
  () => {
    it(`rank first what the correct word ranks first (${queries.length} queries)`, async () => {
      const pages = JSON.parse(readFileSync(PAGES, 'utf8')) as SearchablePage[];
      const { index, shards } = buildSearchFiles(pages);
      const engine = loadSearchIndex(index, async (shard) => shards[shard]);
      let top1 = 0;
      let top3 = 0;
      const misses: string[] = [];
      for (const { q, word } of queries) {
        const [right] = await engine.search(word);
        const found = (await engine.search(q)).map((hit) => hit.routePath);
        if (found[0] === right?.routePath) top1 += 1;
        else
          misses.push(
            `${q} (${word}) → ${found[0] ?? 'nothing'}, not ${right?.routePath}`,
          );
        if (found.slice(0, 3).includes(right?.routePath)) top3 += 1;
      }
      console.log(
        `same-sound typos: top-1 ${top1}/${queries.length}, top-3 ${top3}/${queries.length}`,
      );
      if (process.env.PINYIN_MISSES) console.log(misses.join('\n'));
      expect(top1 / queries.length).toBeGreaterThanOrEqual(TOP1);
      expect(top3 / queries.length).toBeGreaterThanOrEqual(TOP3);
    }, 60_000);
  },
);
