/**
 * Facts about this project and the things it links to. Each URL lives here once so that
 * the config, the theme layer and the tests agree on it.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The repository that holds this site's sources (used by "edit this page"). */
export const SITE_REPOSITORY_URL = 'https://github.com/rspress-docs/rspress-docs.github.io';

/**
 * Where the site is published (GitHub Pages of the repository above). Canonical links, the
 * sitemap and link previews use it; a deployment elsewhere sets DOCS_SITE_ORIGIN instead.
 */
export const SITE_ORIGIN = process.env.DOCS_SITE_ORIGIN ?? 'https://rspress-docs.github.io';

/** Where the edit link points: the docs folder on the main branch. */
export const EDIT_LINK_BASE_URL = `${SITE_REPOSITORY_URL}/edit/main/docs`;

/** The @rspress/core version this site is built with and documents. */
export const RSPRESS_VERSION: string = require('@rspress/core/package.json').version;

export const SITE_TITLE = 'Rspress';
