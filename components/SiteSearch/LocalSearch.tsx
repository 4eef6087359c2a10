import { NoSSR } from '@rspress/core/runtime';
import { SearchButton, SearchPanel } from '@rspress/core/theme-original';
import { useEffect, useRef, useState } from 'react';
import { isSlashShortcut } from './shortcuts';

/**
 * The built-in local search (button + panel) with two additions: "/" opens it outside text
 * fields (Ctrl/Cmd+K is handled by the panel itself), and closing it hands focus back to
 * where the reader was, or to the search button.
 */
export function LocalSearch() {
  const [focused, setFocused] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!focused && isSlashShortcut(event, document.activeElement as HTMLElement | null)) {
        event.preventDefault();
        setFocused(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [focused]);

  useEffect(() => {
    if (focused && !wasOpen.current) {
      const active = document.activeElement;
      returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    if (!focused && wasOpen.current) {
      const target = returnFocusTo.current?.isConnected ? returnFocusTo.current : document.querySelector<HTMLElement>('.rp-search-button');
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
