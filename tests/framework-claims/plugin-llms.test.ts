/**
 * What /plugin/official-plugins/llms says about @rspress/plugin-llms: the page's setups (the
 * plugin, the built-in `llms: true`, and both at once) are built from tests/fixtures/plugin-llms/
 * with the real `rspress build`. Every option of the installed types has a heading on the page
 * in both languages.
 */
import type { LlmsTxt, pluginLlms } from '@rspress/plugin-llms';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../site/routes';
import { buildFixture, tempSite } from '../support/fixture-site';
import {
  exhaustive,
  type Param,
  prefixed,
  undocumentedOptions,
} from '../support/plugin-options';

const BUILD_TIMEOUT = 180_000;

type LlmsOptions = Exclude<Param<typeof pluginLlms>, readonly unknown[]>;

const OPTIONS = [
  ...exhaustive<LlmsOptions>()([
    'llmsTxt',
    'mdFiles',
    'llmsFullTxt',
    'include',
    'exclude',
  ]),
  ...prefixed(
    'llmsTxt',
    exhaustive<LlmsTxt>()([
      'name',
      'onTitleGenerate',
      'onLineGenerate',
      'onAfterLlmsTxtGenerate',
    ]),
  ),
  ...prefixed(
    'mdFiles',
    exhaustive<Exclude<NonNullable<LlmsOptions['mdFiles']>, false>>()([
      'mdxToMd',
      'remarkPlugins',
    ]),
  ),
  ...prefixed(
    'llmsFullTxt',
    exhaustive<Exclude<NonNullable<LlmsOptions['llmsFullTxt']>, false>>()([
      'name',
    ]),
  ),
];

describe('@rspress/plugin-llms', () => {
  it(
    'writes llms.txt, llms-full.txt and a Markdown twin of each page that keeps the MDX source',
    () => {
      const build = buildFixture('plugin-llms');
      expect(build.status, build.output).toBe(0);
      expect(
        build
          .files()
          .filter(
            (file) => /\.(md|txt)$/.test(file) && !file.startsWith('static/'),
          ),
      ).toEqual([
        'guide/install.md',
        'guide/usage.md',
        'index.md',
        'llms-full.txt',
        'llms.txt',
      ]);
      const llmsTxt = build.read('llms.txt');
      expect(llmsTxt).toMatch(
        /^# Acme SDK\n\n> Client library for the Acme API\.\n/,
      );
      expect(llmsTxt).toContain('\n## Other\n');
      expect(llmsTxt).toContain(
        '- [Install](/guide/install.md): Add the SDK to a project.',
      );
      // Links between pages point at the twins.
      expect(build.read('guide/install.md')).toContain(
        'See [usage](/guide/usage.md).',
      );
      // mdFiles.mdxToMd is off by default: imports and JSX stay as written.
      const usage = build.read('guide/usage.md');
      expect(usage).toContain("import { Badge } from '@rspress/core/theme';");
      expect(usage).toContain('# Usage <Badge text="beta" />');
      expect(build.read('llms-full.txt')).toContain(
        '---\nurl: /guide/install.md\n---',
      );
      // Without a front matter description, the text under the # heading is used.
      expect(llmsTxt).toContain(
        '- [Usage](/guide/usage.md): Call connect() first.',
      );
      // The home page has a twin and a section in llms-full.txt, but no line in llms.txt.
      expect(llmsTxt).not.toContain('[Home]');
      expect(build.read('llms-full.txt')).toContain('---\nurl: /index.md\n---');
      // Twins carry no front matter.
      expect(build.read('guide/install.md')).not.toContain('description:');
      expect(build.read('guide/install.md')).toMatch(/^# Install/);
      // The plugin leaves the HTML pages alone: no copy or view-as-Markdown buttons.
      expect(build.read('guide/install.html')).not.toContain('rp-llms-');
    },
    BUILD_TIMEOUT,
  );

  it(
    'produces the same files with the built-in `llms: true`, with components rendered to text',
    () => {
      const build = buildFixture('plugin-llms', {
        args: ['--config', 'rspress.builtin.config.ts'],
      });
      expect(build.status, build.output).toBe(0);
      for (const file of [
        'llms.txt',
        'llms-full.txt',
        'index.md',
        'guide/install.md',
        'guide/usage.md',
      ]) {
        expect(build.has(file), file).toBe(true);
      }
      expect(build.read('llms.txt')).toContain(
        '- [Install](/guide/install.md): Add the SDK to a project.',
      );
      // Pages outside every nav item: `## Others` here, `## Other` with the plugin.
      expect(build.read('llms.txt')).toContain('\n## Others\n');
      const usage = build.read('guide/usage.md');
      expect(usage).toContain('# Usage beta');
      expect(usage).not.toContain('import ');
      expect(usage).toMatch(/^> For AI agents:/);
      // llmsUI follows `llms`: the pages get the copy-as-Markdown button.
      expect(build.read('guide/install.html')).toContain('rp-llms-copy-button');
    },
    BUILD_TIMEOUT,
  );

  it(
    'applies exclude, the llmsTxt hooks and name, llmsFullTxt: false, mdxToMd and remark plugins, one set of files per array entry',
    () => {
      const build = buildFixture('plugin-llms', {
        args: ['--config', 'rspress.options.config.ts'],
      });
      expect(build.status, build.output).toBe(0);
      expect(
        build
          .files()
          .filter(
            (file) => /\.(md|txt)$/.test(file) && !file.startsWith('static/'),
          ),
      ).toEqual(['full/all.txt', 'guide/usage.md', 'index.md', 'sdk/llms.txt']);
      // The llmsTxt hooks: title, one line per page (the home page skipped), the whole file.
      expect(build.read('sdk/llms.txt')).toBe(
        '# Acme SDK (SDK)\n\nClient library for the Acme API.\n\n## Other\n\n* /guide/usage\n\n## Contact\n',
      );
      // mdxToMd: no import, JSX replaced by its children, a childless component gone.
      const usage = build.read('guide/usage.md');
      expect(usage).not.toContain('import');
      expect(usage).not.toContain('Badge');
      expect(usage).not.toContain('<details>');
      expect(usage).toContain('Hidden text.');
      // The remark plugin ran on the twins.
      expect(build.read('index.md')).not.toContain('<!--');
      // The second entry writes no twins, but its llms-full file still holds every page's
      // Markdown, excluded page included, with absolute URLs from siteOrigin.
      const full = build.read('full/all.txt');
      expect(full).toContain(
        '---\nurl: https://docs.example.com/guide/install.md\n---\n\n# Install',
      );
      expect(full).toContain("import { Badge } from '@rspress/core/theme';");
    },
    BUILD_TIMEOUT,
  );

  it(
    'fails the build when the plugin and the built-in option are both on',
    () => {
      const build = buildFixture('plugin-llms', {
        args: ['--config', 'rspress.both.config.ts'],
      });
      expect(build.output).toMatch(
        /Conflict: Multiple assets emit different content to the same filename llms(-full)?\.txt/,
      );
      expect(build.status).not.toBe(0);
    },
    BUILD_TIMEOUT,
  );
});

const config = (fields: string[], call: string) =>
  [
    "import { pluginLlms } from '@rspress/plugin-llms';",
    'export default {',
    "  root: 'docs',",
    ...fields.map((field) => `  ${field},`),
    `  plugins: [${call}],`,
    '};',
    '',
  ].join('\n');

const LOCALES =
  "locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }]";
const SHARED_NAV =
  "themeConfig: { nav: [{ text: 'Guide', link: '/guide/a', activeMatch: '/guide/' }] }";

/**
 * A site with `locales` (en, zh) whose config leaves `lang` out. Rspress sets `lang` to 'en'
 * before plugins run, so the plugin treats English as the default language.
 */
function localesWithoutLangSite(): string {
  return tempSite('plugin-llms-no-lang', {
    'docs/en/index.md': '# Home\n',
    'docs/en/intro.md':
      '---\ndescription: English page\n---\n\n# Intro\n\nHello.\n',
    'docs/zh/index.md': '# 首页\n',
    'docs/zh/intro.md': '---\ndescription: 中文页面\n---\n\n# 介绍\n\n你好。\n',
    'rspress.config.ts': config(["title: 'No lang'", LOCALES], 'pluginLlms()'),
    'rspress.object.config.ts': config(
      ["title: 'No lang'", LOCALES],
      'pluginLlms({ llmsFullTxt: false })',
    ),
  });
}

describe('@rspress/plugin-llms on a site with locales but no top-level lang', () => {
  const txtAndMd = (files: string[]) =>
    files.filter(
      (file) => /\.(md|txt)$/.test(file) && !file.startsWith('static/'),
    );

  it(
    'splits the files by language without options, English as the default language',
    () => {
      const build = buildFixture(localesWithoutLangSite());
      expect(build.status, build.output).toBe(0);
      expect(txtAndMd(build.files())).toEqual([
        'index.md',
        'intro.md',
        'llms-full.txt',
        'llms.txt',
        'zh/index.md',
        'zh/intro.md',
        'zh/llms-full.txt',
        'zh/llms.txt',
      ]);
      expect(build.read('llms.txt')).toContain(
        '- [Intro](/intro.md): English page',
      );
      expect(build.read('llms.txt')).not.toContain('/zh/');
      expect(build.read('zh/llms.txt')).toContain(
        '- [介绍](/zh/intro.md): 中文页面',
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    'limits an options object to the English pages when the config has no lang',
    () => {
      const build = buildFixture(localesWithoutLangSite(), {
        args: ['--config', 'rspress.object.config.ts'],
      });
      expect(build.status, build.output).toBe(0);
      expect(txtAndMd(build.files())).toEqual([
        'index.md',
        'intro.md',
        'llms.txt',
      ]);
      expect(build.read('llms.txt')).toContain(
        '- [Intro](/intro.md): English page',
      );
      expect(build.read('llms.txt')).not.toContain('介绍');
    },
    BUILD_TIMEOUT,
  );
});

describe('@rspress/plugin-llms sections come from the nav', () => {
  it(
    'groups pages under the themeConfig.nav item that matches them on a single-language site',
    () => {
      const build = buildFixture(
        tempSite('plugin-llms-nav', {
          'docs/index.md': '# Home\n',
          'docs/intro.md': '# Intro\n\nHello.\n',
          'docs/guide/a.md': '# Guide A\n\nText a.\n',
          'rspress.config.ts': config(
            ["title: 'Nav'", SHARED_NAV],
            'pluginLlms()',
          ),
        }),
      );
      expect(build.status, build.output).toBe(0);
      expect(build.read('llms.txt')).toBe(
        '# Nav\n\n## Guide\n\n- [Guide A](/guide/a.md): Text a.\n\n## Other\n\n- [Intro](/intro.md): Hello.',
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    'ignores a themeConfig.nav shared by all languages on a site with locales',
    () => {
      const build = buildFixture(
        tempSite('plugin-llms-shared-nav', {
          'docs/en/index.md': '# Home\n',
          'docs/en/guide/a.md': '# Guide A\n\nText a.\n',
          'docs/zh/index.md': '# 首页\n',
          'docs/zh/guide/a.md': '# 指南 A\n\n文字。\n',
          'rspress.config.ts': config(
            ["title: 'Shared nav'", "lang: 'en'", LOCALES, SHARED_NAV],
            'pluginLlms()',
          ),
        }),
      );
      expect(build.status, build.output).toBe(0);
      // The navbar of the built page shows the shared item…
      expect(build.read('guide/a.html')).toContain(
        'class="rp-nav-menu__item__container rp-link">Guide',
      );
      // …but llms.txt has no section for it.
      expect(build.read('llms.txt')).toBe(
        '# Shared nav\n\n## Other\n\n- [Guide A](/guide/a.md): Text a.',
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    'groups pages under the nav of each themeConfig.locales entry on a site with locales',
    () => {
      const localeNav = (lang: string, text: string, prefix: string) =>
        `{ lang: '${lang}', label: '${lang}', nav: [{ text: '${text}', link: '${prefix}/guide/a', activeMatch: '${prefix}/guide/' }] }`;
      const build = buildFixture(
        tempSite('plugin-llms-locale-nav', {
          'docs/en/index.md': '# Home\n',
          'docs/en/guide/a.md': '# Guide A\n\nText a.\n',
          'docs/zh/index.md': '# 首页\n',
          'docs/zh/guide/a.md': '# 指南 A\n\n文字。\n',
          'rspress.config.ts': config(
            [
              "title: 'Locale nav'",
              "lang: 'en'",
              LOCALES,
              `themeConfig: { locales: [${localeNav('en', 'Guide', '')}, ${localeNav('zh', '指南', '/zh')}] }`,
            ],
            'pluginLlms()',
          ),
        }),
      );
      expect(build.status, build.output).toBe(0);
      expect(build.read('llms.txt')).toBe(
        '# Locale nav\n\n## Guide\n\n- [Guide A](/guide/a.md): Text a.',
      );
      expect(build.read('zh/llms.txt')).toBe(
        '# Locale nav\n\n## 指南\n\n- [指南 A](/zh/guide/a.md): 文字。',
      );
    },
    BUILD_TIMEOUT,
  );
});

describe('official plugin pages document every option of the installed types', () => {
  for (const lang of LANGS) {
    it(`${lang}/plugin/official-plugins/llms.mdx has a heading for each option`, () => {
      expect(undocumentedOptions(lang, 'llms', OPTIONS)).toEqual([]);
    });
  }
});
