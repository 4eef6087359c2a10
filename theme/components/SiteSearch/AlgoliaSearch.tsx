import { useI18n } from '@rspress/core/runtime';
import {
  type ComponentType,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react';
import type { AlgoliaConfig } from '../../../config/algolia';
import type { AlgoliaDocSearchProps } from './AlgoliaDocSearch';
import { isModKShortcut, isSlashShortcut } from './shortcuts';
import { THEME_CLASS } from '../../../framework/runtime';

// Compared with the build-time constant itself, so a local-search build drops DocSearch
// (and its stylesheet) from the bundle entirely.
const AlgoliaDocSearch: ComponentType<AlgoliaDocSearchProps> | null =
  __RSPRESS_ALGOLIA__ ? lazy(() => import('./AlgoliaDocSearch')) : null;

/**
 * A light stand-in for DocSearch: DocSearch's code is fetched only when the reader reaches for
 * search (hover, focus, click or a shortcut), not on the first view of a page.
 */
export function AlgoliaSearch({ config }: { config: AlgoliaConfig }) {
  const t = useI18n();
  const [wanted, setWanted] = useState<'no' | 'load' | 'open'>('no');
  // Until DocSearch has mounted (and listens itself), the shortcuts are ours to catch.
  const [ready, setReady] = useState(false);
  const markReady = useCallback(() => setReady(true), []);

  useEffect(() => {
    if (ready || wanted === 'open') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        isModKShortcut(event) ||
        isSlashShortcut(event, document.activeElement as HTMLElement | null)
      ) {
        event.preventDefault();
        setWanted('open');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ready, wanted]);

  const placeholder = (
    <button
      type="button"
      className={THEME_CLASS.searchButton}
      onPointerEnter={() =>
        setWanted((value) => (value === 'no' ? 'load' : value))
      }
      onFocus={() => setWanted((value) => (value === 'no' ? 'load' : value))}
      // Pointer-down, not just click: the real button may replace this one mid-click.
      onPointerDown={() => setWanted('open')}
      onClick={() => setWanted('open')}
    >
      <span className={THEME_CLASS.searchButtonContent}>
        <span className={THEME_CLASS.searchButtonWord}>
          {t('searchPlaceholderText')}
        </span>
      </span>
    </button>
  );

  if (wanted === 'no' || !AlgoliaDocSearch) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AlgoliaDocSearch
        config={config}
        openOnMount={wanted === 'open'}
        onReady={markReady}
      />
    </Suspense>
  );
}
