/**
 * The site's local search, build side. Rspress extracts every page's text for its built-in
 * search; this plugin splits that text into sections, builds a MiniSearch index per language,
 * and writes it as a base plus term shards, with one text file per page (for snippets). The
 * browser imports them, as content-hashed chunks, only when a reader reaches for search and
 * only the shards a query needs: see theme/components/SiteSearch.
 *
 * The built-in index files are deleted after the build: nothing fetches them any more.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { buildSearchFiles } from './build-index';
import { isSearchable } from './sections';

/**
 * Where the files go: `<lang>/index.json`, `<lang>/shard/<n>.json` and `<lang>/text/<page>.json`.
 * theme/components/SiteSearch/load-search.ts imports from this folder.
 */
export const SEARCH_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.rspress/site-search');

export function pluginSiteSearch(): RspressPlugin {
  return {
    name: 'site:search',
    modifySearchIndexData(pages) {
      rmSync(SEARCH_DATA_DIR, { recursive: true, force: true });
      for (const lang of new Set(pages.map((page) => page.lang))) {
        const { index, shards, texts } = buildSearchFiles(pages.filter((page) => page.lang === lang && isSearchable(page)));
        const write = (file: string, data: unknown) => {
          mkdirSync(path.dirname(path.join(SEARCH_DATA_DIR, lang, file)), { recursive: true });
          writeFileSync(path.join(SEARCH_DATA_DIR, lang, file), JSON.stringify(data));
        };
        write('index.json', index);
        shards.forEach((shard, n) => write(`shard/${n}.json`, shard));
        texts.forEach((text, page) => write(`text/${page}.json`, text));
      }
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const staticDir = path.resolve(config.outDir ?? 'doc_build', 'static');
      for (const file of readdirSync(staticDir)) {
        if (/^search_index\..*\.json$/.test(file)) rmSync(path.join(staticDir, file));
      }
    },
  };
}
