/** Listeners and checks shared by the end-to-end specs. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 rules at levels A and AA. */
export const WCAG_AA_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
];

/** Aborts every request that leaves the site, as a reader behind a strict firewall would see. */
export async function blockExternalRequests(
  context: BrowserContext,
  origin: string,
): Promise<void> {
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (
      url.startsWith(origin) ||
      url.startsWith('data:') ||
      url.startsWith('blob:')
    )
      return route.continue();
    return route.abort('blockedbyclient');
  });
}

/**
 * Records what a reader should never meet: console errors and warnings, uncaught
 * exceptions and failed same-origin requests. Call before navigating.
 */
export function watchForProblems(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin)) {
      problems.push(
        `request failed: ${request.url()} (${request.failure()?.errorText})`,
      );
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Rules that read only what axe fetches before it runs (the stylesheets, the media files), not
 * the rendered page: a second check of the same document has the same input for them. In axe
 * 4.14, `no-autoplay-audio` runs in the first check; `css-orientation-lock` is tagged experimental
 * and runs in neither. It stays listed: should axe promote it, the first check runs it and a
 * recheck still has nothing new to give it.
 */
export const PRELOAD_ONLY_RULES = ['css-orientation-lock', 'no-autoplay-audio'];

/**
 * axe's WCAG 2.2 AA violations on the page as it is now. `recheck` is for a second check of the
 * same document after a colour-scheme or size change (the crawl's dark pass): it skips the
 * fetching of stylesheets and media again, and the rules that read only those.
 */
export async function findAccessibilityViolations(
  page: Page,
  { recheck = false }: { recheck?: boolean } = {},
): Promise<AxeViolation[]> {
  // A second check of the same document reuses the axe it loaded.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const skipped = recheck ? PRELOAD_ONLY_RULES : [];
  return page.evaluate(
    async ({ tags, skipped }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: Document,
              options: unknown,
            ) => Promise<{
              violations: {
                id: string;
                impact: string | null;
                help: string;
                nodes: { target: string[] }[];
              }[];
            }>;
          };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(
          skipped.map((rule) => [rule, { enabled: false }]),
        ),
        preload: skipped.length === 0,
        // Only violations are read: axe then keeps one node, not all, of passes and the rest.
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' ')),
      }));
    },
    { tags: WCAG_AA_TAGS, skipped },
  );
}

/**
 * Waits until React has hydrated the server-rendered page, run its effects, and the network is
 * quiet. The container is marked as a React root when hydration starts, which on a busy machine
 * can be well before it commits; listeners added in effects (the search shortcuts) exist only
 * after the commit, so this waits for the root to stop being dehydrated, then for one more task,
 * in which React flushes the passive effects of that commit.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const root = document.getElementById('__rspress_root');
    const key =
      root &&
      Object.keys(root).find((name) => name.startsWith('__reactContainer'));
    if (!root || !key) return false;
    // React 19 internals: container → root fiber → FiberRoot → committed root fiber's state.
    const fiber = (
      root as unknown as Record<
        string,
        {
          stateNode?: {
            current?: { memoizedState?: { isDehydrated?: boolean } };
          };
        }
      >
    )[key];
    return fiber.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Waits for the CSS transitions and animations running now, such as the colours easing after a
 * colour-scheme switch, so a check sees the final colours rather than a blend.
 */
export async function waitForStyleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) => animation.effect?.getTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** Console errors and warnings of a page, collected from now on. */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(message.text());
  });
  return problems;
}
