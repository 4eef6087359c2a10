/**
 * Runtime API (/api/client-api/api-runtime): claims about `@rspress/core/runtime` that the types
 * do not show. The module cannot be imported outside a build, and the route object carries a
 * `version` that `Route` leaves out (built from tests/fixtures/api-runtime/). The export list,
 * the `export * from 'react-router-dom'` among them, is covered by api-client-coverage.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { plainText, useFixtureBuild } from '../support/fixture-site';
import { typecheckSources } from '../support/typecheck';

describe('@rspress/core/runtime outside a build', () => {
  it('cannot be imported by Node: it imports the virtual modules a build generates', () => {
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await import('@rspress/core/runtime');"],
      { encoding: 'utf8' },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/Cannot find package 'virtual-[a-z0-9-]+'/);
  });
});

describe('the route object of pathnameToRouteService', () => {
  const build = useFixtureBuild('api-runtime');

  it('carries a version at run time (empty without multiVersion)', () => {
    const text = plainText(build().read('index.html'));
    expect(text).toContain(
      'fields: element,filePath,lang,path,preload,version; version: ""',
    );
  });

  it('has no version in its type', () => {
    const problems = typecheckSources([
      {
        origin: 'route.version',
        extension: '.ts',
        source: `import { pathnameToRouteService } from '@rspress/core/runtime';\nexport const version = pathnameToRouteService('/')?.version;\n`,
      },
    ]);
    expect(problems.map(({ message }) => message).join('\n')).toMatch(
      /Property 'version' does not exist on type 'Route'/,
    );
  });
});
