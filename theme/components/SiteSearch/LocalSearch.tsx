import { SearchButton } from '@rspress/core/theme-original';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSiteLang } from '../../i18n';
import { loadSearchIndex } from './load-search';
import { isModKShortcut, isSlashShortcut } from './shortcuts';
import { themeSelector } from '../../../framework/runtime';

const loadDialog = () =>
  import(/* webpackChunkName: "site-search-dialog" */ './SearchDialog');
const SearchDialog = lazy(loadDialog);

/**
 * The local search: the theme's search button and our dialog. Nothing for search is loaded
 * with the page; the dialog, the engine and the language's index are fetched on intent
 * (pointer or focus on the button, Ctrl/Cmd+K, "/"). Closing hands focus back to where the
 * reader was before opening, or else to the search button.
 */
export function LocalSearch() {
  const lang = useSiteLang();
  const [open, setOpen] = useState(false);
  // The dialog focuses its input as it opens, so remember focus continuously, outside it.
  const lastFocusOutside = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  const prefetch = () => {
    loadDialog().catch(() => {});
    // A failure is shown by the dialog, which asks again.
    loadSearchIndex(lang).catch(() => {});
  };

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('.site-search'))
        lastFocusOutside.current = target;
    };
    document.addEventListener('focusin', onFocusIn, true);
    return () => document.removeEventListener('focusin', onFocusIn, true);
  }, []);

  useEffect(() => {
    if (open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        isModKShortcut(event) ||
        isSlashShortcut(event, document.activeElement as HTMLElement | null)
      ) {
        event.preventDefault();
        prefetch();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, lang]);

  useEffect(() => {
    if (!open && wasOpen.current) {
      const previous = lastFocusOutside.current;
      const target =
        previous?.isConnected && previous !== document.body
          ? previous
          : document.querySelector<HTMLElement>(themeSelector('searchButton'));
      target?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      {/* `display: contents` keeps the button where the theme lays it out. */}
      <span
        className="site-search-trigger"
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <SearchButton setFocused={(value: boolean) => setOpen(value)} />
      </span>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog lang={lang} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
