/**
 * Takes the "#" anchors that Rspress adds to headings out of the tab order. They are
 * `aria-hidden` (screen readers skip them), so a focusable one would be an invisible stop for
 * keyboard users (WCAG 4.1.2, axe `aria-hidden-focus`); the outline links serve keyboards.
 */
import type { Element, Root } from 'hast';

function isHeaderAnchor(node: Element): boolean {
  if (node.tagName !== 'a') return false;
  const classes = node.properties.class ?? node.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : String(classes ?? '').split(/\s+/);
  return list.includes('rp-header-anchor');
}

function visit(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (isHeaderAnchor(child)) child.properties.tabIndex = -1;
    visit(child);
  }
}

export function rehypeUnfocusableHeaderAnchors() {
  return (tree: Root) => visit(tree);
}
