/** Builds one language's search files from its pages (Node, at build time). */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { splitIndex } from './runtime/codec';
import {
  PAGE_OPTIONS,
  type PageDocument,
  SECTION_OPTIONS,
  type SectionDocument,
} from './runtime/options';
import type {
  SearchIndexFile,
  ShardFile,
  TextFile,
} from './runtime/search-data';
import { type SearchablePage, splitSections } from './sections';

/**
 * About this many index terms per shard: a query's words touch a handful of shards, so a
 * first search downloads a few small files, however large the site grows.
 */
const TERMS_PER_SHARD = 250;

/**
 * About this many bytes of section text (UTF-8, so Chinese counts three per character) per text
 * file: a result needs the file of each section it shows, so small files keep a first search
 * cheap, and fewer files mean fewer requests. A longer section gets a file of its own.
 */
const BYTES_PER_TEXT_FILE = 8_000;

export function buildSearchFiles(pages: readonly SearchablePage[]): {
  index: SearchIndexFile;
  shards: ShardFile[];
  texts: TextFile[];
} {
  const file: Pick<SearchIndexFile, 'pages' | 'sections'> = {
    pages: [],
    sections: [],
  };
  const sectionTexts: string[] = [];
  const sectionDocuments: SectionDocument[] = [];
  const pageDocuments: PageDocument[] = [];
  for (const page of pages) {
    const pageIndex = file.pages.push([page.routePath, page.title]) - 1;
    pageDocuments.push({
      id: pageIndex,
      title: page.title,
      about: page.description ?? '',
    });
    for (const section of splitSections(page)) {
      const id =
        file.sections.push([
          pageIndex,
          section.anchor,
          section.heading,
          section.parentHeading,
        ]) - 1;
      const heading = section.parentHeading
        ? `${section.parentHeading} ${section.heading}`
        : section.heading;
      sectionDocuments.push({ id, heading, text: section.text });
      sectionTexts.push(section.text);
    }
  }
  const { texts, textStarts } = cutTexts(sectionTexts);
  const sectionIndex = new MiniSearch<SectionDocument>(SECTION_OPTIONS);
  sectionIndex.addAll(sectionDocuments);
  const shardCount = Math.max(
    1,
    Math.ceil(sectionIndex.termCount / TERMS_PER_SHARD),
  );
  const { base, shards } = splitIndex(sectionIndex.toJSON(), shardCount);
  const pageIndex = new MiniSearch<PageDocument>(PAGE_OPTIONS);
  pageIndex.addAll(pageDocuments);
  const whole = splitIndex(pageIndex.toJSON(), 1);
  return {
    index: {
      ...file,
      base,
      shardCount,
      textStarts,
      pageIndex: { base: whole.base, terms: whole.shards[0] },
      shardFiles: shards.map((shard, n) => hashedName(`shard-${n}`, shard)),
      textFiles: texts.map((text, n) => hashedName(`text-${n}`, text)),
    },
    shards,
    texts,
  };
}

/** `shard-3.1a2b3c4d5e.json`: a changed file gets a new name, so browsers may cache them forever. */
function hashedName(stem: string, data: unknown): string {
  return `${stem}.${createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 10)}.json`;
}

function cutTexts(sectionTexts: readonly string[]): {
  texts: TextFile[];
  textStarts: number[];
} {
  const texts: TextFile[] = [];
  const textStarts: number[] = [];
  let size = Infinity;
  sectionTexts.forEach((text, id) => {
    const bytes = Buffer.byteLength(text);
    if (size + bytes > BYTES_PER_TEXT_FILE) {
      texts.push([]);
      textStarts.push(id);
      size = 0;
    }
    texts[texts.length - 1].push(text);
    size += bytes;
  });
  return { texts, textStarts };
}

/**
 * Writes one language's search files under `dir`: `<lang>/index.json` and the shards and
 * texts in `<lang>/files/` under their hashed names. Returns the index.
 */
export function writeSearchFiles(
  dir: string,
  lang: string,
  pages: readonly SearchablePage[],
): SearchIndexFile {
  const { index, shards, texts } = buildSearchFiles(pages);
  const files = path.join(dir, lang, 'files');
  mkdirSync(files, { recursive: true });
  writeFileSync(path.join(dir, lang, 'index.json'), JSON.stringify(index));
  shards.forEach((shard, n) =>
    writeFileSync(path.join(files, index.shardFiles[n]), JSON.stringify(shard)),
  );
  texts.forEach((text, n) =>
    writeFileSync(path.join(files, index.textFiles[n]), JSON.stringify(text)),
  );
  return index;
}
