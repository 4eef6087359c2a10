/**
 * Loads the search engine and one language's data on demand. Everything here is a dynamic
 * import, so none of it is in the page's first view: the chunks are requested when a reader
 * shows intent (hover or focus on the search button, Ctrl/Cmd+K, "/"), and each is fetched
 * once per session; a query fetches the index shards it needs, once each. The data files are
 * written by plugins/site-search at build time.
 */
import type { SiteSearchIndex } from '../../../plugins/site-search/runtime/search-index';
import type { SearchIndexFile, ShardFile, TextFile } from '../../../plugins/site-search/runtime/search-data';

const indexes = new Map<string, Promise<SiteSearchIndex>>();
const textFiles = new Map<string, Promise<TextFile>>();

/** Forgets a failed load, so the next attempt (reopening search) tries again. */
function remember<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load();
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

export function loadSearchIndex(lang: string): Promise<SiteSearchIndex> {
  return remember(indexes, lang, async () => {
    const [engine, data] = await Promise.all([
      import(/* webpackChunkName: "site-search-engine" */ '../../../plugins/site-search/runtime/search-index'),
      import(/* webpackChunkName: "site-search-index-[request]" */ `../../../.rspress/site-search/${lang}/index.json`) as Promise<{ default: SearchIndexFile }>,
    ]);
    return engine.loadSearchIndex(data.default, async (shard) => {
      const terms = (await import(
        /* webpackChunkName: "site-search-shard-[request]" */ `../../../.rspress/site-search/${lang}/shard/${shard}.json`
      )) as { default: ShardFile };
      return terms.default;
    });
  });
}

/** One file of section texts, for result snippets. */
export function loadSectionTexts(lang: string, file: number): Promise<TextFile> {
  return remember(textFiles, `${lang}/${file}`, async () => {
    const data = (await import(
      /* webpackChunkName: "site-search-text-[request]" */ `../../../.rspress/site-search/${lang}/text/${file}.json`
    )) as { default: TextFile };
    return data.default;
  });
}
