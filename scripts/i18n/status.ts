/**
 * `npm run i18n:status`: one row per translated page, saying whether it matches its source.
 * Stale pages are a warning for translators, never a failure (tests fail on missing markers).
 */
import {
  type TranslationStatus,
  translationStatuses,
} from '../../plugins/translation-freshness/freshness';
import { layout } from './site-layout';

function describe(status: TranslationStatus): string {
  switch (status.state) {
    case 'up-to-date':
      return 'up to date';
    case 'stale':
      if (status.changedAt)
        return `stale since ${status.changedAt.slice(0, 10)}`;
      return status.sourceInHistory
        ? 'stale (change not committed yet)'
        : 'stale (source not in git history)';
    case 'no-marker':
      return 'no marker';
    case 'missing-twin':
      return 'missing twin';
  }
}

/** Stale pages: the new or reworded headings, "none" when only text changed, or why not known. */
function changedHeadings(status: TranslationStatus): string {
  if (status.state !== 'stale') return '';
  if (!status.changedHeadings)
    return '(not known: the marked version is not in git history)';
  return status.changedHeadings.join('; ') || 'none';
}

const statuses = translationStatuses(layout);
const rows = statuses.map((status) => [
  `${status.lang}/${status.page}`,
  describe(status),
  changedHeadings(status),
]);
const header = [
  'Page',
  'Status',
  `${layout.sourceLang} headings added or changed since`,
];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells: string[]) =>
  `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;

console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));

const count = (state: TranslationStatus['state']) =>
  statuses.filter((status) => status.state === state).length;
console.log(
  `\n${statuses.length} pages: ${count('up-to-date')} up to date, ${count('stale')} stale, ${count('no-marker')} without a marker, ${count('missing-twin')} without a twin.`,
);
if (count('stale') > 0) {
  console.log(
    'Update the stale translations, then mark them: npm run i18n:sync -- docs/<lang>/<page>',
  );
}
