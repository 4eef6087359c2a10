// Builds the site's test variant into doc_build_variant/, for the e2e specs that need a
// different site than the one readers get:
// - Algolia mode: DocSearch replaces the local search when credentials are set (test ones here;
//   the e2e tests intercept the Algolia host).
// - A stale translation: the variant builds a copy of docs/ in which one English page gained a
//   section after its Chinese twin was marked, so that twin shows the out-of-date notice.
// - A collapsed sidebar group (the site has none; large sites have many), whose items the
//   page-data diet takes out of the first view.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

// The page whose translation the variant makes stale, shared with e2e/translation-notice.spec.ts.
const { stalePage, collapsedGroup } = JSON.parse(
  readFileSync('e2e/fixtures/variant.json', 'utf8'),
);

// Beside docs/, at the same depth, so that pages' relative imports of components/ still resolve.
const docsCopy = path.resolve('.docs-variant');
rmSync(docsCopy, { recursive: true, force: true });
cpSync('docs', docsCopy, { recursive: true });
appendFileSync(
  path.join(docsCopy, 'en', stalePage),
  '\n## A section added after the translation\n\nThe test variant adds this section so that the Chinese page is out of date.\n',
);

for (const lang of ['en', 'zh']) {
  const metaFile = path.join(
    docsCopy,
    lang,
    collapsedGroup.section,
    '_meta.json',
  );
  const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
  const group = meta.find(
    (entry) => entry.type === 'dir' && entry.name === collapsedGroup.dir,
  );
  if (!group)
    throw new Error(
      `build-variant: no group ${collapsedGroup.dir} in ${metaFile}`,
    );
  group.collapsed = true;
  writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
}

const result = spawnSync('npx', ['rspress', 'build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DOCS_ROOT: docsCopy,
    DOCS_OUT_DIR: 'doc_build_variant',
    // Every optimisation on, whatever it saves at this size, so the e2e tests exercise them.
    SITE_OPTIMISATIONS_PAY_FROM: '0',
    RSPRESS_ALGOLIA_APP_ID: 'TESTAPPID',
    RSPRESS_ALGOLIA_API_KEY: 'test-search-key',
    RSPRESS_ALGOLIA_INDEX_NAME: 'rspress-docs',
  },
});
process.exit(result.status ?? 1);
