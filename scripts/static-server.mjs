// A small static server for the built site, behaving like a typical static host: clean URLs
// (`/guide/a` serves `guide/a.html`, `/guide/` serves `guide/index.html`), `404.html` with
// status 404 for unknown paths, gzip for text, and long caching for content-hashed assets.
// Used by `npm run preview`, the e2e tests and the benchmark.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

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

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;
const HASHED_ASSET = /\/static\//;

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
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(status, {
      'content-type': type,
      'cache-control': file && HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const body = createReadStream(served);
    (gzip ? body.pipe(createGzip()) : body).pipe(response);
  });
}
