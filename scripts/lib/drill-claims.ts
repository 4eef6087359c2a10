// The claims side of `npm run upgrade-drill`, run inside the drilled copy with its installed
// @rspress/core:
//   tsx scripts/lib/drill-claims.ts --files
//     prints the test files the ledgers name, one per line (the drill runs them with vitest)
//   tsx scripts/lib/drill-claims.ts --report <vitest.json> [--samples <samples.jsonl>]
//     prints JSON: the claims that no longer hold on this version, grouped by page. A claim
//     fails when its test failed (or its test file could not run), when the installed file it
//     cites no longer holds the cited text, or when a type-hover sample of its page stopped
//     type-checking (the build wrote those to --samples instead of stopping).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkAll } from '../../tests/framework-claims/ledger';

interface VitestReport {
  testResults: {
    name: string;
    status: string;
    assertionResults: { title: string; status: string }[];
  }[];
}

export interface FailingClaim {
  says: string;
  why: string;
}

const { values } = parseArgs({
  options: {
    files: { type: 'boolean' },
    report: { type: 'string' },
    samples: { type: 'string' },
  },
});

const { ledgers } = checkAll();

if (values.files) {
  const files = new Set(
    ledgers.flatMap(({ ledger }) =>
      ledger.claims.flatMap((claim) => (claim.test ? [claim.test] : [])),
    ),
  );
  console.log([...files].filter((file) => existsSync(file)).join('\n'));
  process.exit(0);
}

const report = JSON.parse(readFileSync(values.report!, 'utf8')) as VitestReport;
const relative = (file: string) =>
  path.relative(process.cwd(), file).split(path.sep).join('/');
const failedTests = new Set<string>();
/** Files that failed without running their tests (a suite error: an import that broke). */
const brokenFiles = new Set<string>();
for (const result of report.testResults) {
  const file = relative(result.name);
  if (result.status === 'failed' && result.assertionResults.length === 0)
    brokenFiles.add(file);
  for (const test of result.assertionResults)
    if (test.status === 'failed') failedTests.add(`${file}\n${test.title}`);
}

const sampleProblems = new Map<string, string[]>();
if (values.samples && existsSync(values.samples))
  for (const line of readFileSync(values.samples, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const { page, problems } = JSON.parse(line) as {
      page: string;
      problems: string[];
    };
    sampleProblems.set(page, [
      ...(sampleProblems.get(page) ?? []),
      ...problems,
    ]);
  }

const failing: Record<string, FailingClaim[]> = {};
const add = (page: string, claim: FailingClaim) =>
  (failing[page] ??= []).push(claim);
for (const { ledger, claims } of ledgers) {
  for (const { claim, problem } of claims) {
    if (claim.test) {
      if (brokenFiles.has(claim.test))
        add(ledger.page, {
          says: claim.says,
          why: `${claim.test} did not run`,
        });
      else if (failedTests.has(`${claim.test}\n${claim.it}`))
        add(ledger.page, {
          says: claim.says,
          why: `test failed: ${claim.it}`,
        });
    } else if (claim.cite && problem?.startsWith('stale'))
      add(ledger.page, { says: claim.says, why: problem });
  }
}
for (const [file, problems] of sampleProblems) {
  // Sample problems name the page's file in either language; the ledger is per English page.
  const page = file.replace(/^docs\/[a-z]{2}\//, '');
  for (const problem of problems)
    add(page, { says: 'a type-hover sample type-checks', why: problem });
}
console.log(JSON.stringify(failing, null, 2));
