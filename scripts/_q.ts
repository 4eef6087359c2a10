import { readFileSync } from 'node:fs';
import { buildSearchFiles } from '../plugins/site-search/build-index';
import { loadSearchIndex } from '../plugins/site-search/runtime/search-index';
const [lang, ...qs] = process.argv.slice(2);
const pages = JSON.parse(readFileSync(`.rspress/site-search/pages/${lang}.json`, 'utf8'));
const { index, shards } = buildSearchFiles(pages);
const engine = loadSearchIndex(index, async (s: any) => shards[s]);
for (const q of qs) console.log(q, '→', (await engine.search(q)).slice(0, 4).map((h: any) => `${h.routePath} [${(h.sections ?? []).map((s: any) => s.heading ?? s.anchor).slice(0,1).join('')}]`).join(' | '));
