/**
 * The claims ledger: for every page, each claim it makes about Rspress (a behaviour, a default,
 * a type, an error, a version) with its evidence. One JSON file per page,
 * `tests/framework-claims/<name>.claims.json`, next to the page's claims test. Evidence is either
 * a test that would fail if the claim stopped holding (`test` + `it`), or a citation of an
 * installed file (`cite` + `text`, the exact text the claim rests on; its line is found, not
 * stored, so an upgrade that removes the text turns the claim stale instead of pointing at a
 * wrong line). `npm run claims` prints the table; tests/site/claims-ledger.test.ts keeps every
 * ledger sound, and `npm run upgrade-drill` reports the claims a release breaks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const CLAIMS_DIR = path.resolve('tests/framework-claims');
const DOCS_EN = path.resolve('docs/en');
const NODE_MODULES = path.resolve('node_modules');

export interface Claim {
  /** What the page says, in a few words. */
  says: string;
  /** Text of the English page the claim stands in, copied exactly (a few words are enough). */
  at: string;
  /** A test file, relative to the repository, and the exact title of the test in it. */
  test?: string;
  it?: string;
  /** An installed file, relative to node_modules, and the exact text in it the claim rests on. */
  cite?: string;
  text?: string;
  /** No evidence yet, and why. */
  open?: string;
}

export interface Ledger {
  /** The English page, relative to docs/en, e.g. `guide/start/troubleshooting.mdx`. */
  page: string;
  /**
   * The independent audit: the @rspress/core version it read, when, and what it found. Null on
   * a page that no one but its writer has read yet (`npm run new-page` starts it so).
   */
  audit: {
    core: string;
    date: string;
    found: { wrong: number; misleading: number; snapshot: number };
  } | null;
  claims: Claim[];
}

export type Evidence = 'test' | 'cited' | 'open';

export interface CheckedClaim {
  claim: Claim;
  evidence: Evidence;
  /** Where the citation stands now, `file:line`, when it was found. */
  where?: string;
  /** What is wrong with the entry: it counts as open. */
  problem?: string;
}

export interface CheckedLedger {
  file: string;
  ledger: Ledger;
  claims: CheckedClaim[];
  /** Problems with the ledger as a whole. */
  problems: string[];
}

export function ledgerFiles(): string[] {
  return readdirSync(CLAIMS_DIR)
    .filter((name) => name.endsWith('.claims.json'))
    .sort()
    .map((name) => path.join(CLAIMS_DIR, name));
}

export function readLedger(file: string): Ledger {
  return JSON.parse(readFileSync(file, 'utf8')) as Ledger;
}

const texts = new Map<string, string | null>();
function readText(file: string): string | null {
  if (!texts.has(file))
    texts.set(file, existsSync(file) ? readFileSync(file, 'utf8') : null);
  return texts.get(file)!;
}

/** Markdown source with line breaks and repeated spaces folded, so `at` may span a wrap. */
const fold = (text: string) => text.replace(/\s+/g, ' ');

/** Whether a test file declares a test (or suite) with exactly this title. */
export function declaresTest(source: string, title: string): boolean {
  const quoted = [`'${title}'`, `"${title}"`, `\`${title}\``];
  const escaped = [
    `'${title.replaceAll("'", "\\'")}'`,
    `"${title.replaceAll('"', '\\"')}"`,
  ];
  return [...quoted, ...escaped].some((literal) => source.includes(literal));
}

export function checkClaim(claim: Claim, page: string | null): CheckedClaim {
  const problems: string[] = [];
  if (!claim.says?.trim()) problems.push('no `says`');
  if (!claim.at?.trim()) problems.push('no `at`');
  else if (page !== null && !page.includes(fold(claim.at)))
    problems.push(`\`at\` is not on the page: "${claim.at}"`);
  const kinds = [claim.test, claim.cite, claim.open].filter(
    (value) => value !== undefined,
  ).length;
  if (kinds !== 1)
    problems.push('needs exactly one of `test`+`it`, `cite`+`text`, `open`');
  const result = (evidence: Evidence, where?: string): CheckedClaim => ({
    claim,
    evidence: problems.length ? 'open' : evidence,
    where,
    problem: problems.join('; ') || undefined,
  });
  if (claim.open !== undefined) return result('open');
  if (claim.test !== undefined) {
    const source = readText(path.resolve(claim.test));
    if (source === null) problems.push(`no test file ${claim.test}`);
    else if (!claim.it || !declaresTest(source, claim.it))
      problems.push(`${claim.test} has no test titled "${claim.it}"`);
    return result('test');
  }
  if (claim.cite !== undefined) {
    const file = path.join(NODE_MODULES, claim.cite);
    const source = readText(file);
    if (source === null) {
      problems.push(`stale: ${claim.cite} is not installed`);
      return result('cited');
    }
    const at = claim.text ? source.indexOf(claim.text) : -1;
    if (at < 0) {
      problems.push(`stale: the cited text is not in ${claim.cite}`);
      return result('cited');
    }
    const line = source.slice(0, at).split('\n').length;
    return result('cited', `${claim.cite}:${line}`);
  }
  return result('open');
}

export function checkLedger(file: string): CheckedLedger {
  const problems: string[] = [];
  let ledger: Ledger;
  try {
    ledger = readLedger(file);
  } catch (error) {
    return {
      file,
      ledger: {
        page: path.basename(file),
        audit: {
          core: '?',
          date: '?',
          found: { wrong: 0, misleading: 0, snapshot: 0 },
        },
        claims: [],
      },
      claims: [],
      problems: [`not valid JSON: ${(error as Error).message}`],
    };
  }
  const pageSource = readText(path.join(DOCS_EN, ledger.page ?? ''));
  if (pageSource === null) problems.push(`no page docs/en/${ledger.page}`);
  if (ledger.audit !== null && !/^2\.\d+\.\d+$/.test(ledger.audit?.core ?? ''))
    problems.push('audit.core is not a version');
  if (!Array.isArray(ledger.claims)) problems.push('no claims list');
  const page = pageSource === null ? null : fold(pageSource);
  return {
    file,
    ledger,
    claims: (ledger.claims ?? []).map((claim) => checkClaim(claim, page)),
    problems,
  };
}

/** Every ledger checked, plus the pages that have none. */
export function checkAll(): {
  ledgers: CheckedLedger[];
  pagesWithoutLedger: string[];
  pagesWithTwoLedgers: string[];
} {
  const ledgers = ledgerFiles().map(checkLedger);
  const count = new Map<string, number>();
  for (const { ledger } of ledgers)
    count.set(ledger.page, (count.get(ledger.page) ?? 0) + 1);
  const pages = listEnglishPages();
  return {
    ledgers,
    pagesWithoutLedger: pages.filter((page) => !count.has(page)),
    pagesWithTwoLedgers: [...count].filter(([, n]) => n > 1).map(([p]) => p),
  };
}

/** English pages relative to docs/en (fragments are part of the pages that import them). */
export function listEnglishPages(dir = DOCS_EN, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory())
        return entry.name === 'fragments'
          ? []
          : listEnglishPages(path.join(dir, entry.name), `${relative}/`);
      return /\.mdx?$/.test(entry.name) ? [relative] : [];
    })
    .sort();
}

/** A ledger's open claims and its own problems, each with what is wrong. */
export function openClaims(
  checked: CheckedLedger,
): { at: string; problem: string }[] {
  return [
    ...checked.problems.map((problem) => ({ at: '(ledger)', problem })),
    ...checked.claims
      .filter((claim) => claim.evidence === 'open')
      .map(({ claim, problem }) => ({
        at: claim.at,
        problem: problem ?? `open: ${claim.open}`,
      })),
  ];
}

export interface PageTotals {
  page: string;
  core: string;
  claims: number;
  test: number;
  cited: number;
  open: number;
}

export function totals({
  ledger,
  claims,
  problems,
}: CheckedLedger): PageTotals {
  const by = (evidence: Evidence) =>
    claims.filter((claim) => claim.evidence === evidence).length;
  return {
    page: ledger.page,
    core: ledger.audit?.core ?? 'not yet',
    claims: claims.length,
    test: by('test'),
    cited: by('cited'),
    open: by('open') + problems.length,
  };
}
