/** Builds one language's search files from its pages (Node, at build time). */
import MiniSearch from 'minisearch';
import { compactIndex } from './runtime/codec';
import { MINISEARCH_OPTIONS, type SearchDocument } from './runtime/options';
import type { PageTextFile, SearchIndexFile } from './runtime/search-data';
import { type SearchablePage, splitSections } from './sections';

export function buildSearchFiles(pages: readonly SearchablePage[]): { index: SearchIndexFile; texts: PageTextFile[] } {
  const file: Omit<SearchIndexFile, 'index'> = { pages: [], sections: [] };
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
  return { index: { ...file, index: compactIndex(engine.toJSON()) }, texts };
}
