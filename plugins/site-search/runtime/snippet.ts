/** A short piece of a section's text around the first match, with the matches marked. */
export interface Marked {
  text: string;
  /** `[start, end)` character ranges of `text` to highlight, sorted, not overlapping. */
  marks: [number, number][];
}

const CONTEXT_BEFORE = 40;

/** Where the terms occur in `text`, case-insensitively, longest terms first. */
export function markTerms(
  text: string,
  terms: readonly string[],
): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const term of [...terms].sort((a, b) => b.length - a.length)) {
    if (!term) continue;
    for (
      let at = lower.indexOf(term);
      at !== -1;
      at = lower.indexOf(term, at + term.length)
    ) {
      const end = at + term.length;
      if (!ranges.some(([start, stop]) => at < stop && end > start))
        ranges.push([at, end]);
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

export function makeSnippet(
  text: string,
  terms: readonly string[],
  maxLength = 160,
): Marked {
  const first = markTerms(text, terms)[0]?.[0] ?? 0;
  let start = Math.max(0, first - CONTEXT_BEFORE);
  // Start at a word boundary when one is near, so the snippet does not open mid-word.
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  const end = Math.min(text.length, start + maxLength);
  const prefix = start > 0 ? '…' : '';
  const piece = `${prefix}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return { text: piece, marks: markTerms(piece, terms) };
}
