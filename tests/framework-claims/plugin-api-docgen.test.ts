/**
 * What /plugin/official-plugins/api-docgen says about @rspress/plugin-api-docgen: the page's
 * setups (both parse tools) are built from tests/fixtures/plugin-api-docgen/ with the real
 * `rspress build`; the outline after hydration is read in Chromium (skipped when none is found).
 * Every option of the installed types has a heading on the page in both languages.
 */
import type { pluginApiDocgen } from '@rspress/plugin-api-docgen';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../site/routes';
import {
  buildFixture,
  bundleText,
  type FixtureBuild,
  plainText,
} from '../support/fixture-site';
import { withServedPage } from '../support/served-page';
import {
  exhaustive,
  type Param,
  undocumentedOptions,
} from '../support/plugin-options';

const BUILD_TIMEOUT = 180_000;

const OPTIONS = exhaustive<Param<typeof pluginApiDocgen>>()([
  'entries',
  'apiParseTool',
  'parseToolOptions',
  'appDir',
]);

describe('@rspress/plugin-api-docgen', () => {
  // The default setup, built once and read by the first two tests (the third rebuilds the
  // fixture with another config into the same folder).
  let defaultBuild: FixtureBuild | undefined;
  const buildDefault = () =>
    (defaultBuild ??= buildFixture('plugin-api-docgen'));

  it(
    'renders a props table for <API moduleName="button" /> from the component types and JSDoc',
    () => {
      const build = buildDefault();
      expect(build.status, build.output).toBe(0);
      const html = build.read('index.html');
      const api = html.slice(html.indexOf('class="rspress-plugin-api-docgen"'));
      const text = plainText(api.slice(0, api.indexOf('</table>')));
      expect(text).toContain('A button that reports presses.');
      expect(text).toContain('Property Description Type Default Value');
      expect(text).toContain(
        'variant Visual weight of the button. "primary" | "secondary" primary',
      );
      expect(text).toContain(
        'onPress Called when the button is pressed. () => void (Required) -',
      );
      expect(text).toContain(
        'children Text or icon shown inside the button. ReactNode -',
      );
      // Props without a JSDoc description are left out.
      expect(text).not.toContain('internalFlag');
      // The generated "### Button" is rendered with the theme's H3, which carries the class the
      // outline collects after hydration...
      expect(html).toMatch(/<h3 class="rp-toc-include" id="button"/);
      // ...but the outline in the pre-rendered HTML lists only the headings of the MDX file.
      const outline = html.slice(html.indexOf('rp-outline__toc'));
      expect(outline).toContain('#usage');
      expect(outline).not.toContain('#button');
    },
    BUILD_TIMEOUT,
  );

  it(
    "replaces the page's search text with its source file, the <API> tag swapped for the Markdown",
    () => {
      const build = buildDefault();
      expect(build.status, build.output).toBe(0);
      const index = build
        .files()
        .find((file) => file.startsWith('static/search_index'));
      const pages = JSON.parse(build.read(index!)) as {
        routePath: string;
        content: string;
      }[];
      const page = pages.find((entry) => entry.routePath === '/')!;
      // The file's own Markdown syntax stays: the heading and the table are not plain text.
      expect(page.content).toContain('# Button\n\n## Usage');
      expect(page.content).toContain(
        '|Property|Description|Type|Default Value|',
      );
      expect(page.content).toContain(
        '|onPress|Called when the button is pressed.|',
      );
      expect(page.content).not.toContain('<API');
    },
    BUILD_TIMEOUT,
  );

  it(
    'writes the tag of a .md page as an unknown <api> element, and leaves moduleName={…} out of the search index',
    () => {
      const build = buildDefault();
      expect(build.status, build.output).toBe(0);
      // docs/plain.md: no table, only the tag as an HTML element.
      const plain = build.read('plain.html');
      expect(plain).toContain('<api modulename="button"></api>');
      expect(plain).not.toContain('rspress-plugin-api-docgen');
      // docs/braces.mdx: the table renders, but the search text keeps the tag, not the table.
      expect(build.read('braces.html')).toContain('<table');
      const index = build
        .files()
        .find((file) => file.startsWith('static/search_index'));
      const braces = (
        JSON.parse(build.read(index!)) as {
          routePath: string;
          content: string;
        }[]
      ).find((entry) => entry.routePath === '/braces')!;
      expect(braces.content).not.toContain('Property');
    },
    BUILD_TIMEOUT,
  );

  it(
    'lists the generated "### Button" in the outline once the page has hydrated',
    async () => {
      const build = buildDefault();
      expect(build.status, build.output).toBe(0);
      await withServedPage(build.outDir, async (page, origin) => {
        await page.goto(`${origin}/`);
        const outlineLinks = () =>
          page
            .locator('.rp-outline__toc a')
            .evaluateAll((links) =>
              links.map((link) => link.getAttribute('href')),
            );
        await expect
          .poll(outlineLinks)
          .toEqual(['#usage', '#props', '#button']);
      });
    },
    BUILD_TIMEOUT,
  );

  it(
    'generates Markdown with apiParseTool "documentation" but <API> renders nothing for it',
    () => {
      const build = buildFixture('plugin-api-docgen', {
        args: ['--config', 'rspress.documentation.config.ts'],
      });
      expect(build.status, build.output).toBe(0);
      expect(build.read('index.html')).toContain(
        '<div class="rspress-plugin-api-docgen"></div>',
      );
      // The documentation.js output is in the bundle under the bare module name...
      expect(bundleText(build)).toMatch(/math:"[^"]*Adds two numbers/);
    },
    BUILD_TIMEOUT,
  );
});

describe('official plugin pages document every option of the installed types', () => {
  for (const lang of LANGS) {
    it(`${lang}/plugin/official-plugins/api-docgen.mdx has a heading for each option`, () => {
      expect(undocumentedOptions(lang, 'api-docgen', OPTIONS)).toEqual([]);
    });
  }
});
