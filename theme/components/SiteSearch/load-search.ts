/**
 * Loads the search engine and one language's data on demand. Everything here is a dynamic
 * import, so none of it is in the page's first view: the chunks are requested when a reader
 * shows intent (hover or focus on the search button, Ctrl/Cmd+K, "/"), and each is fetched
 * once per session; a query fetches the index shards it needs, once each. The data files are
 * written by plugins/site-search at build time.
 */
import type { SiteSearchIndex } from '../../../plugins/site-search/runtime/search-index';
import type { PageTextFile, SearchIndexFile, ShardFile } from '../../../plugins/site-search/runtime/search-data';

const indexes = new Map<string, Promise<SiteSearchIndex>>();
const pageTexts = new Map<string, Promise<PageTextFile>>();

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

/** The section texts of one page, for result snippets. */
export function loadPageText(lang: string, page: number): Promise<PageTextFile> {
  return remember(pageTexts, `${lang}/${page}`, async () => {
    const data = (await import(
      /* webpackChunkName: "site-search-text-[request]" */ `../../../.rspress/site-search/${lang}/text/${page}.json`
    )) as { default: PageTextFile };
    return data.default;
  });
}
