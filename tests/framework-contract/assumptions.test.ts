/**
 * The framework adapter's contract with the installed @rspress/core: every assumption that can
 * be checked before a build holds, and no plugin or theme file names an internal of Rspress on
 * its own (they go through framework/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import {
  ASSUMPTIONS,
  checkInstalled,
  checkRouteRuntime,
  type Assumption,
} from '../../framework/assumptions';
import { RSPRESS_VERSION } from '../../framework/internals';

const require = createRequire(import.meta.url);

describe('framework assumptions on the installed @rspress/core', () => {
  it.each(
    (Object.values(ASSUMPTIONS) as Assumption[]).filter(
      (assumption) => assumption.check,
    ),
  )('$id holds', (assumption) => {
    expect(checkInstalled(assumption, {}), assumption.update).toBeNull();
  });

  it('names the installed release among the releases each assumption was verified on', () => {
    for (const assumption of Object.values(ASSUMPTIONS))
      expect(assumption.verifiedOn, assumption.id).toContain(RSPRESS_VERSION);
  });
});

/** What only the adapter may name: private paths, helpers, generated modules, environments, theme classes. */
const PRIVATE = [
  { what: '@rspress/shared', pattern: /['"]@rspress\/shared/ },
  { what: 'a file inside @rspress/core', pattern: /@rspress\/core\/dist/ },
  { what: "Rspress's temp folder", pattern: /\.rspress[\\/]/ },
  { what: 'the page meta export', pattern: /__RSPRESS_(?!ALGOLIA)/ },
  {
    what: 'a generated module',
    pattern: /['"]virtual-(routes|site-data|page-data)['"]/,
  },
  {
    what: "a generated module's shape",
    pattern: /export (const pageData|default) = |loadRoute/,
  },
  { what: 'a bundler environment name', pattern: /environments:\s*\[\s*['"]/ },
  { what: 'a default-theme class name', pattern: /['"`.]rp-[a-z]/ },
];

/** Plugin and theme sources, except tests and forks (a fork keeps its original's markup, pinned in framework/forks.ts). */
const sources = ['plugins', 'theme']
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) =>
      path.join(dir, file),
    ),
  )
  .filter(
    (file) =>
      /\.(ts|tsx)$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      !/^theme[\\/]overrides[\\/](HomeHero|SourceCode)[\\/]/.test(file),
  );

describe('the adapter is the only place that names Rspress internals', () => {
  it('no plugin or theme source names one', () => {
    const found = sources.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, n) =>
          line.trim().startsWith('*') || line.trim().startsWith('//')
            ? []
            : PRIVATE.filter(({ pattern }) => pattern.test(line)).map(
                ({ what }) => `${file}:${n + 1} names ${what}`,
              ),
        ),
    );
    expect(found).toEqual([]);
  });
});

describe('the route runtime check reads exports with a real lexer', () => {
  const installed = readFileSync(
    path.join(
      path.dirname(require.resolve('@rspress/core/package.json')),
      'dist/runtime/route.js',
    ),
    'utf8',
  );

  it('accepts the installed module', () => {
    expect(checkRouteRuntime(installed)).toBeNull();
  });

  it('names an export written as `export function`, which an export-list pattern misses', () => {
    expect(
      checkRouteRuntime(
        `${installed}\nexport function preloadRouteData(path) { return path; }\n`,
      ),
    ).toMatch(/^it exports .*preloadRouteData/);
  });

  it('names an export written as `export const` and refuses `export *`', () => {
    expect(
      checkRouteRuntime(`${installed}\nexport const routeCount = 1;\n`),
    ).toMatch(/routeCount/);
    expect(
      checkRouteRuntime(`${installed}\nexport * from './more.js';\n`),
    ).toBe('it exports an unknown list');
  });
});
