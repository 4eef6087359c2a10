import { NoSSR } from '@rspress/core/runtime';
import { SearchButton, SearchPanel } from '@rspress/core/theme';
import { useEffect, useRef, useState } from 'react';
import { isSlashShortcut } from './shortcuts';

const PANEL = '.rp-search-panel__modal';

/**
 * The built-in local search (button + panel) with two additions: "/" opens it outside text
 * fields (Ctrl/Cmd+K is handled by the panel itself), and closing it hands focus back to
 * where the reader was before opening it, or else to the search button.
 */
export function LocalSearch() {
  const [focused, setFocused] = useState(false);
  // The panel focuses its input as it opens, so remember focus continuously, outside the panel.
  const lastFocusOutside = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest(PANEL)) lastFocusOutside.current = target;
    };
    document.addEventListener('focusin', onFocusIn, true);
    return () => document.removeEventListener('focusin', onFocusIn, true);
  }, []);

  useEffect(() => {
    if (focused) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSlashShortcut(event, document.activeElement as HTMLElement | null)) {
        event.preventDefault();
        setFocused(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [focused]);

  useEffect(() => {
    if (!focused && wasOpen.current) {
      const previous = lastFocusOutside.current;
      const target = previous?.isConnected && previous !== document.body ? previous : document.querySelector<HTMLElement>('.rp-search-button');
      target?.focus();
    }
    wasOpen.current = focused;
  }, [focused]);

  return (
    <>
      <SearchButton setFocused={setFocused} />
      <NoSSR>
        <SearchPanel focused={focused} setFocused={setFocused} />
      </NoSSR>
    </>
  );
}
