// A small static server for the built site, with the same clean-URL rules a static host
// applies: `/guide/a` serves `guide/a.html`, `/guide/` serves `guide/index.html`, and an
// unknown path gets `404.html` with status 404. Used by `npm run preview` and the e2e tests.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a URL path to a file below `root`, or returns null when nothing matches.
 * Paths that try to leave `root` never match.
 */
export async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  if (relative.startsWith('..')) return null;
  const base = path.join(root, relative);
  const candidates = decoded.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

export function createStaticServer(root) {
  return http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = await resolveFile(root, pathname);
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    if (!(await isFile(served))) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    const type = CONTENT_TYPES[path.extname(served)] ?? 'application/octet-stream';
    response.writeHead(status, { 'content-type': type });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(served).pipe(response);
  });
}
