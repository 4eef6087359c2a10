import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { storageGuardScript } from './index';

function blockedWindow() {
  const win: Record<string, unknown> = {};
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(win, name, {
      configurable: true,
      get() {
        throw new Error('SecurityError: access denied');
      },
    });
  }
  return win as unknown as Window;
}

function run(win: Window) {
  vm.runInNewContext(storageGuardScript, { window: win });
}

describe('storage guard (inline head script)', () => {
  it('gives a page with blocked storage a working in-memory localStorage', () => {
    const win = blockedWindow();
    run(win);
    win.localStorage.setItem('rspress-theme-appearance', 'dark');
    expect(win.localStorage.getItem('rspress-theme-appearance')).toBe('dark');
    expect(win.localStorage.length).toBe(1);
    expect(win.localStorage.key(0)).toBe('rspress-theme-appearance');
    win.localStorage.removeItem('rspress-theme-appearance');
    expect(win.localStorage.getItem('rspress-theme-appearance')).toBeNull();
  });

  it('replaces sessionStorage too', () => {
    const win = blockedWindow();
    run(win);
    win.sessionStorage.setItem('a', '1');
    win.sessionStorage.clear();
    expect(win.sessionStorage.length).toBe(0);
  });

  it('leaves a working storage untouched', () => {
    const store = new Map<string, string>();
    const real = {
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
      getItem: (k: string) => store.get(k) ?? null,
    };
    const win = {
      localStorage: real,
      sessionStorage: real,
    } as unknown as Window;
    run(win);
    expect(win.localStorage).toBe(real);
    expect(store.size).toBe(0);
  });
});
