// `npm run claims`: a table per page of the claims its ledger records (tests/framework-claims/
// *.claims.json) and how each is backed: by a test, by a citation of an installed file, or not
// yet (open: no evidence, a stale citation, a test that is gone, text no longer on the page).
//   --problems  also lists every open claim with what is wrong
//   --json      prints { pages, open } for scripts (the upgrade drill reads it)
// Exits 1 when a claim is open or a page has no ledger.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkAll, openClaims, totals } from '../tests/framework-claims/ledger';

const { values } = parseArgs({
  options: { problems: { type: 'boolean' }, json: { type: 'boolean' } },
});
const { ledgers, pagesWithoutLedger, pagesWithTwoLedgers } = checkAll();

const rows = ledgers.map(totals);
const failed =
  pagesWithoutLedger.length > 0 ||
  pagesWithTwoLedgers.length > 0 ||
  rows.some((row) => row.open > 0);

if (values.json) {
  console.log(
    JSON.stringify(
      {
        pages: rows,
        open: Object.fromEntries(
          ledgers
            .map((checked) => [checked.ledger.page, openClaims(checked)])
            .filter(([, open]) => open.length > 0),
        ),
        pagesWithoutLedger,
      },
      null,
      2,
    ),
  );
} else {
  const sum = (key: 'claims' | 'test' | 'cited' | 'open') =>
    rows.reduce((total, row) => total + row[key], 0);
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  console.log(
    [
      line(['page', 'audited on', 'claims', 'proven by test', 'cited', 'open']),
      line(Array(6).fill('---')),
      ...rows.map((row) =>
        line([row.page, row.core, row.claims, row.test, row.cited, row.open]),
      ),
      line([
        `**${rows.length} pages**`,
        '',
        sum('claims'),
        sum('test'),
        sum('cited'),
        sum('open'),
      ]),
    ].join('\n'),
  );
  for (const page of pagesWithoutLedger)
    console.log(`no ledger: docs/en/${page}`);
  for (const page of pagesWithTwoLedgers)
    console.log(`two ledgers: docs/en/${page}`);
  if (values.problems)
    for (const checked of ledgers)
      for (const { at, problem } of openClaims(checked))
        console.log(
          `${path.relative(process.cwd(), checked.file)}: "${at}": ${problem}`,
        );
}
process.exit(failed ? 1 : 0);
