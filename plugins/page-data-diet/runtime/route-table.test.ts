import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bucketOf,
  createRouteTable,
  isActive,
  matchPath,
  routeKey,
  type Route,
} from './route-table';

const BUCKETS = 4;

function page(path: string, filePath = `en${path}.mdx`): Route {
  return {
    path,
    filePath,
    lang: 'en',
    version: '',
    element: `element of ${path}`,
    preload: vi.fn(async () => ({ default: path })),
  };
}

/** A table over `routes`, spread into buckets by the same hash as the build. */
function setup(
  routes: Route[],
  route: {
    cleanUrls?: boolean;
    cleanUrlsRedirect?: boolean;
    prefetchLink?: boolean;
  } = {},
  base = '/',
) {
  const loaders = Array.from({ length: BUCKETS }, (_, index) =>
    vi.fn(async () => ({
      default: routes.filter((r) => bucketOf(r.path, BUCKETS) === index),
    })),
  );
  const table = createRouteTable(loaders, { base, route });
  return { table, loaders };
}

afterEach(() => vi.unstubAllGlobals());

/** The fields by which a looked-up route is the page's route (its preload is wrapped). */
const sameRoute = (route: Route) => ({
  path: route.path,
  filePath: route.filePath,
  element: route.element,
});

/** A browser window showing `pathname`, whose page loads are recorded. */
function stubWindow(pathname: string) {
  const assign = vi.fn();
  vi.stubGlobal('window', { location: { pathname, assign } });
  return assign;
}

describe('route keys', () => {
  it('compare paths as Rspress does: without .html, /index or a trailing slash, case-insensitive, decoded', () => {
    expect(routeKey('/guide/start.html')).toBe('/guide/start/');
    expect(routeKey('/guide/index')).toBe('/guide/');
    expect(routeKey('/Guide/Start/')).toBe('/guide/start/');
    expect(routeKey('/zh/%E6%8C%87%E5%8D%97?x=1#top')).toBe('/zh/指南/');
    expect(matchPath('/guide/start', '/guide/start.html')).toEqual({
      path: '/guide/start',
    });
    expect(isActive('/guide/', '/guide/index.html')).toBe(true);
    expect(isActive('/guide/start', '/guide/starter')).toBe(false);
  });

  it('put a path and its spellings in the same bucket', () => {
    const bucket = bucketOf('/guide/start', 16);
    expect(
      ['/guide/start.html', '/guide/start/', '/GUIDE/start'].map((p) =>
        bucketOf(p, 16),
      ),
    ).toEqual([bucket, bucket, bucket]);
  });
});

describe('createRouteTable', () => {
  it('answers lookups in a loaded bucket and loads no other', async () => {
    const start = page('/guide/start');
    const { table, loaders } = setup([start, page('/api/config'), page('/')]);
    await table.ready('/guide/start.html');
    expect(table.pathnameToRouteService('/guide/start.html')).toMatchObject(
      sameRoute(start),
    );
    expect(
      loaders.filter((loader) => loader.mock.calls.length > 0),
    ).toHaveLength(1);
  });

  it('passes each arriving bucket’s routes through prepare (the section sidebars)', async () => {
    const loaders = [vi.fn(async () => ({ default: [page('/guide/start')] }))];
    const table = createRouteTable(loaders, { base: '/' }, (routes) =>
      routes.map((route) => ({ ...route, lang: 'prepared' })),
    );
    await table.ready('/guide/start');
    expect(table.pathnameToRouteService('/guide/start')?.lang).toBe('prepared');
  });

  it('prefers the longer of two paths with the same key, as Rspress’s sorted list does', async () => {
    const short = page('/guide/');
    const long = page('/guide/index');
    const { table } = setup([short, long]);
    await table.ready('/guide/');
    expect(table.pathnameToRouteService('/guide/')).toMatchObject(
      sameRoute(long),
    );
  });

  it('gives a stand-in for a bucket not loaded yet, which becomes the real route when preloaded', async () => {
    const api = page('/api/config');
    const { table } = setup([api]);
    const standIn = table.pathnameToRouteService('/api/config');
    expect(standIn).toBeDefined();
    expect(standIn?.filePath).toBe('');
    expect(table.pathnameToRouteService('/api/config')).toBe(standIn); // one stand-in per path
    await expect(standIn?.preload()).resolves.toEqual({
      default: '/api/config',
    });
    expect(standIn).toMatchObject({
      path: '/api/config',
      filePath: 'en/api/config.mdx',
      element: 'element of /api/config',
    });
    expect(table.pathnameToRouteService('/api/config')).toMatchObject(
      sameRoute(api),
    );
  });

  it('opens a path without a route with a full page load, and knows it is missing afterwards', async () => {
    const assign = stubWindow('/guide/start');
    const { table } = setup([page('/guide/start')]);
    const standIn = table.pathnameToRouteService('/nowhere');
    let settled = false;
    standIn?.preload().finally(() => (settled = true));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/nowhere'));
    expect(settled).toBe(false); // the page is being replaced: navigation never continues
    expect(table.pathnameToRouteService('/nowhere')).toBeUndefined();
  });

  it('tries a bucket again after it failed to load', async () => {
    const start = page('/guide/start');
    const { table, loaders } = setup([start]);
    const loader = loaders[bucketOf('/guide/start', BUCKETS)];
    loader.mockRejectedValueOnce(new Error('offline'));
    await table.ready('/guide/start'); // never fails: the app starts anyway
    const standIn = table.pathnameToRouteService('/guide/start');
    expect(standIn?.filePath).toBe('');
    await expect(standIn?.preload()).resolves.toEqual({
      default: '/guide/start',
    });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('leaves the app for another page whose chunks fail to load (a deploy renamed them), not for the page being opened', async () => {
    const assign = stubWindow('/guide/start');
    const start = page('/guide/start');
    const api = page('/api/config');
    const { table, loaders } = setup([start, api]);
    await table.ready('/guide/start');
    vi.mocked(start.preload).mockRejectedValueOnce(new Error('ChunkLoadError'));
    await expect(
      table.pathnameToRouteService('/guide/start')?.preload(),
    ).rejects.toThrow('ChunkLoadError');
    expect(assign).not.toHaveBeenCalled();

    vi.mocked(api.preload).mockRejectedValueOnce(new Error('ChunkLoadError'));
    void table.pathnameToRouteService('/api/config')?.preload();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/config'));

    loaders[bucketOf('/other', BUCKETS)].mockRejectedValueOnce(
      new Error('ChunkLoadError'),
    );
    void table.pathnameToRouteService('/other')?.preload();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/other'));
  });

  it('keeps the query and #anchor of the link the reader clicked when it leaves the app', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', {
      location: {
        pathname: '/docs/guide/start',
        origin: 'http://127.0.0.1',
        assign,
      },
    });
    let onClick: ((event: object) => void) | undefined;
    vi.stubGlobal('document', {
      addEventListener: (type: string, listener: typeof onClick) =>
        type === 'click' && (onClick = listener),
    });
    class FakeAnchor {
      constructor(
        readonly href: string,
        private readonly attributes: Record<string, string> = {},
      ) {}
      get target() {
        return this.attributes.target ?? '';
      }
      hasAttribute(name: string) {
        return name === 'href' || name in this.attributes;
      }
    }
    vi.stubGlobal('HTMLAnchorElement', FakeAnchor);
    const click = (
      href: string,
      options: { attributes?: Record<string, string>; ctrlKey?: boolean } = {},
    ) =>
      onClick?.({
        button: 0,
        ctrlKey: options.ctrlKey ?? false,
        metaKey: false,
        shiftKey: false,
        altKey: false,
        composedPath: () => [{}, new FakeAnchor(href, options.attributes)],
      });
    const api = page('/api/config');
    const { table } = setup([page('/guide/start'), api], {}, '/docs/');
    await table.ready('/docs/guide/start');
    const leaveFor = async (path: string) => {
      vi.mocked(api.preload).mockRejectedValueOnce(new Error('ChunkLoadError'));
      void table.pathnameToRouteService(path)?.preload();
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      const [url] = assign.mock.calls[0];
      assign.mockClear();
      return url;
    };

    click('http://127.0.0.1/docs/api/config.html?tab=zh#output');
    expect(await leaveFor('/api/config')).toBe(
      '/docs/api/config?tab=zh#output',
    );
    // Used once: a later navigation to the same page without a click opens its top.
    expect(await leaveFor('/api/config')).toBe('/docs/api/config');
    // Clicks the app does not handle in this tab are not remembered.
    click('http://127.0.0.1/docs/api/config#a', { ctrlKey: true });
    expect(await leaveFor('/api/config')).toBe('/docs/api/config');
    click('http://127.0.0.1/docs/api/config#b', {
      attributes: { target: '_blank' },
    });
    expect(await leaveFor('/api/config')).toBe('/docs/api/config');
    // A link that got through is forgotten.
    click('http://127.0.0.1/docs/api/config#c');
    await table.pathnameToRouteService('/api/config')?.preload();
    expect(await leaveFor('/api/config')).toBe('/docs/api/config');
  });

  it('never leaves the page when a hovered link fails to preload', async () => {
    const assign = stubWindow('/guide/start');
    const api = page('/api/config');
    vi.mocked(api.preload).mockRejectedValueOnce(new Error('ChunkLoadError'));
    const { table } = setup([api]);
    table.preloadLink('/api/config');
    await vi.waitFor(() => expect(api.preload).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(assign).not.toHaveBeenCalled();
  });

  it('works under a base path', async () => {
    const assign = stubWindow('/docs/guide/start');
    const { table, loaders } = setup([page('/guide/start')], {}, '/docs/');
    await table.ready('/docs/guide/start');
    expect(loaders[bucketOf('/guide/start', BUCKETS)]).toHaveBeenCalled();
    const history = { state: null, replaceState: vi.fn() };
    expect(
      table.redirectToCleanUrl(
        { pathname: '/docs/guide/start', search: '', hash: '' } as Location,
        history as unknown as History,
      ),
    ).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith(
      null,
      '',
      '/docs/guide/start.html',
    );
    void table.pathnameToRouteService('/nowhere')?.preload();
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/docs/nowhere'),
    );
  });

  it('shares one stand-in between concurrent lookups and loads its bucket once', async () => {
    const api = page('/api/config');
    const { table, loaders } = setup([api]);
    const first = table.pathnameToRouteService('/api/config');
    const second = table.pathnameToRouteService('/api/config.html');
    expect(second).toBe(first);
    await Promise.all([first?.preload(), second?.preload()]);
    expect(loaders[bucketOf('/api/config', BUCKETS)]).toHaveBeenCalledTimes(1);
  });

  it('preloads a hovered link’s bucket and page, unless link prefetching is off', async () => {
    const api = page('/api/config');
    const { table } = setup([api]);
    table.preloadLink('/api/config.html');
    await vi.waitFor(() => expect(api.preload).toHaveBeenCalled());

    const other = page('/api/config');
    const off = setup([other], { prefetchLink: false });
    off.table.preloadLink('/api/config.html');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(off.loaders.every((loader) => loader.mock.calls.length === 0)).toBe(
      true,
    );
  });

  it('redirects to the canonical URL of the page being opened, keeping query and hash', async () => {
    const { table } = setup([page('/guide/start')]);
    await table.ready('/guide/start');
    const history = { state: { k: 1 }, replaceState: vi.fn() };
    const location = { pathname: '/guide/start', search: '?q=1', hash: '#top' };
    expect(
      table.redirectToCleanUrl(
        location as Location,
        history as unknown as History,
      ),
    ).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith(
      { k: 1 },
      '',
      '/guide/start.html?q=1#top',
    );
    expect(
      table.redirectToCleanUrl(
        { ...location, pathname: '/guide/start.html' } as Location,
        history as unknown as History,
      ),
    ).toBe(false);

    const clean = setup([page('/guide/start')], { cleanUrls: true });
    await clean.table.ready('/guide/start');
    expect(
      clean.table.redirectToCleanUrl(
        { ...location, pathname: '/guide/start.html' } as Location,
        history as unknown as History,
      ),
    ).toBe(true);
    expect(history.replaceState).toHaveBeenLastCalledWith(
      { k: 1 },
      '',
      '/guide/start?q=1#top',
    );

    const never = setup([page('/guide/start')], { cleanUrlsRedirect: false });
    await never.table.ready('/guide/start');
    expect(
      never.table.redirectToCleanUrl(
        location as Location,
        history as unknown as History,
      ),
    ).toBe(false);
  });
});
