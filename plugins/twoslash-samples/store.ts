/**
 * The samples' analyses this process holds, without TypeScript: the remark step reads their
 * problems and the Shiki transformer their hover nodes (`typesCache`). They come from
 * samples.ts in a build, and from the worker (dev-analysis.ts) under the dev server, whose main
 * thread never loads TypeScript.
 */
import type { TwoslashShikiReturn } from '@shikijs/twoslash/core';

export interface Sample {
  code: string;
  lang: string;
}

export interface SampleProblem {
  /** 1-based line inside the sample. */
  line: number;
  message: string;
}

export interface Analysis {
  result: TwoslashShikiReturn;
  problems: SampleProblem[];
}

export const sampleKey = ({ code, lang }: Sample) => `${lang}\0${code}`;

const analyses = new Map<string, Analysis>();

/** The analysis of a sample this process already has, if any. */
export function knownAnalysis(sample: Sample): Analysis | undefined {
  return analyses.get(sampleKey(sample));
}

/** Keeps analyses made in a batch, one by one or by the dev server's worker. */
export function rememberAnalyses(found: Iterable<[string, Analysis]>): void {
  for (const [key, analysis] of found) analyses.set(key, analysis);
}

/** The Shiki transformer's cache: results of the analysis, never a second run. */
export const typesCache = {
  read: (code: string, lang = 'ts') =>
    analyses.get(sampleKey({ code, lang }))?.result ?? null,
  write: (code: string, data: TwoslashShikiReturn, lang = 'ts') => {
    analyses.set(sampleKey({ code, lang }), { result: data, problems: [] });
  },
};
