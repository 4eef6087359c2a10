/**
 * Deploy (/guide/basic/deploy): what `rspress build` writes into doc_build/ (one HTML file per
 * route, 404.html, public files copied as they are, hashed assets under static/, a search
 * index), a custom 404.md, and what `--base` and `route.cleanUrls` change in the output. The
 * fixture is tests/fixtures/guide-deploy; it sets neither `lang` nor `locales` and turns
 * last-updated dates on, which proves their format on such a site.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildFixture,
  FIXTURES_DIR,
  useFixtureBuild,
} from '../support/fixture-site';

describe('the build output (tests/fixtures/guide-deploy)', () => {
  const build = useFixtureBuild('guide-deploy');

  it('writes one HTML file per route, 404.html, the public files and hashed assets under static/', () => {
    const files = build().files();
    for (const file of [
      'index.html',
      'guide/index.html',
      'guide/intro.html',
      '404.html',
      'favicon.svg',
      'robots.txt',
      '.nojekyll',
    ])
      expect(files, file).toContain(file);
    expect(files.some((file) => /^static\/js\/.+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /^static\/css\/.+\.css$/.test(file))).toBe(
      true,
    );
    expect(files).toContainEqual(
      expect.stringMatching(/^static\/image\/diagram\.[0-9a-f]{8,}\.png$/),
    );
    expect(files).toContainEqual(
      expect.stringMatching(/^static\/search_index\.en\.[0-9a-f]{8,}\.json$/),
    );
  });

  it('gives every file under static/ a content hash; HTML and public files keep their names', () => {
    const files = build().files();
    const assets = files.filter((file) => file.startsWith('static/'));
    expect(assets.length).toBeGreaterThan(5);
    for (const file of assets)
      expect(file.split('/').pop(), file).toMatch(/\.[0-9a-f]{8,}\./);
    const others = files.filter((file) => !file.startsWith('static/'));
    expect(others.sort()).toEqual(
      [
        '.nojekyll',
        '404.html',
        'favicon.svg',
        'guide/index.html',
        'guide/intro.html',
        'index.html',
        'robots.txt',
      ].sort(),
    );
  });

  it('builds a 404.md in the docs root as 404.html, in place of the default page', () => {
    expect(build().read('404.html')).toContain(
      'This custom text replaces the default 404 page.',
    );
  });

  it('formats last-updated dates in English on a site with neither lang nor locales', () => {
    const committed =
      Number(
        execFileSync(
          'git',
          ['log', '-1', '--format=%at', '--', 'docs/guide/intro.md'],
          {
            cwd: path.join(FIXTURES_DIR, 'guide-deploy'),
            encoding: 'utf8',
          },
        ).trim(),
      ) * 1000;
    const html = build().read('guide/intro.html');
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain(
      `<span>${new Date(committed).toLocaleString('en')}</span>`,
    );
    expect(html).not.toContain(new Date(committed).toLocaleString('zh'));
  });

  it('writes links with .html when route.cleanUrls is off', () => {
    expect(build().read('guide/index.html')).toContain(
      'href="/guide/intro.html"',
    );
  });
});

describe('--base and route.cleanUrls', () => {
  it('--base without slashes wins over the config; links and assets start with it, files and folder stay the same', () => {
    const based = buildFixture('guide-deploy', {
      args: ['--base', 'handbook'],
      env: { DEPLOY_VARIANT: 'base-clean' },
    });
    expect(based.status, based.output).toBe(0);
    // The output folder is not nested under the base: index.html stays at its root.
    expect(based.has('index.html')).toBe(true);
    expect(based.has('guide/intro.html')).toBe(true);
    const guide = based.read('guide/index.html');
    expect(guide).not.toContain('/from-config/');
    expect(guide).toMatch(/src="\/handbook\/static\/js\/index\.[0-9a-f]+\.js"/);
    expect(guide).toMatch(
      /href="\/handbook\/static\/css\/styles\.[0-9a-f]+\.css"/,
    );
    // route.cleanUrls: the link has no .html, the file on disk still does.
    expect(guide).toContain('href="/handbook/guide/intro"');
    expect(based.read('guide/intro.html')).toMatch(
      /src="\/handbook\/static\/image\/diagram\.[0-9a-f]+\.png"/,
    );
  }, 180_000);
});
