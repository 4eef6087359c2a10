// Builds the site's test variant into doc_build_variant/, for the e2e specs that need a
// different site than the one readers get:
// - Algolia mode: DocSearch replaces the local search when credentials are set (test ones here;
//   the e2e tests intercept the Algolia host).
// - A stale translation: the variant builds a copy of docs/ in which one English page gained a
//   section after its Chinese twin was marked, so that twin shows the out-of-date notice.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// The page whose translation the variant makes stale, shared with e2e/translation-notice.spec.ts.
const { stalePage } = JSON.parse(readFileSync('e2e/fixtures/variant.json', 'utf8'));

// Beside docs/, at the same depth, so that pages' relative imports of components/ still resolve.
const docsCopy = path.resolve('.docs-variant');
rmSync(docsCopy, { recursive: true, force: true });
cpSync('docs', docsCopy, { recursive: true });
appendFileSync(
  path.join(docsCopy, 'en', stalePage),
  '\n## A section added after the translation\n\nThe test variant adds this section so that the Chinese page is out of date.\n',
);

const result = spawnSync('npx', ['rspress', 'build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DOCS_ROOT: docsCopy,
    DOCS_OUT_DIR: 'doc_build_variant',
    RSPRESS_ALGOLIA_APP_ID: 'TESTAPPID',
    RSPRESS_ALGOLIA_API_KEY: 'test-search-key',
    RSPRESS_ALGOLIA_INDEX_NAME: 'rspress-docs',
  },
});
process.exit(result.status ?? 1);
