/**
 * Facts about this project and the things it links to, each written once so that the config,
 * the theme layer, the tests and the scripts agree. Browser-safe: theme code imports it too.
 */
import corePackage from '@rspress/core/package.json' with { type: 'json' };

export const SITE_TITLE = 'Rspress';

/** The @rspress/core version this site is built with and documents. */
export const RSPRESS_VERSION: string = corePackage.version;

/** The repository that holds this site's sources (used by "edit this page"). */
export const SITE_REPOSITORY_URL =
  'https://github.com/rspress-docs/rspress-docs.github.io';

/** Where the edit link points: the docs folder on the main branch. */
export const EDIT_LINK_BASE_URL = `${SITE_REPOSITORY_URL}/edit/main/docs`;

/**
 * Where the site is published (GitHub Pages of the repository above). Canonical links, the
 * sitemap and link previews use it; a deployment elsewhere sets DOCS_SITE_ORIGIN at build time.
 */
export const SITE_ORIGIN: string =
  globalThis.process?.env?.DOCS_SITE_ORIGIN ?? 'https://rspress-docs.github.io';

/** Rspress's own repository: the top bar's GitHub link, the releases, the licence. */
export const RSPRESS_REPOSITORY_URL =
  'https://github.com/web-infra-dev/rspress';

/** Rspress's release notes: the changelog in the nav and the announcement bar's link. */
export const RELEASES_URL = `${RSPRESS_REPOSITORY_URL}/releases`;

/** The licence of Rspress (its LICENSE file), named in the home page's footer. */
export const RSPRESS_LICENSE = {
  name: 'MIT License',
  holder: 'Bytedance, Inc. and its affiliates',
  since: 2023,
  url: `${RSPRESS_REPOSITORY_URL}/blob/main/LICENSE`,
};

/** The package readers install, on the npm website. */
export const NPM_PACKAGE_URL = 'https://www.npmjs.com/package/@rspress/core';

/** The community chat that the Rspress repository's own site links to (Discord). */
export const COMMUNITY_CHAT_URL = 'https://discord.gg/mkVw5zPAtf';

/** The documentation of Rspress 1.x, linked from the version menu. */
export const V1_DOCS_URL = 'https://v1.rspress.rs';

/** The announcement bar's link and the key its dismissal is stored under. */
export const ANNOUNCEMENT = {
  href: RELEASES_URL,
  // A new key per announced version, so a reader who closed an old one sees the next.
  localStorageKey: `rspress-docs-announcement-${RSPRESS_VERSION}`,
};
