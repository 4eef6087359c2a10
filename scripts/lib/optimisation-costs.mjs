// What each optimisation of the page-data diet is worth: the doc page's first view (JS+CSS
// gzip) with every optimisation on, and with each one switched off, at each page count, with
// the bare default theme as the reference line. Every build keeps each optimisation on whatever
// it saves (SITE_OPTIMISATIONS_PAY_FROM=0), so the table shows what the threshold decides on.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** The thresholds the build applies (framework/optimisations.ts reads the same file). */
const PAYS_FROM_FILE = new URL(
  '../../framework/pays-from.json',
  import.meta.url,
);
const PAYS_FROM = JSON.parse(readFileSync(PAYS_FROM_FILE, 'utf8'));
const PAYS_FROM_BYTES = PAYS_FROM.bytes;

/** The optimisation whose row also drops the route runtime and the section sidebars. */
const ROUTE_SPLIT = 'route-buckets';

/** Routes of a build: its HTML pages, 404 aside. */
const routesOf = (outDir) =>
  readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !/(^|\/)404\.html$/.test(file),
  ).length;

/**
 * The route count from which the route split saves PAYS_FROM_BYTES: a straight line through
 * what it saves at the two measured sizes (it grows with the routes; its runtime costs the same).
 */
export function breakEvenRoutes([small, large]) {
  const perRoute = (large.saves - small.saves) / (large.routes - small.routes);
  if (!(perRoute > 0)) return null;
  return Math.max(
    0,
    Math.ceil(small.routes + (PAYS_FROM_BYTES - small.saves) / perRoute),
  );
}

/** The optimisations whose cost is in bytes of the first view (preload hints change timing only; the site has no collapsed groups). */
export const MEASURED = [
  'page-fields',
  'section-sidebars',
  'route-buckets',
  'chunk-names',
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export async function optimisationCosts({
  sizes,
  site,
  bare,
  build,
  measure,
  docPages,
  log,
}) {
  const variants = [
    { ...bare, key: 'bare' },
    {
      ...site,
      key: 'all',
      label: 'site-all-on',
      env: { SITE_OPTIMISATIONS_PAY_FROM: '0' },
    },
    ...MEASURED.map((name) => ({
      ...site,
      key: name,
      label: `site-without-${name}`,
      env: { SITE_OPTIMISATIONS_PAY_FROM: '0', SITE_OPTIMISATIONS_OFF: name },
    })),
  ];
  const figures = new Map();
  const routes = new Map();
  for (const pages of sizes) {
    for (const variant of variants) {
      log(`optimisation costs: ${variant.label}, ${pages} pages`);
      const result = await build(variant, pages);
      figures.set(`${variant.key}@${pages}`, await measure(result.outDir));
      if (variant.key === 'all') routes.set(pages, routesOf(result.outDir));
    }
  }
  const lines = [
    '## What each optimisation saves',
    '',
    `A doc page's first view, JS+CSS gzip. "All on": every optimisation on whatever it saves; each further row switches one off. Saves: that row minus "all on". An optimisation that saves under ${kb(PAYS_FROM_BYTES)} at a site's size stays off there (framework/optimisations.ts). Reference: the bare default theme.`,
    '',
    `| build | ${sizes.flatMap((pages) => docPages.map((label) => `${label}, ${pages} pages`)).join(' | ')} |`,
    `| --- | ${sizes.flatMap(() => docPages.map(() => '---')).join(' | ')} |`,
  ];
  const cell = (key, pages, label) =>
    figures.get(`${key}@${pages}`)[`first ${label}`];
  for (const variant of variants) {
    const cells = sizes.flatMap((pages) =>
      docPages.map((label) => {
        const bytes = cell(variant.key, pages, label);
        const ratio = (bytes / cell('bare', pages, label)).toFixed(2);
        if (variant.key === 'bare' || variant.key === 'all')
          return `${kb(bytes)} (${ratio}×)`;
        const saves = bytes - cell('all', pages, label);
        return `${kb(bytes)} (${ratio}×), saves ${kb(saves)}${saves < PAYS_FROM_BYTES ? ' → off' : ''}`;
      }),
    );
    const name =
      variant.key === 'bare'
        ? 'bare default theme (reference)'
        : variant.key === 'all'
          ? 'this site, all on'
          : `without \`${variant.key}\``;
    lines.push(`| ${name} | ${cells.join(' | ')} |`);
  }
  // The first doc page's column decides where the route split starts to pay.
  const measured = sizes.map((pages) => ({
    routes: routes.get(pages),
    saves:
      cell(ROUTE_SPLIT, pages, docPages[0]) - cell('all', pages, docPages[0]),
  }));
  const fromRoutes = breakEvenRoutes(measured);
  lines.push(
    '',
    `The \`${ROUTE_SPLIT}\` row also drops the section sidebars and the route runtime both need. ` +
      measured
        .map(
          ({ routes, saves }) => `At ${routes} routes they save ${kb(saves)}`,
        )
        .join('; ') +
      (fromRoutes === null
        ? '. They do not grow with the site, so the build keeps them at the last break-even point.'
        : `; so they save ${kb(PAYS_FROM_BYTES)} from about ${fromRoutes} routes, and a build with fewer leaves all three off (framework/pays-from.json).`),
  );
  if (fromRoutes !== null) {
    PAYS_FROM.routeSplit.fromRoutes = fromRoutes;
    writeFileSync(PAYS_FROM_FILE, `${JSON.stringify(PAYS_FROM, null, 2)}\n`);
  }
  return lines;
}
