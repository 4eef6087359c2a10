import { useEffect } from 'react';
import { shouldHideNavbar } from './navbar-visibility';
import './index.css';
import { themeSelector } from '../../../framework/runtime';

/** The attribute on <html> that the stylesheet reads; present while the bar is hidden. */
export const NAVBAR_HIDDEN_ATTRIBUTE = 'data-navbar-hidden';

/**
 * Implements `hideNavbar: 'auto'`, which the 2.0.22 theme types but does not act on:
 * the bar slides away while reading down and comes back on the way up or at the top.
 * Only a transform changes, so nothing below it moves.
 */
export function NavbarAutoHide() {
  useEffect(() => {
    const root = document.documentElement;
    let previousY = window.scrollY;
    let hidden = false;
    let frame = 0;

    const update = () => {
      frame = 0;
      const nav = document.querySelector<HTMLElement>(themeSelector('nav'));
      const currentY = window.scrollY;
      const next = shouldHideNavbar({
        previousY,
        currentY,
        navHeight: nav?.offsetHeight ?? 64,
        hidden,
      });
      previousY = currentY;
      if (next === hidden) return;
      hidden = next;
      root.toggleAttribute(NAVBAR_HIDDEN_ATTRIBUTE, hidden);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      root.removeAttribute(NAVBAR_HIDDEN_ATTRIBUTE);
    };
  }, []);

  return null;
}
