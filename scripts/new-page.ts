/**
 * `npm run new-page -- <section/path> "<English title>" ["<中文标题>"] [--after <name>]`: starts a
 * page in every language of the site (README "Writing pages"): the twins with front matter, h1
 * and a one-section outline, the Chinese one marked as matching the English source, the entry
 * in the `_meta.json` of its folder in every language and the route in `SPEC_ROUTES`.
 * It checks everything first and writes nothing when it refuses. `--docs <dir>` works on
 * another copy of the docs (its routes file is `<dir>/../tests/site/routes.ts`).
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_LANG } from '../config/locales';
import { matter } from '../framework/internals';
import { pageRoute } from '../plugins/translation-freshness/page-route';
import {
  sourceHash,
  writeMarker,
} from '../plugins/translation-freshness/source-hash';
import { LANGS, localizeRoute, type Lang } from '../tests/site/routes';

const USAGE =
  'usage: npm run new-page -- <section/path> "<English title>" ["<中文标题>"] [--after <name>] [--docs <dir>]';
const DEV_SERVER = 'http://localhost:3000';
const SIDEBAR_FILE = '_meta.json';
/** The routes file, relative to the folder that holds the docs folder. */
const ROUTES_FILE = 'tests/site/routes.ts';
/** Where the claims ledgers live, relative to the folder that holds the docs folder. */
const LEDGERS_DIR = 'tests/framework-claims';

/** The placeholder texts of a new page, per language (English for a language not listed). */
const STUB: Record<string, { description: string; section: string }> = {
  en: {
    description: 'TODO: one sentence on what this page covers.',
    section: 'Overview',
  },
  zh: {
    description: 'TODO：用一句话说明本页的内容。',
    section: '概述',
  },
};
const SECTION_ID = 'overview';

/** What the command refuses: printed as one line, exit code 1, nothing written. */
class Refusal extends Error {}

interface Request {
  /** The page path relative to a language folder, without extension: `guide/basic/my-topic`. */
  page: string;
  titles: Record<Lang, string>;
  after?: string;
  docsDir: string;
}

interface PlannedWrite {
  file: string;
  text: string;
}

function parseRequest(argv: string[]): Request {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { after: { type: 'string' }, docs: { type: 'string' } },
    });
  } catch (error) {
    throw new Refusal(`${(error as Error).message}; ${USAGE}`);
  }
  const [rawPage, ...rawTitles] = parsed.positionals;
  if (!rawPage) throw new Refusal(`no page path given; ${USAGE}`);
  if (rawTitles.length > LANGS.length)
    throw new Refusal(`too many arguments; ${USAGE}`);
  const docsDir = path.resolve(parsed.values.docs ?? 'docs');
  const sourceTitle = checkTitle(rawTitles[0]);
  const titles = Object.fromEntries(
    LANGS.map((lang, index) => [
      lang,
      rawTitles[index] === undefined
        ? sourceTitle
        : checkTitle(rawTitles[index]),
    ]),
  ) as Record<Lang, string>;
  return {
    page: normalisePage(rawPage),
    titles,
    after: parsed.values.after,
    docsDir,
  };
}

function checkTitle(title: string | undefined): string {
  const trimmed = title?.trim() ?? '';
  if (!trimmed) throw new Refusal(`no title given; ${USAGE}`);
  if (/[\n{}<>]/.test(trimmed))
    throw new Refusal(
      `title "${trimmed}" holds a line break or one of { } < >, which MDX reads as code`,
    );
  return trimmed;
}

/**
 * `guide/basic/my-topic`; a leading `docs/<lang>/` and a `.md`/`.mdx` extension are dropped.
 * Anything that could leave the language folder is refused.
 */
function normalisePage(raw: string): string {
  if (path.isAbsolute(raw) || /^[a-zA-Z]:/.test(raw) || raw.includes('\\'))
    throw new Refusal(
      `${raw}: give the page path relative to docs/<lang>/, such as guide/basic/my-topic`,
    );
  const langFolder = new RegExp(`^docs/(${LANGS.join('|')})/`);
  const page = raw.replace(langFolder, '').replace(/\.mdx?$/, '');
  const segments = page.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.'))
    throw new Refusal(`${raw}: the path leaves docs/<lang>/`);
  const bad = segments.find((segment) => !/^[a-z0-9][a-z0-9-]*$/.test(segment));
  if (bad !== undefined)
    throw new Refusal(
      `${raw}: "${bad}" is not a page or folder name (lowercase letters, digits and -)`,
    );
  if (segments.includes('fragments'))
    throw new Refusal(`${raw}: fragments/ holds imported pieces, not pages`);
  if (segments.length < 2)
    throw new Refusal(
      `${raw}: a page goes into a section folder such as guide/basic/ (the top level is the nav, _nav.json, whose labels are keys in config/locales)`,
    );
  return page;
}

const pageFile = (docsDir: string, lang: Lang, page: string) =>
  path.join(docsDir, lang, `${page}.mdx`);

/** The folder that holds the docs folder: messages name files relative to it. */
let projectDir = process.cwd();
const shown = (file: string) => path.relative(projectDir, file);

/** Refuses when the page, or anything at its route, exists in any language. */
function checkPageIsNew({ docsDir, page }: Request): void {
  for (const lang of LANGS) {
    const base = path.join(docsDir, lang, page);
    for (const taken of [`${base}.mdx`, `${base}.md`, base]) {
      if (existsSync(taken))
        throw new Refusal(`${shown(taken)} already exists`);
    }
  }
}

function sectionFolder(docsDir: string, lang: Lang, page: string): string {
  return path.join(docsDir, lang, path.posix.dirname(page));
}

/** Refuses unless the page's folder and its sidebar file exist in every language. */
function checkSection({ docsDir, page }: Request): void {
  for (const lang of LANGS) {
    const folder = sectionFolder(docsDir, lang, page);
    if (!existsSync(folder) || !statSync(folder).isDirectory())
      throw new Refusal(`section folder ${shown(folder)} does not exist`);
    const sidebar = path.join(folder, SIDEBAR_FILE);
    if (!existsSync(sidebar))
      throw new Refusal(`${shown(sidebar)} does not exist`);
  }
}

type SidebarEntry = string | { name?: string; [key: string]: unknown };

/** The file or folder an entry of `_meta.json` names, without extension. */
const entryName = (entry: SidebarEntry) =>
  (typeof entry === 'string' ? entry : (entry.name ?? '')).replace(
    /\.mdx?$/,
    '',
  );

/** The sidebar list with the page's entry added: at the end, or after the entry `after` names. */
function withEntry(
  file: string,
  entries: SidebarEntry[],
  name: string,
  after: string | undefined,
): SidebarEntry[] {
  if (entries.some((entry) => entryName(entry) === name))
    throw new Refusal(`${shown(file)} already lists "${name}"`);
  if (after === undefined) return [...entries, name];
  const index = entries.findIndex((entry) => entryName(entry) === after);
  if (index < 0)
    throw new Refusal(
      `--after ${after}: ${shown(file)} has no entry "${after}"`,
    );
  return [...entries.slice(0, index + 1), name, ...entries.slice(index + 1)];
}

/** Formatted the way the project's Prettier config formats JSON (Prettier loads only here). */
async function formatJson(file: string, value: unknown): Promise<string> {
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(file);
  return prettier.format(JSON.stringify(value), {
    ...options,
    filepath: file,
  });
}

async function sidebarWrites(request: Request): Promise<PlannedWrite[]> {
  const name = path.posix.basename(request.page);
  return Promise.all(
    LANGS.map(async (lang) => {
      const file = path.join(
        sectionFolder(request.docsDir, lang, request.page),
        SIDEBAR_FILE,
      );
      const entries = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      if (!Array.isArray(entries))
        throw new Refusal(`${shown(file)} is not a list`);
      const updated = withEntry(file, entries, name, request.after);
      return { file, text: await formatJson(file, updated) };
    }),
  );
}

/** A YAML scalar: as written when YAML reads it back unchanged, else single-quoted. */
function yamlString(value: string): string {
  let plain: unknown;
  try {
    plain = matter(`---\nvalue: ${value}\n---\n`).data.value;
  } catch {
    plain = undefined;
  }
  return plain === value ? value : `'${value.replaceAll("'", "''")}'`;
}

function pageText(lang: Lang, title: string): string {
  const stub = STUB[lang] ?? STUB.en;
  return [
    '---',
    `title: ${yamlString(title)}`,
    `description: ${yamlString(stub.description)}`,
    '---',
    '',
    `# ${title}`,
    '',
    `## ${stub.section} {#${SECTION_ID}}`,
    '',
  ].join('\n');
}

/** The twins; every translation carries the marker of the source page it is written from. */
function pageWrites({ docsDir, page, titles }: Request): PlannedWrite[] {
  const source = pageText(DEFAULT_LANG, titles[DEFAULT_LANG]);
  const marker = sourceHash(source);
  return LANGS.map((lang) => ({
    file: pageFile(docsDir, lang, page),
    text:
      lang === DEFAULT_LANG
        ? source
        : writeMarker(pageText(lang, titles[lang]), marker),
  }));
}

/** `SPEC_ROUTES` with the route added after the last listed route that sorts before it. */
function routesWrite({ docsDir, page }: Request): PlannedWrite {
  const file = path.join(path.dirname(docsDir), ROUTES_FILE);
  if (!existsSync(file))
    throw new Refusal(`${shown(file)} does not exist (it lists every route)`);
  const route = pageRoute(`${page}.mdx`);
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((line) =>
    line.startsWith('export const SPEC_ROUTES'),
  );
  const end = lines.findIndex((line, index) => index > start && line === '];');
  if (start < 0 || end < 0)
    throw new Refusal(`${shown(file)} has no SPEC_ROUTES list`);
  const listed = (index: number) =>
    /^ {2}'([^']+)',$/.exec(lines[index])?.[1] ?? null;
  let insertAt = start + 1;
  for (let index = start + 1; index < end; index++) {
    const existing = listed(index);
    if (existing === route)
      throw new Refusal(`${shown(file)} already lists ${route}`);
    if (existing !== null && existing < route) insertAt = index + 1;
  }
  lines.splice(insertAt, 0, `  '${route}',`);
  return { file, text: lines.join('\n') };
}

/**
 * The page's claims ledger, empty and not yet audited: the page states nothing yet, and the
 * writer adds each claim with its evidence as the page grows (README "Every claim with its
 * evidence"); `npm run claims` lists the page as not audited until a reviewer reads it.
 */
function ledgerWrite({ docsDir, page }: Request): PlannedWrite {
  const file = path.join(
    path.dirname(docsDir),
    LEDGERS_DIR,
    `${page.replaceAll('/', '-')}.claims.json`,
  );
  if (existsSync(file)) throw new Refusal(`${shown(file)} already exists`);
  const ledger = { page: `${page}.mdx`, audit: null, claims: [] };
  return { file, text: `${JSON.stringify(ledger, null, 2)}\n` };
}

async function plan(request: Request): Promise<PlannedWrite[]> {
  checkPageIsNew(request);
  checkSection(request);
  return [
    ...pageWrites(request),
    ...(await sidebarWrites(request)),
    routesWrite(request),
    ledgerWrite(request),
  ];
}

/**
 * Runs the command with its arguments; `print` and `warn` take its output lines. Resolves to
 * the exit code: 0, or 1 when it refused (having written nothing).
 */
export async function newPage(
  args: string[],
  print: (line: string) => void = console.log,
  warn: (line: string) => void = console.error,
): Promise<number> {
  let request: Request;
  let writes: PlannedWrite[];
  try {
    request = parseRequest(args);
    projectDir = path.dirname(path.resolve(request.docsDir));
    writes = await plan(request);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    warn(`new-page: ${error.message}`);
    return 1;
  }
  for (const { file, text } of writes) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const route = pageRoute(`${request.page}.mdx`);
  for (const lang of LANGS)
    print(
      `${shown(pageFile(request.docsDir, lang, request.page))}  ${DEV_SERVER}${localizeRoute(route, lang)}`,
    );
  print(
    `Added to ${writes
      .slice(LANGS.length)
      .map(({ file }) => shown(file))
      .join(
        ', ',
      )}. Next: replace the descriptions, write the page, and record each claim it makes in its ledger (README "Every claim with its evidence").`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = await newPage(process.argv.slice(2));
