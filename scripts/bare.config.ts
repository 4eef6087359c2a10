/**
 * The framework's floor: the bare default theme with only what is needed to build the same docs
 * folder into the same routes. `npm run size` and `npm run bench` compare the site with it.
 * Rspress takes the theme from `<cwd>/theme` unless `themeDir` says otherwise, so it points at
 * scripts/baseline-theme (the default theme re-exported, nothing added).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';

const scriptsDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.join(scriptsDir, '..', 'docs'),
  themeDir: path.join(scriptsDir, 'baseline-theme'),
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  route: { cleanUrls: true, exclude: ['**/fragments/**'] },
  // Not a setting of the floor: keeps a hand-run build of this file away from doc_build/.
  outDir: '.tmp/bench/doc_build_baseline-bare',
});
