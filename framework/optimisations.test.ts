import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OptimisationReport,
  routeSplitPays,
  ROUTE_SPLIT_FROM_ROUTES,
  savings,
  STATUS_LINE_PREFIX,
} from './optimisations';
import type { Assumption } from './assumptions';

const assumption: Assumption = {
  id: 'example-shape',
  what: 'the example module has its usual shape',
  verifiedOn: ['2.0.22'],
  update: 'plugins/example/index.ts',
};

describe('the optimisation report', () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  afterEach(() => log.mockClear());

  it('prints one line naming each optimisation on or off once every report is finished', () => {
    const first = new OptimisationReport(['a', 'b'], {});
    const second = new OptimisationReport(['c'], {});
    first.fired('a');
    first.off('b', 'saves 0.3 KB at this size');
    first.finish();
    expect(log).not.toHaveBeenCalled();
    second.fired('c');
    second.finish();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe(
      `${STATUS_LINE_PREFIX} a=on, b=off (saves 0.3 KB at this size), c=on`,
    );
  });

  it('reports off, with a warning naming the assumption and the file to update, an optimisation whose transform never ran', () => {
    const report = new OptimisationReport(['a'], {});
    report.expect('a', assumption);
    report.finish();
    expect(report.isOn('a')).toBe(false);
    expect(log.mock.calls[0][0]).toContain('a=off (its transform never ran)');
  });

  it('switches optimisations off by name from the environment', () => {
    const report = new OptimisationReport(['a', 'b'], {
      SITE_OPTIMISATIONS_OFF: 'b',
    });
    expect(report.isOn('a')).toBe(true);
    expect(report.isOn('b')).toBe(false);
    report.finish();
  });

  it('switches the dependent optimisations off when a checked assumption fails', () => {
    const report = new OptimisationReport(['a', 'b'], {});
    expect(report.require(['a', 'b'], assumption, 'it exports x')).toBe(false);
    expect(report.isOn('a') || report.isOn('b')).toBe(false);
    report.finish();
  });
});

describe('savings', () => {
  it('pays only from the threshold on', () => {
    const list = JSON.stringify(
      Array.from({ length: 400 }, (_, n) => ({ path: `/page-${n}`, n })),
    );
    expect(savings(`x=${list}`, 'x=[]').pays).toBe(true);
    expect(savings('x=[1,2,3]', 'x=[]').pays).toBe(false);
  });
});

describe('routeSplitPays', () => {
  it('pays from the measured route count on', () => {
    expect(routeSplitPays(ROUTE_SPLIT_FROM_ROUTES)).toBe(true);
    expect(routeSplitPays(ROUTE_SPLIT_FROM_ROUTES - 1)).toBe(false);
  });
});
