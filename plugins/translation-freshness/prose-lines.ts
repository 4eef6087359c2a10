/**
 * The lines of a Markdown text outside fenced code blocks, with their 1-based numbers. A fence
 * closes only on the same character repeated at least as often as it opened, so a ````md
 * block that shows a ``` block inside it stays one block (CommonMark's rule).
 */
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

export function proseLines(text: string): { line: string; number: number }[] {
  let open: string | null = null;
  return text.split('\n').flatMap((line, index) => {
    const fence = FENCE.exec(line)?.[1];
    if (fence && open === null) {
      open = fence;
      return [];
    }
    if (
      fence &&
      open !== null &&
      fence[0] === open[0] &&
      fence.length >= open.length &&
      line.trim() === fence
    ) {
      open = null;
      return [];
    }
    return open === null ? [{ line, number: index + 1 }] : [];
  });
}
