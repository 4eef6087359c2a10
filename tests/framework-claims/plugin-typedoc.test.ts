/**
 * What /plugin/official-plugins/typedoc says about building TypeDoc's Markdown output with
 * Rspress: tests/fixtures/plugin-typedoc-output/docs/api/ is the unedited output of TypeDoc
 * 0.28.20 and typedoc-plugin-markdown 4.14.1 with the page's typedoc.json, and the real
 * `rspress build` turns it into routes under /api/, resolves its relative `.md` links and lists
 * its folders in the generated sidebar.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIXTURES_DIR,
  plainText,
  useFixtureBuild,
} from '../support/fixture-site';

describe("TypeDoc's Markdown output in rspress build", () => {
  const build = useFixtureBuild('plugin-typedoc-output');

  it('serves the landing file index.md at /api/ and each generated file as a route', () => {
    expect(
      build()
        .files()
        .filter((file) => file.startsWith('api/')),
    ).toEqual([
      'api/functions/add.html',
      'api/functions/greet.html',
      'api/index.html',
      'api/interfaces/GreetOptions.html',
    ]);
    // `name` in typedoc.json is the H1 of the landing page.
    expect(build().read('api/index.html')).toMatch(
      /<h1[^>]*>[\s\S]*?API reference[\s\S]*?<\/h1>/,
    );
  });

  it('resolves the relative .md links between generated pages', () => {
    const html = build().read('api/functions/greet.html');
    expect(html).toContain('href="/api/interfaces/GreetOptions.html"');
    expect(html).toContain('href="/api/functions/add.html"');
    expect(build().read('index.html')).toContain('href="/api/index.html"');
  });

  it('lists the generated folders alphabetically in the sidebar when there is no _meta.json', () => {
    expect(
      existsSync(
        path.join(FIXTURES_DIR, 'plugin-typedoc-output/docs/api/_meta.json'),
      ),
    ).toBe(false);
    const text = plainText(build().read('api/functions/greet.html'));
    const sidebar = text.slice(text.indexOf('API reference'));
    expect(sidebar).toMatch(
      /^API reference functions Function: add\(\) Function: greet\(\) interfaces Interface: GreetOptions/,
    );
  });
});
