/**
 * Whether a reader dismissed the bar is decided before first paint by an inline head script
 * that marks <html>; CSS then keeps the bar hidden, so it never appears and vanishes.
 */
export const DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

/** The value stored under the bar's key when the reader closes it. */
export const DISMISSED_VALUE = 'true';

export function dismissedScript(storageKey: string): string {
  const key = JSON.stringify(storageKey);
  return `try{if(localStorage.getItem(${key})!==null)document.documentElement.setAttribute('${DISMISSED_ATTRIBUTE}','')}catch(e){}`;
}

/** Reads the stored dismissal; blocked storage counts as "not dismissed". */
export function isDismissed(
  storage: Pick<Storage, 'getItem'> | undefined,
  key: string,
): boolean {
  try {
    return storage?.getItem(key) != null;
  } catch {
    return false;
  }
}

/** Remembers the dismissal; returns false when storage refuses (the bar still closes). */
export function rememberDismissal(
  storage: Pick<Storage, 'setItem'> | undefined,
  key: string,
): boolean {
  try {
    storage?.setItem(key, DISMISSED_VALUE);
    return Boolean(storage);
  } catch {
    return false;
  }
}
