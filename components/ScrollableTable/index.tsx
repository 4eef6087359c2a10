import { useLang } from '@rspress/core/runtime';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { type SiteLang, tableTexts } from '../../config/layer-texts';

/**
 * Markdown tables in the theme's scroll container, reachable by keyboard when they overflow:
 * a scrollable region must be focusable so keyboard users can scroll it (WCAG 2.1.1, axe
 * `scrollable-region-focusable`). Tables that fit add no extra tab stop.
 */
export function ScrollableTable(props: ComponentProps<'table'>) {
  const lang = (useLang() || 'en') as SiteLang;
  const containerRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const measure = () => setOverflowing(container.scrollWidth > container.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={containerRef}
      className="rp-table-scroll-container rp-scrollbar"
      {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-label': tableTexts.scrollable[lang] } : {})}
    >
      <table {...props} />
    </div>
  );
}
