/** Builds one language's search files from its pages (Node, at build time). */
import MiniSearch from 'minisearch';
import { splitIndex } from './runtime/codec';
import { MINISEARCH_OPTIONS, type SearchDocument } from './runtime/options';
import type { PageTextFile, SearchIndexFile, ShardFile } from './runtime/search-data';
import { type SearchablePage, splitSections } from './sections';

/**
 * About this many index terms per shard: a query's words touch a handful of shards, so a
 * first search downloads a few small files, however large the site grows.
 */
const TERMS_PER_SHARD = 250;

export function buildSearchFiles(pages: readonly SearchablePage[]): { index: SearchIndexFile; shards: ShardFile[]; texts: PageTextFile[] } {
  const file: Pick<SearchIndexFile, 'pages' | 'sections'> = { pages: [], sections: [] };
  const texts: PageTextFile[] = [];
  const sectionDocuments: SearchDocument[] = [];
  for (const page of pages) {
    const pageIndex = file.pages.push([page.routePath, page.title]) - 1;
    const pageTexts: string[] = [];
    for (const section of splitSections(page)) {
      const id = file.sections.push([pageIndex, section.anchor, section.heading, section.parentHeading]) - 1;
      const heading = section.parentHeading ? `${section.parentHeading} ${section.heading}` : section.heading;
      sectionDocuments.push({ id, title: '', heading, text: section.text });
      pageTexts.push(section.text);
    }
    texts.push(pageTexts);
  }
  const pageDocuments = file.pages.map(([, title], page) => ({ id: file.sections.length + page, title, heading: '', text: '' }));
  const engine = new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS);
  engine.addAll([...sectionDocuments, ...pageDocuments]);
  const shardCount = Math.max(1, Math.ceil(engine.termCount / TERMS_PER_SHARD));
  const { base, shards } = splitIndex(engine.toJSON(), shardCount);
  return { index: { ...file, base, shardCount }, shards, texts };
}
