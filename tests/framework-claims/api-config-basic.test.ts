/**
 * What /api/config/config-basic states where the installed code and the typed JSDoc disagree,
 * proven on small fixture sites built with the real `rspress build`.
 */
import { describe, expect, it } from 'vitest';
import { buildFixture, textOf } from '../support/fixture-site';

describe('config behaviour documented in /api/config/config-basic', () => {
  it('replaceRules: a string rule replaces only the first match per file, a /g RegExp every match', () => {
    const build = buildFixture('config-replace-rules');
    expect(build.status, build.output).toBe(0);
    const text = textOf(build.read('index.html'));
    expect(text).toContain('First: plain-string-rule. Second: @PLAIN@.');
    expect(text).toContain(
      'First: global-regexp-rule. Second: global-regexp-rule.',
    );
  }, 120_000);

  it('languageParity: an object without `enabled` already runs the check and fails the build', () => {
    const build = buildFixture('config-language-parity');
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(/Check language parity failed/);
    expect(build.output).toMatch(/zh\/only-en\.md/);
  }, 120_000);

  it('languageParity: `enabled: false` turns the check off', () => {
    const build = buildFixture('config-language-parity', {
      args: ['-c', 'disabled.config.ts'],
    });
    expect(build.status, build.output).toBe(0);
  }, 120_000);
});
