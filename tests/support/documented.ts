/**
 * What a reference page documents: the names of its headings (h2–h4), as written, with
 * inline-code backticks removed. Coverage tests compare these with names read from the
 * installed packages.
 */
import type { Heading, RootContent } from 'mdast';
import type { Lang } from '../site/routes';
import { readDoc } from './docs';

function plainText(node: RootContent): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node)
    return (node.children as RootContent[]).map(plainText).join('');
  return '';
}

/** Heading texts of `docs/<lang>/<relativeFile>`, custom `{#id}` suffixes removed. */
export function documentedNames(lang: Lang, relativeFile: string): Set<string> {
  const doc = readDoc(lang, relativeFile);
  const names = new Set<string>();
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (
        node.type === 'heading' &&
        (node as Heading).depth >= 2 &&
        (node as Heading).depth <= 4
      ) {
        names.add(
          plainText(node)
            .replace(/\s*\{#[^}]+\}\s*$/, '')
            .trim(),
        );
      } else if ('children' in node) {
        visit(node.children as RootContent[]);
      }
    }
  };
  visit(doc.tree.children);
  return names;
}
