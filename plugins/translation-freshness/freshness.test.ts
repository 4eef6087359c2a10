import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  headingsAddedSince,
  sectionHeadings,
  translationStatuses,
} from './freshness';
import { sourceHash, writeMarker } from './source-hash';

describe('sectionHeadings', () => {
  it('lists h2–h6 outside code fences, without custom ids', () => {
    const text =
      '---\ntitle: A\n---\n# A\n## Options {#options}\n```md\n## Not a heading\n```\n### `base`\n';
    expect(sectionHeadings(text)).toEqual(['## Options', '### `base`']);
  });

  it('keeps a ````md block that shows a ``` block inside it closed, and keeps C# whole', () => {
    const text =
      '## C#\n````md\n```js\nx\n```\n## Inside the sample\n````\n## After ##\n';
    expect(sectionHeadings(text)).toEqual(['## C#', '## After']);
  });

  it('names headings that are new or reworded, in page order', () => {
    expect(
      headingsAddedSince(
        '## One\n## Two\n',
        '## One\n## Two, revised\n## Three\n',
      ),
    ).toEqual(['## Two, revised', '## Three']);
  });
});

describe('translationStatuses', () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo });
  const commitOn = (date: string, message: string) =>
    execFileSync('git', ['commit', '--quiet', '-am', message], {
      cwd: repo,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  };
  const layout = () => ({
    docsRoot: path.join(repo, 'docs'),
    sourceLang: 'en',
    translatedLangs: ['zh'],
  });
  const statusOf = (page: string) =>
    translationStatuses(layout()).find((status) => status.page === page);

  const source = '# Guide\n\n## Install\n\nRun the installer.\n';

  beforeAll(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'translation-freshness-'));
    git('init', '--quiet');
    git('config', 'user.email', 'test@example.com');
    git('config', 'user.name', 'Test');
    write('docs/en/guide.md', source);
    write(
      'docs/zh/guide.md',
      writeMarker('# 指南\n\n## 安装\n', sourceHash(source)),
    );
    write('docs/en/only-english.md', '# Only English\n');
    write('docs/zh/unmarked.md', '# 未标记\n');
    write('docs/en/unmarked.md', '# Unmarked\n');
    git('add', '.');
    commitOn('2026-01-05T09:00:00Z', 'first');
  });

  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('says up to date, no marker and missing twin', () => {
    expect(statusOf('guide.md')?.state).toBe('up-to-date');
    expect(statusOf('unmarked.md')?.state).toBe('no-marker');
    expect(statusOf('only-english.md')?.state).toBe('missing-twin');
  });

  it('says stale, with no date while the change is not committed', () => {
    write('docs/en/guide.md', `${source}\n## Upgrade\n\nRun it again.\n`);
    expect(statusOf('guide.md')).toMatchObject({
      state: 'stale',
      changedAt: null,
      changedHeadings: ['## Upgrade'],
    });
  });

  it('gives the date of the first source commit after the marked version', () => {
    commitOn('2026-03-14T09:00:00Z', 'upgrade section');
    write(
      'docs/en/guide.md',
      `${source}\n## Upgrade\n\nRun it again.\n\n## Remove\n`,
    );
    commitOn('2026-04-02T09:00:00Z', 'remove section');
    expect(statusOf('guide.md')).toMatchObject({
      state: 'stale',
      changedAt: '2026-03-14T09:00:00.000Z',
      changedHeadings: ['## Upgrade', '## Remove'],
    });
  });

  it('falls back to the latest change when the marked version is not in the history', () => {
    write('docs/zh/guide.md', writeMarker('# 指南\n', '000000000000'));
    expect(statusOf('guide.md')).toMatchObject({
      state: 'stale',
      changedAt: '2026-04-02T09:00:00.000Z',
      changedHeadings: null,
    });
  });

  it("asks git only when a date is read, in the dev server's mode, and then answers as a build does", () => {
    const early = translationStatuses(layout(), { history: 'on-read' }).find(
      (entry) => entry.page === 'guide.md',
    )!;
    // Without the repository by the time the date is read, a status that asked git at once
    // would still know it.
    renameSync(path.join(repo, '.git'), path.join(repo, '.git-away'));
    try {
      expect(early).toMatchObject({ state: 'stale', changedAt: null });
    } finally {
      renameSync(path.join(repo, '.git-away'), path.join(repo, '.git'));
    }
    const onRead = translationStatuses(layout(), { history: 'on-read' });
    expect(onRead.map((status) => ({ ...status }))).toEqual(
      translationStatuses(layout()).map((status) => ({ ...status })),
    );
  });
});
