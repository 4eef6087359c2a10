/**
 * What /api/config/config-basic states where the installed code and the typed JSDoc disagree,
 * proven on small fixture sites built with the real `rspress build`.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixture, FIXTURES_DIR, textOf } from '../support/fixture-site';
import { typecheckSources } from '../support/typecheck';

const require = createRequire(import.meta.url);
const RSPRESS_BIN = path.join(
  path.dirname(require.resolve('@rspress/core/package.json')),
  'bin',
  'rspress.js',
);

/** The text of the navbar title link of a built page. */
const navTitle = (html: string) =>
  /rp-nav__title__link[^>]*>(?:<[^>]+>)*([^<]*)</.exec(html)?.[1];

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
    expect(build.status).toBe(1);
    expect(build.output).toMatch(/Check language parity failed/);
    expect(build.output).toMatch(/zh\/only-en\.md/);
    // The check runs after the build: the whole site has been written by then.
    for (const file of ['index.html', 'zh/index.html', 'only-en.html'])
      expect(build.has(file), file).toBe(true);
  }, 120_000);

  it('languageParity: `rspress dev` starts the server, then crashes on the check', () => {
    const result = spawnSync(process.execPath, [RSPRESS_BIN, 'dev'], {
      cwd: path.join(FIXTURES_DIR, 'config-language-parity'),
      encoding: 'utf8',
      env: {
        ...process.env,
        RSPRESS_PERSISTENT_CACHE: 'false',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
      // A server that did not crash would be killed here and fail the status check.
      timeout: 110_000,
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status, output).toBe(1);
    const started = output.indexOf('Local:');
    expect(started, output).toBeGreaterThanOrEqual(0);
    expect(output.indexOf('Check language parity failed')).toBeGreaterThan(
      started,
    );
  }, 120_000);

  it('languageParity.exclude matches anywhere in the path; top-level locale titles are read while nav and sidebar are generated', () => {
    const build = buildFixture('config-language-parity', {
      args: ['-c', 'locale-titles.config.ts'],
    });
    // `blog` skipped en/myblog/post.md, which has no zh twin.
    expect(build.status, build.output).toBe(0);
    // Navbar title: the record's title (there is no site title).
    expect(navTitle(build.read('index.html'))).toBe('EN locale title');
    expect(navTitle(build.read('zh/index.html'))).toBe('ZH locale title');
    // <title> suffix and fallback description, as the site title and description are empty.
    const post = build.read('myblog/post.html');
    expect(post).toContain('<title>Blog post - EN locale title</title>');
    expect(post).toContain(
      '<meta name="description" content="EN locale description">',
    );
  }, 120_000);

  it('locales: a hand-written themeConfig.nav turns the top-level titles and descriptions off', () => {
    const build = buildFixture('config-language-parity', {
      args: ['-c', 'locale-titles-manual-nav.config.ts'],
    });
    expect(build.status, build.output).toBe(0);
    const post = build.read('myblog/post.html');
    expect(navTitle(post)).toBe('Home');
    expect(post).toContain('<title>Blog post</title>');
    expect(post).not.toMatch(/EN locale (title|description)/);
  }, 120_000);

  it('i18nSource: a built-in key needs both zh and en texts, a key of your own does not', () => {
    const config = (entry: string) => ({
      origin: `i18nSource with ${entry}`,
      extension: '.ts',
      source: `import { defineConfig } from '@rspress/core';\nexport default defineConfig({ i18nSource: { ${entry} } });\n`,
    });
    const [builtIn, own] = [
      typecheckSources([config("outlineTitle: { en: 'Contents' }")]),
      typecheckSources([config("'greeting.hello': { en: 'Hello' }")]),
    ];
    expect(builtIn.map(({ message }) => message).join('\n')).toMatch(
      /Property 'zh' is missing/,
    );
    expect(own).toEqual([]);
  });

  it('languageParity: `enabled: false` turns the check off', () => {
    const build = buildFixture('config-language-parity', {
      args: ['-c', 'disabled.config.ts'],
    });
    expect(build.status, build.output).toBe(0);
  }, 120_000);
});
