/**
 * Behaviour the API reference states where the types promise something else, proven on the
 * installed version: a fixture site built with the real `rspress build`, and the real binary.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRspress } from './support/export-surface';
import { buildFixture, type FixtureBuild } from './support/fixture-site';

describe('theme components in a built site (tests/fixtures/theme-api)', () => {
  let build: FixtureBuild;
  let home: string;
  let components: string;

  beforeAll(() => {
    build = buildFixture('theme-api');
    // Only the rendered app: the <head> also carries a description extracted from the source.
    const body = (file: string) => (build.has(file) ? build.read(file).split('<body>')[1] ?? '' : '');
    home = body('index.html');
    components = body('components.html');
  }, 180_000);

  it('builds', () => {
    expect(build.status, build.output).toBe(0);
  });

  it("puts a Button's dangerouslySetInnerHTML into an __html attribute and leaves the button empty", () => {
    const button = /<a[^>]*class="[^"]*html-button[^"]*"[^>]*>(.*?)<\/a>/.exec(components);
    expect(button?.[0]).toMatch(/__html="&lt;b&gt;inner&lt;\/b&gt;"/);
    expect(button?.[1]).toBe('');
  });

  it('renders a hero action whose text contains an HTML entity without a label', () => {
    const actions = [...home.matchAll(/<a[^>]*rp-home-hero__action[^>]*>(.*?)<\/a>/g)];
    expect(actions.map((match) => match[1])).toEqual(['Plain action', '']);
    expect(actions[1][0]).toMatch(/__html="Docs &amp;amp; API"/);
  });

  it('renders a Button with type="a" as the theme Link', () => {
    expect(components).toMatch(/<a[^>]*class="[^"]*link-button[^"]*rp-link[^"]*"[^>]*>Link button<\/a>/);
  });

  it('drops beforeHeroActions given to Layout but renders beforeHero', () => {
    expect(home).toContain('slot: beforeHero<');
    expect(home).not.toContain('slot: beforeHeroActions');
  });

  it('shows Badge children instead of its text prop', () => {
    expect(components).toMatch(/rp-badge--tip">from-children</);
    expect(components).not.toContain('from-text');
  });

  it('labels PageTabs from the PageTab labels and ignores the values prop', () => {
    expect(components).toContain('>Label one<');
    expect(components).not.toContain('Value one');
  });

  it('titles a Callout without a title with the English type name', () => {
    expect(components).toMatch(/rp-callout__title">Tip</);
  });
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
