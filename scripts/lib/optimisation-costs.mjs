// What each optimisation of the page-data diet is worth: the doc page's first view (JS+CSS
// gzip) with every optimisation on, and with each one switched off, at each page count, with
// the bare default theme as the reference line. Every build keeps each optimisation on whatever
// it saves (SITE_OPTIMISATIONS_PAY_FROM=0), so the table shows what the threshold decides on.
import { readFileSync } from 'node:fs';

/** The threshold the build applies (framework/optimisations.ts reads the same file). */
const PAYS_FROM_BYTES = JSON.parse(
  readFileSync(
    new URL('../../framework/pays-from.json', import.meta.url),
    'utf8',
  ),
).bytes;

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
  for (const pages of sizes) {
    for (const variant of variants) {
      log(`optimisation costs: ${variant.label}, ${pages} pages`);
      const result = await build(variant, pages);
      figures.set(`${variant.key}@${pages}`, await measure(result.outDir));
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
  return lines;
}
