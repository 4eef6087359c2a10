/**
 * Chooses the samples that get type hovers and checks each one: a TypeScript block whose meta
 * has `twoslash`, and on the listed pages every block that is a whole file readers copy: titled
 * `rspress.config.ts`, or marked `check` (the blocks tests/site/code-samples.test.ts compiles
 * too). The chosen block gets `twoslash` in
 * its meta, which the Shiki transformer looks for; a sample that does not type-check stops the
 * build with the page and the line.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { knownAnalysis, type Sample, type SampleProblem } from './store';

/**
 * The analysis side (TypeScript), loaded when a page first needs it; never by the dev server.
 * One promise for every page: Rsbuild's config loader (jiti) can hand a second, concurrent
 * import of the same module out before the module has finished loading.
 */
let samplesModule: Promise<typeof import('./samples')> | undefined;
const loadSamples = () => (samplesModule ??= import('./samples'));

export interface RemarkTwoslashSamplesOptions {
  /** Absolute docs root: `pages` are relative to `<root>/<lang>/`. */
  docsRoot: string;
  /** Pages (without extension) whose whole-file samples all get hovers. */
  pages: readonly string[];
  /** Where the samples' imports resolve (the project with node_modules). */
  projectRoot: string;
  /**
   * A JSON-lines file that collects the samples that do not type-check, one line per page,
   * instead of stopping the build (SITE_SAMPLE_ERRORS, set by the upgrade drill).
   */
  reportTo?: string;
  /** Called once per page that has at least one sample with hovers. */
  onPage?: (tree: Root) => void;
  /**
   * The dev server's mode: no batch before the first page; a sample not analysed yet is shown
   * plain and handed to `background`, and one that does not type-check is reported through
   * `warn` and shown plain, so the writer sees the page and the problem at once.
   */
  dev?: {
    background: { request(file: string, samples: readonly Sample[]): void };
    warn(message: string): void;
  };
}

/** The languages and the meta word that choose a block, here and in the Shiki transformer. */
export const LANGS = new Set(['ts', 'tsx']);
export const TRIGGER = /(^|\s)twoslash(\s|$)/;
const OPT_OUT = /(^|\s)no-twoslash(\s|$)/;
const WHOLE_FILE = /title=(["'`])rspress\.config\.[mc]?ts\1|(^|\s)check(\s|$)/;

/**
 * Whether a file is one of `pages` (paths without extension, relative to the docs root or to a
 * language folder in it).
 */
export function isListedPage(
  docsRoot: string,
  file: string,
  pages: readonly string[],
): boolean {
  const page = path
    .relative(docsRoot, file)
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
  return pages.some(
    (listed) => page === listed || page.replace(/^[^/]+\//, '') === listed,
  );
}

export function wantsHovers(
  node: Pick<Code, 'lang' | 'meta'>,
  onListedPage: boolean,
): boolean {
  if (!node.lang || !LANGS.has(node.lang)) return false;
  const meta = node.meta ?? '';
  if (OPT_OUT.test(meta)) return false;
  return TRIGGER.test(meta) || (onListedPage && WHOLE_FILE.test(meta));
}

export class SampleError extends Error {
  override name = 'SampleError';
}

/** Options objects whose pages were analysed: Rspress makes a processor per page. */
const prepared = new WeakSet<RemarkTwoslashSamplesOptions>();

export function remarkTwoslashSamples(options: RemarkTwoslashSamplesOptions) {
  return async (tree: Root, file: VFile) => {
    if (!file.path) return;
    const onListedPage = isListedPage(
      options.docsRoot,
      file.path,
      options.pages,
    );
    const chosen: Code[] = [];
    visit(tree, 'code', (node: Code) => {
      if (wantsHovers(node, onListedPage)) chosen.push(node);
    });
    if (chosen.length === 0) return;
    // The dev server reads the worker's analyses only.
    const samples = options.dev ? undefined : await loadSamples();
    if (samples && !prepared.has(options)) {
      // The listed pages' samples, all in one analysis, before the first of them compiles.
      prepared.add(options);
      samples.prepareSamples(
        samples.samplesIn(
          samples.pageFiles(options.docsRoot, options.pages),
          (node) => wantsHovers(node, true),
        ),
        options.projectRoot,
      );
    }
    const problems: string[] = [];
    const waiting: Sample[] = [];
    let withHovers = 0;
    for (const node of chosen) {
      const sample = { code: node.value, lang: node.lang! };
      const sampleProblems: SampleProblem[] | undefined = samples
        ? samples.checkSample(sample, options.projectRoot)
        : knownAnalysis(sample)?.problems;
      if (!sampleProblems) {
        waiting.push(sample);
        node.meta = (node.meta ?? '').replace(TRIGGER, ' ').trim();
        continue;
      }
      // The fence is the block's first line; the code starts on the next.
      const firstLine = (node.position?.start.line ?? 0) + 1;
      const found = sampleProblems.map(
        (problem) =>
          `  ${path.relative(options.projectRoot, file.path!)}:${firstLine + problem.line - 1}  ${problem.message}`,
      );
      problems.push(...found);
      // In the drill's mode and in dev, a failing sample is shown as plain highlighted code.
      if (found.length > 0 && (options.reportTo || options.dev)) {
        node.meta = (node.meta ?? '').replace(TRIGGER, ' ').trim();
        continue;
      }
      withHovers += 1;
      if (!TRIGGER.test(node.meta ?? ''))
        node.meta = `${node.meta ?? ''} twoslash`.trim();
    }
    if (waiting.length > 0) options.dev?.background.request(file.path, waiting);
    const message =
      `A code sample with type hovers no longer type-checks against the installed packages:\n${problems.join('\n')}\n` +
      'Fix the sample, declare an intended error with `// @errors: <code>`, or write `no-twoslash` in its meta.';
    if (problems.length > 0 && options.dev) options.dev.warn(message);
    else if (problems.length > 0 && options.reportTo) {
      // The upgrade drill's mode: record and go on, so one stale sample does not hide the rest.
      const page = path
        .relative(options.projectRoot, file.path)
        .split(path.sep)
        .join('/');
      appendFileSync(
        options.reportTo,
        `${JSON.stringify({ page, problems })}\n`,
      );
    } else if (problems.length > 0) throw new SampleError(message);
    if (withHovers > 0) options.onPage?.(tree);
  };
}
