/**
 * Whether each translated page still matches its source page: compares the marker in the
 * translation's front matter with the hash of the source's current text, and asks git when
 * the source changed and which of its headings are new since the marked version.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matter } from '../../framework/internals';
import { proseLines } from './prose-lines';
import { readMarker, sourceHash } from './source-hash';
import { sourceVersions } from './source-history';

export type TranslationState =
  'up-to-date' | 'stale' | 'no-marker' | 'missing-twin';

export interface TranslationStatus {
  /** The translation's language. */
  lang: string;
  /** Path under docs/<lang>/, posix separators, e.g. `guide/start/introduction.mdx`. */
  page: string;
  state: TranslationState;
  /**
   * Stale pages: when the source first changed after the marked version (ISO date), or its
   * latest change when that version is not in the history; null when git cannot tell (no
   * history, or the change is not committed yet).
   */
  changedAt: string | null;
  /** Stale pages: source headings added or reworded since the marked version, when known. */
  changedHeadings: string[] | null;
  /** Stale pages: whether git has any committed version of the source page. */
  sourceInHistory?: boolean;
}

export interface DocsLayout {
  /** The docs folder, holding one folder per language. */
  docsRoot: string;
  /** The language every other one is translated from. */
  sourceLang: string;
  /** The translated languages. */
  translatedLangs: readonly string[];
}

const PAGE_FILE = /\.mdx?$/;

export function listPages(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => PAGE_FILE.test(file))
    .sort();
}

export interface StatusOptions {
  /**
   * Whether to ask git when a stale page's source changed right away (the default), or only
   * when `changedAt` or `changedHeadings` is first read: the dev server reads them for the
   * pages it compiles, not for every stale page at its start.
   */
  history?: 'now' | 'on-read';
}

/** Every page of every translated language, plus source pages that lack a translation. */
export function translationStatuses(
  layout: DocsLayout,
  options: StatusOptions = {},
): TranslationStatus[] {
  const sourcePages = listPages(path.join(layout.docsRoot, layout.sourceLang));
  return layout.translatedLangs.flatMap((lang) => {
    const translated = listPages(path.join(layout.docsRoot, lang));
    const pages = [...new Set([...sourcePages, ...translated])].sort();
    return pages.map((page) =>
      pageStatus(
        lang,
        page,
        path.join(layout.docsRoot, layout.sourceLang, page),
        path.join(layout.docsRoot, lang, page),
        options,
      ),
    );
  });
}

export function pageStatus(
  lang: string,
  page: string,
  sourceFile: string,
  translatedFile: string,
  { history = 'now' }: StatusOptions = {},
): TranslationStatus {
  const unknown = { lang, page, changedAt: null, changedHeadings: null };
  if (!existsSync(sourceFile) || !existsSync(translatedFile))
    return { ...unknown, state: 'missing-twin' };
  const marker = readMarker(readFileSync(translatedFile, 'utf8'));
  if (!marker) return { ...unknown, state: 'no-marker' };
  const sourceText = readFileSync(sourceFile, 'utf8');
  if (sourceHash(sourceText) === marker)
    return { ...unknown, state: 'up-to-date' };
  if (history === 'now')
    return {
      ...unknown,
      state: 'stale',
      ...changesSince(sourceFile, marker, sourceText),
    };
  let changes: ReturnType<typeof changesSince> | undefined;
  const changed = () =>
    (changes ??= changesSince(sourceFile, marker, sourceText));
  return {
    lang,
    page,
    state: 'stale',
    get changedAt() {
      return changed().changedAt;
    },
    get changedHeadings() {
      return changed().changedHeadings;
    },
    get sourceInHistory() {
      return changed().sourceInHistory;
    },
  };
}

function changesSince(sourceFile: string, marker: string, currentText: string) {
  const versions = sourceVersions(sourceFile);
  const sourceInHistory = versions.length > 0;
  const marked = versions.findIndex(
    (version) => sourceHash(version.readText()) === marker,
  );
  if (marked === -1)
    return {
      changedAt: versions[0]?.date ?? null,
      changedHeadings: null,
      sourceInHistory,
    };
  // The versions are newest first: the one just before the marked version is the first change.
  return {
    changedAt: versions[marked - 1]?.date ?? null,
    changedHeadings: headingsAddedSince(
      versions[marked].readText(),
      currentText,
    ),
    sourceInHistory,
  };
}

/** Headings (h2 and below) of `current` that `previous` does not have, in page order. */
export function headingsAddedSince(
  previous: string,
  current: string,
): string[] {
  const before = new Set(sectionHeadings(previous));
  return sectionHeadings(current).filter((heading) => !before.has(heading));
}

/** `## Text {#id} ##`: the depth marks and the text, without the custom id or closing marks. */
const HEADING = /^(#{2,6})\s+(.+?)(?:\s+\\?\{#[^}]*\})?(?:\s+#+)?\s*$/;

/** `## Text` headings outside code fences, with their depth marks, e.g. `## Options`. */
export function sectionHeadings(text: string): string[] {
  return proseLines(matter(text).content).flatMap(({ line }) => {
    const heading = HEADING.exec(line);
    return heading ? [`${heading[1]} ${heading[2]}`] : [];
  });
}
