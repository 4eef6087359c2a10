/**
 * What /plugin/official-plugins/preview says about @rspress/plugin-preview: the page's setup is
 * built from tests/fixtures/plugin-preview/ with the real `rspress build`. Every option of the
 * installed types has a heading on the page in both languages. files.mdx proves the
 * #demo-files recipe: a demo read from a file, its helper shown with a plain file block.
 */
import type { pluginPreview } from '@rspress/plugin-preview';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../site/routes';
import { buildFixture, plainText } from '../support/fixture-site';
import {
  exhaustive,
  type Param,
  prefixed,
  undocumentedOptions,
} from '../support/plugin-options';

const BUILD_TIMEOUT = 180_000;

type PreviewOptions = Param<typeof pluginPreview>;

const OPTIONS = [
  ...exhaustive<PreviewOptions>()([
    'defaultRenderMode',
    'defaultPreviewMode',
    'iframeOptions',
    'previewLanguages',
    'previewCodeTransform',
  ]),
  ...prefixed(
    'iframeOptions',
    exhaustive<NonNullable<PreviewOptions['iframeOptions']>>()([
      'framework',
      'devPort',
      'builderConfig',
      'customEntry',
    ]),
  ),
];

describe('@rspress/plugin-preview', () => {
  it(
    'renders `tsx preview` blocks as live components and leaves plain `tsx` blocks as code',
    () => {
      const build = buildFixture('plugin-preview');
      expect(build.status, build.output).toBe(0);
      const html = build.read('index.html');
      expect(html).toContain('rp-preview rp-not-doc rp-preview--internal');
      // The demo component was server-rendered: its output, not its source.
      expect(html).toMatch(
        /<button type="button">Clicked <!-- -->0<!-- --> times<\/button>/,
      );
      // The block without meta (defaultRenderMode 'pure') is only code.
      expect(html.match(/rp-preview--internal__card"/g)).toHaveLength(1);
      expect(plainText(html)).toContain(
        "export const shownOnly = 'this block stays code'",
      );
      // preview="iframe-follow": an iframe next to the code, built as its own page under ~demo/.
      expect(build.read('follow.html')).toContain(
        '<iframe class="rp-preview--iframe-follow__device__iframe" src="/~demo/_follow_1">',
      );
      expect(build.has('~demo/_follow_1.html')).toBe(true);
      // ```tsx preview file="…": the demo comes from a file (read by core before the plugin
      // runs), its imports resolve through an alias, and a plain file block shows the helper.
      const files = build.read('files.html');
      expect(files).toContain(
        '<div class="rp-preview--internal__card__content"><span class="demo-badge">Shown from demos/Greeting.jsx</span></div>',
      );
      expect(plainText(files)).toContain("import { Badge } from '@demo-kit' ;");
      expect(plainText(files)).toContain('export function Badge ({ label }) {');
      expect(files.match(/rp-preview--internal__card"/g)).toHaveLength(1);

      // Meta words, found by substring: `pure` beats `preview`, a title containing `preview`
      // makes a demo, an unknown mode falls back to internal, the old `iframe` word only warns.
      const meta = build.read('meta.html');
      expect(meta.match(/rp-preview--internal__card"/g)).toHaveLength(2);
      expect(meta).toContain(
        '<p>A demo because the title contains the word</p>',
      );
      expect(meta).toContain('<p>An unknown mode falls back to internal</p>');
      expect(plainText(meta)).toContain(
        "export const oldIframeMeta = 'only code'",
      );
      expect(build.output).toContain(
        'The "iframe" meta is deprecated, please use ```tsx preview="iframe-fixed" or ```tsx preview="iframe-follow" instead.',
      );
      // preview="iframe-fixed": code only in the page, the demo in one page per doc page, in a
      // fixed frame whose iframe has no title either.
      const fixed = build.read('fixed.html');
      expect(fixed).not.toContain('<p>In the fixed frame</p>');
      expect(fixed).toContain(
        '<iframe src="/~demo/_fixed" class="rp-fixed-device__iframe">',
      );
      expect(build.has('~demo/_fixed.html')).toBe(true);
      // The iframe pages listen for the site's theme.
      expect(build.read('~demo/_fixed.html')).toContain(
        "event.data.type === 'theme-change'",
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    'stops the build for a demo with a relative import and for one without a default export',
    () => {
      const build = buildFixture('plugin-preview', {
        args: ['--config', 'rspress.broken.config.ts'],
      });
      expect(build.status).not.toBe(0);
      expect(build.output).toMatch(
        /Module not found: Can't resolve '\.\/label' in '[^']*node_modules[\\/]\.rspress[\\/]virtual-demo'/,
      );
      expect(build.output).toMatch(
        /ESModulesLinkingError: export 'default' \(imported as 'Demo_index_2'\) was not found/,
      );
    },
    BUILD_TIMEOUT,
  );
});

describe('official plugin pages document every option of the installed types', () => {
  for (const lang of LANGS) {
    it(`${lang}/plugin/official-plugins/preview.mdx has a heading for each option`, () => {
      expect(undocumentedOptions(lang, 'preview', OPTIONS)).toEqual([]);
    });
  }
});
