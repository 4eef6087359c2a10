/**
 * Turning text into search terms, the same way for the pages (at build time, in Node) and
 * for the reader's query (in the browser). `Intl.Segmenter` finds Chinese words, which have
 * no spaces between them; everything else is split on non-word characters.
 */
const HAN_WORDS = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;
/** Runs of Han characters, and Latin-like words that may hold `.`, `-`, `_`, `/` or `@` inside. */
const RUNS = /\p{Script=Han}+|[\p{L}\p{N}]+(?:[._\-/@][\p{L}\p{N}]+)*/gu;
const IDENTIFIER_PARTS = /[._\-/@]+/;
const CAMEL_CASE_PARTS = /(?<=[a-z0-9])(?=[A-Z])/;

export const isHan = (text: string) => HAN.test(text);

/**
 * The terms of a text, not yet lowercased. Identifiers give their parts too: `usePageData` is
 * found by `usepagedata` and by `page data`; `rspress.config.ts` by `config`.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [run] of text.matchAll(RUNS)) {
    if (isHan(run)) tokens.push(...hanTerms(run));
    else {
      tokens.push(run);
      const parts = run
        .split(IDENTIFIER_PARTS)
        .flatMap((part) => part.split(CAMEL_CASE_PARTS));
      if (parts.length > 1) tokens.push(...parts);
    }
  }
  return tokens;
}

/**
 * Terms of a run of Chinese characters: the words the segmenter finds. Where it gives up and
 * cuts a word into single characters (ICU's dictionary lacks many technical words: 插件 comes
 * out as 插 + 件), neighbouring single characters are paired instead, which restores the word.
 */
function hanTerms(run: string): string[] {
  const terms: string[] = [];
  let singles = '';
  const flushSingles = () => {
    if (singles.length === 1) terms.push(singles);
    for (let i = 0; i < singles.length - 1; i += 1)
      terms.push(singles.slice(i, i + 2));
    singles = '';
  };
  for (const { segment, isWordLike } of HAN_WORDS.segment(run)) {
    if (!isWordLike) continue;
    if (segment.length === 1) singles += segment;
    else {
      flushSingles();
      terms.push(segment);
    }
  }
  flushSingles();
  return terms;
}

/** Words too common to tell pages apart. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'my',
  'of',
  'on',
  'or',
  'the',
  'this',
  'to',
  'what',
  'when',
  'where',
  'which',
  'with',
  'you',
  'your',
  '的',
  '了',
  '和',
  '与',
  '是',
  '在',
  '吗',
  '呢',
  '怎么',
  '怎样',
  '如何',
  '什么',
  '我',
  '我的',
  '把',
  '被',
  '要',
  '一个',
  '可以',
  '能',
  '哪里',
  '为什么',
  '到',
  '中',
  '里',
]);

/** Lowercases a term (so `usedark` finds `useDark`) and drops stop words (returns null). */
export function normalizeTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/**
 * The parts of a pasted error message that are the reader's, not the message's: stack frames,
 * URLs and paths, line and column numbers, hashes, version numbers and the log level a line
 * starts with (not code points: `!` (U+0021) is the message's own). Their words would match
 * pages about other things (a path's `theme` folder, `docs`, `guide`); what is left is the
 * message's fixed wording.
 */
const NOISE = [
  /^\s*at\s.*(?:\(|:\d+:\d+).*$/gm,
  /\b(?:https?|file):\/\/\S+/g,
  /\b[a-z]:\\\S+/gi,
  /(?:^|(?<=[\s'"`(:=]))(?:\.{1,2}|~)?\/(?:[^\s'"`():/]+\/)+[^\s'"`():]*/gm,
  /\b[\w@.-]*node_modules\/\S+/g,
  /\d+:\d+(?:-\d+:\d+)?/g,
  /\b(?=[\da-f]*\d)(?=[\da-f]*[a-f])[\da-f]{7,}\b/gi,
  /\bv?\d+(?:\.\d+)+\b/g,
  /^\s*(?:error|warn|info|ready|event|fatal)\s{2,}/gim,
];
/** A query that looks pasted rather than typed: on several lines, or long. */
const looksPasted = (query: string) =>
  query.includes('\n') || query.length >= 60;

export function withoutNoise(query: string): string {
  return looksPasted(query)
    ? NOISE.reduce((text, pattern) => text.replace(pattern, ' '), query)
    : query;
}

/** The distinct lowercased terms of a query; stop words only count when nothing else is left. */
export function queryTerms(query: string): string[] {
  const all = tokenize(withoutNoise(query)).map((term) => term.toLowerCase());
  const kept = all.filter((term) => !STOP_WORDS.has(term));
  return [...new Set(kept.length ? kept : all)];
}
