/**
 * The three 1.x plugins that core 2.x replaced with switches, documented on
 * /plugin/official-plugins/last-updated, /medium-zoom and /shiki, built for real from the
 * git-tracked fixture tests/fixtures/built-in-features with one config per scenario. One file
 * for the three pages: each build answers for all three switches, and two test files must never
 * build the same fixture at the same time.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildFixture,
  FIXTURES_DIR,
  type FixtureBuild,
  useFixtureBuild,
} from '../support/fixture-site';

const FIXTURE = 'built-in-features';

function allJs(build: FixtureBuild): string {
  return build
    .files()
    .filter((file) => file.endsWith('.js'))
    .map((file) => build.read(file))
    .join('\n');
}

function lastCommit(relativeFile: string): { time: number; author: string } {
  const [time, author] = execFileSync(
    'git',
    ['log', '-1', '--format=%at%x00%an', '--', relativeFile],
    {
      cwd: path.join(FIXTURES_DIR, FIXTURE),
      encoding: 'utf8',
    },
  )
    .trim()
    .split('\0');
  return { time: Number(time) * 1000, author };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('everything on: lastUpdated with author, default zoom, Shiki options', () => {
  const build = useFixtureBuild(FIXTURE);

  it("shows the last commit's time, formatted for the page language, and the author name", () => {
    const { time, author } = lastCommit('docs/en/index.md');
    expect(build().read('index.html')).toContain(
      `<span>${new Date(time).toLocaleString('en')}</span>`,
    );
    expect(build().read('index.html')).toContain(
      `<span>${escapeHtml(author)}</span>`,
    );
    const zh = lastCommit('docs/zh/index.md');
    expect(build().read('zh/index.html')).toContain(
      `<span>${new Date(zh.time).toLocaleString('zh')}</span>`,
    );
  });

  it('ships image zoom by default, with the background forced to the page colour', () => {
    const js = allJs(build());
    expect(js).toContain('medium-zoom-overlay');
    expect(js).toContain('background:"var(--rp-c-bg)"');
  });

  it('numbers and wraps code lines by default, while `lineNumbers=false` opts one block out', () => {
    const html = build().read('index.html');
    const numbered = html.match(/rp-codeblock__content--line-numbers/g) ?? [];
    expect(numbered).toHaveLength(3);
    expect(html).toContain('rp-codeblock__content--wrap-code');
  });

  it('highlights `{2}` lines with transformerCompatibleMetaHighlight', () => {
    expect(build().read('index.html')).toMatch(
      /<span class="line highlighted">.*second/,
    );
  });

  it('gives a block with `height=80` a scroll container', () => {
    expect(build().read('index.html')).toContain(
      'rp-codeblock__content--scroll',
    );
  });
});

describe('everything off: no lastUpdated, mediumZoom: false, Shiki defaults', () => {
  const build = useFixtureBuild(FIXTURE, {
    args: ['-c', 'rspress.off.config.ts'],
  });

  it('shows no last-updated line without themeConfig.lastUpdated', () => {
    expect(build().read('index.html')).not.toContain('rp-last-updated');
  });

  it('leaves medium-zoom out of the bundle with mediumZoom: false', () => {
    expect(allJs(build())).not.toContain('medium-zoom-overlay');
  });

  it('has no line numbers, no wrapping and no `{2}` highlighting by default', () => {
    const html = build().read('index.html');
    expect(html).not.toContain('rp-codeblock__content--line-numbers');
    expect(html).not.toContain('rp-codeblock__content--wrap-code');
    expect(html).not.toContain('class="line highlighted"');
  });
});

describe('custom options: author function, zoom selector and options, defaultCodeOverflow', () => {
  const build = useFixtureBuild(FIXTURE, {
    args: ['-c', 'rspress.custom.config.ts'],
  });

  it('shows what the author function returns', () => {
    const { author } = lastCommit('docs/en/index.md');
    expect(build().read('index.html')).toContain(
      `<span>${escapeHtml(`${author.toUpperCase()} <maintainers>`)}</span>`,
    );
  });

  it('passes selector and options to the zoom component, but still forces the background', () => {
    const js = allJs(build());
    expect(js).toContain('selector:".rspress-doc img.zoomable"');
    expect(js).toContain('margin:24');
    expect(js).toContain('background:"var(--rp-c-bg)"');
  });

  it('caps every code block with defaultCodeOverflow.height', () => {
    const html = build().read('index.html');
    expect((html.match(/rp-codeblock__content--scroll/g) ?? []).length).toBe(4);
  });
});

it('fails when a plugin named like the 1.x last-updated plugin is added while the switch is on', () => {
  const build = buildFixture(FIXTURE, {
    args: ['-c', 'rspress.legacy-plugin.config.ts'],
  });
  expect(build.status).not.toBe(0);
  expect(build.output).toContain(
    'The plugin "@rspress/plugin-last-updated" has been registered',
  );
}, 120_000);
