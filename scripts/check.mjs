// `npm run check`: the writer's quick check, everything `npm test` verifies about sources
// without building the site or opening a browser. Each phase names the file and line of what it
// finds; the script runs every phase, then prints a table and exits non-zero if one failed.
import { runPhases } from './lib/phases.mjs';

/** The content tests of tests/site that read sources only (no fixture build). */
const CONTENT_TESTS = [
  'content-parity', // every page has its twin, same h2/h3 outline and anchors
  'cjk-line-breaks', // Chinese prose is not hard-wrapped
  'translation-markers', // translation markers are current
  'frontmatter',
  'routes',
  'callout-titles',
  'package-manager-tabs',
  'links', // dead links and anchors
  'code-samples', // config samples type-check against the installed packages
  'quoted-messages', // messages quoted as printed are printed by the installed packages
  'claims-ledger', // every claim on every page has a test or a citation
].map((name) => `tests/site/${name}.test.ts`);

const STEPS = [
  ['types', 'npx tsc --noEmit'],
  ['lint', 'npx rslint'],
  ['format', 'npx prettier --check --log-level warn .'],
  ['spelling', 'npx cspell --no-progress --no-summary .'],
  ['content', `npx vitest run --reporter=dot ${CONTENT_TESTS.join(' ')}`],
];

process.exit((await runPhases(STEPS, { stopAtFailure: false })) ? 0 : 1);
