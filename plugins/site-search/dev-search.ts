/**
 * Search under the dev server. Building the index costs about a second of the server's start,
 * and most dev sessions never search, so a language's files are built when a reader first
 * opens its search, from the pages Rspress extracted at the start:
 * - each `<lang>/index.json` is a stand-in until then, so that the theme's `import()` of it
 *   resolves; its module goes through dev-index-loader.mjs, which builds the language and
 *   returns the real index (the import is compiled lazily, when the dialog asks for it);
 * - the shards and texts are served by a middleware from the data folder, building the
 *   language first if needed, instead of being emitted into every compilation.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { RspackChain } from '@rsbuild/core';
import type { PageIndexInfo } from '@rspress/core';
import { SEARCH_FILES_PATH } from './runtime/search-data';
import { searchableIn } from './sections';

/**
 * The builder, loaded once for both languages: Rsbuild's config loader (jiti) can hand a second,
 * concurrent import of the same module out before the module has finished loading.
 */
let builder: Promise<typeof import('./build-index')> | undefined;
const loadBuilder = () => (builder ??= import('./build-index'));

/** How dev-index-loader.mjs reaches the running server's files. */
const BRIDGE = Symbol.for('site:search-dev-index');

export class DevSearchFiles {
  readonly #built = new Map<string, Promise<void>>();
  readonly #langs: Set<string>;

  /** `pages`: every page Rspress extracted (searchableIn picks each language's). */
  constructor(
    private readonly dir: string,
    private readonly pages: readonly PageIndexInfo[],
  ) {
    this.#langs = new Set(pages.map((page) => page.lang));
    for (const lang of this.#langs) {
      mkdirSync(path.join(dir, lang), { recursive: true });
      writeFileSync(path.join(dir, lang, 'index.json'), '{"devStandIn":true}');
    }
    (globalThis as Record<symbol, unknown>)[BRIDGE] = (file: string) =>
      this.indexText(path.basename(path.dirname(file)));
  }

  /**
   * The language's index, built with its files on first use. The builder (MiniSearch, the
   * pinyin dictionary) is loaded then too, not when the server starts.
   */
  async indexText(lang: string): Promise<string> {
    let built = this.#built.get(lang);
    if (!built) {
      built = loadBuilder().then(({ writeSearchFiles }) => {
        writeSearchFiles(this.dir, lang, searchableIn(this.pages, lang));
      });
      // A build that failed is tried again by the next request.
      built.catch(() => this.#built.delete(lang));
      this.#built.set(lang, built);
    }
    await built;
    return readFileSync(path.join(this.dir, lang, 'index.json'), 'utf8');
  }

  /** Serves `/<SEARCH_FILES_PATH>/<lang>/<name>`; anything else goes on. */
  serve(
    request: IncomingMessage,
    response: ServerResponse,
    next: (error?: unknown) => void,
  ): void {
    const match = new RegExp(
      `^/${SEARCH_FILES_PATH}/([\\w-]+)/([\\w.-]+)$`,
    ).exec((request.url ?? '').split('?')[0]);
    if (!match || !this.#langs.has(match[1])) return next();
    const [, lang, name] = match;
    void this.indexText(lang).then(() => {
      const file = path.join(this.dir, lang, 'files', name);
      if (!existsSync(file)) {
        response.statusCode = 404;
        response.end();
        return;
      }
      response.setHeader('Content-Type', 'application/json');
      response.end(readFileSync(file));
    }, next);
  }
}

/** Sends each language's `index.json` through the loader that builds it on demand. */
export function devIndexRule(chain: RspackChain, dir: string): void {
  chain.module
    .rule('site-search-dev-index')
    .test(new RegExp(`^${escape(dir)}[\\\\/][\\w-]+[\\\\/]index\\.json$`))
    .use('dev-index')
    .loader(path.join(import.meta.dirname, 'dev-index-loader.mjs'));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
