/**
 * Type information per sample, computed once per build process. Before the first page compiles,
 * the samples of every listed page are analysed together (analyze.ts): one TypeScript program
 * for all of them. The remark step then reads each sample's problems, and the Shiki transformer
 * its hover nodes (`typesCache` in store.ts), in every environment that compiles the page. A sample that was
 * not in the batch (one written with twoslash notations, or edited since) is analysed on its
 * own. The dev server analyses no batch: each page's samples go to a worker when the page is
 * first compiled (dev-analysis.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Code } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { createTwoslasher, type TwoslashInstance } from 'twoslash';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import {
  type Analysis,
  analyzeSamples,
  COMPILER_OPTIONS,
  type Sample,
  sampleKey,
  type SampleProblem,
} from './analyze';
import { knownAnalysis, rememberAnalyses } from './store';

/** Comments only twoslash reads: queries, completions, flags, cuts, highlights. */
const NOTATION = /\/\/\s*(\^[?|]|\^+|@\w+|-{3}cut)/;

let twoslasher: TwoslashInstance | undefined;

/**
 * The code blocks of `files` that `wants` chooses, read with the parser Rspress's MDX compiler
 * uses, so their text is the text the remark step sees.
 */
export function samplesIn(
  files: readonly string[],
  wants: (node: Code) => boolean,
): Sample[] {
  const parser = unified().use(remarkParse).use(remarkMdx);
  const samples: Sample[] = [];
  for (const file of files) {
    let tree;
    try {
      // Heading ids (`## Title {#id}`) are Rspress syntax, not MDX; code is not affected.
      const source = readFileSync(file, 'utf8').replace(
        /^(#{1,6} .*?)\s*\\?\{#[^}\n]*\}[ \t]*$/gm,
        '$1',
      );
      tree = parser.parse(source);
    } catch {
      continue; // The page's own compile reports its syntax error.
    }
    visit(tree, 'code', (node: Code) => {
      if (wants(node)) samples.push({ code: node.value, lang: node.lang! });
    });
  }
  return samples;
}

/** Every `<docsRoot>/[<lang>/]<page>.md(x)` of the listed pages. */
export function pageFiles(
  docsRoot: string,
  pages: readonly string[],
): string[] {
  const folders = [
    docsRoot,
    ...readdirSync(docsRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(docsRoot, entry.name)),
  ];
  return folders.flatMap((folder) =>
    pages.flatMap((page) =>
      ['.mdx', '.md']
        .map((extension) => path.join(folder, `${page}${extension}`))
        .filter((file) => existsSync(file)),
    ),
  );
}

/** Analyses a batch of samples together; their results wait for the pages. */
export function prepareSamples(samples: readonly Sample[], root: string): void {
  const batch = samples.filter(
    (sample) => !NOTATION.test(sample.code) && !knownAnalysis(sample),
  );
  if (batch.length === 0) return;
  rememberAnalyses(analyzeSamples(batch, root));
}

function withTwoslash(sample: Sample, root: string): Analysis {
  twoslasher ??= createTwoslasher({
    vfsRoot: root,
    compilerOptions: COMPILER_OPTIONS,
  });
  try {
    const result = twoslasher(sample.code, sample.lang, {
      // Checked below, where the input's line of each error is known.
      handbookOptions: { noErrorValidation: true },
    });
    const expected = result.meta.handbookOptions.errors;
    const inputLines = sample.code.split('\n');
    const problems = result.errors
      .filter((error) => error.code && !expected.includes(Number(error.code)))
      .map((error) => {
        // Notation lines are gone from the output: find the error's line in the input.
        const outputLine = result.code.split('\n')[error.line];
        const index = inputLines.indexOf(outputLine, error.line);
        return {
          line: (index === -1 ? error.line : index) + 1,
          message: `TS${error.code}: ${error.text}`,
        };
      });
    return { result, problems };
  } catch (error) {
    return {
      result: { code: sample.code, nodes: [] },
      problems: [
        {
          line: 1,
          message: error instanceof Error ? error.message : String(error),
        },
      ],
    };
  }
}

/**
 * Analyses samples together: twoslash-notated ones one by one through twoslash, the rest in
 * one TypeScript program. Pure, so that the dev server can run it off its main thread.
 */
export function analyzeBatch(
  samples: readonly Sample[],
  root: string,
): Map<string, Analysis> {
  const notated = samples.filter((sample) => NOTATION.test(sample.code));
  const plain = samples.filter((sample) => !NOTATION.test(sample.code));
  const found = plain.length > 0 ? analyzeSamples(plain, root) : new Map();
  for (const sample of notated)
    found.set(sampleKey(sample), withTwoslash(sample, root));
  return found;
}

/** analyzeBatch for the dev server's worker: entries, which a worker can send back. */
export function analyzeBatchEntries(
  samples: readonly Sample[],
  root: string,
): [string, Analysis][] {
  return [...analyzeBatch(samples, root)];
}

/** The problems of one sample; its hover nodes are kept for the renderer. */
export function checkSample(sample: Sample, root: string): SampleProblem[] {
  let analysis = knownAnalysis(sample);
  if (!analysis) {
    analysis = analyzeBatch([sample], root).get(sampleKey(sample))!;
    rememberAnalyses([[sampleKey(sample), analysis]]);
  }
  return analysis.problems;
}

export type { SampleProblem };
