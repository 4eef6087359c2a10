/** The benchmark's break-even for the route split (scripts/lib/optimisation-costs.mjs). */
import { describe, expect, it } from 'vitest';
import { breakEvenRoutes } from '../../scripts/lib/optimisation-costs.mjs';

describe('breakEvenRoutes', () => {
  it('draws a line through the two measured sizes and finds where it saves 1 KB', () => {
    // 0.2 KB at 100 routes, 64.3 KB at 1,000: 73 bytes a route, 1 KB at 112 routes.
    expect(
      breakEvenRoutes([
        { routes: 100, saves: 205 },
        { routes: 1000, saves: 65843 },
      ]),
    ).toBe(112);
  });

  it('has no answer when the saving does not grow with the site', () => {
    expect(
      breakEvenRoutes([
        { routes: 100, saves: 500 },
        { routes: 1000, saves: 400 },
      ]),
    ).toBeNull();
  });
});
