/**
 * What /api/commands says the rspress binary does, on the installed version: bad input fails
 * `rspress build` loudly and names the place (MDX syntax errors and dead links, proven on
 * fixture sites), and the exit codes and messages of wrong flags, components, roots and
 * config paths.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runRspress } from '../support/export-surface';
import { buildFixture } from '../support/fixture-site';

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

describe('the rspress binary', () => {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'rspress-cli-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  it('exits with code 1 and names an unknown flag', () => {
    const result = runRspress(['build', '--mininfy'], cwd);
    expect(result.status).toBe(1);
    expect(result.output).toContain('Unknown option `--mininfy`');
  }, 60_000);

  it('exits with code 1 when asked to eject an unknown component', () => {
    const result = runRspress(['eject', 'NoSuchComponent'], cwd);
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/Component NoSuchComponent not found/);
  }, 60_000);

  it('joins an absolute [root] to the current folder', () => {
    const absoluteRoot = path.join(cwd, 'docs');
    const result = runRspress(['build', absoluteRoot], cwd);
    expect(result.status).toBe(1);
    expect(result.output).toContain(path.join(cwd, absoluteRoot));
  }, 60_000);

  it('fails with code 1 when --config names a missing file', () => {
    const result = runRspress(['build', '-c', 'missing.config.ts'], cwd);
    expect(result.status).toBe(1);
    expect(result.output).toContain('Cannot find config file');
  }, 60_000);
});
