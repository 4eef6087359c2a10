/**
 * The claims ledgers (tests/framework-claims/*.claims.json, `npm run claims`): every page has
 * one, and every claim in it is backed. A claim is open when it has no evidence, when its text
 * is no longer on the page, when the test it names is gone, or when the installed file it cites
 * no longer holds the cited text (an upgrade changed it).
 */
import { describe, expect, it } from 'vitest';
import { checkAll, openClaims } from '../framework-claims/ledger';

describe('claims ledgers', () => {
  const { ledgers, pagesWithoutLedger, pagesWithTwoLedgers } = checkAll();

  it('cover every English page once', () => {
    expect(pagesWithoutLedger).toEqual([]);
    expect(pagesWithTwoLedgers).toEqual([]);
  });

  it('leave no claim open', () => {
    const open = ledgers.flatMap((checked) =>
      openClaims(checked).map(
        ({ at, problem }) => `${checked.file}: "${at}": ${problem}`,
      ),
    );
    expect(open).toEqual([]);
  });

  it('record each audit with its date and findings', () => {
    // A page that has no audit yet says so with `"audit": null`; `npm run claims` lists it.
    const malformed = ledgers
      .filter(
        ({ ledger }) =>
          ledger.audit !== null &&
          (!/^\d{4}-\d{2}-\d{2}$/.test(ledger.audit?.date ?? '') ||
            typeof ledger.audit?.found?.wrong !== 'number'),
      )
      .map(({ file }) => file);
    expect(malformed).toEqual([]);
  });
});
