import { describe, expect, it } from 'vitest';
import { hashChunkIds, idChunkFilename, withPageRefsChunk } from './chunk-ids';

const DIR = 'static/js/async';
const register = (id: string, body: string) =>
  `(self.c=self.c||[]).push([[${JSON.stringify(id)}],{a(){${body}}}]);`;
const load = (id: string) => `i.e(${JSON.stringify(id)})`;

/** A main bundle that loads a route table chunk, which loads two pages; a vendor chunk beside. */
function bundle(pageA = 'Page A') {
  return new Map([
    ['static/js/index.1234567890.js', `main();${load('routes')}`],
    [
      `${DIR}/routes.js`,
      register('routes', `${load('page-a')};${load('page-b')}`),
    ],
    [`${DIR}/page-a.js`, register('page-a', JSON.stringify(pageA))],
    [`${DIR}/page-b.js`, register('page-b', '"Page B"')],
    [`${DIR}/vendor.js`, register('vendor', '"code"')],
    ['static/js/lib.js', `lib();${load('vendor')}`],
  ]);
}
const CHUNKS = ['routes', 'page-a', 'page-b', 'vendor'].map((id) => ({
  id,
  file: `${DIR}/${id}.js`,
}));

describe('idChunkFilename', () => {
  it("turns Rspress's pattern into one the runtime computes from the id alone", () => {
    expect(
      idChunkFilename('static/js/async/[name].[contenthash:10].js'),
    ).toEqual({
      chunkFilename: 'static/js/async/[id].js',
      hashLength: 10,
    });
  });

  it('refuses any other shape', () => {
    expect(idChunkFilename('static/js/[id].js')).toBeNull();
    expect(idChunkFilename('[name].[fullhash].js')).toBeNull();
    expect(idChunkFilename(() => 'x.js')).toBeNull();
  });
});

describe('hashChunkIds', () => {
  it('renames each async chunk to its id and content hash, everywhere the id appears', () => {
    const sources = bundle();
    const result = hashChunkIds(CHUNKS, sources, 10);
    const pageA = result.ids.get('page-a')!;
    expect(pageA).toMatch(/^page-a\.[0-9a-f]{10}$/);
    expect(result.renames.get(`${DIR}/page-a.js`)).toBe(`${DIR}/${pageA}.js`);
    expect(result.sources.get(`${DIR}/page-a.js`)).toContain(
      `push([[${JSON.stringify(pageA)}]`,
    );
    expect(result.sources.get(`${DIR}/routes.js`)).toContain(load(pageA));
    expect(result.sources.get('static/js/index.1234567890.js')).toContain(
      load(result.ids.get('routes')!),
    );
    expect(result.unreferenced).toEqual([]);
  });

  it('renames only the edited chunk and those that name it on the way to the main bundle', () => {
    const before = hashChunkIds(CHUNKS, bundle(), 10).ids;
    const after = hashChunkIds(CHUNKS, bundle('Page A, edited'), 10).ids;
    const changed = CHUNKS.map((chunk) => chunk.id).filter(
      (id) => before.get(id) !== after.get(id),
    );
    expect(changed).toEqual(['routes', 'page-a']);
  });

  it('gives chunks that load each other one hash, and still renames them', () => {
    const sources = new Map([
      ['static/js/index.js', load('a')],
      [`${DIR}/a.js`, register('a', load('b'))],
      [`${DIR}/b.js`, register('b', load('a'))],
    ]);
    const chunks = ['a', 'b'].map((id) => ({ id, file: `${DIR}/${id}.js` }));
    const { ids } = hashChunkIds(chunks, sources, 8);
    expect(ids.get('a')!.slice(2)).toBe(ids.get('b')!.slice(2));
    expect(ids.get('a')).not.toBe('a');
  });

  it('leaves a chunk that no file names under its own name, and says so', () => {
    const sources = bundle();
    sources.set(`${DIR}/orphan.js`, register('orphan', '"x"'));
    const result = hashChunkIds(
      [...CHUNKS, { id: 'orphan', file: `${DIR}/orphan.js` }],
      sources,
      10,
    );
    expect(result.unreferenced).toEqual(['orphan']);
    expect(result.renames.has(`${DIR}/orphan.js`)).toBe(false);
  });

  it('matches whole string literals only, so a longer id that starts with another is not cut', () => {
    const sources = new Map([
      ['static/js/index.js', `${load('route-1')};${load('route-10')}`],
      [`${DIR}/route-1.js`, register('route-1', '"one"')],
      [`${DIR}/route-10.js`, register('route-10', '"ten"')],
    ]);
    const chunks = ['route-1', 'route-10'].map((id) => ({
      id,
      file: `${DIR}/${id}.js`,
    }));
    const result = hashChunkIds(chunks, sources, 10);
    expect(result.sources.get('static/js/index.js')).toBe(
      `${load(result.ids.get('route-1')!)};${load(result.ids.get('route-10')!)}`,
    );
  });

  it("points the minifier's licence comment at the renamed file", () => {
    const sources = bundle();
    sources.set(
      `${DIR}/vendor.js`,
      `/*! For license information please see vendor.js.LICENSE.txt */${register('vendor', '"code"')}`,
    );
    const result = hashChunkIds(CHUNKS, sources, 10);
    expect(result.sources.get(`${DIR}/vendor.js`)).toContain(
      `see ${result.ids.get('vendor')}.js.LICENSE.txt`,
    );
  });
});

describe('withPageRefsChunk', () => {
  it('adds a cache group that takes the matching modules of the first view', () => {
    const split = withPageRefsChunk({ chunks: 'all', cacheGroups: {} }, [
      /routes/,
    ]);
    const group = (
      split as {
        cacheGroups: Record<
          string,
          { test: (module: object) => boolean } & Record<string, unknown>
        >;
      }
    ).cacheGroups['page-refs'];
    expect(group).toMatchObject({
      name: 'page-refs',
      chunks: 'initial',
      enforce: true,
    });
    const module = (name: string | undefined, identifier: string) => ({
      nameForCondition: () => name,
      identifier: () => identifier,
    });
    expect(
      group.test(module('/site/.rspress/runtime/virtual-routes.js', 'x')),
    ).toBe(true);
    expect(group.test(module(undefined, '/x/routes|lazy|context'))).toBe(true);
    expect(group.test(module('/site/theme/index.tsx', 'y'))).toBe(false);
  });

  it('leaves splitting that is switched off as it is', () => {
    expect(withPageRefsChunk(false, [/x/])).toBe(false);
    expect(withPageRefsChunk(undefined, [/x/])).toBeUndefined();
  });
});
