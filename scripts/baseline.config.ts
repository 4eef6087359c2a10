/**
 * The same site without our theme layer: no theme components, no head scripts. Used by
 * `npm run size` and `npm run bench` (scripts/bench.mjs) to measure what the layer costs; the
 * benchmark builds it into .tmp/bench/ with a cache of its own.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';
import siteConfig from '../rspress.config';

const scriptsDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  ...siteConfig,
  themeDir: path.join(scriptsDir, 'baseline-theme'),
  outDir: '.tmp/bench/doc_build_baseline-theme',
  builderConfig: {
    ...siteConfig.builderConfig,
    html: {},
    // A cache key of its own: modules compiled against our theme must not be reused here.
    performance: { buildCache: { cacheDigest: ['baseline-theme'] } },
  },
});
