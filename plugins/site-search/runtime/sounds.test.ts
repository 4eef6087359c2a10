import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from '../build-index';
import type { SearchablePage } from '../sections';
import { soundGroups } from '../sounds';
import { loadSearchIndex } from './search-index';
import { sameSoundOf, soundSwaps } from './sounds';

function page(routePath: string, title: string, text: string): SearchablePage {
  return { routePath, title, content: text, toc: [], frontmatter: {} };
}

describe('same-sound groups', () => {
  it('group the index characters by their reading in the index words', () => {
    const groups = soundGroups(['部署', '布局', '行号', '执行', '句子']);
    // 行 is hang in 行号 and xing in 执行, alone in both; 句 is ju, not gou.
    expect(groups).toEqual(['布部', '句局']);
    const sameSound = sameSoundOf(groups);
    expect(sameSound.of('布')).toEqual(['部']);
    expect(soundSwaps('布署', sameSound, 'first')).toEqual(['部署']);
    expect(soundSwaps('布署', sameSound, 'rest')).toEqual([]);
  });
});

describe('a Chinese word with a same-sound character wrong', () => {
  const pages = [
    page('/zh/guide/deploy', '部署', '把站点部署到 GitHub Pages。'),
    page('/zh/guide/home', '首页', '首页的布局由 hero 和 features 组成。'),
    page('/zh/guide/line', '代码块', '显示行号。执行构建命令。'),
  ];
  const { index, shards } = buildSearchFiles(pages);
  const search = loadSearchIndex(index, async (shard) => shards[shard]);

  it('finds what the right word finds (布署 → 部署, not 布局)', async () => {
    expect((await search.search('布署'))[0]?.routePath).toBe(
      '/zh/guide/deploy',
    );
    expect((await search.search('怎么布署'))[0]?.routePath).toBe(
      '/zh/guide/deploy',
    );
  });

  it('leaves words the index has alone', async () => {
    expect((await search.search('布局'))[0]?.routePath).toBe('/zh/guide/home');
  });
});
