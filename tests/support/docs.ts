/** Reading the Markdown/MDX sources under docs/ the way the content tests need them. */
import path from 'node:path';
import GithubSlugger from '@rspress/shared/github-slugger';
import type { Heading, RootContent } from 'mdast';
import { listPages } from '../../plugins/translation-freshness/freshness';
import {
  type DocFile as SourceDoc,
  parseDoc as parseSource,
  readDocIn,
} from '../../plugins/writer-checks/doc-source';
import type { Lang } from '../site/routes';

export const DOCS_DIR = path.resolve('docs');

/** Paths relative to docs/<lang>/, posix separators, sorted. Fragments included. */
export function listDocFiles(lang: Lang): string[] {
  return listPages(path.join(DOCS_DIR, lang));
}

export { isFragment } from '../../plugins/writer-checks/links';

/** The route a page file becomes: `guide/a.mdx` → `/guide/a`, `api/index.md` → `/api/`. */
export { pageRoute as fileToRoute } from '../../plugins/translation-freshness/page-route';

export type DocFile = SourceDoc & { lang: Lang };

/** A page's source, parsed once per worker while it stays the same (see readDocIn). */
export function readDoc(lang: Lang, relativeFile: string): DocFile {
  return readDocIn(DOCS_DIR, lang, relativeFile) as DocFile;
}

export function parseDoc(
  lang: Lang,
  relativeFile: string,
  source: string,
): DocFile {
  return parseSource(lang, relativeFile, source) as DocFile;
}

export interface OutlineEntry {
  depth: number;
  id: string;
  /** Whether the id was written explicitly with `{#id}`. */
  explicitId: boolean;
  text: string;
}

const CUSTOM_ID = /\s*\{#([^}]+)\}\s*$/;

function inlineText(node: RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'inlineCode') return `\`${node.value}\``;
  if ('children' in node) {
    const inner = (node.children as RootContent[]).map(inlineText).join('');
    if (node.type === 'strong') return `**${inner}**`;
    if (node.type === 'emphasis') return `*${inner}*`;
    if (node.type === 'delete') return `~~${inner}~~`;
    return inner;
  }
  return '';
}

/** h2 and h3 headings with the anchor ids Rspress gives them (same slugger, same text rules). */
export function outline(doc: DocFile): OutlineEntry[] {
  const slugger = new GithubSlugger();
  const entries: OutlineEntry[] = [];
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'heading') {
        const text = (node as Heading).children.map(inlineText).join('').trim();
        const custom = CUSTOM_ID.exec(text);
        const cleanText = text.replace(CUSTOM_ID, '').trim();
        const id = custom ? custom[1] : slugger.slug(cleanText);
        if (node.depth === 2 || node.depth === 3) {
          entries.push({
            depth: node.depth,
            id,
            explicitId: Boolean(custom),
            text: cleanText,
          });
        }
      } else if ('children' in node) {
        visit(node.children as RootContent[]);
      }
    }
  };
  visit(doc.tree.children);
  return entries;
}

export interface CodeBlock {
  lang: string;
  meta: string;
  value: string;
  /** 1-based line in the file's body (after front matter). */
  line: number;
}

export function codeBlocks(doc: DocFile): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'code') {
        blocks.push({
          lang: node.lang ?? '',
          meta: node.meta ?? '',
          value: node.value,
          line: node.position?.start.line ?? 0,
        });
      } else if ('children' in node) {
        visit(node.children as RootContent[]);
      }
    }
  };
  visit(doc.tree.children);
  return blocks;
}
