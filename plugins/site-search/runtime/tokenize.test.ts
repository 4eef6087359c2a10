import { describe, expect, it } from 'vitest';
import { normalizeTerm, queryTerms, tokenize, withoutNoise } from './tokenize';

describe('tokenize', () => {
  it('splits Chinese into words, pairing the single characters the segmenter leaves', () => {
    expect(tokenize('部署文档')).toEqual(['部署', '文档']);
    // ICU's dictionary lacks 插件 and cuts it into 插 + 件.
    expect(tokenize('编写插件')).toEqual(['编写', '插件']);
    expect(tokenize('写')).toEqual(['写']);
  });

  it('reads Chinese with and without spaces, and mixed with English, the same way', () => {
    const words = (text: string) =>
      new Set(tokenize(text).map((term) => term.toLowerCase()));
    expect(words('部署到GitHub Pages')).toEqual(words('部署到 GitHub Pages'));
    expect(words('配置sidebar')).toEqual(new Set(['配置', 'sidebar']));
  });

  it('keeps identifiers whole and adds their parts', () => {
    expect(tokenize('usePageData')).toEqual([
      'usePageData',
      'use',
      'Page',
      'Data',
    ]);
    expect(tokenize('rspress.config.ts')).toEqual([
      'rspress.config.ts',
      'rspress',
      'config',
      'ts',
    ]);
    expect(tokenize('@rspress/plugin-llms')).toEqual([
      'rspress/plugin-llms',
      'rspress',
      'plugin',
      'llms',
    ]);
  });
});

describe('normalizeTerm and queryTerms', () => {
  it('lowercases terms and drops stop words', () => {
    expect(normalizeTerm('useDark')).toBe('usedark');
    expect(normalizeTerm('the')).toBeNull();
    expect(normalizeTerm('怎么')).toBeNull();
  });

  it('turns a query into distinct terms, keeping stop words only when nothing else is left', () => {
    expect(queryTerms('How to deploy to GitHub Pages')).toEqual([
      'deploy',
      'github',
      'git',
      'hub',
      'pages',
    ]);
    expect(queryTerms('怎么写插件')).toEqual(['写插', '插件']);
    expect(queryTerms('the')).toEqual(['the']);
  });

  it("drops the reader's own parts of a pasted error message: paths, positions, frames, versions", () => {
    expect(
      queryTerms(`File: ./theme/index.css:3:1
  × Module not found: Can't resolve '/images/bg.webp' in '/Users/ana/site/theme'`),
    ).toEqual(['file', 'module', 'not', 'found', 't', 'resolve']);
    expect(
      queryTerms(`Error: Unsupported Node.js version: "18.19.1". Expected Node.js >= 20.
    at checkNodeVersion (file:///Users/ana/site/node_modules/@rsbuild/core/dist/m.js:545:96)`),
    ).not.toContain('checkNodeVersion'.toLowerCase());
    expect(
      withoutNoise(
        'MDX compile error: Expected a closing tag for `<img>` (14:1-14:40) in C:\\site\\docs\\a.mdx',
      ),
    ).not.toMatch(/14|site|docs/);
    // A package name is the message's own, and a short query is left as typed.
    expect(
      queryTerms(
        "ESModulesLinkingError: export 'Root' was not found in '@rspress/core/theme'",
      ),
    ).toContain('rspress/core/theme');
    expect(withoutNoise('/guide/basic/deploy 1.2.3')).toBe(
      '/guide/basic/deploy 1.2.3',
    );
  });
});
