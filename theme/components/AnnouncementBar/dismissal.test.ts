import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  DISMISSED_ATTRIBUTE,
  dismissedScript,
  isDismissed,
  rememberDismissal,
} from './dismissal';

const KEY = 'docs-announcement';

function runHeadScript(stored: Record<string, string> | 'blocked') {
  const attributes = new Set<string>();
  const localStorage = {
    getItem(key: string) {
      if (stored === 'blocked') throw new Error('SecurityError');
      return stored[key] ?? null;
    },
  };
  const documentElement = {
    setAttribute: (name: string) => attributes.add(name),
  };
  vm.runInNewContext(dismissedScript(KEY), {
    localStorage,
    document: { documentElement },
  });
  return attributes.has(DISMISSED_ATTRIBUTE);
}

describe('announcement bar dismissal', () => {
  it('marks the page before paint when any value is stored under the key', () => {
    expect(runHeadScript({ [KEY]: 'true' })).toBe(true);
    expect(runHeadScript({ [KEY]: '' })).toBe(true);
  });

  it('leaves first-time readers with the bar', () => {
    expect(runHeadScript({})).toBe(false);
  });

  it('treats blocked storage as not dismissed and throws nothing', () => {
    expect(runHeadScript('blocked')).toBe(false);
  });

  it('stores the string "true" when the reader closes the bar', () => {
    const saved: Record<string, string> = {};
    expect(
      rememberDismissal({ setItem: (key, value) => (saved[key] = value) }, KEY),
    ).toBe(true);
    expect(saved).toEqual({ [KEY]: 'true' });
    expect(isDismissed({ getItem: (key) => saved[key] ?? null }, KEY)).toBe(
      true,
    );
  });

  it('still closes when storage refuses the write', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberDismissal(refusing, KEY)).toBe(false);
    expect(
      isDismissed(
        {
          getItem: () => {
            throw new Error('SecurityError');
          },
        },
        KEY,
      ),
    ).toBe(false);
  });
});
