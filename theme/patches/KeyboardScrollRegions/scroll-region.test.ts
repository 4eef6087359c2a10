import { describe, expect, it } from 'vitest';
import { syncScrollRegion } from './scroll-region';

const labels = {
  table: 'Table (scrolls sideways)',
  code: 'Code (scrolls sideways)',
};

function region(className: string, scrollWidth: number, clientWidth: number) {
  const attributes = new Map<string, string>();
  return {
    scrollWidth,
    clientWidth,
    classList: {
      contains: (name: string) => name === className,
    } as DOMTokenList,
    setAttribute: (name: string, value: string) =>
      void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
    hasAttribute: (name: string) => attributes.has(name),
    attributes,
  };
}

describe('keyboard access to sideways-scrolling content', () => {
  it('makes an overflowing table a focusable, named region', () => {
    const table = region('rp-table-scroll-container', 900, 520);
    syncScrollRegion(table, labels);
    expect(Object.fromEntries(table.attributes)).toEqual({
      tabindex: '0',
      role: 'region',
      'aria-label': labels.table,
    });
  });

  it('names code blocks as code', () => {
    const code = region('rp-codeblock__content__scroll-container', 900, 520);
    syncScrollRegion(code, labels);
    expect(code.attributes.get('aria-label')).toBe(labels.code);
  });

  it('adds no tab stop to content that fits, and removes it once content fits again', () => {
    const table = region('rp-table-scroll-container', 500, 520);
    syncScrollRegion(table, labels);
    expect(table.attributes.size).toBe(0);
    const grown = region('rp-table-scroll-container', 900, 520);
    syncScrollRegion(grown, labels);
    grown.scrollWidth = 400;
    syncScrollRegion(grown, labels);
    expect(grown.attributes.size).toBe(0);
  });
});
