// Serves a production build the way a typical static host does, with sirv: clean URLs
// (`/guide/a` answers with guide/a.html, `/api/` with api/index.html), the build's own 404.html
// with status 404 for anything else, and long caching for the content-hashed files in /static/.
// `npm run preview`, the e2e tests (playwright.config.ts), the benchmarks and
// scripts/screenshots.mjs all serve through createStaticServer.
//   node scripts/serve.mjs [--port 4173] [--host 127.0.0.1] [--dir doc_build]
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';

/** An HTTP server (not listening yet) for the build in `root`. */
export function createStaticServer(root) {
  const notFoundPage = path.join(root, '404.html');
  const notFound = (response) => {
    let body;
    try {
      body = readFileSync(notFoundPage);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(body);
  };
  const handler = sirv(root, {
    // Look files up on every request rather than listing `root` once at start, so a build
    // written while the server runs is served as it is now.
    dev: true,
    etag: true,
    setHeaders(response, pathname) {
      if (pathname.startsWith('/static/'))
        response.setHeader(
          'Cache-Control',
          'public, max-age=31536000, immutable',
        );
    },
    onNoMatch(_request, response) {
      notFound(response);
    },
  });
  // Text is gzipped on the fly, as static hosts do, so transferred bytes match a deployment.
  const compress = compression();
  return http.createServer((request, response) => {
    // sirv answers `/a/` with a.html; a static host (GitHub Pages) only with a/index.html.
    if (isFolderWithoutIndex(root, request.url)) return notFound(response);
    const slowly = request.headers[SLOW_HTML_HEADER];
    if (slowly) {
      const page = htmlFileOf(root, request.url);
      if (page)
        return sendSlowly(readFileSync(page), response, pieceSizeOf(slowly));
    }
    compress(request, response, () => handler(request, withUtf8Text(response)));
  });
}

/**
 * A request with this header gets its page's HTML in pieces, a pause between them: the browser
 * renders what it has parsed so far, as on a slow connection or a slow CPU, so a layout that
 * changes once the rest arrives shows up as a layout shift (e2e/support/layout-shifts.ts). The
 * header's value is the size of a piece in bytes; anything but a positive integer gets
 * SLOW_HTML_PIECE.
 */
export const SLOW_HTML_HEADER = 'x-send-html-slowly';
export const SLOW_HTML_PIECE = 32 * 1024;
const SLOW_HTML_PAUSE_MS = 30;

function pieceSizeOf(headerValue) {
  const bytes = Number.parseInt(headerValue, 10);
  return bytes > 0 ? bytes : SLOW_HTML_PIECE;
}

function sendSlowly(body, response, pieceBytes) {
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  let sent = 0;
  const next = () => {
    response.write(body.subarray(sent, sent + pieceBytes));
    sent += pieceBytes;
    if (sent < body.length) setTimeout(next, SLOW_HTML_PAUSE_MS);
    else response.end();
  };
  next();
}

/** The page file a clean URL names (`/a` → a.html, `/a/` → a/index.html), if it exists. */
function htmlFileOf(root, url = '/') {
  const pathname = decodedPathname(url);
  if (pathname === null) return null;
  const file = pathname.endsWith('/')
    ? path.join(root, pathname, 'index.html')
    : path.join(
        root,
        pathname.endsWith('.html') ? pathname : `${pathname}.html`,
      );
  return file.startsWith(root + path.sep) && existsSync(file) ? file : null;
}

/** The request's path, decoded; null for a malformed URL (sirv answers those). */
function decodedPathname(url) {
  try {
    return decodeURIComponent(url.split('?')[0]);
  } catch {
    return null;
  }
}

function isFolderWithoutIndex(root, url = '/') {
  const pathname = decodedPathname(url);
  return (
    pathname !== null &&
    pathname !== '/' &&
    pathname.endsWith('/') &&
    !existsSync(path.join(root, pathname, 'index.html'))
  );
}

/**
 * sirv names text types without a charset (`text/markdown`, `text/plain`); every file of a
 * build is UTF-8, and a browser showing a Chinese .md or llms.txt directly must not guess.
 */
function withUtf8Text(response) {
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (status, headers) => {
    const type = headers?.['Content-Type'];
    if (
      typeof type === 'string' &&
      type.startsWith('text/') &&
      !type.includes('charset')
    ) {
      headers['Content-Type'] = `${type}; charset=utf-8`;
    }
    return writeHead(status, headers);
  };
  return response;
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4173' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string', default: 'doc_build' },
    },
  });
  const root = path.resolve(values.dir);
  createStaticServer(root).listen(Number(values.port), values.host, () => {
    console.log(
      `Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/`,
    );
  });
}
