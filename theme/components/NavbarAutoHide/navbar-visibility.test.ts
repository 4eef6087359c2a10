import { describe, expect, it } from 'vitest';
import { SCROLL_JITTER_PX, shouldHideNavbar } from './navbar-visibility';

const navHeight = 64;

describe('top bar auto-hide', () => {
  it('stays visible while the reader is still within the bar height', () => {
    expect(
      shouldHideNavbar({
        previousY: 0,
        currentY: 60,
        navHeight,
        hidden: false,
      }),
    ).toBe(false);
  });

  it('hides when the reader scrolls down past the bar', () => {
    expect(
      shouldHideNavbar({
        previousY: 100,
        currentY: 300,
        navHeight,
        hidden: false,
      }),
    ).toBe(true);
  });

  it('comes back as soon as the reader scrolls up', () => {
    expect(
      shouldHideNavbar({
        previousY: 800,
        currentY: 700,
        navHeight,
        hidden: true,
      }),
    ).toBe(false);
  });

  it('always shows at the top of the page, even if it was hidden', () => {
    expect(
      shouldHideNavbar({
        previousY: 200,
        currentY: 0,
        navHeight,
        hidden: true,
      }),
    ).toBe(false);
  });

  it('ignores jitter smaller than the threshold in either direction', () => {
    const small = SCROLL_JITTER_PX - 1;
    expect(
      shouldHideNavbar({
        previousY: 500,
        currentY: 500 + small,
        navHeight,
        hidden: false,
      }),
    ).toBe(false);
    expect(
      shouldHideNavbar({
        previousY: 500,
        currentY: 500 - small,
        navHeight,
        hidden: true,
      }),
    ).toBe(true);
  });
});
