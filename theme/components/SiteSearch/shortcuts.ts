/** Keyboard shortcuts that open search, shared by the local and the Algolia modes. */

type KeyLike = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'
>;

interface TargetLike {
  tagName?: string;
  isContentEditable?: boolean;
}

/** True while the reader is typing somewhere, where "/" must stay a character. */
export function isEditable(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(
    (target.tagName ?? '').toUpperCase(),
  );
}

/** "/" outside of text fields, without modifiers. */
export function isSlashShortcut(
  event: KeyLike,
  target: TargetLike | null | undefined,
): boolean {
  return (
    event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.isComposing &&
    !isEditable(target)
  );
}

/** Ctrl+K or Cmd+K, anywhere. */
export function isModKShortcut(event: KeyLike): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    event.key.toLowerCase() === 'k'
  );
}
