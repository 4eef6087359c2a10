/**
 * Takes the "#" anchors that Rspress adds to headings out of the tab order. They are
 * `aria-hidden` (screen readers skip them), so a focusable one would be an invisible stop for
 * keyboard users (WCAG 4.1.2, axe `aria-hidden-focus`); the outline links serve keyboards.
 */
import type { Element, Root, RootContent } from 'hast';
import { THEME_CLASS } from '../../../framework/theme-classes';

function isHeaderAnchor(node: Element): boolean {
  if (node.tagName !== 'a') return false;
  const classes = node.properties.class ?? node.properties.className;
  const list = Array.isArray(classes)
    ? classes.map(String)
    : String(classes ?? '').split(/\s+/);
  return list.includes(THEME_CLASS.headerAnchor);
}

/** Walks every node with children: MDX JSX elements (e.g. `<Steps>`) hold headings too. */
function visit(node: Root | RootContent): void {
  if (node.type === 'element' && isHeaderAnchor(node))
    node.properties.tabIndex = -1;
  if ('children' in node)
    for (const child of node.children as RootContent[]) visit(child);
}

export function rehypeUnfocusableHeaderAnchors() {
  return (tree: Root) => visit(tree);
}
