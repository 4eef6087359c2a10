/**
 * Internal links and anchors of the pages, read from their sources: the quick form of the
 * build's own dead-link and anchor check (`markdown.link` in rspress.config.ts), with the line
 * of each link, for `npm run check` and for the dev server's writer checks. A link is checked
 * against the pages of its language and the anchors the build's check knows of them (see
 * anchorsOf); the build stays the final word.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Heading, Link, RootContent } from 'mdast';
import { GithubSlugger } from '../../framework/internals';
import { listPages } from '../translation-freshness/freshness';
import { pageRoute } from '../translation-freshness/page-route';
import { type DocFile, readDocIn } from './doc-source';

const CUSTOM_ID = /\s*\{#([^}]+)\}\s*$/;

export interface SourceLink {
  /** The page file, relative to the docs folder's parent (`docs/en/…`). */
  file: string;
  line: number;
  href: string;
}

interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
}

const attribute = (node: JsxNode, name: string): string | undefined => {
  const found = node.attributes.find(
    (item) => item.type === 'mdxJsxAttribute' && item.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
};

const isJsx = (node: RootContent): boolean =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

function walk(nodes: RootContent[], visit: (node: RootContent) => void) {
  for (const node of nodes) {
    visit(node);
    if ('children' in node) walk(node.children as RootContent[], visit);
  }
}

/** Plain text of a heading as Rspress slugs it: inline code and emphasis reduced to their text. */
function headingText(node: RootContent): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node)
    return (node.children as RootContent[]).map(headingText).join('');
  return '';
}

/**
 * The anchors the build's check knows for a page: its top-level headings only, as Rspress's
 * remarkToc registers them (a heading inside a JSX element such as `<Steps>`, in an imported
 * fragment or an `id` attribute gets an id in the HTML but is not known to the check, so a link
 * to it fails the build).
 */
export function anchorsOf(doc: DocFile): Set<string> {
  const anchors = new Set<string>();
  const slugger = new GithubSlugger();
  for (const node of doc.tree.children) {
    if (node.type !== 'heading') continue;
    const text = (node as Heading).children.map(headingText).join('').trim();
    const custom = CUSTOM_ID.exec(text);
    anchors.add(
      custom ? custom[1] : slugger.slug(text.replace(CUSTOM_ID, '').trim()),
    );
  }
  return anchors;
}

/** Links of a page that stay on the site: Markdown links and `href` attributes. */
export function linksOf(docsDir: string, doc: DocFile): SourceLink[] {
  const file = path.posix.join(
    path.basename(docsDir),
    doc.lang,
    doc.relativeFile,
  );
  const links: SourceLink[] = [];
  const offset = frontMatterLines(docsDir, doc);
  const add = (href: string | undefined, line = 0) => {
    if (!href || /^[a-z][a-z\d+.-]*:|^\/\//i.test(href)) return;
    links.push({ file, line, href });
  };
  walk(doc.tree.children, (node) => {
    const line = (node.position?.start.line ?? 0) + offset;
    if (node.type === 'link') add((node as Link).url, line);
    else if (isJsx(node))
      add(attribute(node as unknown as JsxNode, 'href'), line);
  });
  return links;
}

/** Lines above the body (front matter): node positions count from the body's first line. */
function frontMatterLines(docsDir: string, doc: DocFile): number {
  const raw = readFileSync(
    path.join(docsDir, doc.lang, doc.relativeFile),
    'utf8',
  );
  return raw.slice(0, raw.length - doc.body.length).split('\n').length - 1;
}

/** Anchors per parsed page: readDocIn hands out the same object while the source stays. */
const anchorsByDoc = new WeakMap<DocFile, Set<string>>();
function cachedAnchors(doc: DocFile): Set<string> {
  let anchors = anchorsByDoc.get(doc);
  if (!anchors) anchorsByDoc.set(doc, (anchors = anchorsOf(doc)));
  return anchors;
}

export function isFragment(relativeFile: string): boolean {
  return relativeFile.split('/').includes('fragments');
}

/**
 * Every page of a language by route, with its anchors (read on demand, again when the page's
 * source changed).
 */
export function siteOf(docsDir: string, lang: string) {
  const pages = new Map<string, string>();
  for (const file of listPages(path.join(docsDir, lang)))
    if (!isFragment(file)) pages.set(pageRoute(file), file);
  const anchorsAt = (route: string) =>
    cachedAnchors(readDocIn(docsDir, lang, pages.get(route)!));
  return { docsDir, lang, pages, anchorsAt };
}

export type DocsSite = ReturnType<typeof siteOf>;

/** The route a site-internal link points at, as the build resolves it (extension and `.html` dropped, relative links from the page). */
export function linkRoute(href: string, fromFile: string): string {
  const [pathPart] = href.split('#');
  let target = pathPart.split('?')[0];
  if (target === '') return pageRoute(fromFile);
  if (!target.startsWith('/'))
    target = path.posix.join('/', path.posix.dirname(fromFile), target);
  target = target.replace(/\.(mdx?|html)$/, '');
  if (target.endsWith('/index')) target = target.slice(0, -'index'.length);
  return target;
}

/**
 * Problems with a page's links: `file:line: href (why)`. `langPrefix` is the prefix of the
 * language's routes (`/zh`, or empty for the default language).
 */
export function deadLinks(
  site: DocsSite,
  relativeFile: string,
  langPrefix: string,
  publicDir = path.join(site.docsDir, 'public'),
): string[] {
  const { docsDir, lang } = site;
  const doc = readDocIn(docsDir, lang, relativeFile);
  const own = cachedAnchors(doc);
  const problems: string[] = [];
  for (const link of linksOf(docsDir, doc)) {
    const at = `${link.file}:${link.line}: ${link.href}`;
    const hash = link.href.includes('#')
      ? decodeURIComponent(link.href.slice(link.href.indexOf('#') + 1))
      : '';
    if (link.href.startsWith('#')) {
      if (!own.has(hash)) problems.push(`${at} (no such anchor on this page)`);
      continue;
    }
    // A link may name its own language's prefix (`/zh/guide/…`); the build accepts both.
    const written = linkRoute(link.href, relativeFile);
    const route =
      langPrefix && written.startsWith(`${langPrefix}/`)
        ? written.slice(langPrefix.length)
        : written;
    if (!site.pages.has(route)) {
      if (!existsSync(path.join(publicDir, route)))
        problems.push(
          `${at} (no page ${route} in ${path.basename(docsDir)}/${lang})`,
        );
      continue;
    }
    if (hash && !site.anchorsAt(route).has(hash))
      problems.push(`${at} (no #${hash} on ${route})`);
  }
  return problems;
}
