import type { PageIndexInfo } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import {
  currentPageFields,
  overviewEntries,
  slimVirtualPageData,
} from './page-fields';

const page = (
  routePath: string,
  lang: string,
  extra: Partial<PageIndexInfo> = {},
): PageIndexInfo => ({
  routePath,
  lang,
  title: routePath,
  toc: [{ id: 'usage', text: 'Usage', depth: 2, charIndex: 12 }],
  content: '',
  frontmatter: {},
  version: '',
  _filepath: `/docs${routePath}.mdx`,
  _relativePath: `${lang}${routePath}.mdx`,
  ...extra,
});

describe('currentPageFields', () => {
  it('keeps the fields the runtime reads for the current page and nothing else', () => {
    const fields = currentPageFields({
      ...page('/guide/a', 'en', { description: 'About A' }),
      lastUpdatedTime: '1/2/2026',
    });
    expect(fields).toEqual({
      routePath: '/guide/a',
      lang: 'en',
      version: '',
      description: 'About A',
      lastUpdatedTime: '1/2/2026',
      _relativePath: 'en/guide/a.mdx',
    });
  });
});

describe('overviewEntries', () => {
  const pages = [
    page('/api/', 'en'),
    page('/api/b', 'en'),
    page('/api/a', 'en'),
    page('/guide/x', 'en'),
    page('/zh/api/a', 'zh'),
  ];

  it('lists the pages under the overview folder in its language, without itself, with their headings', () => {
    expect(overviewEntries('/api/', 'en', pages)).toEqual([
      { routePath: '/api/a', toc: [{ id: 'usage', text: 'Usage', depth: 2 }] },
      { routePath: '/api/b', toc: [{ id: 'usage', text: 'Usage', depth: 2 }] },
    ]);
  });

  it('treats a page named overview as its folder, as the default theme does', () => {
    expect(
      overviewEntries('/api/overview', 'en', pages).map(
        (entry) => entry.routePath,
      ),
    ).toEqual(['/api/', '/api/a', '/api/b']);
  });
});

describe('slimVirtualPageData', () => {
  const source = (pages: object[]) =>
    `export const pageData = ${JSON.stringify({ pages }, null, 2)};\n          export const searchIndexHash = {"###en": "abc"};`;

  it('drops Markdown pages, keeps other pages and the search index hashes', () => {
    const custom = {
      routePath: '/playground',
      _relativePath: 'en/playground.tsx',
      title: 'Playground',
    };
    const slim = slimVirtualPageData(
      source([
        { routePath: '/a', _relativePath: 'en/a.mdx' },
        { routePath: '/b', _relativePath: 'en/b.md' },
        custom,
      ]),
    );
    expect(slim).toBe(
      `export const pageData = ${JSON.stringify({ pages: [custom] })};\nexport const searchIndexHash = {"###en": "abc"};\n`,
    );
  });

  it('fails loudly when Rspress changes the module shape', () => {
    expect(() => slimVirtualPageData('export default {}')).toThrow(
      /shape of virtual-page-data changed/,
    );
  });
});
