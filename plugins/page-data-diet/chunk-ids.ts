/**
 * Async chunks named by their own content, without a list of names in the main bundle.
 *
 * The bundler's runtime turns a chunk id into a file name. With Rspress's `[name].[contenthash]`
 * it needs every chunk's hash, so the main bundle carries a table that grows with the site. Here
 * the file name is the id itself (`output.chunkFilename: '…/[id].js'`), and after the chunks are
 * written and minified, each async chunk's id gets its content hash appended: `routes-3` becomes
 * `routes-3.5f0c2a91d4`, in its own file name, in its registration and in every chunk that loads
 * it. A chunk that loads others is hashed after them, over their new ids, so a change travels up
 * to the chunks that name the changed one and no further.
 *
 * Ids are found as whole JS string literals (`"routes-3"`): the runtime's `.e("…")` calls, the
 * chunk's own registration and the id lists of context modules (an `import()` with a template).
 * Chunk ids with `chunkIds: 'named'` are long, path-like names, which a page's text does not
 * quote by chance.
 */
import { createHash } from 'node:crypto';
import type { Rspack } from '@rsbuild/core';

export interface AsyncChunk {
  id: string;
  /** The chunk's JS file, `<dir>/<id>.js`. */
  file: string;
}

export interface HashedChunkIds {
  /** Old id → new id, for each renamed chunk. */
  ids: Map<string, string>;
  /** Old file → new file. */
  renames: Map<string, string>;
  /** The new source of every JS file that changed (under its old name). */
  sources: Map<string, string>;
  /** Chunks no other file names: nothing could find them under a new name, so they keep theirs. */
  unreferenced: string[];
}

/** `static/js/async/[name].[contenthash:10].js` → the same folder with `[id].js`, and the hash length. */
export function idChunkFilename(
  chunkFilename: unknown,
): { chunkFilename: string; hashLength: number } | null {
  if (typeof chunkFilename !== 'string') return null;
  const match = /^(.*?)\[name\]\.\[contenthash(?::(\d+))?\]\.js$/.exec(
    chunkFilename,
  );
  if (!match) return null;
  return {
    chunkFilename: `${match[1]}[id].js`,
    hashLength: Number(match[2] ?? 16),
  };
}

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every JS string literal of `source` that is one of `ids`, replaced through `rename`. */
function replaceIds(
  source: string,
  pattern: RegExp,
  rename: (id: string) => string | undefined,
): string {
  return source.replace(pattern, (literal, id: string) => {
    const next = rename(id);
    return next === undefined ? literal : JSON.stringify(next);
  });
}

/**
 * Strongly connected components of the "names" graph, each listed after every component it
 * names (Tarjan's order), so a chunk is hashed after the chunks it loads. Chunks that load each
 * other share one hash.
 */
function componentsInLoadOrder(
  ids: string[],
  names: Map<string, Set<string>>,
): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (id: string) => {
    index.set(id, next);
    low.set(id, next);
    next += 1;
    stack.push(id);
    onStack.add(id);
    for (const named of names.get(id) ?? []) {
      if (!index.has(named)) {
        visit(named);
        low.set(id, Math.min(low.get(id)!, low.get(named)!));
      } else if (onStack.has(named))
        low.set(id, Math.min(low.get(id)!, index.get(named)!));
    }
    if (low.get(id) !== index.get(id)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== id);
    components.push(component.sort());
  };
  for (const id of [...ids].sort()) if (!index.has(id)) visit(id);
  return components;
}

/**
 * Appends each async chunk's content hash to its id. `sources`: every JS file of the bundle
 * (initial and async), by file name. Files whose name is not `<dir>/<id>.js` are left alone.
 */
export function hashChunkIds(
  chunks: AsyncChunk[],
  sources: Map<string, string>,
  hashLength: number,
): HashedChunkIds {
  const named = chunks.filter(
    (chunk) =>
      sources.has(chunk.file) && chunk.file.endsWith(`/${chunk.id}.js`),
  );
  const byId = new Map(named.map((chunk) => [chunk.id, chunk]));
  const byFile = new Map(named.map((chunk) => [chunk.file, chunk]));
  const result: HashedChunkIds = {
    ids: new Map(),
    renames: new Map(),
    sources: new Map(),
    unreferenced: [],
  };
  if (byId.size === 0) return result;
  // Longest first, so that no id stops at a shorter one that starts it.
  const pattern = new RegExp(
    `"(${[...byId.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})"`,
    'g',
  );
  const idsIn = (source: string) =>
    new Set(Array.from(source.matchAll(pattern), (match) => match[1]));

  const names = new Map<string, Set<string>>();
  const namedBySomeone = new Set<string>();
  for (const [file, source] of sources) {
    const own = byFile.get(file)?.id;
    const found = idsIn(source);
    found.delete(own ?? '');
    if (own !== undefined) names.set(own, found);
    for (const id of found) namedBySomeone.add(id);
  }
  result.unreferenced = [...byId.keys()]
    .filter((id) => !namedBySomeone.has(id))
    .sort();
  const hashed = new Set(
    [...byId.keys()].filter((id) => namedBySomeone.has(id)),
  );

  for (const component of componentsInLoadOrder([...byId.keys()], names)) {
    const members = component.filter((id) => hashed.has(id));
    if (members.length === 0) continue;
    const hash = createHash('sha256');
    for (const id of members) {
      // Ids outside the component already have their final form; the component's own stay.
      const source = replaceIds(
        sources.get(byId.get(id)!.file)!,
        pattern,
        (named) => result.ids.get(named),
      );
      hash.update(`${id}\0${source}\0`);
    }
    const digest = hash.digest('hex').slice(0, hashLength);
    for (const id of members) result.ids.set(id, `${id}.${digest}`);
  }

  for (const [file, source] of sources) {
    let next = replaceIds(source, pattern, (id) => result.ids.get(id));
    const own = byFile.get(file);
    const newId = own && result.ids.get(own.id);
    if (own && newId) {
      const renamed = file.replace(/[^/]*$/, `${newId}.js`);
      result.renames.set(file, renamed);
      // The minifier's pointer to the extracted licence comments names the file.
      next = next.replaceAll(
        `${own.id}.js.LICENSE.txt`,
        `${newId}.js.LICENSE.txt`,
      );
    }
    if (next !== source) result.sources.set(file, next);
  }
  return result;
}

/** The initial chunk of the modules that name page-dependent chunks (withPageRefsChunk). */
export const PAGE_REFS_CHUNK = 'page-refs';

type SplitChunks = NonNullable<Rspack.Optimization['splitChunks']>;
type CacheGroupTest = (module: {
  nameForCondition(): string | null | undefined;
  identifier(): string;
}) => boolean;

/**
 * The modules of the first view that name chunks whose content follows the pages (the route
 * table names every page chunk; a search index loader names the index) go into one small
 * initial chunk of their own. An edit to a page renames its chunk, and so the ids these modules
 * hold: the main bundle, which no longer holds them, keeps its name. `tests` are matched against
 * a module's path, or its identifier where it has none (a context module: `import()` of a
 * template string). Splitting left as it was when it is not an object.
 */
export function withPageRefsChunk(
  splitChunks: SplitChunks | undefined,
  tests: RegExp[],
): SplitChunks | undefined {
  if (typeof splitChunks !== 'object') return splitChunks;
  const test: CacheGroupTest = (module) => {
    const name = module.nameForCondition() ?? module.identifier();
    return tests.some((pattern) => pattern.test(name));
  };
  return {
    ...splitChunks,
    cacheGroups: {
      ...splitChunks.cacheGroups,
      [PAGE_REFS_CHUNK]: {
        name: PAGE_REFS_CHUNK,
        chunks: 'initial',
        enforce: true,
        priority: 100,
        test: test as never,
      },
    },
  };
}

/**
 * Applies hashChunkIds to a compilation's assets, after minification (the hash is over the
 * bytes readers get) and before the real content hashes of the initial chunks are computed
 * (they name the new ids). Returns the chunks left with their names.
 */
export function renameChunksByContent(
  compilation: Rspack.Compilation,
  sources: { RawSource: typeof Rspack.sources.RawSource },
  hashLength: number,
): string[] {
  const chunks: AsyncChunk[] = [];
  for (const chunk of compilation.chunks) {
    if (chunk.canBeInitial() || chunk.id === null || chunk.id === undefined)
      continue;
    for (const file of chunk.files)
      if (file.endsWith('.js')) chunks.push({ id: String(chunk.id), file });
  }
  const texts = new Map(
    compilation
      .getAssets()
      .filter((asset) => asset.name.endsWith('.js'))
      .map((asset) => [asset.name, asset.source.source().toString()]),
  );
  const result = hashChunkIds(chunks, texts, hashLength);
  for (const [file, text] of result.sources)
    compilation.updateAsset(file, new sources.RawSource(text));
  for (const [file, renamed] of result.renames) {
    compilation.renameAsset(file, renamed);
    if (compilation.getAsset(`${file}.LICENSE.txt`))
      compilation.renameAsset(`${file}.LICENSE.txt`, `${renamed}.LICENSE.txt`);
  }
  return result.unreferenced;
}
