/**
 * A reference page as a tree of sections, for coverage checks that need to know *where* a
 * name is documented (a flag under its command, an icon name inside the icons entry), not
 * only *that* a heading exists somewhere on the page (see `documentedNames`).
 */
import GithubSlugger from '@rspress/shared/github-slugger';
import type { Heading, RootContent } from 'mdast';
import type { Lang } from '../site/routes';
import { readDoc } from './docs';

export interface Section {
  depth: number;
  /** Heading text as in `documentedNames`: inline-code backticks and a `{#id}` suffix removed. */
  name: string;
  /** The anchor: the explicit `{#id}` or the slug Rspress derives from the text. */
  id: string;
  /** True when the heading is a single inline-code span, e.g. ``### `usePage` ``. */
  code: boolean;
  /** Every inline-code value written in this section's own body and in its sub-sections. */
  inlineCode: Set<string>;
  /** Inline code in the first cell of each body row of the tables in this section (and below). */
  tableKeys: Set<string>;
  children: Section[];
}

function plainText(node: RootContent): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node)
    return (node.children as RootContent[]).map(plainText).join('');
  return '';
}

function collectInlineCode(node: RootContent, into: Set<string>[]): void {
  if (node.type === 'inlineCode') {
    for (const set of into) set.add(node.value);
    return;
  }
  if (node.type === 'code') return;
  if ('children' in node)
    for (const child of node.children as RootContent[])
      collectInlineCode(child, into);
}

/** The h2–h4 sections of `docs/<lang>/<relativeFile>`, nested by depth. */
export function sectionsOf(lang: Lang, relativeFile: string): Section[] {
  const doc = readDoc(lang, relativeFile);
  const slugger = new GithubSlugger();
  const roots: Section[] = [];
  const stack: Section[] = [];
  for (const node of doc.tree.children) {
    if (
      node.type === 'heading' &&
      (node as Heading).depth >= 2 &&
      (node as Heading).depth <= 4
    ) {
      const heading = node as Heading;
      const text = plainText(node);
      const explicitId = /\{#([^}]+)\}\s*$/.exec(text)?.[1];
      const name = text.replace(/\s*\{#[^}]+\}\s*$/, '').trim();
      const meaningful = heading.children.filter(
        (child) =>
          !(child.type === 'text' && /^\s*(\{#[^}]+\})?\s*$/.test(child.value)),
      );
      const section: Section = {
        depth: heading.depth,
        name,
        id: explicitId ?? slugger.slug(name),
        code: meaningful.length === 1 && meaningful[0].type === 'inlineCode',
        inlineCode: new Set(),
        tableKeys: new Set(),
        children: [],
      };
      while (stack.length > 0 && stack[stack.length - 1].depth >= section.depth)
        stack.pop();
      if (stack.length > 0) stack[stack.length - 1].children.push(section);
      else roots.push(section);
      stack.push(section);
    } else if (stack.length > 0) {
      collectInlineCode(
        node,
        stack.map((section) => section.inlineCode),
      );
      if (node.type === 'table') {
        for (const row of node.children.slice(1)) {
          const [firstCell] = row.children;
          if (firstCell)
            collectInlineCode(
              firstCell as unknown as RootContent,
              stack.map((section) => section.tableKeys),
            );
        }
      }
    }
  }
  return roots;
}

/** Depth-first list of every section. */
export function flattenSections(sections: Section[]): Section[] {
  return sections.flatMap((section) => [
    section,
    ...flattenSections(section.children),
  ]);
}
