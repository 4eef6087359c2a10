/**
 * Type hovers under the dev server. A page with samples shows at once, its samples as plain
 * highlighted code, while a worker thread analyses them; then the page is compiled again, and
 * the hot update brings the hovers (or the terminal names the sample that no longer
 * type-checks). Only pages someone opens are analysed, and never on the server's main thread.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DevWorker } from '../dev-worker';
import {
  type Analysis,
  rememberAnalyses,
  type Sample,
  sampleKey,
} from './store';

export interface BackgroundAnalysisOptions {
  /** Where the samples' imports resolve. */
  root: string;
  /** Compiles a page again; false when the bundler offers no way to. */
  recompile: (file: string) => boolean;
  warn: (message: string) => void;
}

/**
 * Whether a dev server stopped while pages waited for their hovers, the list emptied. Their
 * cached compile lacks the hovers, so the caller makes the cache start over.
 */
export function takeLeftoverPages(pendingList: string): boolean {
  let pages: string[] = [];
  try {
    pages = JSON.parse(readFileSync(pendingList, 'utf8')) as string[];
  } catch {
    // no list: nothing was left
  }
  rmSync(pendingList, { force: true });
  return pages.length > 0;
}

/**
 * How long after a compile the worker starts on the pages it compiled: the browser fetches and
 * renders the page first, and on two cores the analysis (seconds of TypeScript) would compete
 * with it. The hovers come that much later, the page not at all.
 */
const AFTER_COMPILE_MS = 1000;

export class BackgroundAnalysis {
  readonly #worker = new DevWorker<[Sample[], string], [string, Analysis][]>(
    path.join(import.meta.dirname, 'samples.ts'),
    'analyzeBatchEntries',
  );
  /** Per page, the samples being analysed: a page compiled twice meanwhile asks once. */
  readonly #inFlight = new Map<string, string>();
  readonly #pending = new Set<string>();
  /** Requests of the compile under way, sent to the worker once it is done. */
  #queued: (() => void)[] = [];
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  /**
   * Where the pages compiled without their hovers are listed until they get them, beside the
   * persistent cache (none without one). The cache keeps a page as it was last compiled; a page
   * still listed when the server stops was cached without hovers (see `takeLeftoverPages`).
   */
  pendingList: string | undefined;

  constructor(private readonly options: BackgroundAnalysisOptions) {}

  /** Analyses a page's samples that this process has no analysis for yet. */
  request(file: string, samples: readonly Sample[]): void {
    const signature = samples.map(sampleKey).join('\0\0');
    if (this.#inFlight.get(file) === signature) return;
    this.#inFlight.set(file, signature);
    this.#setPending(file, true);
    this.#queued.push(() => {
      // A later save asked for other samples: only its request counts.
      if (this.#inFlight.get(file) === signature)
        this.#run(file, samples, signature);
    });
  }

  /** Called when a dev compile is done: the queued pages go to the worker a moment later. */
  compiled(): void {
    if (this.#queued.length === 0) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      const queued = this.#queued;
      this.#queued = [];
      for (const run of queued) run();
    }, AFTER_COMPILE_MS);
    this.#timer.unref();
  }

  #run(file: string, samples: readonly Sample[], signature: string): void {
    const shown = path.relative(this.options.root, file);
    const settled = () => {
      if (this.#inFlight.get(file) !== signature) return;
      this.#inFlight.delete(file);
      this.#setPending(file, false);
    };
    this.#worker.run([...samples], this.options.root).then(
      (analyses) => {
        // A server closing stops its worker: the page stays listed for the next start.
        if (this.#closed) return;
        rememberAnalyses(analyses);
        settled();
        // The page's next compile shows the hovers and reports failing samples with their lines.
        if (!this.options.recompile(file))
          this.options.warn(
            `Type hovers for ${shown} are ready; save the page to see them.`,
          );
      },
      (error: Error) => {
        if (this.#closed) return;
        settled();
        // The page stays as it is, without hovers.
        this.options.warn(
          `Type hovers: the samples of ${shown} could not be analysed: ${error.message}`,
        );
      },
    );
  }

  #setPending(file: string, pending: boolean): void {
    if (pending) this.#pending.add(file);
    else this.#pending.delete(file);
    const list = this.pendingList;
    if (!list) return;
    if (this.#pending.size === 0) rmSync(list, { force: true });
    else {
      mkdirSync(path.dirname(list), { recursive: true });
      writeFileSync(list, JSON.stringify([...this.#pending]));
    }
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#worker.close();
  }
}
