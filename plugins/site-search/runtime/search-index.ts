/**
 * The search engine in the browser: MiniSearch loaded from the build's index base and the
 * shards a query needs, queried with our terms, synonyms, prefixes and typo tolerance, and its
 * hits grouped by page.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { stemmer } from 'stemmer';
import { joinIndex, readLayout, shardKey } from './codec';
import {
  PAGE_OPTIONS,
  type PageDocument,
  SECTION_OPTIONS,
  type SectionDocument,
} from './options';
import { remember } from './remember';
import type { SearchIndexFile, ShardFile } from './search-data';
import { type SameSound, sameSoundOf, soundSwaps } from './sounds';
import { isOneTypoApart, phraseSynonymsOf, synonymsOf } from './synonyms';
import { isHan, normalizeTerm, queryTerms, tokenize } from './tokenize';

export interface SectionHit {
  /** Route path plus the section's anchor. */
  link: string;
  heading: string;
  /** The h2 an h3 section sits under, for the breadcrumb. */
  parentHeading: string;
  /** Which text file holds the section's text, and where in it. */
  textFile: number;
  position: number;
  /** Index terms this section matched, for highlighting. */
  terms: string[];
}

export interface PageHit {
  routePath: string;
  title: string;
  page: number;
  terms: string[];
  sections: SectionHit[];
}

export interface SiteSearchIndex {
  /** Resolves once the shards the query needs are loaded (at once when they already are). */
  search(query: string, maxPages?: number): Promise<PageHit[]>;
}

/**
 * Ranking weights, tuned with `npm run search:eval` on the tuning query set (never on the
 * held-out set). A page ranks by its title and description (BM25F over pages), plus its best
 * section and part of its second best (BM25F over sections: heading above text); pages that
 * cover more of the query's words come first.
 */
export const RANKING = {
  boost: { title: 4, about: 2, heading: 2, text: 1 },
  /** Multiplies the page's title-and-description score when pages are ranked. */
  pageWeight: 2,
  /** MiniSearch's BM25 parameters (its defaults): term-frequency saturation, length normalisation. */
  bm25: { k: 1.2, b: 0.7, d: 0.5 },
  /** Share of the second-best section's score added to a page's score. */
  secondSection: 0.3,
  /** A page's score is multiplied by (query words it covers / query words) to this power. */
  coverage: 2,
  /** The same for a section, before sections are compared: words found together count more. */
  sectionCoverage: 1,
  /** Weight of a synonym against the word as typed. */
  alternative: 0.7,
  /** Weight of a longer word that starts with what was typed, and of a word one typo away. */
  prefix: 0.6,
  fuzzy: 0.4,
  /** Weight of a Chinese word the query has with one character of the same reading wrong (布署). */
  sameSound: 0.8,
  /** Weight of its characters' words beside a mistyped word's fixes (多余 may not be meant). */
  beside: 0.2,
  /** Weight of another form of the same English word (`migrate` for `migration`). */
  stem: 0.4,
  /** The same, for a word the index does not have: a word being typed, or a typo. */
  unknownPrefix: 1,
  unknownFuzzy: 0.9,
  /**
   * A query word scores as its best-matching spelling in a document (the word, a longer word it
   * begins, a typo fix, a synonym), plus this share of the others: a page that says `plugin`,
   * `plugins` and `插件` is not three times about plugins.
   */
  otherSpellings: 0.1,
  /**
   * A heading or title where two neighbouring query words stand side by side, in either order
   * (`rspress preview`), has its score multiplied by 1 + this, per such pair.
   */
  phrase: 0.5,
};
const SECTIONS_PER_PAGE = 3;
/** At most this many more shards for a Chinese word's same-sound fixes in its first place. */
const SAME_SOUND_SHARDS = 3;
/** Chinese particles: a pair of single characters with one in it is no mistyped word. */
const PARTICLES = /[的了吗呢吧啊]/u;
/** Every spelling is looked up exactly: prefixes and typo fixes are spellings of their own. */
const exactIn = (fields: string[]): SearchOptions => ({
  fields,
  boost: RANKING.boost,
  bm25: RANKING.bm25,
  prefix: false,
  fuzzy: false,
});
const IN_SECTIONS = exactIn(['heading', 'text']);
const IN_PAGES = exactIn(['title', 'about']);

/** A spelling a query word is searched by, an index term, with its weight. */
type Spelling = [term: string, weight: number];

export function loadSearchIndex(
  file: SearchIndexFile,
  loadShard: (shard: number) => Promise<ShardFile>,
): SiteSearchIndex {
  const shards = new Map<number, Promise<ShardFile>>();
  const shard = (n: number) => remember(shards, n, () => loadShard(n));
  const pageIndex = MiniSearch.loadJS<PageDocument>(
    joinIndex(file.pageIndex.base, file.pageIndex.terms),
    PAGE_OPTIONS,
  );
  const pageVocabulary = file.pageIndex.terms.map(([term]) => term as string);
  // The section engine over exactly the query's shards, so that what a prefix or a typo matches
  // never depends on which shards earlier queries happened to load. Kept for repeated shard sets.
  let engine:
    | { key: string; search: MiniSearch<SectionDocument>; vocabulary: string[] }
    | undefined;
  const engineOver = async (needed: readonly number[]) => {
    const loaded = await Promise.all(needed.map(shard));
    const key = needed.join(',');
    if (engine?.key !== key) {
      const terms = loaded.flat();
      engine = {
        key,
        search: MiniSearch.loadJS<SectionDocument>(
          joinIndex(file.base, terms),
          SECTION_OPTIONS,
        ),
        vocabulary: [
          ...new Set([
            ...terms.map(([term]) => term as string),
            ...pageVocabulary,
          ]),
        ],
      };
    }
    return engine;
  };
  const shardByKey = readLayout(file.shardLayout);
  /** The sorted shards that hold these terms' groups (a group no shard lists has no terms). */
  const shardsOf = (terms: readonly string[]) =>
    [
      ...new Set(terms.flatMap((term) => shardByKey.get(shardKey(term)) ?? [])),
    ].sort((a, b) => a - b);
  const sameSound = sameSoundOf(file.sounds ?? []);

  return {
    async search(query, maxPages = 8) {
      const typed = queryTerms(query);
      if (!typed.length) return [];
      const fromPhrases = phraseSynonymsOf(typed);
      const alternatives = new Map(
        typed.map((term, index) => [
          term,
          alternativesOf(term, fromPhrases[index]),
        ]),
      );
      // Each Chinese character's shard too, for the fallback below.
      const shardTerms = [
        ...[...alternatives.values()].flatMap((word) => word.shardTerms),
        ...typed.filter(isHan).flatMap((term) => [...term]),
      ];
      let needed = shardsOf(shardTerms);
      let { search, vocabulary } = await engineOver(needed);
      const begins = (start: string) =>
        vocabulary.some((known) => known.startsWith(start));
      // Chinese the index has no word for, nor the start of one, was cut differently on the
      // pages (多版 there is 多 + 版本), or mistyped with a same-sound character (布署).
      const unknownHan = (term: string) =>
        isHan(term) && term.length > 1 && !begins(term);
      const unknown = typed.filter(
        (term) => unknownHan(term) && !alternatives.get(term)!.synonyms.length,
      );
      // Swaps after the first character are in the word's own shard; a word none of them fixes
      // then tries its first character's, which may need more shards (see `firstPlaceSwaps`).
      // Not a pair with a particle in it (的花 of 的 + 花, whose 的话 was never meant).
      const mistyped = unknown.filter((term) => !PARTICLES.test(term));
      const rest = new Map(
        mistyped.map((term) => [term, soundSwaps(term, sameSound, 'rest')]),
      );
      const first = firstPlaceSwaps(
        mistyped.filter(
          (term) => !rest.get(term)!.some((swap) => vocabulary.includes(swap)),
        ),
        sameSound,
        shardsOf,
        needed,
      );
      if (first.more.length) {
        needed = [...needed, ...first.more].sort((a, b) => a - b);
        ({ search, vocabulary } = await engineOver(needed));
      }
      // Words of the index, or else (a word still being typed) the starts of some.
      const fixes = new Map(
        unknown.map((term) => {
          const swaps = [
            ...(rest.get(term) ?? []),
            ...(first.swaps.get(term) ?? []),
          ];
          const words = swaps.filter((swap) => vocabulary.includes(swap));
          return [term, words.length ? words : swaps.filter(begins)];
        }),
      );
      // A word with synonyms is searched through them instead (地图 of 站点地图 → sitemap); an
      // unknown one by its characters, as words being typed, or, when it has same-sound fixes,
      // as one word: the fixes, a little below a word as typed, or any of its characters.
      const spellings = typed.flatMap((term, index) => {
        if (!unknown.includes(term))
          return [
            spellingsOf(
              alternatives.get(term)!,
              vocabulary,
              index === typed.length - 1,
            ),
          ];
        const characters = [...term].map((character) =>
          spellingsOf(alternativesOf(character), vocabulary, true),
        );
        const fixed = fixes.get(term)!;
        return fixed.length
          ? [
              strongest([
                ...soundSpellings(fixed, vocabulary),
                ...characters
                  .flat()
                  .map(([term, weight]): Spelling => [
                    term,
                    weight * RANKING.beside,
                  ]),
              ]),
            ]
          : characters;
      });
      const scores = {
        sections: spellings.map((spelled) =>
          scoreWord(search, spelled, IN_SECTIONS),
        ),
        pages: spellings.map((spelled) =>
          scoreWord(pageIndex, spelled, IN_PAGES),
        ),
      };
      const phrase = phraseCounter(spellings);
      return groupByPage(file, scores, phrase).slice(0, maxPages);
    },
  };
}

/** A mistyped Chinese word's spellings: those of its same-sound fixes, weighed down a little. */
function soundSpellings(
  fixes: readonly string[],
  vocabulary: readonly string[],
): Spelling[] {
  return fixes
    .flatMap((fix) => spellingsOf(alternativesOf(fix), vocabulary, true))
    .map(([term, weight]) => [term, weight * RANKING.sameSound]);
}

/** Each term once, at its highest weight. */
function strongest(spellings: readonly Spelling[]): Spelling[] {
  const weights = new Map<string, number>();
  for (const [term, weight] of spellings)
    weights.set(term, Math.max(weights.get(term) ?? 0, weight));
  return [...weights];
}

/**
 * Same-sound swaps of the first character of words, those in shards already loaded first (they
 * cost nothing), then others while at most `SAME_SOUND_SHARDS` more shards are needed.
 */
function firstPlaceSwaps(
  terms: readonly string[],
  sameSound: SameSound,
  shardsOf: (terms: readonly string[]) => number[],
  loaded: readonly number[],
): { swaps: Map<string, string[]>; more: number[] } {
  const more: number[] = [];
  const swaps = new Map<string, string[]>();
  for (const term of terms) {
    const all = soundSwaps(term, sameSound, 'first').flatMap((swap) =>
      shardsOf([swap]).map((shard) => ({ swap, shard })),
    );
    const ordered = [
      ...all.filter(({ shard }) => loaded.includes(shard)),
      ...all.filter(({ shard }) => !loaded.includes(shard)),
    ];
    swaps.set(
      term,
      ordered.flatMap(({ swap, shard }) => {
        if (!loaded.includes(shard) && !more.includes(shard)) {
          if (more.length === SAME_SOUND_SHARDS) return [];
          more.push(shard);
        }
        return [swap];
      }),
    );
  }
  return { swaps, more };
}

interface Alternatives {
  /** The word as typed, searched with its prefixes and typo fixes. */
  typed: string;
  /** Synonyms, searched as they are. */
  synonyms: string[];
  /** Terms whose shards the word needs: itself, its synonyms, its spellings with swapped letters. */
  shardTerms: string[];
}

function alternativesOf(
  term: string,
  phraseSynonyms: readonly string[] = [],
): Alternatives {
  const swapped = transpositions(term);
  const synonyms = [
    ...new Set(
      [term, ...swapped]
        .flatMap((spelling) => synonymsOf(spelling))
        .concat(phraseSynonyms)
        .flatMap(queryTerms),
    ),
  ].filter((other) => other !== term);
  return { typed: term, synonyms, shardTerms: [term, ...synonyms, ...swapped] };
}

/**
 * The index terms a word is searched by, with their weights: the word itself; in the loaded
 * shards, longer words it begins and words one typo away (from five letters); its synonyms as
 * they are, since prefixes and typos of synonyms would match half the reference pages. A word
 * the index does not have is being typed or mistyped, so its longer forms and its typo fixes
 * count more. Prefixes start at three letters, or two Chinese characters (one for the word being
 * typed: a single character is otherwise a fragment the segmenter left, and its prefixes, 预 →
 * 预览, are noise). The weights of prefixes and typos fall with the letters they add.
 */
export function spellingsOf(
  word: Alternatives,
  vocabulary: readonly string[],
  isLast = true,
): Spelling[] {
  const { typed } = word;
  const weights = new Map<string, number>([[typed, 1]]);
  const offer = (term: string, weight: number) =>
    weights.set(term, Math.max(weights.get(term) ?? 0, weight));
  const known = vocabulary.includes(typed);
  const prefixes = isHan(typed)
    ? typed.length >= 2 || isLast
    : typed.length >= 3;
  const typos = typed.length >= 5 && !isHan(typed);
  const prefixWeight = known ? RANKING.prefix : RANKING.unknownPrefix;
  const typoWeight = known ? RANKING.fuzzy : RANKING.unknownFuzzy;
  // Other forms of the word, and of its typo fixes, by their Porter stem, at a share of the weight.
  const stems = new Map<string, number>();
  const offerStem = (term: string, weight: number) => {
    const stem = stemOf(term);
    if (stem)
      stems.set(stem, Math.max(stems.get(stem) ?? 0, weight * RANKING.stem));
  };
  offerStem(typed, 1);
  for (const term of vocabulary) {
    if (term === typed) continue;
    if (prefixes && term.startsWith(typed))
      offer(
        term,
        (prefixWeight * typed.length) /
          (typed.length + 0.3 * (term.length - typed.length)),
      );
    else if (typos && isOneTypoApart(typed, term)) {
      const weight = (typoWeight * typed.length) / (typed.length + 1);
      offer(term, weight);
      offerStem(term, weight);
    }
  }
  if (stems.size) {
    for (const term of vocabulary) {
      const weight = stems.get(stemOf(term) ?? '');
      if (weight && term !== typed) offer(term, weight);
    }
  }
  for (const synonym of word.synonyms) offer(synonym, RANKING.alternative);
  return [...weights];
}

const stemCache = new Map<string, string | null>();
/** The Porter stem of a plain English word (`migration`, `migrate` → `migrat`), or null. */
function stemOf(term: string): string | null {
  let stem = stemCache.get(term);
  if (stem === undefined)
    stemCache.set(
      term,
      (stem = /^[a-z]{3,}$/.test(term) ? stemmer(term) : null),
    );
  return stem;
}

/** One query word's score in each document (section or page) it matches, and the index terms that matched there. */
type WordScores = Map<number, { score: number; terms: string[] }>;

function scoreWord<T>(
  search: MiniSearch<T>,
  spellings: readonly Spelling[],
  options: SearchOptions,
): WordScores {
  const perDocument = new Map<
    number,
    { best: number; total: number; terms: string[] }
  >();
  for (const [term, weight] of spellings) {
    for (const result of search.search(term, options)) {
      const score = weight * result.score;
      const entry = perDocument.get(result.id as number);
      if (!entry)
        perDocument.set(result.id as number, {
          best: score,
          total: score,
          terms: [term],
        });
      else {
        entry.best = Math.max(entry.best, score);
        entry.total += score;
        entry.terms.push(term);
      }
    }
  }
  const scores: WordScores = new Map();
  for (const [id, { best, total, terms }] of perDocument)
    scores.set(id, {
      score: best + RANKING.otherSpellings * (total - best),
      terms,
    });
  return scores;
}

export function transpositions(term: string): string[] {
  if (term.length < 5 || isHan(term)) return [];
  const swaps = new Set<string>();
  for (let i = 0; i < term.length - 1; i += 1) {
    if (term[i] !== term[i + 1])
      swaps.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...swaps];
}

/** A document's score for the whole query, the words it matched, and the index terms that did. */
interface Match {
  score: number;
  words: Set<number>;
  terms: string[];
}

/** Counts the pairs of neighbouring query words that stand side by side in a text. */
type PhraseCounter = (text: string) => number;

function phraseCounter(spellings: readonly Spelling[][]): PhraseCounter {
  const sets = spellings.map(
    (spelled) => new Set(spelled.map(([term]) => term)),
  );
  if (sets.length < 2) return () => 0;
  const counts = new Map<string, number>();
  return (text) => {
    let count = counts.get(text);
    if (count !== undefined) return count;
    const terms = tokenize(text).flatMap((term) => normalizeTerm(term) ?? []);
    count = 0;
    for (let k = 0; k + 1 < sets.length; k += 1) {
      if (
        terms.some(
          (term, i) =>
            (sets[k].has(term) && sets[k + 1].has(terms[i + 1])) ||
            (sets[k + 1].has(term) && sets[k].has(terms[i + 1])),
        )
      )
        count += 1;
    }
    counts.set(text, count);
    return count;
  };
}

/** Adds up each document's word scores. */
function combine(scores: WordScores[]): Map<number, Match> {
  const documents = new Map<number, Match>();
  scores.forEach((word, index) => {
    for (const [id, { score, terms }] of word) {
      const match = documents.get(id) ?? {
        score: 0,
        words: new Set<number>(),
        terms: [],
      };
      match.score += score;
      match.words.add(index);
      match.terms.push(...terms);
      documents.set(id, match);
    }
  });
  return documents;
}

function groupByPage(
  file: SearchIndexFile,
  scores: { sections: WordScores[]; pages: WordScores[] },
  phrase: PhraseCounter,
): PageHit[] {
  const pageMatches = combine(scores.pages);
  for (const [page, match] of pageMatches)
    match.score *= 1 + RANKING.phrase * phrase(file.pages[page][1]);
  const pages = new Map<number, [id: number, match: Match][]>(
    [...pageMatches.keys()].map((page) => [page, []]),
  );
  for (const [id, match] of combine(scores.sections)) {
    const page = file.sections[id][0];
    match.score *=
      (match.words.size / scores.sections.length) ** RANKING.sectionCoverage;
    match.score *= 1 + RANKING.phrase * phrase(file.sections[id][2]);
    pages.set(page, [...(pages.get(page) ?? []), [id, match]]);
  }
  const wordCount = scores.sections.length;
  const score = (page: number, hits: [number, Match][]) => {
    hits.sort((a, b) => b[1].score - a[1].score || a[0] - b[0]);
    const about = pageMatches.get(page);
    const base =
      RANKING.pageWeight * (about?.score ?? 0) +
      (hits[0]?.[1].score ?? 0) +
      RANKING.secondSection * (hits[1]?.[1].score ?? 0);
    const covered = new Set(
      [about, ...hits.map(([, match]) => match)].flatMap((match) => [
        ...(match?.words ?? []),
      ]),
    );
    return base * (covered.size / wordCount) ** RANKING.coverage;
  };
  return [...pages.entries()]
    .map(([page, hits]) => ({ page, hits, score: score(page, hits) }))
    .sort((a, b) => b.score - a.score)
    .map(({ page, hits }) => {
      const [routePath, title] = file.pages[page];
      const titleTerms = pageMatches.get(page)?.terms ?? [];
      // A page found by its title or description alone links to its intro.
      const shown: [number, { terms: string[] }][] = hits.length
        ? hits.slice(0, SECTIONS_PER_PAGE)
        : [[firstSectionOf(file, page), { terms: titleTerms }]];
      return {
        routePath,
        title,
        page,
        terms: [
          ...new Set([
            ...titleTerms,
            ...shown.flatMap(([, match]) => match.terms),
          ]),
        ],
        sections: shown.map(([id, match]) => {
          const [, anchor, heading, parentHeading] = file.sections[id];
          return {
            link: anchor ? `${routePath}#${anchor}` : routePath,
            heading,
            parentHeading,
            ...textOf(file, id),
            terms: [...new Set(match.terms)],
          };
        }),
      };
    });
}

function firstSectionOf(file: SearchIndexFile, page: number): number {
  return file.sections.findIndex(([sectionPage]) => sectionPage === page);
}

/** Which text file holds a section's text, and where in it. */
function textOf(
  file: SearchIndexFile,
  section: number,
): { textFile: number; position: number } {
  let textFile = file.textStarts.length - 1;
  while (file.textStarts[textFile] > section) textFile -= 1;
  return { textFile, position: section - file.textStarts[textFile] };
}
