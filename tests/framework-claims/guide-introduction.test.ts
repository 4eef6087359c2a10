/**
 * What /guide/start/introduction says about what a built site ships to the browser, proven on a
 * copy of the Getting started tutorial site (tests/fixtures/getting-started) built with the real
 * `rspress build`. The copy lives in a temporary folder so that this file never builds the same
 * folder as guide-getting-started.test.ts at the same time.
 */
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildFixture,
  FIXTURES_DIR,
  type FixtureBuild,
} from '../support/fixture-site';

describe('the Getting started site, built', () => {
  let dir: string;
  let build: FixtureBuild;
  let scripts: string[];

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'guide-introduction-'));
    // Only the sources: a build leaves doc_build/ and a node_modules/.cache in the fixture.
    for (const part of ['docs', 'rspress.config.ts'])
      cpSync(
        path.join(FIXTURES_DIR, 'getting-started', part),
        path.join(dir, part),
        { recursive: true },
      );
    // The config imports @rspress/core: resolve it from this repository.
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
    build = buildFixture(dir);
    scripts = build.files().filter((file) => file.endsWith('.js'));
  }, 180_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('ships about 160 kB of gzipped JavaScript in total', () => {
    expect(build.status, build.output).toBe(0);
    const gzipped = scripts.reduce(
      (sum, file) => sum + gzipSync(build.read(file)).length,
      0,
    );
    const raw = scripts.reduce(
      (sum, file) => sum + statSync(path.join(build.outDir, file)).size,
      0,
    );
    // 2.0.22: 10 files, about 154 kB gzipped (531 kB raw).
    expect(gzipped / 1000).toBeGreaterThan(140);
    expect(gzipped / 1000).toBeLessThan(175);
    expect(raw).toBeGreaterThan(gzipped);
  });

  it('highlights code blocks at build time and ships no highlighter to the browser', () => {
    expect(build.read('guide/install.html')).toMatch(/class="shiki /);
    const withHighlighter = scripts.filter((file) =>
      /createHighlighter|codeToHast|codeToTokens/.test(build.read(file)),
    );
    expect(withHighlighter).toEqual([]);
  });
});

describe('built-in UI texts', () => {
  it('come in English, Chinese, Japanese, Korean and Russian for every key', () => {
    const source = readFileSync(
      'node_modules/@rspress/core/dist/node/runtimeModule/DEFAULT_I18N_TEXT.js',
      'utf8',
    ).replace(/^export .*$/m, '');
    const texts = new Function(
      `${source}; return DEFAULT_I18N_TEXT;`,
    )() as Record<string, Record<string, string>>;
    expect(Object.keys(texts).length).toBeGreaterThan(20);
    for (const [key, byLang] of Object.entries(texts))
      expect(Object.keys(byLang).sort(), key).toEqual([
        'en',
        'ja',
        'ko',
        'ru',
        'zh',
      ]);
  });
});
