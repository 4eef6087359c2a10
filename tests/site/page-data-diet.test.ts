/**
 * The page-data diet (plugins/page-data-diet) must change what the browser downloads and
 * nothing a reader or a machine reads: a fixture site is built with and without it, and the
 * rendered pages, meta descriptions, last-updated times, overview lists, llms.txt,
 * llms-full.txt and Markdown twins must be identical, while other pages' fields, the
 * sidebars of other sections and the route table stay out of the main bundle.
 */
import { describe, expect, it } from 'vitest';
import { buildFixture, type FixtureBuild } from '../support/fixture-site';

const FIXTURE = 'page-data-diet';

describe('page-data diet', { timeout: 400_000 }, () => {
  let diet: FixtureBuild;
  let full: FixtureBuild;
  let degraded: FixtureBuild;

  it('builds the fixture with and without the diet', () => {
    // Every optimisation on, whatever it saves at the fixture's size: this proves them all.
    diet = buildFixture(FIXTURE, { env: { SITE_OPTIMISATIONS_PAY_FROM: '0' } });
    full = buildFixture(FIXTURE, {
      env: { PAGE_DATA_DIET: 'off' },
      outDirName: 'doc_build_full',
    });
    expect(diet.status, diet.output).toBe(0);
    expect(full.status, full.output).toBe(0);
  });

  it('prints which optimisations were on', () => {
    expect(diet.output).toMatch(
      /^\[site\] optimisations: page-fields=on, section-sidebars=on, collapsed-groups=off \(no collapsed groups\), route-buckets=on, chunk-names=on, preload-hints=on$/m,
    );
  });

  it('still builds the same pages when Rspress’s route runtime is not the one it knows, with one warning and those optimisations off', () => {
    degraded = buildFixture(FIXTURE, {
      env: {
        SITE_OPTIMISATIONS_PAY_FROM: '0',
        SITE_SIMULATE_CHANGED: 'route-runtime',
        FIXTURE_OUT_DIR: 'doc_build_degraded',
      },
      outDirName: 'doc_build_degraded',
    });
    expect(degraded.status, degraded.output).toBe(0);
    const warnings =
      degraded.output.match(/framework assumption 'route-runtime'/g) ?? [];
    expect(warnings).toHaveLength(1);
    expect(degraded.output).toContain(
      'Update plugins/page-data-diet/runtime/route-table.ts',
    );
    expect(degraded.output).toMatch(
      /^\[site\] optimisations: page-fields=on, section-sidebars=off \(simulated by SITE_SIMULATE_CHANGED\), collapsed-groups=off \(simulated by SITE_SIMULATE_CHANGED\), route-buckets=off \(simulated by SITE_SIMULATE_CHANGED\), chunk-names=on, preload-hints=off \(simulated by SITE_SIMULATE_CHANGED\)$/m,
    );
    for (const file of full.files().filter((name) => name.endsWith('.html')))
      expect(renderedRoot(degraded.read(file)), file).toBe(
        renderedRoot(full.read(file)),
      );
    // Rspress's own route table is back in the main bundle.
    expect(mainBundle(degraded)).toContain('filePath:"en/api/alpha.md"');
  });

  it('writes the same llms.txt, llms-full.txt and Markdown twins', () => {
    const machineReadable = (build: FixtureBuild) =>
      build
        .files()
        .filter(
          (file) => /\.(md|txt)$/.test(file) && !file.startsWith('static/'),
        );
    expect(machineReadable(diet)).toEqual(machineReadable(full));
    expect(machineReadable(diet)).toEqual(
      expect.arrayContaining([
        'llms.txt',
        'llms-full.txt',
        'zh/llms.txt',
        'api/alpha.md',
      ]),
    );
    for (const file of machineReadable(full))
      expect(diet.read(file), file).toBe(full.read(file));
  });

  it('renders every page the same: content, outline, meta description, last-updated time', () => {
    const pages = full.files().filter((file) => file.endsWith('.html'));
    expect(diet.files().filter((file) => file.endsWith('.html'))).toEqual(
      pages,
    );
    for (const file of pages) {
      expect(renderedRoot(diet.read(file)), file).toBe(
        renderedRoot(full.read(file)),
      );
      expect(metaDescription(diet.read(file)), file).toBe(
        metaDescription(full.read(file)),
      );
    }
    expect(metaDescription(diet.read('api/alpha.html'))).toBe(
      'The alpha client and its retry settings.',
    );
    expect(metaDescription(diet.read('api/beta.html'))).toContain(
      'Beta has no front matter description',
    );
    expect(diet.read('api/alpha.html')).toMatch(/rp-last-updated/);
  });

  it('keeps overview pages listing the h2 headings of their pages in each language', () => {
    expect(renderedRoot(diet.read('api/index.html'))).toMatch(
      /Alpha retries[\s\S]*Alpha timeouts/,
    );
    expect(renderedRoot(diet.read('api/index.html'))).not.toContain(
      'Alpha deep detail',
    );
    expect(renderedRoot(diet.read('zh/api/index.html'))).toMatch(
      /Alpha 重试[\s\S]*Beta 流式处理/,
    );
  });

  it('keeps other pages’ titles and outlines out of the main bundle', () => {
    // The guide page's heading only reaches the browser in its own route chunk.
    expect(mainBundle(full)).toContain('Zebra configuration');
    expect(mainBundle(diet)).not.toContain('Zebra configuration');
    expect(mainBundle(diet)).not.toContain('Alpha retries');
  });

  it('sends each section’s sidebar in a chunk of its own, not in the main bundle', () => {
    // Sidebar labels from _meta.json: in the main bundle of the full build only.
    expect(mainBundle(full)).toContain('API 总览');
    expect(mainBundle(diet)).not.toContain('API 总览');
    expect(mainBundle(diet)).not.toContain('API overview');
    const sidebarChunks = diet
      .files()
      .filter(
        (file) =>
          file.startsWith('static/js/') &&
          /"link":"(\/zh)?\/api\/alpha/.test(diet.read(file)) &&
          !diet.read(file).includes('alpha.mdx'),
      );
    expect(sidebarChunks).toHaveLength(2);
  });

  it('keeps the route table and the page chunks’ file names out of the main bundle', () => {
    // Each route's entry (its source file) and chunk name: in the full build's main bundle only.
    const alphaRoute = 'filePath:"en/api/alpha.md"';
    expect(mainBundle(full)).toContain(alphaRoute);
    expect(mainBundle(full)).toMatch(/"route-[0-9a-f]{12}"/);
    expect(mainBundle(diet)).not.toContain('api/alpha.md');
    expect(mainBundle(diet)).not.toMatch(/route-[0-9a-f]{12}/);
    const routeChunks = diet
      .files()
      .filter(
        (file) =>
          /^static\/js\/async\/routes-\d+\./.test(file) &&
          diet.read(file).includes(alphaRoute),
      );
    expect(routeChunks).toHaveLength(1);
  });
});

/** The server-rendered app, with content hashes of assets ignored. */
function renderedRoot(html: string): string {
  const root =
    /<div id="__rspress_root">([\s\S]*)<\/div>\s*(<script|<\/body>)/.exec(
      html,
    )?.[1] ?? '';
  expect(root.length).toBeGreaterThan(0);
  return root.replace(/\.[0-9a-f]{8,}\.(js|css|png|svg)/g, '.HASH.$1');
}

function metaDescription(html: string): string | undefined {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
}

/**
 * The scripts of the first view that grow with the site: the main bundle, and the chunk that
 * takes the route table out of it so that an edit does not rename it (chunk-ids.ts).
 */
function mainBundle(build: FixtureBuild): string {
  const main = build
    .files()
    .filter((file) =>
      /^static\/js\/(index|page-refs)\.[0-9a-f]+\.js$/.test(file),
    );
  expect(main.length).toBeGreaterThan(0);
  return main.map((file) => build.read(file)).join('\n');
}
