// The crawl's dark pass checks the same document a second time and skips the rules that read
// only what axe fetches before a run (e2e/support/browser-checks.ts). That holds only while
// those are all of them: a new such rule in an axe upgrade must join the list.
import axe from 'axe-core';
import { expect, it } from 'vitest';
import {
  PRELOAD_ONLY_RULES,
  WCAG_AA_TAGS,
} from '../../e2e/support/browser-checks';

interface AxeRule {
  id: string;
  tags: string[];
  preload?: boolean;
}

it('skips on a recheck exactly the WCAG AA rules that read only preloaded stylesheets and media', () => {
  // axe's loaded rules (its audit is not typed as part of its API).
  const rules = (axe as unknown as { _audit: { rules: AxeRule[] } })._audit
    .rules;
  const preloadRules = rules
    .filter(
      (rule) =>
        rule.preload && rule.tags.some((tag) => WCAG_AA_TAGS.includes(tag)),
    )
    .map((rule) => rule.id)
    .sort();
  expect(preloadRules).toEqual([...PRELOAD_ONLY_RULES].sort());
});
