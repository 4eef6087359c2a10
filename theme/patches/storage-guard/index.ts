/**
 * Keeps pages alive when the reader's browser blocks site data.
 *
 * With storage blocked, merely reading `window.localStorage` throws a SecurityError. The
 * default theme reads it in inline head scripts and during hydration, which leaves a blank
 * page. This guard runs first in <head> and swaps any unusable storage for an in-memory one,
 * so preferences work for the page's lifetime and nothing throws.
 */
type StorageName = 'localStorage' | 'sessionStorage';

export function installStorageGuard(win: Window): void {
  const createMemoryStorage = (): Storage => {
    const entries = new Map<string, string>();
    return {
      get length() {
        return entries.size;
      },
      key: (index: number) => Array.from(entries.keys())[index] ?? null,
      getItem: (key: string) => entries.get(String(key)) ?? null,
      setItem: (key: string, value: string) => {
        entries.set(String(key), String(value));
      },
      removeItem: (key: string) => {
        entries.delete(String(key));
      },
      clear: () => entries.clear(),
    };
  };
  const names: StorageName[] = ['localStorage', 'sessionStorage'];
  for (const name of names) {
    try {
      const storage = win[name];
      const probe = '__rspress_storage_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
    } catch {
      try {
        Object.defineProperty(win, name, {
          value: createMemoryStorage(),
          configurable: true,
        });
      } catch {
        // Nothing more can be done here.
      }
    }
  }
}

/** The guard as inline script source: the function above, called on `window`. */
export const storageGuardScript = `(${installStorageGuard.toString()})(window);`;
