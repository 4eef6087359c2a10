import { useLang, useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { type SiteLang, scrollRegionTexts } from '../../config/layer-texts';
import { SCROLL_REGIONS, syncScrollRegion } from './scroll-region';

/**
 * Wide tables and long code lines scroll sideways inside the theme's containers. A scrollable
 * region must be reachable by keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`), so
 * each container that actually overflows becomes a focusable, labelled region; containers
 * that fit add no tab stop. Sizes are watched, so regions revealed later (tabs) count too.
 */
export function KeyboardScrollRegions() {
  const { pathname } = useLocation();
  const lang = (useLang() || 'en') as SiteLang;

  useEffect(() => {
    const labels = { table: scrollRegionTexts.table[lang], code: scrollRegionTexts.code[lang] };
    const resizes = new ResizeObserver((entries) => {
      for (const entry of entries) syncScrollRegion(entry.target as HTMLElement, labels);
    });
    const watch = (root: ParentNode) => {
      for (const region of root.querySelectorAll<HTMLElement>(SCROLL_REGIONS)) resizes.observe(region);
    };
    watch(document);
    // Page content can arrive after this effect (client navigation, lazy pages).
    const additions = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) watch(node.parentElement ?? node);
      }
    });
    additions.observe(document.body, { childList: true, subtree: true });
    return () => {
      resizes.disconnect();
      additions.disconnect();
    };
  }, [pathname, lang]);

  return null;
}
