/**
 * The site's local search, build side. Rspress extracts every page's text for its built-in
 * search; this plugin splits that text into sections and builds, per language, a MiniSearch
 * index of sections (written as a base plus term shards) and one of page titles and
 * descriptions (inside the base), and cuts the section texts into small files for snippets.
 * The browser imports them, as content-hashed chunks, only when a reader reaches for search,
 * and only the shards a query needs and the texts of the hits in view: see
 * theme/components/SiteSearch.
 *
 * The built-in index files leave the site after the build (nothing fetches them any more).
 */
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { buildSearchFiles } from './build-index';
import { isSearchable } from './sections';

/**
 * Where the files go: `<lang>/index.json`, `<lang>/shard/<n>.json` and `<lang>/text/<n>.json`,
 * and the extracted pages, `pages/<lang>.json`, for `npm run search:eval`.
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
        texts.forEach((text, n) => write(`text/${n}.json`, text));
      }
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const staticDir = path.resolve(config.outDir ?? 'doc_build', 'static');
      // Nothing fetches the built-in index files, so they leave the site; they are kept next to
      // our files as the extracted pages, which `npm run search:eval` indexes without a build.
      for (const file of readdirSync(staticDir)) {
        const lang = /^search_index\.(?:.+\.)?([^.]+)\.[^.]+\.json$/.exec(file)?.[1];
        if (!lang) continue;
        mkdirSync(path.join(SEARCH_DATA_DIR, 'pages'), { recursive: true });
        renameSync(path.join(staticDir, file), path.join(SEARCH_DATA_DIR, 'pages', `${lang}.json`));
      }
    },
  };
}
