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
