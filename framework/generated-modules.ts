/**
 * The modules Rspress generates for every build, read the way the site's rewrites need them.
 * Their shapes are Rspress internals (framework/assumptions.ts: virtual-page-data,
 * virtual-site-data, virtual-routes); a reader that meets another shape throws ShapeError,
 * which switches the rewrite's optimisation off instead of failing the build.
 */
export { GENERATED_SPECIFIER } from './names';

/** A generated module of a shape the adapter does not know. */
export class ShapeError extends Error {}

/** `virtual-page-data`: the list of every page, and the search index's hash. */
export interface PageDataModule {
  pageData: { pages: { _relativePath?: string }[] } & Record<string, unknown>;
  /** The hash's source text, kept as it is. */
  searchIndexHash: string;
}

export function readPageDataModule(source: string): PageDataModule {
  const match =
    /^\s*export const pageData = ([\s\S]*?);\s*export const searchIndexHash = ([\s\S]*?);?\s*$/.exec(
      source,
    );
  if (!match) throw new ShapeError('the shape of virtual-page-data changed');
  return {
    pageData: JSON.parse(match[1]) as PageDataModule['pageData'],
    searchIndexHash: match[2],
  };
}

export function writePageDataModule({
  pageData,
  searchIndexHash,
}: PageDataModule): string {
  return `export const pageData = ${JSON.stringify(pageData)};\nexport const searchIndexHash = ${searchIndexHash};\n`;
}

/** `virtual-site-data`: `export default <site data as JSON>`. */
export function readSiteDataModule(source: string): Record<string, unknown> {
  const match = /^\s*export default ([\s\S]*?);?\s*$/.exec(source);
  if (!match) throw new ShapeError('the shape of virtual-site-data changed');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

const shapeChanged = (what: string) =>
  new ShapeError(`the shape of ${what} changed`);

/** One route of Rspress's generated list. */
export interface GeneratedRoute {
  path: string;
  filePath: string;
  lang: string;
  version: string;
  /** The page module's request and the chunk name Rspress gives it. */
  request: string;
  chunkName: string;
}

const QUOTED = String.raw`(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
/** The value of a JavaScript string literal in either quote (escapes as JSON reads them). */
const unquote = (quoted: string): string =>
  JSON.parse(
    quoted.startsWith('"')
      ? quoted
      : `"${quoted.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`,
  ) as string;

/**
 * Reads the routes out of `virtual-routes` as a transform receives it: Rspress's generated
 * code after the bundler's JavaScript compiler, so whitespace and quotes are matched loosely.
 */
export function parseGeneratedRoutes(source: string): GeneratedRoute[] {
  // The main module and every bucket module receive the same source: read it once.
  if (lastParsed?.source === source) return lastParsed.routes;
  const loaders = new Map<string, { chunkName: string; request: string }>();
  const loaderPattern = new RegExp(
    String.raw`const loadRoute(\d+)\s*=\s*\(\)\s*=>\s*import\(\s*/\*\s*webpackChunkName:\s*"([^"]+)"\s*\*/\s*(${QUOTED})\s*\)`,
    'g',
  );
  for (const match of source.matchAll(loaderPattern))
    loaders.set(match[1], { chunkName: match[2], request: unquote(match[3]) });
  const routePattern = new RegExp(
    String.raw`path:\s*(${QUOTED}),\s*element:[^,]*?React\.createElement\(Route(\d+)\),\s*filePath:\s*(${QUOTED}),[\s\S]*?lang:\s*(${QUOTED}),\s*version:\s*(${QUOTED})`,
    'g',
  );
  const routes: GeneratedRoute[] = [];
  for (const match of source.matchAll(routePattern)) {
    const loader = loaders.get(match[2]);
    if (!loader) throw shapeChanged('virtual-routes');
    routes.push({
      path: unquote(match[1]),
      filePath: unquote(match[3]),
      lang: unquote(match[4]),
      version: unquote(match[5]),
      ...loader,
    });
  }
  if (routes.length === 0 || routes.length !== loaders.size)
    throw shapeChanged('virtual-routes');
  lastParsed = { source, routes };
  return routes;
}
let lastParsed: { source: string; routes: GeneratedRoute[] } | undefined;
