/** Builds one language's search files from its pages (Node, at build time). */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { type ShardLayout, shardKey, splitIndex } from './runtime/codec';
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
import { soundGroups } from './sounds';

/**
 * About this many bytes (JSON, before gzip, as `layoutShards` estimates them) per shard. The
 * first results of a query wait for two new shards at most, the commonest it needs; its final
 * results for all of them, so a shard holds little that a query does not need.
 */
const BYTES_PER_SHARD = 16_000;

/**
 * About this many bytes of section text (UTF-8, so Chinese counts three per character) per text
 * file: a result needs the file of each section it shows. Files hold whole pages where they can,
 * since the results on screen are mostly a few sections of a few pages; a longer page is cut at
 * its sections, and a longer section gets a file of its own.
 */
const BYTES_PER_TEXT_FILE = 16_000;

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
  const sectionPages: number[] = [];
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
      sectionTexts.push(section.snippet);
      sectionPages.push(pageIndex);
    }
  }
  const { texts, textStarts } = cutTexts(sectionTexts, sectionPages);
  const sectionIndex = new MiniSearch<SectionDocument>(SECTION_OPTIONS);
  sectionIndex.addAll(sectionDocuments);
  const sectionJson = sectionIndex.toJSON();
  const shardLayout = layoutShards(sectionJson);
  const { base, shards } = splitIndex(sectionJson, shardLayout);
  const pageIndex = new MiniSearch<PageDocument>(PAGE_OPTIONS);
  pageIndex.addAll(pageDocuments);
  const pageJson = pageIndex.toJSON();
  const whole = splitIndex(pageJson, [
    [...new Set(pageJson.index.map(([term]) => shardKey(term)))].join(' '),
  ]);
  return {
    index: {
      ...file,
      base,
      shardLayout,
      textStarts,
      pageIndex: { base: whole.base, terms: whole.shards[0] },
      sounds: soundGroups(
        [...shards.flat(), ...whole.shards[0]].map(([term]) => term as string),
      ),
      shardFiles: shards.map((shard, n) => hashedName(`shard-${n}`, shard)),
      textFiles: texts.map((text, n) => hashedName(`text-${n}`, text)),
    },
    shards,
    texts,
  };
}

/**
 * Packs the groups of terms (see `shardKey`) into shards, commonest group first: a group weighs
 * the sections its terms occur in. A question's words are mostly common ones (怎么, 配置, page,
 * config), so its groups share the first shards, while the rare groups a typo fix or a synonym
 * may touch fill the later ones. A query then needs a few shards, whatever its length.
 */
function layoutShards(index: AsPlainObject): ShardLayout {
  const groups = new Map<string, { bytes: number; weight: number }>();
  for (const [term, fields] of index.index) {
    const key = shardKey(term);
    const group = groups.get(key) ?? { bytes: 0, weight: 0 };
    for (const counts of Object.values(fields)) {
      const documents = Object.keys(counts).length;
      group.weight += documents;
      group.bytes += term.length + 8 + documents * 6;
    }
    groups.set(key, group);
  }
  const layout: string[][] = [[]];
  let size = 0;
  for (const [key, { bytes }] of [...groups].sort(
    ([a, x], [b, y]) => y.weight - x.weight || (a < b ? -1 : 1),
  )) {
    if (size > 0 && size + bytes > BYTES_PER_SHARD) {
      layout.push([]);
      size = 0;
    }
    layout[layout.length - 1].push(key);
    size += bytes;
  }
  return layout.map((keys) => keys.join(' '));
}

/** `shard-3.1a2b3c4d5e.json`: a changed file gets a new name, so browsers may cache them forever. */
function hashedName(stem: string, data: unknown): string {
  return `${stem}.${createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 10)}.json`;
}

function cutTexts(
  sectionTexts: readonly string[],
  sectionPages: readonly number[],
): {
  texts: TextFile[];
  textStarts: number[];
} {
  const sizes = sectionTexts.map((text) => Buffer.byteLength(text));
  const pageSizes = new Map<number, number>();
  sectionPages.forEach((page, id) =>
    pageSizes.set(page, (pageSizes.get(page) ?? 0) + sizes[id]),
  );
  const texts: TextFile[] = [];
  const textStarts: number[] = [];
  let size = Infinity;
  sectionTexts.forEach((text, id) => {
    const page = sectionPages[id];
    // A page opens a new file when it does not fit whole; a section, inside a page that never fits.
    const needed =
      page === sectionPages[id - 1] ? sizes[id] : pageSizes.get(page)!;
    if (size + needed > BYTES_PER_TEXT_FILE) {
      texts.push([]);
      textStarts.push(id);
      size = 0;
    }
    texts[texts.length - 1].push(text);
    size += sizes[id];
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
