/**
 * The same site without our theme layer: no theme components, no head scripts. Used by
 * `npm run size` and `npm run bench` to measure what the layer costs.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';
import siteConfig from '../rspress.config';

const scriptsDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  ...siteConfig,
  themeDir: path.join(scriptsDir, 'baseline-theme'),
  outDir: 'doc_build_baseline',
  builderConfig: {
    ...siteConfig.builderConfig,
    html: {},
    // A cache key of its own: modules compiled against our theme must not be reused here.
    performance: { buildCache: { cacheDigest: ['baseline-theme'] } },
  },
});
