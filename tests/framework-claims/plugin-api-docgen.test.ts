/**
 * What /plugin/official-plugins/api-docgen says about @rspress/plugin-api-docgen: the page's
 * setups (both parse tools) are built from tests/fixtures/plugin-api-docgen/ with the real
 * `rspress build`. Every option of the installed types has a heading on the page in both
 * languages.
 */
import type { pluginApiDocgen } from '@rspress/plugin-api-docgen';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../site/routes';
import { buildFixture, bundleText, plainText } from '../support/fixture-site';
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
  it(
    'renders a props table for <API moduleName="button" /> from the component types and JSDoc',
    () => {
      const build = buildFixture('plugin-api-docgen');
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
      // The generated "### Button" heading is rendered in the browser bundle's markdown
      // renderer, so the page outline only lists the headings written in the MDX file.
      const outline = html.slice(html.indexOf('rp-outline__toc'));
      expect(outline).toContain('#usage');
      expect(outline).not.toContain('#button');
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
