/**
 * Documented code must compile: every ts/tsx/js/jsx block titled `rspress.config.ts` (or
 * `.js`/`.mjs`), and every block whose meta contains the word `check`, is type-checked against
 * the installed @rspress/core and plugins.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from './routes';
import { codeBlocks, listDocFiles, readDoc } from '../support/docs';
import { typecheckSources, type VirtualSource } from '../support/typecheck';

const CHECKED_LANGS: Record<string, string> = {
  ts: '.ts',
  tsx: '.tsx',
  js: '.js',
  jsx: '.jsx',
  mts: '.mts',
  mjs: '.mjs',
};
const CONFIG_TITLE = /title=["'`]?rspress\.config\.[mc]?[jt]s["'`]?/;

function isCheckedBlock(lang: string, meta: string): boolean {
  if (!(lang in CHECKED_LANGS)) return false;
  return CONFIG_TITLE.test(meta) || /(^|\s)check(\s|$)/.test(meta);
}

function collectSamples(): VirtualSource[] {
  return LANGS.flatMap((lang) =>
    listDocFiles(lang).flatMap((file) => {
      const doc = readDoc(lang, file);
      return codeBlocks(doc)
        .filter((block) => isCheckedBlock(block.lang, block.meta))
        .map((block) => ({
          origin: `docs/${lang}/${file} (code block at body line ${block.line})`,
          extension: CHECKED_LANGS[block.lang],
          source: block.value,
        }));
    }),
  );
}

describe('code samples in the docs', () => {
  it('recognises which blocks to check', () => {
    expect(isCheckedBlock('ts', 'title="rspress.config.ts"')).toBe(true);
    expect(isCheckedBlock('js', "title='rspress.config.mjs'")).toBe(true);
    expect(isCheckedBlock('tsx', 'title="theme/index.tsx" check')).toBe(true);
    expect(isCheckedBlock('ts', 'title="other.ts"')).toBe(false);
    expect(isCheckedBlock('bash', 'title="rspress.config.ts"')).toBe(false);
  });

  it('catches a config sample that drifted from the framework', () => {
    const problems = typecheckSources([
      {
        origin: 'drifted sample',
        extension: '.ts',
        source:
          "import { defineConfig } from '@rspress/core';\nexport default defineConfig({ markdown: { mdxRs: true } });\n",
      },
    ]);
    expect(problems.map((problem) => problem.message).join('\n')).toMatch(
      /mdxRs/,
    );
  }, 120_000);

  it('type-checks every rspress.config sample and every block marked `check`', () => {
    const samples = collectSamples();
    const problems = typecheckSources(samples);
    expect(
      problems.map((problem) => `${problem.origin}: ${problem.message}`),
    ).toEqual([]);
    // Hundreds of samples (the config reference alone has ~300) take a while on a 2-core machine.
  }, 120_000);
});
