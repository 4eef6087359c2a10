import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsOf } from './problems';

describe('problemsOf', () => {
  let root: string;
  let site: { docsRoot: string; langs: string[]; defaultLang: string };
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'writer-checks-'));
    site = {
      docsRoot: path.join(root, 'docs'),
      langs: ['en', 'zh'],
      defaultLang: 'en',
    };
    write(
      'docs/en/guide/a.mdx',
      '---\ntitle: A\n---\n# A\n\n## Setup {#setup}\n\nSee [B](/guide/b#usage), [B again](./b.mdx#nope) and [gone](/guide/gone).\n',
    );
    write('docs/en/guide/b.md', '# B\n\n## Usage\n');
    write('docs/zh/guide/a.mdx', '# 甲\n\n参见 [乙](/zh/guide/b#usage)。\n');
    write('docs/zh/guide/b.mdx', '# 乙\n\n## Usage\n');
    write('docs/en/guide/fragments/part.mdx', '[nowhere](/nowhere)\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names each dead link and anchor with its line, front matter counted', () => {
    expect(problemsOf(site, path.join(root, 'docs/en/guide/a.mdx'))).toEqual([
      'docs/en/guide/a.mdx:8: ./b.mdx#nope (no #nope on /guide/b)',
      'docs/en/guide/a.mdx:8: /guide/gone (no page /guide/gone in docs/en)',
    ]);
  });

  it('names a missing twin, whatever the extension of the one that exists', () => {
    expect(problemsOf(site, path.join(root, 'docs/en/guide/b.md'))).toEqual([]);
    write('docs/en/guide/c.mdx', '# C\n');
    expect(problemsOf(site, path.join(root, 'docs/en/guide/c.mdx'))).toEqual([
      'docs/en/guide/c.mdx: no zh twin (expected docs/zh/guide/c.mdx; `npm run new-page` writes both)',
    ]);
  });

  it('accepts links with the language prefix, and leaves fragments and files outside a language alone', () => {
    expect(problemsOf(site, path.join(root, 'docs/zh/guide/a.mdx'))).toEqual(
      [],
    );
    expect(
      problemsOf(site, path.join(root, 'docs/en/guide/fragments/part.mdx')),
    ).toEqual([]);
    expect(problemsOf(site, path.join(root, 'docs/index.mdx'))).toEqual([]);
  });
});
