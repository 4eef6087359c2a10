/**
 * The type hovers (plugins/twoslash-samples) in a real `rspress build`: a sample that no longer
 * type-checks stops the build and names the page and the line.
 */
import { describe, expect, it } from 'vitest';
import { buildFixture } from '../support/fixture-site';

describe('type hovers in a build', () => {
  it('fails on a sample that does not type-check, naming the page and the line', () => {
    const build = buildFixture('type-hovers');
    expect(build.status).not.toBe(0);
    // The fence of the second sample is on line 13, so its third line is line 16.
    expect(build.output).toContain('docs/config.mdx:16  TS2769');
    expect(build.output).toContain("'notAnOption' does not exist");
  }, 120_000);
});
