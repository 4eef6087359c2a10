/**
 * Chinese prose is never hard-wrapped: a line break between two Chinese characters renders as
 * a stray space in the browser. This test names the file and line of every such break in the
 * Chinese pages. Fenced code, front matter, JSX/HTML blocks and import/export statements are
 * not prose and are skipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_DIR, listDocFiles } from '../support/docs';

/** Han ideographs, CJK symbols and punctuation, full-width forms, and the dash, ellipsis and curly quotes of Chinese text. */
const CJK =
  /[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u2014\u2026\u201c\u201d\u2018\u2019]/u;

const FENCE = /^(`{3,}|~{3,})/;
/** A line that starts a JSX/HTML block or an import/export statement; the block runs to the next blank line. */
const NOT_PROSE = /^(<|import\s|export\s)/;
/** Single lines that are block syntax, not paragraph text: headings, `:::` containers, table rows. */
const BLOCK_LINE = /^(#{1,6}\s|:::|\|)/;

interface CjkLineBreak {
  /** 1-based line number in the file of the line that ends with the break. */
  line: number;
  text: string;
}

/** Line breaks between two CJK characters in the prose of a Markdown/MDX source. */
function findCjkLineBreaks(source: string): CjkLineBreak[] {
  const lines = source.split(/\r?\n/);
  const prose: (string | null)[] = [];
  let inFrontMatter = false;
  let fence: string | null = null;
  let inRawBlock = false;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    // Blockquote markers (`> `) come before the block's own syntax.
    const content = trimmed.replace(/^(>\s?)+/, '').trim();
    if (index === 0 && trimmed === '---') {
      inFrontMatter = true;
      prose.push(null);
      return;
    }
    if (inFrontMatter) {
      if (trimmed === '---') inFrontMatter = false;
      prose.push(null);
      return;
    }
    const fenceMatch = FENCE.exec(content);
    if (fence) {
      if (
        fenceMatch &&
        content.startsWith(fence) &&
        content.replace(/^[`~]+/, '').trim() === ''
      )
        fence = null;
      prose.push(null);
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      prose.push(null);
      return;
    }
    if (trimmed === '') {
      inRawBlock = false;
      prose.push(null);
      return;
    }
    if (NOT_PROSE.test(content)) inRawBlock = true;
    prose.push(inRawBlock || BLOCK_LINE.test(content) ? null : content);
  });

  const breaks: CjkLineBreak[] = [];
  for (let index = 0; index + 1 < prose.length; index++) {
    const current = prose[index];
    const next = prose[index + 1];
    if (current === null || next === null) continue;
    if (CJK.test(current.at(-1) ?? '') && CJK.test(next[0] ?? '')) {
      breaks.push({
        line: index + 1,
        text: `${current.slice(-20)}⏎${next.slice(0, 20)}`,
      });
    }
  }
  return breaks;
}

describe('the detector', () => {
  const wrapped = [
    '这是一个被硬换行的',
    '段落，浏览器会在两行之间显示一个空格。',
  ].join('\n');

  it('flags a hard-wrapped Chinese paragraph, naming the line', () => {
    expect(findCjkLineBreaks(`# 标题\n\n${wrapped}\n`)).toEqual([
      {
        line: 3,
        text: '这是一个被硬换行的⏎段落，浏览器会在两行之间显示一个空格。',
      },
    ]);
  });

  it('flags CJK punctuation at a break, in lists and blockquotes too', () => {
    expect(
      findCjkLineBreaks('- 第一项，\n  接着写。\n').map((found) => found.line),
    ).toEqual([1]);
    expect(
      findCjkLineBreaks('> 引用的第一行。\n> 引用的第二行\n').map(
        (found) => found.line,
      ),
    ).toEqual([1]);
  });

  it('ignores the same text inside a code fence', () => {
    expect(findCjkLineBreaks(`\`\`\`text\n${wrapped}\n\`\`\`\n`)).toEqual([]);
    expect(
      findCjkLineBreaks(
        `- 列表\n\n  ~~~md\n  ${wrapped.replace('\n', '\n  ')}\n  ~~~\n`,
      ),
    ).toEqual([]);
  });

  it('ignores front matter, JSX blocks and breaks next to Latin text', () => {
    expect(
      findCjkLineBreaks(`---\ntitle: 标题\ndescription: 描述\n---\n`),
    ).toEqual([]);
    expect(
      findCjkLineBreaks(`<Prompt\n  prompt={\`第一行，\n第二行\`}\n/>\n`),
    ).toEqual([]);
    expect(findCjkLineBreaks(':::tip 提示\n正文。\n:::\n')).toEqual([]);
    expect(findCjkLineBreaks('使用 Rspress\n构建文档站点。\n')).toEqual([]);
  });
});

describe('Chinese pages are not hard-wrapped', () => {
  for (const file of listDocFiles('zh')) {
    it(`docs/zh/${file}`, () => {
      const source = readFileSync(path.join(DOCS_DIR, 'zh', file), 'utf8');
      const found = findCjkLineBreaks(source).map(
        ({ line, text }) => `docs/zh/${file}:${line}: ${text}`,
      );
      expect(
        found,
        'line breaks between two Chinese characters (join the lines)',
      ).toEqual([]);
    });
  }
});
