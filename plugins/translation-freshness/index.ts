/**
 * Translation freshness: every translated page records, in its front matter, the hash of the
 * source-language text it matches (`sourceHash`, set by `npm run i18n:sync`). When the build
 * starts, this plugin compares each marker with the source page's current hash, and a stale
 * page gets a notice under its title saying when the original changed, with a link to it.
 *
 * `npm run i18n:status` prints the same comparison as a table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { type TranslationStatus, translationStatuses } from './freshness';
import {
  type NoticeTexts,
  remarkTranslationNotice,
  type StalePage,
} from './remark-translation-notice';
import { pageRoute } from './page-route';
import { sourceHash } from './source-hash';

export interface TranslationFreshnessOptions {
  /** The notice's texts in each translated language. */
  textsFor(lang: string): NoticeTexts;
}

export function pluginTranslationFreshness(
  options: TranslationFreshnessOptions,
): RspressPlugin {
  // Filled in `config`, read by the remark plugin while pages compile.
  const stalePages = new Map<string, StalePage>();
  return {
    name: 'site:translation-freshness',
    config(config, _utils, isProd) {
      stalePages.clear();
      const layout = docsLayout(config);
      // The dev server asks git about a stale page when it compiles that page, not at its start.
      const stale = translationStatuses(layout, {
        history: isProd ? 'now' : 'on-read',
      }).filter((status) => status.state === 'stale');
      for (const status of stale) {
        stalePages.set(path.join(layout.docsRoot, status.lang, status.page), {
          lang: status.lang,
          get changedAt() {
            return status.changedAt;
          },
          sourceUrl: sourceUrl(config, layout.sourceLang, status),
          sourceLang: layout.sourceLang,
        });
      }
      // A build keys the cache on the dates. The dev server would have to ask git for them, so
      // it keys on the source's text instead, which changes whenever a date can.
      const digest = stale.map((status) => [
        status.lang,
        status.page,
        isProd
          ? status.changedAt
          : sourceHash(
              readFileSync(
                path.join(layout.docsRoot, layout.sourceLang, status.page),
                'utf8',
              ),
            ),
      ]);
      return withCacheDigest(config, JSON.stringify(digest));
    },
    markdown: {
      remarkPlugins: [
        [remarkTranslationNotice, { stalePages, textsFor: options.textsFor }],
      ],
    },
  };
}

/** The source language is the site's default one; every other locale translates it. */
export function docsLayout(config: UserConfig) {
  const sourceLang = config.lang ?? 'en';
  return {
    docsRoot: path.resolve(config.root ?? 'docs'),
    sourceLang,
    translatedLangs: (config.locales ?? [])
      .map((locale) => locale.lang)
      .filter((lang) => lang !== sourceLang),
  };
}

function sourceUrl(
  config: UserConfig,
  sourceLang: string,
  status: TranslationStatus,
): string {
  // The default language is served without a prefix.
  const base = (config.base ?? '/').replace(/\/$/, '');
  const prefix = sourceLang === config.lang ? '' : `/${sourceLang}`;
  return `${base}${prefix}${pageRoute(status.page)}`;
}

/**
 * A page's compiled output now depends on another file (its source), which the persistent
 * build cache cannot see: the set of stale pages becomes part of the cache key.
 */
function withCacheDigest(config: UserConfig, digest: string): UserConfig {
  const performance = config.builderConfig?.performance ?? {};
  const buildCache = performance.buildCache;
  // Rspress turns the cache on unless this variable says false; never turn it on here.
  if (buildCache === false || process.env.RSPRESS_PERSISTENT_CACHE === 'false')
    return config;
  const cache = typeof buildCache === 'object' ? buildCache : {};
  return {
    ...config,
    builderConfig: {
      ...config.builderConfig,
      performance: {
        ...performance,
        buildCache: {
          ...cache,
          cacheDigest: [...(cache.cacheDigest ?? []), digest],
        },
      },
    },
  };
}
