import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeUnfocusableHeaderAnchors } from '.';

const anchor = (className: unknown): Element => ({
  type: 'element',
  tagName: 'a',
  properties: { class: className, href: '#install' } as Element['properties'],
  children: [{ type: 'text', value: '#' }],
});

describe('heading anchors', () => {
  it('are removed from the tab order wherever they sit', () => {
    const headingAnchor = anchor('rp-header-anchor');
    const other = anchor('rp-link');
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'h2',
          properties: {},
          children: [headingAnchor, other],
        },
      ],
    };
    rehypeUnfocusableHeaderAnchors()(tree);
    expect(headingAnchor.properties.tabIndex).toBe(-1);
    expect(other.properties.tabIndex).toBeUndefined();
  });

  it('are found inside MDX components such as <Steps>', () => {
    const headingAnchor = anchor('rp-header-anchor');
    const steps = {
      type: 'mdxJsxFlowElement',
      name: 'Steps',
      attributes: [],
      children: [
        {
          type: 'element',
          tagName: 'h3',
          properties: {},
          children: [headingAnchor],
        },
      ],
    };
    rehypeUnfocusableHeaderAnchors()({
      type: 'root',
      children: [steps as unknown as Element],
    });
    expect(headingAnchor.properties.tabIndex).toBe(-1);
  });

  it('recognise the class in list form too', () => {
    const headingAnchor = anchor(['rp-header-anchor', 'rp-link']);
    rehypeUnfocusableHeaderAnchors()({
      type: 'root',
      children: [headingAnchor],
    });
    expect(headingAnchor.properties.tabIndex).toBe(-1);
  });
});
