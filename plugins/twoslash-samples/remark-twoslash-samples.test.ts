import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import {
  isListedPage,
  type RemarkTwoslashSamplesOptions,
  remarkTwoslashSamples,
  SampleError,
  wantsHovers,
} from './remark-twoslash-samples';
import { analyzeBatchEntries } from './samples';
import { rememberAnalyses, type Sample } from './store';

const DOCS = path.resolve('docs');
const CONFIG_SAMPLE = `import { defineConfig } from '@rspress/core';

export default defineConfig({
  title: 'Docs',
});
`;

async function run(
  blocks: Partial<Code>[],
  page = 'api/config/config-basic',
  reportTo?: string,
  dev?: RemarkTwoslashSamplesOptions['dev'],
) {
  const tree: Root = {
    type: 'root',
    children: blocks.map((block, index) => ({
      type: 'code',
      lang: 'ts',
      meta: null,
      value: '',
      position: {
        start: { line: 10 * index + 1, column: 1 },
        end: { line: 10 * index + 5, column: 1 },
      },
      ...block,
    })),
  };
  let styled = 0;
  await remarkTwoslashSamples({
    docsRoot: DOCS,
    pages: ['api/config/config-basic'],
    projectRoot: path.resolve('.'),
    onPage: () => (styled += 1),
    reportTo,
    dev,
  })(tree, new VFile({ path: path.join(DOCS, 'en', `${page}.mdx`) }));
  return { tree, styled };
}

describe('which samples get hovers', () => {
  it('takes whole-file samples on the listed pages, and marked blocks anywhere', () => {
    expect(
      wantsHovers({ lang: 'ts', meta: 'title="rspress.config.ts"' }, true),
    ).toBe(true);
    expect(
      wantsHovers({ lang: 'tsx', meta: 'title="theme/index.tsx" check' }, true),
    ).toBe(true);
    expect(
      wantsHovers({ lang: 'tsx', meta: 'title="theme/index.tsx"' }, true),
    ).toBe(false);
    expect(
      wantsHovers({ lang: 'ts', meta: 'title="rspress.config.ts"' }, false),
    ).toBe(false);
    expect(wantsHovers({ lang: 'ts', meta: 'twoslash' }, false)).toBe(true);
  });

  it('leaves other languages, other files and opted-out blocks alone', () => {
    expect(
      wantsHovers({ lang: 'js', meta: 'title="rspress.config.js"' }, true),
    ).toBe(false);
    expect(wantsHovers({ lang: 'ts', meta: 'title="plugin.ts"' }, true)).toBe(
      false,
    );
    expect(
      wantsHovers(
        { lang: 'ts', meta: 'title="rspress.config.ts" no-twoslash' },
        true,
      ),
    ).toBe(false);
  });

  it('finds listed pages in a language folder or at the docs root', () => {
    const pages = ['api/config/config-basic'];
    const at = (...parts: string[]) => path.join(DOCS, ...parts);
    expect(
      isListedPage(DOCS, at('zh', 'api', 'config', 'config-basic.mdx'), pages),
    ).toBe(true);
    expect(
      isListedPage(DOCS, at('api', 'config', 'config-basic.md'), pages),
    ).toBe(true);
    expect(
      isListedPage(DOCS, at('en', 'api', 'config', 'config-build.mdx'), pages),
    ).toBe(false);
  });
});

describe('remarkTwoslashSamples', () => {
  it('marks a passing sample for the transformer and adds the stylesheet once', async () => {
    const { tree, styled } = await run([
      { meta: 'title="rspress.config.ts"', value: CONFIG_SAMPLE },
      { meta: 'title="rspress.config.ts"', value: CONFIG_SAMPLE },
    ]);
    expect((tree.children[0] as Code).meta).toBe(
      'title="rspress.config.ts" twoslash',
    );
    expect(styled).toBe(1);
  }, 60_000);

  it('fails on a sample that no longer type-checks, naming the page and the line', async () => {
    const broken = CONFIG_SAMPLE.replace(
      "title: 'Docs',",
      "title: 'Docs',\n  notAnOption: true,",
    );
    let error: unknown;
    try {
      await run([{}, { meta: 'title="rspress.config.ts"', value: broken }]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SampleError);
    // The fence is on line 11, so the code starts on line 12; TypeScript reports the unknown
    // key at the call it makes fail, the sample's third line.
    expect((error as Error).message).toContain(
      `docs/en/api/config/config-basic.mdx:14  TS2769:`,
    );
    expect((error as Error).message).toContain("'notAnOption' does not exist");
  }, 60_000);

  it('in the upgrade drill, records a failing sample and shows it without hovers instead of stopping', async () => {
    const broken = CONFIG_SAMPLE.replace(
      "title: 'Docs',",
      "title: 'Docs',\n  notAnOption: true,",
    );
    const reportTo = path.join(
      mkdtempSync(path.join(tmpdir(), 'samples-')),
      'samples.jsonl',
    );
    const { tree, styled } = await run(
      [
        { meta: 'title="rspress.config.ts"', value: CONFIG_SAMPLE },
        { meta: 'title="rspress.config.ts" twoslash', value: broken },
      ],
      'api/config/config-basic',
      reportTo,
    );
    const [good, bad] = tree.children as Code[];
    expect(good.meta).toBe('title="rspress.config.ts" twoslash');
    expect(bad.meta).toBe('title="rspress.config.ts"');
    expect(styled).toBe(1);
    const [line] = readFileSync(reportTo, 'utf8').trim().split('\n');
    const recorded = JSON.parse(line) as { page: string; problems: string[] };
    expect(recorded.page).toBe('docs/en/api/config/config-basic.mdx');
    expect(recorded.problems[0]).toContain("'notAnOption' does not exist");
  }, 60_000);

  it('accepts an error the sample declares', async () => {
    const declared = `// @errors: 2322\nconst port: number = 'eighty';\n`;
    await expect(
      run([{ meta: 'twoslash', value: declared }], 'guide/other'),
    ).resolves.toBeDefined();
  }, 60_000);

  it('under the dev server, shows a sample plain until its analysis comes, and then warns instead of stopping', async () => {
    const broken = CONFIG_SAMPLE.replace("title: 'Docs',", 'title: 42,');
    const requested: Sample[][] = [];
    const warnings: string[] = [];
    const dev = {
      background: {
        request: (_file: string, samples: readonly Sample[]) =>
          requested.push([...samples]),
      },
      warn: (message: string) => warnings.push(message),
    };
    const blocks = [{ meta: 'title="rspress.config.ts"', value: broken }];
    const first = await run(blocks, 'api/config/config-basic', undefined, dev);
    expect((first.tree.children[0] as Code).meta).toBe(
      'title="rspress.config.ts"',
    );
    expect(requested).toEqual([[{ code: broken, lang: 'ts' }]]);
    expect(warnings).toEqual([]);

    // What the worker would send back (dev-analysis.ts), then the page's next compile.
    rememberAnalyses(analyzeBatchEntries(requested[0], path.resolve('.')));
    const second = await run(blocks, 'api/config/config-basic', undefined, dev);
    expect((second.tree.children[0] as Code).meta).toBe(
      'title="rspress.config.ts"',
    );
    expect(requested).toHaveLength(1);
    expect(warnings.join('\n')).toContain(
      'docs/en/api/config/config-basic.mdx:',
    );
    expect(warnings.join('\n')).toContain(
      "Type 'number' is not assignable to type 'string'",
    );
  }, 60_000);
});
