// The dev server's type analysis, off its main thread: TypeScript takes seconds for a page of
// samples, and a page, a save or a hot update must not wait for it (dev-analysis.ts).
// Plain JavaScript because the worker starts outside Rspress's config loader; tsx (a pinned
// dev dependency) loads the plugin's TypeScript.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { analyzeBatch } = await tsImport('./samples.ts', import.meta.url);

parentPort.on('message', ({ id, samples }) => {
  try {
    parentPort.postMessage({
      id,
      analyses: [...analyzeBatch(samples, workerData.root)],
    });
  } catch (error) {
    parentPort.postMessage({
      id,
      error:
        error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
