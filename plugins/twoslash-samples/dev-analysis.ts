/**
 * Type hovers under the dev server. A page with samples shows at once, its samples as plain
 * highlighted code, while a worker thread analyses them; then the page is compiled again, and
 * the hot update brings the hovers (or the terminal names the sample that no longer
 * type-checks). Only pages someone opens are analysed, and never on the server's main thread.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type Analysis, type Sample, sampleKey } from './analyze';
import { rememberAnalyses } from './samples';

interface Reply {
  id: number;
  analyses?: [string, Analysis][];
  error?: string;
}

export interface BackgroundAnalysisOptions {
  /** Where the samples' imports resolve. */
  root: string;
  /** Compiles a page again; false when the bundler offers no way to. */
  recompile: (file: string) => boolean;
  warn: (message: string) => void;
  /**
   * Where the pages compiled without their hovers are listed until they get them. Rspack's
   * persistent cache keeps a page as it was last compiled; a page left listed when the server
   * stopped was cached without hovers (see `leftoverPages`).
   */
  pendingList: string;
}

/**
 * The pages a dev server stopped before their hovers came, and the list emptied. Their cached
 * compile lacks the hovers, so the caller makes the cache start over.
 */
export function leftoverPages(pendingList: string): string[] {
  let pages: string[] = [];
  try {
    pages = JSON.parse(readFileSync(pendingList, 'utf8')) as string[];
  } catch {
    // no list: nothing was left
  }
  rmSync(pendingList, { force: true });
  return pages;
}

export class BackgroundAnalysis {
  #worker: Worker | undefined;
  #failed = false;
  #nextId = 0;
  readonly #replies = new Map<number, (reply: Reply) => void>();
  /** Per page, the samples being analysed: a page compiled twice meanwhile asks once. */
  readonly #inFlight = new Map<string, string>();
  readonly #pending = new Set<string>();

  constructor(private readonly options: BackgroundAnalysisOptions) {}

  /** Analyses a page's samples that this process has no analysis for yet. */
  request(file: string, samples: readonly Sample[]): void {
    if (this.#failed) return;
    const signature = samples.map(sampleKey).join('\0\0');
    if (this.#inFlight.get(file) === signature) return;
    this.#inFlight.set(file, signature);
    this.#setPending(file, true);
    void this.#analyse(samples).then((reply) => {
      if (this.#inFlight.get(file) === signature) this.#inFlight.delete(file);
      this.#setPending(file, false);
      if (this.#failed) return;
      if (reply.error) {
        this.options.warn(
          `Type hovers: the samples of ${path.relative(this.options.root, file)} could not be analysed:\n${reply.error}`,
        );
        return;
      }
      rememberAnalyses(reply.analyses ?? []);
      // The page's next compile shows the hovers and reports failing samples with their lines.
      if (!this.options.recompile(file))
        this.options.warn(
          `Type hovers for ${path.relative(this.options.root, file)} are ready; save the page to see them.`,
        );
    });
  }

  #setPending(file: string, pending: boolean): void {
    if (pending) this.#pending.add(file);
    else this.#pending.delete(file);
    const list = this.options.pendingList;
    if (this.#pending.size === 0) rmSync(list, { force: true });
    else {
      mkdirSync(path.dirname(list), { recursive: true });
      writeFileSync(list, JSON.stringify([...this.#pending]));
    }
  }

  close(): void {
    void this.#worker?.terminate();
    this.#worker = undefined;
  }

  #analyse(samples: readonly Sample[]): Promise<Reply> {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#replies.set(id, resolve);
      this.#start().postMessage({ id, samples });
    });
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(
      path.join(import.meta.dirname, 'analysis-worker.mjs'),
      { workerData: { root: this.options.root } },
    );
    // The dev server may stop while a page is being analysed.
    worker.unref();
    worker.on('message', (reply: Reply) => {
      this.#replies.get(reply.id)?.(reply);
      this.#replies.delete(reply.id);
    });
    worker.on('error', (error) => {
      // Without the worker the pages still show, only without hovers.
      this.#failed = true;
      this.options.warn(
        `Type hovers are off for this dev server: their worker stopped (${error.message}).`,
      );
      for (const [id, resolve] of this.#replies) resolve({ id, analyses: [] });
      this.#replies.clear();
    });
    this.#worker = worker;
    return worker;
  }
}
