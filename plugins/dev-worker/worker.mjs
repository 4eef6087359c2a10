// The worker thread of index.ts: loads one exported function of a TypeScript module and runs it
// for each request. Plain JavaScript because a worker starts outside Rspress's config loader;
// tsx (a pinned dev dependency) loads the TypeScript.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const loaded = await tsImport(
  pathToFileURL(workerData.module).href,
  import.meta.url,
);
const run = loaded[workerData.exportName];

parentPort.on('message', async ({ id, args }) => {
  try {
    parentPort.postMessage({ id, result: await run(...args) });
  } catch (error) {
    parentPort.postMessage({
      id,
      error:
        error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
