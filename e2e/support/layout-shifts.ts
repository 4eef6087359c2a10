/**
 * Layout shifts of a page load, counted as Chrome's CLS counts them (shifts without recent
 * input). The page's HTML arrives in pieces (scripts/serve.mjs, SLOW_HTML_HEADER), so the
 * browser renders half-parsed states as a slow machine does; a layout that changes once the
 * rest of the HTML, the styles or hydration arrive then shows up here. A layout measure, not a
 * timing: the pieces only make the intermediate layouts visible.
 */
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { BUDGETS } from '../../scripts/lib/budgets.mjs';
import { SLOW_HTML_HEADER, SLOW_HTML_PIECE } from '../../scripts/serve.mjs';

/** Google's "good" CLS is 0.1; a docs page should hardly move at all. */
export const LAYOUT_SHIFT_BUDGET = BUDGETS.crawlLayoutShift;

interface ShiftLog {
  score: number;
  shifts: string[];
}

declare global {
  interface Window {
    __layoutShifts?: ShiftLog;
  }
}

/**
 * Call before `page.goto`, on the page or once on its context. `pieceBytes`: the size of the
 * pieces the HTML arrives in (smaller is a slower connection).
 */
export async function watchLayoutShifts(
  target: Page | BrowserContext,
  { pieceBytes = SLOW_HTML_PIECE }: { pieceBytes?: number } = {},
): Promise<void> {
  await target.setExtraHTTPHeaders({ [SLOW_HTML_HEADER]: String(pieceBytes) });
  await target.addInitScript(() => {
    const log: ShiftLog = { score: 0, shifts: [] };
    window.__layoutShifts = log;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`
        : String(node?.nodeName ?? 'unknown');
    // Where each moved node was and went, so a failure says what moved and how far.
    const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
      `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        log.score += entry.value;
        const moved = (entry.sources ?? []).map(
          (source) =>
            `${describe(source.node)} (${rect(source.previousRect)} → ${rect(source.currentRect)})`,
        );
        log.shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far; call once the page has hydrated and settled. */
export async function layoutShifts(page: Page): Promise<ShiftLog> {
  return page.evaluate(() => window.__layoutShifts ?? { score: 0, shifts: [] });
}

/** Holds the load's shifts to the budget (a soft check, so the visit's other checks still run). */
export async function expectSteadyLoad(page: Page): Promise<void> {
  const { score, shifts } = await layoutShifts(page);
  expect
    .soft(score, `layout shifts while loading:\n${shifts.join('\n')}`)
    .toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET);
}
