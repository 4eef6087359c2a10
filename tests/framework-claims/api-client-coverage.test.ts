/**
 * The API reference covers the installed surface, proven against the package rather than
 * claimed: every export of `@rspress/core/runtime` and `@rspress/core/theme` (read with the
 * TypeScript compiler) and every command and option of the `rspress` binary (read from its
 * `--help` output) has its own heading on its page, in English and in Chinese.
 *
 * Conventions the pages follow (and this test enforces):
 * - an export is documented by a heading that is exactly its name in inline code,
 *   e.g. ### `usePage`; props types get their own h4 under the component;
 * - the theme icons are one entry (a heading with id `icons`) that names every icon in
 *   inline code;
 * - the commands page has one h2 per command whose text names the usage as printed by
 *   `rspress --help` (`rspress build [root]`; aliases may follow, separated by " / "),
 *   with one h3 per option of that command, written exactly as the help prints it
 *   (`--port <port>`); options that every command prints are documented once, under the
 *   h2 with id `global-options`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../site/routes';
import { documentedNames } from '../support/documented';
import {
  flattenSections,
  type Section,
  sectionsOf,
} from '../support/documented-sections';
import {
  type CliSurface,
  cliSurface,
  exportsOf,
  runRspress,
  starReexportsOfRuntime,
} from '../support/export-surface';

const RUNTIME_PAGE = 'api/client-api/api-runtime.mdx';
const THEME_PAGE = 'api/client-api/api-components.mdx';
const COMMANDS_PAGE = 'api/commands.mdx';

/**
 * Exports deliberately left out of the reference, each with its reason. Only internal or
 * deprecated names belong here; everything else is documented, including the `@internal`
 * hooks that ejected theme components import. The list is empty in 2.0.22: the deprecated
 * `usePageData`/`useLocaleSiteData` and the internal hooks are documented with a warning
 * instead, because readers meet them in 1.x code and in ejected components.
 */
const EXCLUDED: Record<string, Record<string, string>> = {
  '@rspress/core/runtime': {},
  '@rspress/core/theme': {},
};

const runtimeExports = exportsOf('@rspress/core/runtime');
const routerReexports = starReexportsOfRuntime();
const themeExports = exportsOf('@rspress/core/theme');

/** Runtime exports that are Rspress's own: the react-router-dom re-exports are subtracted. */
const runtimeOwn = runtimeExports.filter(
  (entry) =>
    !routerReexports.names.has(entry.name) &&
    !(entry.name in EXCLUDED['@rspress/core/runtime']),
);
/** Theme icons: the exports declared in the theme's icons module. */
const themeIcons = themeExports.filter((entry) =>
  entry.declaredIn.some((file) => /dist\/theme\/icons\.d\.ts$/.test(file)),
);
const themeEntries = themeExports.filter(
  (entry) =>
    !themeIcons.includes(entry) &&
    !(entry.name in EXCLUDED['@rspress/core/theme']),
);

function missing(expected: string[], documented: Set<string>): string[] {
  return expected.filter((name) => !documented.has(name));
}

describe('the export surface is read from the installed package', () => {
  it('finds the runtime, its react-router-dom re-exports and the theme', () => {
    expect(routerReexports.module).toBe('react-router-dom');
    expect(runtimeOwn.length).toBeGreaterThan(40);
    expect(routerReexports.names.size).toBeGreaterThan(100);
    expect(themeEntries.length).toBeGreaterThan(100);
    expect(themeIcons.length).toBeGreaterThan(20);
  });

  it('subtracts only names that the runtime takes unchanged from react-router-dom', () => {
    const subtracted = runtimeExports
      .filter((entry) => routerReexports.names.has(entry.name))
      .map((entry) => entry.name);
    // An own export with the same name would shadow the re-export; it must not be hidden here.
    expect(
      subtracted.filter((name) => !routerReexports.identical.has(name)),
    ).toEqual([]);
  });

  it('keeps the exclusion list free of names that no longer exist', () => {
    const names = {
      '@rspress/core/runtime': new Set(
        runtimeExports.map((entry) => entry.name),
      ),
      '@rspress/core/theme': new Set(themeExports.map((entry) => entry.name)),
    };
    for (const [module, excluded] of Object.entries(EXCLUDED)) {
      const stale = Object.keys(excluded).filter(
        (name) => !names[module as keyof typeof names].has(name),
      );
      expect(stale, `stale exclusions for ${module}`).toEqual([]);
    }
  });
});

describe.each(LANGS)('API reference in %s', (lang) => {
  it('documents every own export of @rspress/core/runtime as a heading', () => {
    const documented = documentedNames(lang, RUNTIME_PAGE);
    expect(
      missing(
        runtimeOwn.map((entry) => entry.name),
        documented,
      ),
    ).toEqual([]);
  });

  it('documents every export of @rspress/core/theme as a heading, icons in one entry', () => {
    const documented = documentedNames(lang, THEME_PAGE);
    expect(
      missing(
        themeEntries.map((entry) => entry.name),
        documented,
      ),
    ).toEqual([]);
    const iconsEntry = flattenSections(sectionsOf(lang, THEME_PAGE)).find(
      (section) => section.id === 'icons',
    );
    expect(iconsEntry, 'a section with the id `icons`').toBeDefined();
    expect(
      missing(
        themeIcons.map((entry) => entry.name),
        iconsEntry?.inlineCode ?? new Set(),
      ),
    ).toEqual([]);
  });

  it('names no export that does not exist', () => {
    const known = {
      [RUNTIME_PAGE]: new Set([...runtimeExports.map((entry) => entry.name)]),
      [THEME_PAGE]: new Set(themeExports.map((entry) => entry.name)),
    };
    for (const [page, names] of Object.entries(known)) {
      const codeHeadings = flattenSections(sectionsOf(lang, page)).filter(
        (section) => section.code && /^[A-Za-z_$][\w$]*$/.test(section.name),
      );
      expect(
        codeHeadings
          .filter((section) => !names.has(section.name))
          .map((section) => `${page}: ${section.name}`),
      ).toEqual([]);
    }
  });

  it('names only real react-router-dom exports in the re-export group', () => {
    const group = flattenSections(sectionsOf(lang, RUNTIME_PAGE)).find(
      (section) => section.id === 'react-router-dom-re-exports',
    );
    expect(
      group,
      'a section with the id `react-router-dom-re-exports`',
    ).toBeDefined();
    // The names listed in the group's table: each must be a react-router-dom export.
    const listed = [...(group?.tableKeys ?? [])];
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.filter((name) => !routerReexports.names.has(name))).toEqual(
      [],
    );
  });
});

describe('CLI reference', () => {
  let cli: CliSurface;
  const sectionsByLang = Object.fromEntries(
    LANGS.map((lang) => [lang, sectionsOf(lang, COMMANDS_PAGE)]),
  );

  function commandSection(
    sections: Section[],
    usage: string,
  ): Section | undefined {
    return sections.find(
      (section) =>
        section.depth === 2 && section.name.split(' / ').includes(usage),
    );
  }

  beforeAll(() => {
    cli = cliSurface();
  }, 60_000);

  it('reads the commands and options from `rspress --help`', () => {
    expect(cli.commands.map((command) => command.name)).toContain('build');
    expect(cli.sharedOptions.length).toBeGreaterThan(0);
  });

  it.each(LANGS)(
    'documents every command and each of its options under it (%s)',
    (lang) => {
      const sections = sectionsByLang[lang];
      const documented = documentedNames(lang, COMMANDS_PAGE);
      const problems: string[] = [];
      const shared = new Set(cli.sharedOptions.map((option) => option.raw));
      for (const command of cli.commands) {
        const usage = `rspress ${command.raw}`;
        const section = commandSection(sections, usage);
        if (
          !section ||
          ![...documented].some((name) => name.split(' / ').includes(usage))
        ) {
          problems.push(`no h2 for "${usage}"`);
          continue;
        }
        const optionHeadings = new Set(
          section.children.map((child) => child.name),
        );
        for (const option of command.options) {
          if (shared.has(option.raw)) continue;
          if (!optionHeadings.has(option.raw))
            problems.push(`"${usage}": no h3 for "${option.raw}"`);
        }
      }
      const global = sections.find(
        (section) => section.depth === 2 && section.id === 'global-options',
      );
      if (!global) problems.push('no h2 with id `global-options`');
      const globalHeadings = new Set(
        global?.children.map((child) => child.name),
      );
      for (const option of cli.sharedOptions) {
        if (!globalHeadings.has(option.raw))
          problems.push(`global options: no h3 for "${option.raw}"`);
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(LANGS)(
    'lists every component `rspress eject` offers (%s)',
    (lang) => {
      const listed = runRspress(['eject']);
      expect(listed.status).toBe(0);
      const offered = [...listed.output.matchAll(/•\s+(\w+)/g)].map(
        (match) => match[1],
      );
      expect(offered.length).toBeGreaterThan(10);
      const ejectSection = commandSection(
        sectionsByLang[lang],
        'rspress eject [component]',
      );
      expect(missing(offered, ejectSection?.inlineCode ?? new Set())).toEqual(
        [],
      );
    },
    60_000,
  );

  it('prints the documented counts', () => {
    const lines = [
      `runtime: ${runtimeOwn.length} own exports documented (${runtimeOwn.filter((entry) => entry.isValue).length} values, ${runtimeOwn.filter((entry) => !entry.isValue).length} types); ${routerReexports.names.size} ${routerReexports.module} re-exports covered as one group`,
      `theme: ${themeEntries.length} exports documented (${themeEntries.filter((entry) => entry.isValue).length} values, ${themeEntries.filter((entry) => !entry.isValue).length} types) + ${themeIcons.length} icons in one entry`,
      `commands: ${cli.commands.length} commands, ${cli.commands.reduce((sum, command) => sum + command.options.length, 0)} command/option pairs (${cli.sharedOptions.length} shared options documented once)`,
      `exclusions: ${Object.values(EXCLUDED).reduce((sum, names) => sum + Object.keys(names).length, 0)}`,
    ];
    console.log(lines.join('\n'));
    expect(lines).toHaveLength(4);
  });
});
