/**
 * When the top bar should hide: the reader is past it and moving down. Small jitters
 * (trackpads, momentum scrolling) are ignored so the bar does not flicker.
 */
export const SCROLL_JITTER_PX = 6;

export interface ScrollStep {
  previousY: number;
  currentY: number;
  /** How far the reader must be from the top before the bar may hide. */
  navHeight: number;
  hidden: boolean;
}

export function shouldHideNavbar({
  previousY,
  currentY,
  navHeight,
  hidden,
}: ScrollStep): boolean {
  if (currentY <= navHeight) return false;
  const delta = currentY - previousY;
  if (Math.abs(delta) < SCROLL_JITTER_PX) return hidden;
  return delta > 0;
}
