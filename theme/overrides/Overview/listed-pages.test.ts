import { describe, expect, it } from 'vitest';
import { addListedPages } from './listed-pages';

describe('addListedPages', () => {
  it('adds each listed page once, keeping pages already known', () => {
    const pages: { routePath: string; toc?: unknown[] }[] = [
      { routePath: '/api/a', toc: [] },
    ];
    const listed = [
      { routePath: '/api/a', toc: [{ id: 'x', text: 'X', depth: 2 }] },
      { routePath: '/api/b', toc: [{ id: 'y', text: 'Y', depth: 2 }] },
    ];
    addListedPages(pages, listed);
    addListedPages(pages, listed);
    expect(pages.map((page) => page.routePath)).toEqual(['/api/a', '/api/b']);
    expect(pages[0].toc).toEqual([]);
  });
});
