/**
 * What /plugin/system/plugin-api and /plugin/system/introduction say about hooks, proven on a
 * real `rspress build` of tests/fixtures/plugin-lifecycle: the order of the hooks, serial
 * `config` hooks that see each other's changes, `addPlugin`, where plugin contributions land
 * relative to the site's own config, and the two mistakes that stop a build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../site/routes';
import { documentedNames } from '../support/documented';
import {
  buildFixture,
  tempSite,
  useFixtureBuild,
} from '../support/fixture-site';

const require = createRequire(import.meta.url);

/** The field names of `interface RspressPlugin` in the installed @rspress/shared types. */
function rspressPluginFields(): string[] {
  const types = readFileSync(
    require.resolve('@rspress/shared').replace(/index\.js$/, 'index.d.ts'),
    'utf8',
  );
  const body =
    /interface RspressPlugin \{([\s\S]*?)\n\}/.exec(types)?.[1] ?? '';
  return [...body.matchAll(/^ {4}(\w+)\??:/gm)].map((match) => match[1]);
}

describe('the plugin API page', () => {
  const fields = rspressPluginFields();

  it('reads the fields of RspressPlugin from the installed types', () => {
    expect(fields).toContain('extendPageData');
    expect(fields.length).toBeGreaterThanOrEqual(15);
  });

  for (const lang of LANGS) {
    it(`documents every field as a heading (${lang})`, () => {
      const documented = documentedNames(lang, 'plugin/system/plugin-api.mdx');
      expect(fields.filter((field) => !documented.has(field))).toEqual([]);
    });
  }
});

describe('plugin hooks in rspress build', () => {
  const build = useFixtureBuild('plugin-lifecycle');
  let events: string[];
  beforeAll(() => {
    events = build().has('events.json')
      ? JSON.parse(build().read('events.json'))
      : [];
  });

  const indexOf = (prefix: string) =>
    events.findIndex((event) => event.startsWith(prefix));
  const mainBundle = () => {
    const file = readdirSync(`${build().outDir}/static/js`).find((name) =>
      /^index\.[\w]+\.js$/.test(name),
    );
    return build().read(`static/js/${file}`);
  };

  it('runs the hooks in the documented order', () => {
    const order = [
      'first.config',
      'second.config',
      'added.config',
      'first.addPages',
      'first.routeGenerated',
      'first.routeServiceGenerated',
      'first.beforeBuild',
      'first.addRuntimeModules',
      'first.modifySearchIndexData',
      'first.extendPageData',
      'first.i18nSource',
      'first.afterBuild',
    ].map(indexOf);
    expect(order).not.toContain(-1);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('passes isProd = true and an absolute root to the hooks of a build', () => {
    expect(events).toContain('first.config isProd=true rootIsAbsolute=true');
    expect(events).toContain('first.addPages isProd=true');
    expect(events).toContain('first.afterBuild isProd=true htmlWritten=true');
  });

  it('runs config hooks one after another, each seeing the previous result', () => {
    expect(events).toContain('second.config sees title=Title set by first');
    expect(build().read('index.html')).toContain('Title set by first');
  });

  it('runs a plugin added with addPlugin, but ignores one pushed into config.plugins', () => {
    expect(events).toContain('added.config');
    expect(events).toContain('added.beforeBuild');
    expect(events.some((event) => event.startsWith('pushed.'))).toBe(false);
  });

  it('starts parallel hooks in list order without waiting for the previous one', () => {
    expect(indexOf('added.beforeBuild')).toBeLessThan(
      indexOf('second.beforeBuild end'),
    );
    expect(indexOf('second.beforeBuild start')).toBeLessThan(
      indexOf('added.beforeBuild'),
    );
  });

  it('adds an addPages route that routeGenerated sees and the build renders', () => {
    expect(events).toContain('first.routeGenerated /,/generated,/text');
    expect(build().read('generated.html')).toContain('Written by addPages.');
  });

  it('leaves addPages routes out of the generated sidebar', () => {
    const html = build().read('index.html');
    expect(html).toContain('href="/text.html"');
    expect(html).not.toContain('href="/generated.html"');
  });

  it('calls extendPageData once per page, after modifySearchIndexData', () => {
    expect(
      events.filter((event) => event.startsWith('first.extendPageData')).sort(),
    ).toEqual([
      'first.extendPageData /',
      'first.extendPageData /generated',
      'first.extendPageData /text',
    ]);
  });

  it('ships extendPageData fields to the client but keeps them out of the search index', () => {
    const bundle = mainBundle();
    expect(bundle).toContain('fromExtendPageData:!0');
    expect(bundle).toContain('fromModifySearchIndexData:!0');
    const index = build()
      .files()
      .find((file) => file.startsWith('static/search_index'));
    expect(build().read(index!)).toContain('"fromModifySearchIndexData":true');
    expect(build().read(index!)).not.toContain('fromExtendPageData');
  });

  it('calls i18nSource once per bundler environment, modifySearchIndexData once', () => {
    // web and node (static-site generation): the UI-text module is built for each.
    expect(events.filter((event) => event === 'first.i18nSource')).toHaveLength(
      2,
    );
    expect(
      events.filter((event) => event.startsWith('first.modifySearchIndexData')),
    ).toEqual(['first.modifySearchIndexData 3']);
  });

  it('merges plugin UI texts under the site config: the config wins on the same key', () => {
    const bundle = mainBundle();
    expect(bundle).toContain('pluginText:{en:"Text from the plugin"}');
    expect(bundle).toContain('overriddenText:{en:"Config value"}');
  });

  it("runs a plugin's remark plugins after the config's own", () => {
    const html = build().read('index.html');
    const fromConfig = html.indexOf('Appended by the config remark plugin');
    const fromPlugin = html.indexOf('Appended by the plugin remark plugin');
    expect(fromConfig).toBeGreaterThan(-1);
    expect(fromPlugin).toBeGreaterThan(fromConfig);
  });

  it("renders a plugin's global UI components after the config's own", () => {
    const html = build().read('index.html');
    expect(html.indexOf('data-global-ui="plugin"')).toBeGreaterThan(
      html.indexOf('data-global-ui="config"'),
    );
    expect(html.indexOf('data-global-ui="config"')).toBeGreaterThan(-1);
  });

  it("applies Rsbuild plugins carried in a plugin's builderConfig", () => {
    expect(build().read('text.html')).toContain(
      '<p id="site-version">fixture-1.0</p>',
    );
  });

  it('serves addRuntimeModules results as importable modules', () => {
    expect(build().read('text.html')).toContain(
      '<p id="runtime-module">Text from a runtime module</p>',
    );
  });
});

describe('plugin mistakes that stop the build', () => {
  it('fails when two plugins share a name, including a built-in one', () => {
    const build = buildFixture('plugin-lifecycle', {
      args: ['-c', 'rspress.duplicate.config.ts'],
    });
    expect(build.status).not.toBe(0);
    expect(build.output).toContain(
      'The plugin "@rspress/plugin-medium-zoom" has been registered',
    );
  }, 120_000);

  it('skips the next config hook when a plugin removes the first plugin of the list', () => {
    const build = buildFixture('plugin-lifecycle', {
      args: ['-c', 'rspress.remove-first.config.ts'],
    });
    expect(build.status).not.toBe(0);
    expect(build.output).toContain('config hooks that ran: remover');
  }, 120_000);

  it('stops the build when addPages returns a route that a file already has', () => {
    // A fresh site: docs/changelog.md, and a plugin adding /changelog.
    const dir = tempSite('plugin-api-duplicate-route', {
      'docs/index.md': '# Home\n',
      'docs/changelog.md': '# Changelog\n',
      'rspress.config.ts': [
        'export default {',
        "  root: 'docs',",
        '  plugins: [',
        '    {',
        "      name: 'plugin-duplicate-route',",
        "      addPages: () => [{ routePath: '/changelog', content: '# Added\\n' }],",
        "      afterBuild: () => console.log('afterBuild ran'),",
        '    },',
        '  ],',
        '};',
        '',
      ].join('\n'),
    });
    const build = buildFixture(dir);
    expect(build.status).not.toBe(0);
    expect(build.output).toContain(
      'routePath /changelog has already been added',
    );
    expect(build.output).not.toContain('afterBuild ran');
    expect(build.has('index.html')).toBe(false);
  }, 120_000);

  it('fails when a config hook returns nothing', () => {
    const build = buildFixture('plugin-lifecycle', {
      args: ['-c', 'rspress.no-return.config.ts'],
    });
    expect(build.status).not.toBe(0);
    expect(build.output).toContain(
      "Cannot read properties of undefined (reading 'themeConfig')",
    );
  }, 120_000);
});
