/**
 * Translation freshness end to end on a fixture site kept in git: a translation marked as
 * matching its source shows nothing; once the English page changes, the Chinese page shows
 * the notice with the date of the change; syncing the marker clears it. The persistent build
 * cache stays on, so a cached compile can never hide or keep a notice.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  sourceHash,
  writeMarker,
} from '../../plugins/translation-freshness/source-hash';
import {
  buildFixture,
  FIXTURES_DIR,
  textOf,
  type FixtureBuild,
} from '../support/fixture-site';

const site = path.resolve('.tmp/fixtures/translation-freshness');
const docs = (file: string) => path.join(site, 'docs', file);
const cacheOn = { env: { RSPRESS_PERSISTENT_CACHE: 'true' } };

function commitAll(date: string, message: string) {
  execFileSync('git', ['add', '.'], { cwd: site });
  execFileSync(
    'git',
    [
      '-c',
      'user.name=Test',
      '-c',
      'user.email=test@example.com',
      'commit',
      '--quiet',
      '-m',
      message,
    ],
    {
      cwd: site,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    },
  );
}

function sync(page: string) {
  const translated = docs(`zh/${page}`);
  writeFileSync(
    translated,
    writeMarker(
      readFileSync(translated, 'utf8'),
      sourceHash(readFileSync(docs(`en/${page}`), 'utf8')),
    ),
  );
}

const notice = (build: FixtureBuild, file: string) =>
  /<div class="[^"]*translation-notice"[\s\S]*?<\/p>\s*<\/div>\s*<\/div>/.exec(
    build.read(file),
  )?.[0];

describe('translation freshness in a built site', { timeout: 400_000 }, () => {
  beforeAll(() => {
    rmSync(site, { recursive: true, force: true });
    cpSync(path.join(FIXTURES_DIR, 'translation-freshness'), site, {
      recursive: true,
      filter: (file) => !/doc_build|node_modules/.test(file),
    });
    execFileSync('git', ['init', '--quiet'], { cwd: site });
    sync('index.md');
    sync('guide.md');
    commitAll('2026-01-05T09:00:00Z', 'translate');
  });

  it('shows no notice while every translation matches its source', () => {
    const build = buildFixture(site, cacheOn);
    expect(build.status, build.output).toBe(0);
    for (const file of ['zh/guide.html', 'zh/index.html', 'guide.html'])
      expect(notice(build, file), file).toBeUndefined();
  });

  it('shows the notice under the title of a page whose source changed, dated and linked', () => {
    const english = readFileSync(docs('en/guide.md'), 'utf8');
    writeFileSync(
      docs('en/guide.md'),
      `${english}\n## Retries\n\nFailed downloads are retried twice.\n`,
    );
    commitAll('2026-03-14T09:00:00Z', 'document retries');
    // A whitespace-only edit of the other page must not make its translation stale.
    writeFileSync(
      docs('en/index.md'),
      readFileSync(docs('en/index.md'), 'utf8').replace(
        'Start with',
        'Start\n  with',
      ),
    );

    const build = buildFixture(site, cacheOn);
    expect(build.status, build.output).toBe(0);
    const html = notice(build, 'zh/guide.html');
    expect(html).toMatch(
      /^<div class="rp-callout rp-callout--warning translation-notice" role="note" aria-labelledby="translation-notice-title">/,
    );
    expect(html).toContain(
      '<div class="rp-callout__title" id="translation-notice-title">译文可能已过时</div>',
    );
    expect(html).toContain('<time dateTime="2026-03-14">2026年3月14日</time>');
    expect(html).toMatch(/<a href="\/guide"[^>]*>英文原文<\/a>/);
    expect(textOf(html ?? '')).toBe(
      '译文可能已过时 英文原文于 2026年3月14日 有更新，本页译文尚未跟上这次改动。最新内容请以 英文原文 为准。',
    );
    // Right under the title (and the Markdown controls the theme puts there), before the content.
    const page = build.read('zh/guide.html');
    expect(page.indexOf('</h1>')).toBeLessThan(
      page.indexOf('translation-notice'),
    );
    expect(page.indexOf('translation-notice')).toBeLessThan(
      page.indexOf('id="安装"'),
    );

    for (const file of ['zh/index.html', 'guide.html', 'index.html'])
      expect(notice(build, file), file).toBeUndefined();
    // Only the rendered page carries it: not the Markdown twin, not the search index.
    expect(build.read('zh/guide.md')).not.toContain('译文可能已过时');
    const searchIndex = build
      .files()
      .find((file) => /^static\/search_index\.zh\.\w+\.json$/.test(file));
    expect(build.read(searchIndex!)).toContain('把这个包加到项目里');
    expect(build.read(searchIndex!)).not.toContain('译文可能已过时');
  });

  it('clears the notice once the translation is synced', () => {
    sync('guide.md');
    const build = buildFixture(site, cacheOn);
    expect(build.status, build.output).toBe(0);
    expect(notice(build, 'zh/guide.html')).toBeUndefined();
  });
});
