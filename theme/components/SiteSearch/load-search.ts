/**
 * Loads the search engine and one language's data on demand, so none of it is in the page's
 * first view: the engine and the index are chunks requested when a reader shows intent (hover
 * or focus on the search button, Ctrl/Cmd+K, "/"), each once per session; a query then fetches
 * the index shards it needs and the results in view their text files, once each. Those are
 * static files the build emits (plugins/site-search), not chunks, so their number never weighs
 * on the main bundle's chunk list.
 *
 * A query whose shards are not all there yet is answered twice, see progressive-search.ts.
 */
import { remember } from '../../../plugins/site-search/runtime/remember';
import {
  SEARCH_FILES_PATH,
  type SearchIndexFile,
  type ShardFile,
  type TextFile,
} from '../../../plugins/site-search/runtime/search-data';
import {
  type ProgressiveSearch,
  progressiveSearch,
} from './progressive-search';

export type { ProgressiveSearch };

const indexFiles = new Map<string, Promise<SearchIndexFile>>();
const indexes = new Map<string, Promise<ProgressiveSearch>>();
const shardFiles = new Map<string, Promise<ShardFile>>();
const textFiles = new Map<string, Promise<TextFile>>();

function loadIndexFile(lang: string): Promise<SearchIndexFile> {
  return remember(indexFiles, lang, async () => {
    const data = (await import(
      /* webpackChunkName: "site-search-index-[request]" */ `site-search-data/${lang}/index.json`
    )) as { default: SearchIndexFile };
    return data.default;
  });
}

/** One of the language's static search files, from where the bundle itself is served. */
async function fetchSearchFile<T>(lang: string, name: string): Promise<T> {
  const response = await fetch(
    `${__webpack_public_path__}${SEARCH_FILES_PATH}/${lang}/${name}`,
  );
  if (!response.ok)
    throw new Error(`Search file ${name}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export function loadSearchIndex(lang: string): Promise<ProgressiveSearch> {
  return remember(indexes, lang, async () => {
    const [engine, file] = await Promise.all([
      import(
        /* webpackChunkName: "site-search-engine" */ '../../../plugins/site-search/runtime/search-index'
      ),
      loadIndexFile(lang),
    ]);
    const shard = (n: number) =>
      remember(shardFiles, `${lang}/${n}`, () =>
        fetchSearchFile<ShardFile>(lang, file.shardFiles[n]),
      );
    return progressiveSearch({
      engine,
      file,
      shard,
      requested: (n) => shardFiles.has(`${lang}/${n}`),
      loadTexts: (textFile) => loadSectionTexts(lang, textFile),
      afterPaint,
    });
  });
}

/**
 * Resolves once the next frame is painted (or soon, in a hidden tab, which paints no frames):
 * the first results show before the rest of the query's shards take the network.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
}

/** One file of section texts, for result snippets. */
export function loadSectionTexts(
  lang: string,
  textFile: number,
): Promise<TextFile> {
  return remember(textFiles, `${lang}/${textFile}`, async () => {
    const file = await loadIndexFile(lang);
    return fetchSearchFile<TextFile>(lang, file.textFiles[textFile]);
  });
}
