import { describe, expect, it } from 'vitest';
import { reportSearchOutcome } from './search-failure';

describe('search outcome reporting', () => {
  it('reports a failure and still rejects, so DocSearch sees the error too', async () => {
    const outcomes: boolean[] = [];
    const client = {
      search: async () => Promise.reject(new Error('Unreachable hosts')),
      other: 1,
    };
    const wrapped = reportSearchOutcome(client, (failed) =>
      outcomes.push(failed),
    );
    await expect(wrapped.search()).rejects.toThrow('Unreachable hosts');
    expect(outcomes).toEqual([true]);
    expect(wrapped.other).toBe(1);
  });

  it('clears the failure once a search succeeds again', async () => {
    const outcomes: boolean[] = [];
    const wrapped = reportSearchOutcome(
      { search: async (query: never) => ({ results: [query] }) },
      (failed) => outcomes.push(failed),
    );
    await expect(wrapped.search('q' as never)).resolves.toEqual({
      results: ['q'],
    });
    expect(outcomes).toEqual([false]);
  });
});
