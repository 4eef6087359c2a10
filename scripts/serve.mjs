// Serves the production build (doc_build/) on 127.0.0.1 with clean URLs.
// Usage: node scripts/serve.mjs [--port 4173] [--dir doc_build]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'doc_build' },
  },
});

const root = path.resolve(values.dir);
createStaticServer(root).listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/`);
});
