/**
 * Writes `bench/search-queries-pinyin.json`: Chinese words of the index's headings and titles with
 * one character swapped for a common character of the same toneless reading, the slip a pinyin
 * input method makes (部署 → 布署). Each query expects the page its correct word ranks first, and
 * keeps that word (`word`) so that a test can compare the two rankings of the current engine.
 *
 *   npx tsx scripts/search-pinyin-queries.ts   (after a build: it reads the build's zh pages)
 *
 * "Common" is a character among the 1,500 most frequent in the Chinese pages; the swap is only
 * kept when it makes no word of the index nor the start of one (it must be a typo, not another
 * word), and the character is read the same in the correct word (pinyin-pro reads words in
 * context, so 行 of 行号 is hang).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pinyin } from 'pinyin-pro';
import { buildSearchFiles } from '../plugins/site-search/build-index';
import { searchDataDir } from '../plugins/site-search/index';
import { loadSearchIndex } from '../plugins/site-search/runtime/search-index';
import { isHan, normalizeTerm } from '../plugins/site-search/runtime/tokenize';
import type { SearchablePage } from '../plugins/site-search/sections';

const OUT = 'bench/search-queries-pinyin.json';
const COMMON = 1_500;
const QUERIES = 150;

const pages = JSON.parse(
  readFileSync(path.join(searchDataDir(), 'pages', 'zh.json'), 'utf8'),
) as SearchablePage[];
const { index, shards } = buildSearchFiles(pages);
const engine = loadSearchIndex(index, async (shard) => shards[shard]);
const vocabulary = [
  ...shards.flat().map(([term]) => term as string),
  ...index.pageIndex.terms.map(([term]) => term as string),
];

const counts = new Map<string, number>();
for (const page of pages)
  for (const character of page.content)
    if (isHan(character))
      counts.set(character, (counts.get(character) ?? 0) + 1);
const common = [...counts]
  .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
  .slice(0, COMMON)
  .map(([character]) => character);
const reading = (text: string) =>
  pinyin(text, { toneType: 'none', type: 'array' });
const byReading = new Map<string, string[]>();
for (const character of common) {
  const [sound] = reading(character);
  byReading.set(sound, [...(byReading.get(sound) ?? []), character]);
}

/** A stable small number from a word, to pick a place and a character without randomness. */
const hash = (text: string) =>
  [...text].reduce((h, c) => (h * 31 + c.codePointAt(0)!) >>> 0, 7);

// Words the segmenter finds in headings and titles (not the pairs the tokenizer makes of the
// single characters it leaves, which are often no words: 上构 of 以上构建), stop words aside.
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const words = [
  ...new Set(
    pages
      .flatMap((page) => [page.title, ...page.toc.map((entry) => entry.text)])
      .flatMap((text) => [...segmenter.segment(text)])
      .map(({ segment }) => segment)
      .filter(
        (term) =>
          /^\p{Script=Han}{2,4}$/u.test(term) && normalizeTerm(term) !== null,
      ),
  ),
].sort();

const queries: {
  q: string;
  lang: 'zh';
  expect: string[];
  kind: 'typo';
  word: string;
}[] = [];
for (const word of words) {
  const characters = [...word];
  const sounds = reading(word);
  const place = hash(word) % characters.length;
  const others = (byReading.get(sounds[place]) ?? []).filter(
    (other) => other !== characters[place],
  );
  if (!others.length) continue;
  const other = others[hash(word + word) % others.length];
  const typo = [
    ...characters.slice(0, place),
    other,
    ...characters.slice(place + 1),
  ].join('');
  if (vocabulary.some((term) => term.startsWith(typo))) continue;
  const [first] = await engine.search(word);
  if (!first) continue;
  queries.push({
    q: typo,
    lang: 'zh',
    expect: [first.routePath.replace(/^\/zh(?=\/|$)/, '') || '/'],
    kind: 'typo',
    word,
  });
}
// An even spread over the alphabetical list, the same on every run over the same pages.
const step = Math.max(1, queries.length / QUERIES);
const chosen = Array.from(
  { length: Math.min(QUERIES, queries.length) },
  (_, n) => queries[Math.floor(n * step)],
);
writeFileSync(
  OUT,
  `${JSON.stringify(
    {
      about:
        'Same-sound typos (pinyin input): a Chinese word of the headings and titles with one character swapped for a common one of the same toneless reading; each expects the page its correct word (`word`) ranked first when the set was made. Written by scripts/search-pinyin-queries.ts.',
      queries: chosen,
    },
    null,
    2,
  )}\n`,
);
console.log(`${OUT}: ${chosen.length} of ${queries.length} candidate queries`);
