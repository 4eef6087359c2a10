import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeSamples, sampleKey } from './analyze';
import { describeType } from './renderer';

const ROOT = path.resolve('.');
const CONFIG = {
  lang: 'ts',
  code: "import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ base: '/docs/' });\n",
};
const COMPONENT = {
  lang: 'tsx',
  code: "import { usePage } from '@rspress/core/runtime';\n\nexport function Title() {\n  const { page } = usePage();\n  return <p>{page.title}</p>;\n}\n",
};
const BROKEN = {
  lang: 'ts',
  code: "import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({\n  bas: '/docs/',\n});\n",
};

describe('analyzeSamples', () => {
  const analyses = analyzeSamples([CONFIG, COMPONENT, BROKEN], ROOT);
  const hovers = (sample: { code: string; lang: string }) =>
    analyses
      .get(sampleKey(sample))!
      .result.nodes.flatMap((node) => (node.type === 'hover' ? [node] : []));

  it('gives each name its type, with its place in the sample', () => {
    const base = hovers(CONFIG).find((node) => node.target === 'base');
    expect(base).toMatchObject({ type: 'hover', line: 2 });
    expect(base?.text).toMatch(/base\?: string/);
    expect(analyses.get(sampleKey(CONFIG))!.problems).toEqual([]);
  }, 60_000);

  it('leaves out the tags of HTML elements', () => {
    const targets = hovers(COMPONENT).map((node) => node.target);
    expect(targets).toContain('usePage');
    expect(targets).toContain('title');
    expect(targets).not.toContain('p');
  });

  it('reports errors with their line in the sample', () => {
    const [problem] = analyses.get(sampleKey(BROKEN))!.problems;
    expect(problem.line).toBe(4);
    expect(problem.message).toMatch(/^TS2769: .*'bas' does not exist/s);
  });
});

describe('describeType', () => {
  it('shows the signature and the default from the doc comment', () => {
    expect(
      describeType('(property) base?: string', [
        ['default', "'/'"],
        ['example', 'x'],
      ]),
    ).toBe("base?: string\n@default '/'");
  });
});
