import { RouteService } from '@rspress/core/dist/node/route/RouteService.js';
import { experiments } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { parseGeneratedRoutes } from '../../framework/generated-modules';
import {
  replaceRouteRuntime,
  ROUTE_BUCKETS,
  routeBucket,
  routeBucketLoaders,
} from './route-buckets';
import { bucketOf } from './runtime/route-table';

const pages = [
  {
    path: '/guide/start',
    file: 'en/guide/start.mdx',
    lang: 'en',
    chunk: 'route-aaa',
  },
  {
    path: '/guide/',
    file: 'en/guide/index.mdx',
    lang: 'en',
    chunk: 'route-bbb',
  },
  {
    path: '/zh/guide/start',
    file: 'zh/guide/start.mdx',
    lang: 'zh',
    chunk: 'route-ccc',
  },
  {
    path: '/api/config',
    file: 'en/api/config.mdx',
    lang: 'en',
    chunk: 'route-ddd',
  },
];

/** What the transform receives: Rspress's generated list after the bundler's compiler (SWC's layout). */
const compiled = [
  `import React from 'react';`,
  `import { lazyWithPreload } from "react-lazy-with-preload";`,
  ...pages.map(
    (page, i) =>
      `const loadRoute${i} = ()=>import(/* webpackChunkName: "${page.chunk}" */ "/docs/${page.file}");\nconst Route${i} = lazyWithPreload(loadRoute${i});`,
  ),
  'export const routes = [',
  pages
    .map(
      (page, i) =>
        `    {\n        path: '${page.path}',\n        element: /*#__PURE__*/ React.createElement(Route${i}),\n        filePath: '${page.file}',\n        preload: async ()=>{\n            await Route${i}.preload();\n            return loadRoute${i}();\n        },\n        lang: '${page.lang}',\n        version: ''\n    }`,
    )
    .join(',\n'),
  '];',
].join('\n');

/** The same list as Rspress 2.0.22 generates it, before compilation. */
const generated = [
  `import React from 'react';`,
  ...pages.map(
    (page, i) =>
      `const loadRoute${i} = () => import(/* webpackChunkName: "${page.chunk}" */ "/docs/${page.file}")\nconst Route${i} = lazyWithPreload(loadRoute${i})`,
  ),
  'export const routes = [',
  pages
    .map(
      (page, i) =>
        `{ path: '${page.path}', element: React.createElement(Route${i}), filePath: '${page.file}', preload: async () => {\n        await Route${i}.preload();\n        return loadRoute${i}();\n      }, lang: '${page.lang}', version: '' }`,
    )
    .join(',\n'),
  '];',
].join('\n');

/** The list as the installed Rspress writes it for these routes, compiled as the bundler does. */
function installedRspressRoutes(
  routes: {
    routePath: string;
    absolutePath: string;
    relativePath: string;
    lang: string;
    version: string;
  }[],
): string {
  // A private method of Rspress's route service; it reads nothing from the instance.
  const generate = (
    RouteService.prototype as unknown as {
      generateRoutesCodeByRouteMeta: (meta: unknown[]) => string;
    }
  ).generateRoutesCodeByRouteMeta;
  const code = generate.call({}, routes);
  return experiments.swc.transformSync(code, {
    jsc: { target: 'es2022', parser: { syntax: 'ecmascript', jsx: false } },
    isModule: true,
  }).code;
}

describe('parseGeneratedRoutes', () => {
  it('reads the routes of the installed Rspress’s generated list, non-ASCII paths and versions included', () => {
    const routes = [
      {
        routePath: '/guide/start',
        absolutePath: '/docs/en/guide/start.mdx',
        relativePath: 'en/guide/start.mdx',
        lang: 'en',
        version: '',
      },
      {
        routePath: '/zh/指南/开始',
        absolutePath: '/docs/zh/指南/开始.mdx',
        relativePath: 'zh/指南/开始.mdx',
        lang: 'zh',
        version: 'v2',
      },
    ];
    const parsed = parseGeneratedRoutes(installedRspressRoutes(routes));
    expect(
      parsed.map(({ path, filePath, lang, version, request }) => ({
        path,
        filePath,
        lang,
        version,
        request,
      })),
    ).toEqual(
      routes.map((route) => ({
        path: route.routePath,
        filePath: route.relativePath,
        lang: route.lang,
        version: route.version,
        request: route.absolutePath,
      })),
    );
    expect(
      parsed.every((route) => /^route-[0-9a-f]{12}$/.test(route.chunkName)),
    ).toBe(true);
    expect(bucketOf('/zh/指南/开始', ROUTE_BUCKETS)).toBe(
      bucketOf('/zh/%E6%8C%87%E5%8D%97/%E5%BC%80%E5%A7%8B', ROUTE_BUCKETS),
    );
  });

  it('reads escaped requests (a Windows path)', () => {
    const source = compiled.replace(
      '"/docs/en/guide/start.mdx"',
      JSON.stringify('C:\\docs\\en\\guide\\start.mdx'),
    );
    expect(parseGeneratedRoutes(source)[0].request).toBe(
      'C:\\docs\\en\\guide\\start.mdx',
    );
  });

  it.each([
    ['compiled', compiled],
    ['as generated', generated],
  ])('reads every route of the list (%s)', (_, source) => {
    expect(parseGeneratedRoutes(source)).toEqual(
      pages.map((page) => ({
        path: page.path,
        filePath: page.file,
        lang: page.lang,
        version: '',
        chunkName: page.chunk,
        request: `/docs/${page.file}`,
      })),
    );
  });

  it('fails loudly when Rspress changes the module’s shape', () => {
    expect(() => parseGeneratedRoutes('export const routes = [];')).toThrow(
      /shape of virtual-routes changed/,
    );
    expect(() =>
      parseGeneratedRoutes(
        compiled.replace('const loadRoute2 =', 'const load2 ='),
      ),
    ).toThrow(/shape of virtual-routes changed/);
  });
});

describe('routeBucketLoaders', () => {
  it('keeps a fixed number of loaders and no route in the main module', () => {
    const code = routeBucketLoaders(
      compiled,
      '/tmp/.rspress/runtime/virtual-routes.js',
    );
    expect(code).toContain(
      `export { lazyWithPreload } from 'react-lazy-with-preload';`,
    );
    expect(code).toContain('export const routes = [];');
    const loaders = code.split('\n').filter((line) => line.startsWith('() =>'));
    expect(loaders).toHaveLength(ROUTE_BUCKETS);
    const used = new Set(
      pages.map((page) => bucketOf(page.path, ROUTE_BUCKETS)),
    );
    loaders.forEach((line, index) => {
      if (used.has(index))
        expect(line).toContain(
          `import(/* webpackChunkName: "routes-${index}" */ "/tmp/.rspress/runtime/virtual-routes.js?bucket=${index}")`,
        );
      else expect(line).toContain('Promise.resolve({ default: [] })');
    });
    for (const page of pages) expect(code).not.toContain(page.path);
  });
});

describe('routeBucket', () => {
  it('holds exactly the routes that hash to it, with their chunk names, and takes shared code from the main module', () => {
    for (let index = 0; index < ROUTE_BUCKETS; index += 1) {
      const code = routeBucket(compiled, index, '/tmp/virtual-routes.js');
      for (const page of pages) {
        const mine = bucketOf(page.path, ROUTE_BUCKETS) === index;
        expect(code.includes(`path: "${page.path}"`)).toBe(mine);
        expect(
          code.includes(
            `/* webpackChunkName: "${page.chunk}" */ "/docs/${page.file}"`,
          ),
        ).toBe(mine);
      }
      expect(code).toContain(
        `import { lazyWithPreload } from "/tmp/virtual-routes.js";`,
      );
      expect(code).toMatch(/export default \[[\s\S]*\];\n$/);
    }
  });
});

describe('replaceRouteRuntime', () => {
  const code = replaceRouteRuntime(
    '/abs/route-table.ts',
    '/abs/section-sidebars.ts',
  );

  it('exports every name of Rspress’s route module from the table and waits for the current page’s bucket', () => {
    expect(code).toContain(
      `import { createRouteTable, isActive, matchPath } from "/abs/route-table.ts";`,
    );
    expect(code).toContain(
      'export const { pathnameToRouteService, preloadLink, redirectToCleanUrl } = table;',
    );
    expect(code).toContain('export { isActive, matchPath };');
    expect(code).toMatch(/^await table\.ready\(window\.location\.pathname\)/m);
  });

  it('uses the buckets and section sidebars where the rewrites ran, and Rspress’s whole route list and sidebars where they did not', () => {
    expect(code).toContain(
      "Reflect.get(generatedRoutes, 'routeBuckets') ?? [() => Promise.resolve({ default: generatedRoutes.routes })]",
    );
    expect(code).toContain(
      'sidebarSections ? sectionSidebarLoader(siteData.themeConfig, sidebarSections) : undefined',
    );
  });
});
