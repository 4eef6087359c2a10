import { THEME_CLASS, themeSelector } from '../../../framework/runtime';

/** The theme's horizontal scroll containers for Markdown tables and code blocks. */
export const SCROLL_REGIONS = `${themeSelector('tableScroll')}, ${themeSelector('codeScroll')}`;

export interface RegionLabels {
  table: string;
  code: string;
}

type RegionElement = Pick<
  HTMLElement,
  | 'scrollWidth'
  | 'clientWidth'
  | 'classList'
  | 'setAttribute'
  | 'removeAttribute'
  | 'hasAttribute'
>;

/** Makes an overflowing container a focusable, named region, and undoes it when it fits. */
export function syncScrollRegion(
  element: RegionElement,
  labels: RegionLabels,
): void {
  const overflowing = element.scrollWidth > element.clientWidth + 1;
  if (overflowing) {
    element.setAttribute('tabindex', '0');
    element.setAttribute('role', 'region');
    element.setAttribute(
      'aria-label',
      element.classList.contains(THEME_CLASS.tableScroll)
        ? labels.table
        : labels.code,
    );
  } else if (element.hasAttribute('tabindex')) {
    element.removeAttribute('tabindex');
    element.removeAttribute('role');
    element.removeAttribute('aria-label');
  }
}
