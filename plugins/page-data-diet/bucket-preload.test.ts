import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadRouteBuckets, withBucketPreload } from './bucket-preload';
import { ROUTE_BUCKETS } from './route-buckets';
import { bucketOf } from './runtime/route-table';

const page = (title: string) =>
  `<html><head><title>${title}</title><link rel="preload" href="/static/js/async/route-abc.123.js" as="script"></head><body><div id="__rspress_root"></div></body></html>`;

describe('withBucketPreload', () => {
  it('puts the hint before the page chunk’s, once', () => {
    const html = withBucketPreload(page('A'), '/static/js/async/routes-3.123.js');
    expect(html).toContain('<title>A</title><link rel="preload" href="/static/js/async/routes-3.123.js" as="script"><link rel="preload" href="/static/js/async/route-abc');
    expect(withBucketPreload(html, '/static/js/async/routes-3.123.js')).toBe(html);
  });

  it('falls back to the end of the head, and refuses a page without one', () => {
    expect(withBucketPreload('<head></head>', '/x.js')).toBe('<head><link rel="preload" href="/x.js" as="script"></head>');
    expect(() => withBucketPreload('<p>', '/x.js')).toThrow(/no <\/head>/);
  });
});

describe('preloadRouteBuckets', () => {
  it('hints each rendered page’s own bucket, under the asset prefix, and leaves 404.html and copied files alone', () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'bucket-preload-'));
    mkdirSync(path.join(outDir, 'static/js/async'), { recursive: true });
    mkdirSync(path.join(outDir, 'zh/guide'), { recursive: true });
    for (let index = 0; index < ROUTE_BUCKETS; index += 1) writeFileSync(path.join(outDir, `static/js/async/routes-${index}.abc123.js`), '');
    writeFileSync(path.join(outDir, 'index.html'), page('home'));
    writeFileSync(path.join(outDir, 'zh/guide/start.html'), page('start'));
    writeFileSync(path.join(outDir, '404.html'), page('404'));
    writeFileSync(path.join(outDir, 'copied.html'), '<html><head></head></html>');

    expect(preloadRouteBuckets(outDir, '/docs')).toBe(2);
    const hint = (routePath: string) => `<link rel="preload" href="/docs/static/js/async/routes-${bucketOf(routePath, ROUTE_BUCKETS)}.abc123.js" as="script">`;
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain(hint('/'));
    expect(readFileSync(path.join(outDir, 'zh/guide/start.html'), 'utf8')).toContain(hint('/zh/guide/start'));
    expect(readFileSync(path.join(outDir, '404.html'), 'utf8')).not.toContain('routes-');
    expect(readFileSync(path.join(outDir, 'copied.html'), 'utf8')).toBe('<html><head></head></html>');
  });
});
