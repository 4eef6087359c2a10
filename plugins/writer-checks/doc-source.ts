/**
 * Page sources read the way Rspress reads them: front matter apart, `## Title {#id}` kept as a
 * heading, MDX and GFM syntax. Shared by the writer checks in dev and the content tests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { matter } from '../../framework/internals';

export interface DocFile {
  lang: string;
  /** Relative to the language folder, posix separators. */
  relativeFile: string;
  frontmatter: Record<string, unknown>;
  body: string;
  tree: Root;
}

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

export function parseDoc(
  lang: string,
  relativeFile: string,
  source: string,
): DocFile {
  const { data, content } = matter(source);
  // `## Title {#id}` is Rspress syntax, not an MDX expression: escape the brace for the parser.
  const parsable = content.replace(
    /^(#{1,6}[ \t].*?)\{#([^}\s]+)\}[ \t]*$/gm,
    '$1\\{#$2}',
  );
  const tree = processor.parse(parsable) as Root;
  return { lang, relativeFile, frontmatter: data, body: content, tree };
}

/**
 * Parsed pages by file, while their source stays the same: parsing is most of what a check
 * spends, and the same pages are read again and again (link targets, every test of a worker).
 * Callers read the tree and never change it.
 */
const parsed = new Map<string, { source: string; doc: DocFile }>();

export function readDocIn(
  docsDir: string,
  lang: string,
  relativeFile: string,
): DocFile {
  const file = path.join(docsDir, lang, relativeFile);
  const source = readFileSync(file, 'utf8');
  const known = parsed.get(file);
  if (known?.source === source) return known.doc;
  const doc = parseDoc(lang, relativeFile, source);
  parsed.set(file, { source, doc });
  return doc;
}
