/**
 * Work the dev server does for a writer but must not do on its main thread, which compiles and
 * serves the pages: one exported function of a TypeScript module, run in a worker thread that
 * starts on the first call. Arguments and results are copied (structured clone).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

interface Reply {
  id: number;
  result?: unknown;
  error?: string;
}

export class DevWorker<Args extends unknown[], Result> {
  #worker: Worker | undefined;
  #nextId = 0;
  readonly #waiting = new Map<number, (reply: Reply) => void>();

  /** `module` is a file URL or absolute path of a `.ts` module; `exportName` its function. */
  constructor(
    private readonly module: string,
    private readonly exportName: string,
  ) {}

  /** Runs the function with `args`; rejects with the worker's error or when it stops. */
  run(...args: Args): Promise<Result> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, (reply) =>
        reply.error === undefined
          ? resolve(reply.result as Result)
          : reject(new Error(reply.error)),
      );
      try {
        this.#start().postMessage({ id, args });
      } catch (error) {
        this.#waiting.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  close(): void {
    const worker = this.#worker;
    this.#worker = undefined;
    this.#settleAll('the worker was closed');
    void worker?.terminate();
  }

  #settleAll(why: string): void {
    for (const [id, settle] of this.#waiting) settle({ id, error: why });
    this.#waiting.clear();
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const module = this.module.startsWith('file:')
      ? fileURLToPath(this.module)
      : this.module;
    const worker = new Worker(path.join(import.meta.dirname, 'worker.mjs'), {
      workerData: { module, exportName: this.exportName },
    });
    // The dev server may stop while work is under way.
    worker.unref();
    worker.on('message', (reply: Reply) => {
      this.#waiting.get(reply.id)?.(reply);
      this.#waiting.delete(reply.id);
    });
    // A worker that fails emits `error`, then `exit`: only the current worker's end settles the
    // jobs, and a later worker is left alone.
    const stopped = (why: string) => {
      if (this.#worker !== worker) return;
      this.#worker = undefined;
      this.#settleAll(why);
    };
    worker.on('error', (error) => stopped(`worker failed: ${error.message}`));
    worker.on('exit', (code) => stopped(`worker exited with code ${code}`));
    this.#worker = worker;
    return worker;
  }
}
