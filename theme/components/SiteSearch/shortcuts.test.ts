import { describe, expect, it } from 'vitest';
import { isEditable, isModKShortcut, isSlashShortcut } from './shortcuts';

const key = (value: string, modifiers: Partial<KeyboardEvent> = {}) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...modifiers,
});

describe('search shortcuts', () => {
  it('opens on "/" when focus is on the page, a link or a button', () => {
    expect(isSlashShortcut(key('/'), { tagName: 'BODY' })).toBe(true);
    expect(isSlashShortcut(key('/'), { tagName: 'A' })).toBe(true);
    expect(isSlashShortcut(key('/'), null)).toBe(true);
  });

  it('leaves "/" alone while the reader types in an input, textarea, select or editable element', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT', 'input']) {
      expect(isSlashShortcut(key('/'), { tagName })).toBe(false);
    }
    expect(
      isSlashShortcut(key('/'), { tagName: 'DIV', isContentEditable: true }),
    ).toBe(false);
    expect(isEditable({ tagName: 'DIV' })).toBe(false);
  });

  it('ignores "/" with modifiers or during IME composition', () => {
    expect(isSlashShortcut(key('/', { ctrlKey: true }), null)).toBe(false);
    expect(isSlashShortcut(key('/', { isComposing: true }), null)).toBe(false);
  });

  it('recognises Ctrl+K and Cmd+K, whatever the case', () => {
    expect(isModKShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isModKShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isModKShortcut(key('k'))).toBe(false);
  });
});
