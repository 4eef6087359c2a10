import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { themeSelector } from '../../../framework/runtime';

/** `<li>`s of the wide top bar that the theme renders outside any list. */
export const ORPHAN_NAV_ITEMS = themeSelector('navOthers', ' > li');

/**
 * On wide screens the default theme renders the language menu as an `<li>` straight inside a
 * `<div>`, which assistive technology reads as a broken list (WCAG 1.3.1, axe `listitem`).
 * The theme builds it internally, so it cannot be replaced; giving the orphan item
 * `role="none"` keeps its contents and drops the false list semantics.
 */
export function NavListSemantics() {
  const { pathname } = useLocation();
  useEffect(() => {
    for (const item of document.querySelectorAll(ORPHAN_NAV_ITEMS))
      item.setAttribute('role', 'none');
  }, [pathname]);
  return null;
}
