/** Bad input fails the build loudly and says where: a writer never ships a broken page. */
import { describe, expect, it } from 'vitest';
import { buildFixture } from './support/fixture-site';

describe('rspress build on bad input', () => {
  it('fails on an MDX syntax error and names the file', () => {
    const build = buildFixture('broken-mdx');
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(/broken\.mdx/);
  }, 120_000);

  it('fails on a dead internal link and names the file and the link', () => {
    const build = buildFixture('dead-link');
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(/index\.md/);
    expect(build.output).toMatch(/\/guide\/missing/);
  }, 120_000);
});
