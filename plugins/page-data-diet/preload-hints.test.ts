import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addPreloadHints,
  sidebarChunkOf,
  sidebarFiles,
  withPreloadHint,
} from './preload-hints';
import { ROUTE_BUCKETS } from './route-buckets';
import { bucketOf } from './runtime/route-table';

/** A rendered page; `sidebar` lists the links of the sidebar the server rendered into it. */
const page = (title: string, { lang = 'en', sidebar = [] as string[] } = {}) =>
  `<html lang="${lang}"><head><title>${title}</title><link rel="preload" href="/static/js/async/route-abc.123.js" as="script"></head><body><div id="__rspress_root">` +
  (sidebar.length
    ? `<aside class="rp-doc-layout__sidebar">${sidebar.map((link) => `<a class="x" href="${link}">${link}</a>`).join('')}</aside>`
    : '') +
  '</div></body></html>';

/** A section sidebar chunk as the bundler writes it: the data as a JSON string in a module. */
const sidebarChunk = (name: string, links: string[]) =>
  `"use strict";(self.c=self.c||[]).push([["${name}"],{a(e){e.exports=JSON.parse('${JSON.stringify([{ text: 'Group', items: links.map((link) => ({ text: link, link: `${link}.html` })) }])}')}}]);`;

/** A section with collapsed groups: a minified JS module, keys without quotes. */
const sidebarModuleChunk = (name: string, links: string[]) =>
  `"use strict";(self.c=self.c||[]).push([["${name}"],{V(i,l,s){s.r(l),l.default=[{text:"Group",collapsible:!0,items:[${links.map((link) => `{text:"x",link:"${link}.html"}`).join(',')}]},{text:"Lazy",items:[],_lazyItems:0}];let t=[()=>s.e("${name}-0")]}}]);`;

describe('withPreloadHint', () => {
  it('puts the hint before the page chunk’s, once', () => {
    const html = withPreloadHint(page('A'), '/static/js/async/routes-3.123.js');
    expect(html).toContain(
      '<title>A</title><link rel="preload" href="/static/js/async/routes-3.123.js" as="script"><link rel="preload" href="/static/js/async/route-abc',
    );
    expect(withPreloadHint(html, '/static/js/async/routes-3.123.js')).toBe(
      html,
    );
  });

  it('falls back to the end of the head, and refuses a page without one', () => {
    expect(withPreloadHint('<head></head>', '/x.js')).toBe(
      '<head><link rel="preload" href="/x.js" as="script"></head>',
    );
    expect(() => withPreloadHint('<p>', '/x.js')).toThrow(/no <\/head>/);
  });
});

describe('sidebarChunkOf', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sidebar-chunks-'));
  const files = {
    'sidebar-en-0.abc.js': sidebarChunk('sidebar-en-0', [
      '/api/index',
      '/api/commands',
    ]),
    'sidebar-en-1.abc.js': sidebarChunk('sidebar-en-1', [
      '/guide/start',
      '/guide/deploy',
      '/shared',
    ]),
    'sidebar-en-1-0.abc.js': sidebarChunk('sidebar-en-1-0', ['/guide/more/a']),
    'sidebar-zh-0.abc.js': sidebarChunk('sidebar-zh-0', [
      '/zh/guide/start',
      '/shared',
    ]),
    'sidebar-en-2.abc.js': sidebarChunk('sidebar-en-2', ['/shared']),
    'sidebar-en-3.abc.js': sidebarModuleChunk('sidebar-en-3', [
      '/plugin/system',
      '/plugin/caf\\u00e9',
    ]),
    'sidebar-es-419-0.abc.js': sidebarChunk('sidebar-es-419-0', [
      '/es-419/guia',
    ]),
    'sidebar-site-0.abc.js': sidebarChunk('sidebar-site-0', ['/guide/start']),
  };
  for (const [name, source] of Object.entries(files))
    writeFileSync(path.join(dir, name), source);
  const sidebars = sidebarFiles(dir, Object.keys(files));

  it('reads section chunks only, JSON or JS module, with their links as route keys', () => {
    expect(sidebars.map((sidebar) => sidebar.file).sort()).toEqual([
      'sidebar-en-0.abc.js',
      'sidebar-en-1.abc.js',
      'sidebar-en-2.abc.js',
      'sidebar-en-3.abc.js',
      'sidebar-es-419-0.abc.js',
      'sidebar-site-0.abc.js',
      'sidebar-zh-0.abc.js',
    ]);
    const links = (file: string) => [
      ...sidebars.find((sidebar) => sidebar.file === file)!.links,
    ];
    expect(links('sidebar-en-1.abc.js')).toEqual([
      '/guide/start/',
      '/guide/deploy/',
      '/shared/',
    ]);
    expect(links('sidebar-en-3.abc.js')).toEqual([
      '/plugin/system/',
      '/plugin/café/',
    ]);
    expect(
      sidebars.find((sidebar) => sidebar.file === 'sidebar-es-419-0.abc.js')
        ?.lang,
    ).toBe('es-419');
  });

  it('finds the chunk holding the first link the server rendered, in the page’s language', () => {
    // sidebar-site-0 also lists /guide/start, but a site with locales never loads it.
    expect(
      sidebarChunkOf(
        page('deploy', { sidebar: ['/guide/start', '/guide/deploy'] }),
        sidebars,
      ),
    ).toBe('sidebar-en-1.abc.js');
    expect(
      sidebarChunkOf(
        page('启动', { lang: 'zh', sidebar: ['/zh/guide/start'] }),
        sidebars,
      ),
    ).toBe('sidebar-zh-0.abc.js');
    expect(
      sidebarChunkOf(
        page('plugins', { sidebar: ['/plugin/system'] }),
        sidebars,
      ),
    ).toBe('sidebar-en-3.abc.js');
    expect(
      sidebarChunkOf(
        page('guía', { lang: 'es-419', sidebar: ['/es-419/guia'] }),
        sidebars,
      ),
    ).toBe('sidebar-es-419-0.abc.js');
    expect(
      sidebarChunkOf(
        page('under a base', { sidebar: ['/docs/guide/start'] }),
        sidebars,
        '/docs/',
      ),
    ).toBe('sidebar-en-1.abc.js');
  });

  it('reads only the sidebar itself, and takes a site’s own chunks when it has no locales', () => {
    const styled = page('styled', { sidebar: ['/guide/start'] }).replace(
      '<head>',
      '<head><style>.rp-doc-layout__sidebar{}</style><a href="/api/index">x</a>',
    );
    expect(sidebarChunkOf(styled, sidebars)).toBe('sidebar-en-1.abc.js');
    const noLinks = page('empty').replace(
      '<div id="__rspress_root">',
      '<div id="__rspress_root"><aside class="rp-doc-layout__sidebar"></aside><a href="/guide/start">x</a>',
    );
    expect(sidebarChunkOf(noLinks, sidebars)).toBeUndefined();
    const siteOnly = sidebars.filter((sidebar) => sidebar.lang === 'site');
    expect(
      sidebarChunkOf(page('start', { sidebar: ['/guide/start'] }), siteOnly),
    ).toBe('sidebar-site-0.abc.js');
  });

  it('gives none without a sidebar, or when two chunks of the language hold the link', () => {
    expect(sidebarChunkOf(page('home'), sidebars)).toBeUndefined();
    expect(
      sidebarChunkOf(page('shared', { sidebar: ['/shared'] }), sidebars),
    ).toBeUndefined();
    expect(
      sidebarChunkOf(
        page('共享', { lang: 'zh', sidebar: ['/shared'] }),
        sidebars,
      ),
    ).toBe('sidebar-zh-0.abc.js');
  });
});

describe('addPreloadHints', () => {
  it('hints each rendered page’s bucket and sidebar under the asset prefix, and leaves 404.html and copied files alone', () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'preload-hints-'));
    const asyncDir = path.join(outDir, 'static/js/async');
    mkdirSync(asyncDir, { recursive: true });
    mkdirSync(path.join(outDir, 'zh/guide'), { recursive: true });
    for (let index = 0; index < ROUTE_BUCKETS; index += 1)
      writeFileSync(path.join(asyncDir, `routes-${index}.abc123.js`), '');
    writeFileSync(
      path.join(asyncDir, 'sidebar-zh-0.abc123.js'),
      sidebarChunk('sidebar-zh-0', ['/zh/guide/start']),
    );
    writeFileSync(path.join(outDir, 'index.html'), page('home'));
    writeFileSync(
      path.join(outDir, 'zh/guide/start.html'),
      page('start', { lang: 'zh', sidebar: ['/zh/guide/start'] }),
    );
    writeFileSync(path.join(outDir, '404.html'), page('404'));
    writeFileSync(
      path.join(outDir, 'copied.html'),
      '<html><head></head></html>',
    );

    expect(addPreloadHints(outDir, '/docs')).toEqual({
      buckets: 2,
      sidebars: 1,
    });
    const hint = (file: string) =>
      `<link rel="preload" href="/docs/static/js/async/${file}" as="script">`;
    const bucket = (routePath: string) =>
      `routes-${bucketOf(routePath, ROUTE_BUCKETS)}.abc123.js`;
    const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(home).toContain(hint(bucket('/')));
    expect(home).not.toContain('sidebar-');
    expect(
      readFileSync(path.join(outDir, 'zh/guide/start.html'), 'utf8'),
    ).toContain(
      hint(bucket('/zh/guide/start')) + hint('sidebar-zh-0.abc123.js'),
    );
    expect(readFileSync(path.join(outDir, '404.html'), 'utf8')).not.toContain(
      'routes-',
    );
    expect(readFileSync(path.join(outDir, 'copied.html'), 'utf8')).toBe(
      '<html><head></head></html>',
    );
  });
});
