import { useEffect } from 'react';
import { useSiteTexts } from '../../i18n';
import { SCROLL_REGIONS, syncScrollRegion } from './scroll-region';

/**
 * Wide tables and long code lines scroll sideways inside the theme's containers. A scrollable
 * region must be reachable by keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`), so
 * each container that actually overflows becomes a focusable, labelled region; containers
 * that fit add no tab stop. Sizes are watched, so regions revealed later (tabs) count too.
 */
export function KeyboardScrollRegions() {
  const texts = useSiteTexts();

  useEffect(() => {
    const labels = texts.scrollRegion;
    const resizes = new ResizeObserver((entries) => {
      for (const entry of entries)
        syncScrollRegion(entry.target as HTMLElement, labels);
    });
    const watch = (root: Element | Document) => {
      if (root instanceof Element && root.matches(SCROLL_REGIONS))
        resizes.observe(root);
      for (const region of root.querySelectorAll<HTMLElement>(SCROLL_REGIONS))
        resizes.observe(region);
    };
    watch(document);
    // Content arriving later (client navigation, lazy pages) is picked up as it is added.
    const additions = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes)
          if (node instanceof Element) watch(node);
      }
    });
    additions.observe(document.body, { childList: true, subtree: true });
    return () => {
      resizes.disconnect();
      additions.disconnect();
    };
  }, [texts]);

  return null;
}
