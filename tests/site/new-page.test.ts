/**
 * `npm run new-page` (scripts/new-page.ts) on a temporary copy of docs/ and the route list: the
 * pages it starts pass the content checks of `npm run check`, a real `rspress build` of a
 * skeleton of the copy lists the page in the sidebar of both languages, and every refusal
 * leaves the copy exactly as it was.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LANG } from '../../config/locales';
import {
  listPages,
  pageStatus,
} from '../../plugins/translation-freshness/freshness';
import {
  readMarker,
  sourceHash,
} from '../../plugins/translation-freshness/source-hash';
import { isFragment, outline, parseDoc } from '../support/docs';
import { buildFixture, type FixtureBuild } from '../support/fixture-site';
import { typecheckSources } from '../support/typecheck';
import { newPage } from '../../scripts/new-page';
import { LANGS, localizeRoute } from './routes';

const TSX = path.resolve('node_modules/tsx/dist/cli.mjs');
const SCRIPT = path.resolve('scripts/new-page.ts');
const ROUTES_FILE = 'tests/site/routes.ts';
const TEMP = mkdtempSync(path.join(os.tmpdir(), 'new-page-'));

afterAll(() => rmSync(TEMP, { recursive: true, force: true }));

/** A copy of what the command reads and writes: docs/ and the route list. */
function copyProject(name: string): string {
  const root = path.join(TEMP, name);
  cpSync('docs', path.join(root, 'docs'), { recursive: true });
  mkdirSync(path.join(root, path.dirname(ROUTES_FILE)), { recursive: true });
  cpSync(ROUTES_FILE, path.join(root, ROUTES_FILE));
  return root;
}

/** The command as `npm run new-page` runs it, on a copy. */
function newPageCli(root: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [TSX, SCRIPT, '--docs', path.join(root, 'docs'), ...args],
    { cwd: root, encoding: 'utf8' },
  );
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
  };
}

/** The command in this process, on a copy (the refusals: a second each instead of ten). */
async function newPageIn(root: string, ...args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = await newPage(
    ['--docs', path.join(root, 'docs'), ...args],
    (line) => stdout.push(line),
    (line) => stderr.push(line),
  );
  return { status, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

const read = (root: string, file: string) =>
  readFileSync(path.join(root, file), 'utf8');

/** Every file under a folder, relative to it, with its bytes. */
function snapshot(root: string): Map<string, Buffer> {
  return new Map(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(root, file), readFileSync(file)];
      }),
  );
}

const PAGE = 'guide/basic/my-topic';
const FILE = `${PAGE}.mdx`;
const ROUTE = '/guide/basic/my-topic';
const TITLES = { en: 'My topic: a first draft', zh: '我的主题' };

describe('npm run new-page creates pages that pass the content checks', () => {
  let root: string;
  let before: Map<string, Buffer>;
  let run: ReturnType<typeof newPageCli>;

  beforeAll(() => {
    root = copyProject('created');
    before = snapshot(root);
    run = newPageCli(root, PAGE, TITLES.en, TITLES.zh, '--after', 'ssg');
  }, 180_000);

  const doc = (lang: (typeof LANGS)[number]) =>
    parseDoc(lang, FILE, read(root, `docs/${lang}/${FILE}`));

  it('prints the two pages and their dev-server URLs', () => {
    expect(run.status, run.stderr).toBe(0);
    for (const lang of LANGS) {
      expect(run.stdout).toContain(`docs/${lang}/${FILE}`);
      expect(run.stdout).toContain(
        `http://localhost:3000${localizeRoute(ROUTE, lang)}`,
      );
    }
  });

  it('writes twins with a title, a description, an h1 equal to the title and the same outline', () => {
    for (const lang of LANGS) {
      const { frontmatter, tree } = doc(lang);
      expect(frontmatter.title).toBe(TITLES[lang]);
      expect(String(frontmatter.description ?? '')).toMatch(/\S{3,}/);
      const h1 = tree.children.filter(
        (node) => node.type === 'heading' && node.depth === 1,
      );
      expect(h1).toHaveLength(1);
      expect(h1[0].type === 'heading' && h1[0].children).toEqual([
        expect.objectContaining({ type: 'text', value: TITLES[lang] }),
      ]);
    }
    const shape = (lang: (typeof LANGS)[number]) =>
      outline(doc(lang)).map(
        ({ depth, id, explicitId }) => `h${depth} #${id} ${explicitId}`,
      );
    expect(shape(DEFAULT_LANG)).toEqual(['h2 #overview true']);
    for (const lang of LANGS) expect(shape(lang)).toEqual(shape(DEFAULT_LANG));
  });

  it('writes front matter that matches FrontMatterMeta', () => {
    const problems = typecheckSources(
      LANGS.map((lang) => ({
        origin: `docs/${lang}/${FILE}`,
        extension: '.ts',
        source: [
          "import type { FrontMatterMeta } from '@rspress/core';",
          "import type { TranslationFrontMatter } from '../../plugins/translation-freshness/source-hash';",
          `export const frontmatter = ${JSON.stringify(doc(lang).frontmatter)} satisfies FrontMatterMeta & TranslationFrontMatter;`,
        ].join('\n'),
      })),
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it('marks every translation as up to date with the English page', () => {
    const source = read(root, `docs/${DEFAULT_LANG}/${FILE}`);
    expect(readMarker(source)).toBeNull();
    for (const lang of LANGS.filter((other) => other !== DEFAULT_LANG)) {
      expect(readMarker(read(root, `docs/${lang}/${FILE}`))).toBe(
        sourceHash(source),
      );
      const status = pageStatus(
        lang,
        FILE,
        path.join(root, 'docs', DEFAULT_LANG, FILE),
        path.join(root, 'docs', lang, FILE),
      );
      expect(status.state).toBe('up-to-date');
    }
  });

  it('lists the page after --after in the same _meta.json of every language, formatted as Prettier formats it', async () => {
    const metaFile = 'guide/basic/_meta.json';
    const listed = JSON.parse(
      before.get(`docs/${DEFAULT_LANG}/${metaFile}`)!.toString('utf8'),
    ) as unknown[];
    const after = listed.flatMap((entry) =>
      entry === 'ssg' ? [entry, 'my-topic'] : [entry],
    );
    const texts = LANGS.map((lang) => read(root, `docs/${lang}/${metaFile}`));
    for (const text of texts) {
      expect(JSON.parse(text)).toEqual(after);
      const file = path.resolve('docs', DEFAULT_LANG, metaFile);
      const options = await prettier.resolveConfig(file);
      expect(await prettier.check(text, { ...options, filepath: file })).toBe(
        true,
      );
    }
    expect(new Set(texts).size).toBe(1);
  });

  it('adds the route to SPEC_ROUTES, once, and changes nothing else', () => {
    const listed = before.get(ROUTES_FILE)!.toString('utf8').split('\n');
    const after = read(root, ROUTES_FILE).split('\n');
    expect(after.filter((line) => !listed.includes(line))).toEqual([
      `  '${ROUTE}',`,
    ]);
    expect(after.filter((line) => line !== `  '${ROUTE}',`)).toEqual(listed);
  });

  it('leaves every page of the copy with its twin and its route', () => {
    const routes = read(root, ROUTES_FILE);
    for (const lang of LANGS) {
      const pages = listPages(path.join(root, 'docs', lang)).filter(
        (page) => !isFragment(page),
      );
      expect(pages).toEqual(listPages(path.join(root, 'docs', DEFAULT_LANG)));
      expect(pages).toContain(FILE);
    }
    expect(routes).toContain(`'${ROUTE}'`);
  });

  it('writes nothing else', () => {
    const after = snapshot(root);
    const changed = [...new Set([...before.keys(), ...after.keys()])]
      .filter((file) => !before.get(file)?.equals(after.get(file)!))
      .sort();
    expect(changed).toEqual(
      [
        ...LANGS.flatMap((lang) => [
          `docs/${lang}/${FILE}`,
          `docs/${lang}/guide/basic/_meta.json`,
        ]),
        ROUTES_FILE,
        'tests/framework-claims/guide-basic-my-topic.claims.json',
      ].sort(),
    );
  });

  it('starts the claims ledger of the page, empty and not yet audited', () => {
    expect(
      JSON.parse(
        read(root, 'tests/framework-claims/guide-basic-my-topic.claims.json'),
      ),
    ).toEqual({ page: FILE, audit: null, claims: [] });
  });

  describe('a real rspress build of a skeleton of the copy', () => {
    let build: FixtureBuild;

    /** The copy's sidebar and nav files and its new page as they are, every other page a stub. */
    function skeletonSite(): string {
      const site = path.join(TEMP, 'skeleton');
      for (const lang of LANGS) {
        const from = path.join(root, 'docs', lang);
        const to = path.join(site, 'docs', lang);
        for (const entry of readdirSync(from, { recursive: true })) {
          const file = String(entry).split(path.sep).join('/');
          if (isFragment(file)) continue;
          const target = path.join(to, file);
          if (/(^|\/)_(meta|nav)\.json$/.test(file) || file === FILE) {
            mkdirSync(path.dirname(target), { recursive: true });
            cpSync(path.join(from, file), target);
          } else if (/\.mdx?$/.test(file)) {
            const name = path.posix.basename(file).replace(/\.mdx?$/, '');
            mkdirSync(path.dirname(target), { recursive: true });
            writeFileSync(target, `# ${name}\n`);
          }
        }
      }
      const locales = LANGS.map(
        (lang) => `{ lang: '${lang}', label: '${lang}' }`,
      );
      writeFileSync(
        path.join(site, 'rspress.config.ts'),
        [
          "import { defineConfig } from '@rspress/core';",
          `export default defineConfig({ root: 'docs', lang: '${DEFAULT_LANG}', locales: [${locales.join(', ')}] });`,
          '',
        ].join('\n'),
      );
      symlinkSync(
        path.resolve('node_modules'),
        path.join(site, 'node_modules'),
      );
      return site;
    }

    beforeAll(() => {
      build = buildFixture(skeletonSite());
    }, 240_000);

    it('builds', () => {
      expect(build.status, build.output).toBe(0);
    }, 180_000);

    /** The sidebar of a built page: each item's link and text, in order. */
    function sidebar(htmlFile: string): [string, string][] {
      const item =
        /<a href="([^"]+)" class="rp-sidebar-item[^"]*"[^>]*>.*?<span class="rp-doc">([^<]*)<\/span>/g;
      return [...build.read(htmlFile).matchAll(item)].map(([, href, text]) => [
        href,
        text,
      ]);
    }

    it('shows the new page in the sidebar of its section in every language, after ssg', () => {
      for (const lang of LANGS) {
        const href = (route: string) => `${localizeRoute(route, lang)}.html`;
        const items = sidebar(`${href('/guide/basic/ssg').slice(1)}`);
        const at = items.findIndex(([link]) => link === href(ROUTE));
        expect(items[at], lang).toEqual([href(ROUTE), TITLES[lang]]);
        expect(items[at - 1][0], lang).toBe(href('/guide/basic/ssg'));
        expect(items[at + 1][0], lang).toBe(href('/guide/basic/ssg-md'));
      }
    });
  });
});

describe('npm run new-page refuses, with one line and exit code 1, and writes nothing', () => {
  let root: string;

  beforeAll(() => {
    root = copyProject('refusals');
    // A page and a section folder that exist in one language only.
    writeFileSync(
      path.join(root, 'docs/zh/guide/basic/only-zh.mdx'),
      '# 只有中文\n',
    );
    mkdirSync(path.join(root, 'docs/en/guide/only-en'));
    writeFileSync(path.join(root, 'docs/en/guide/only-en/_meta.json'), '[]\n');
  }, 180_000);

  const cases: [string, string[], string][] = [
    [
      'a page that exists',
      ['guide/basic/ssg', 'SSG'],
      'docs/en/guide/basic/ssg.mdx already exists',
    ],
    [
      'a page that exists in one language only',
      ['guide/basic/only-zh', 'Only'],
      'docs/zh/guide/basic/only-zh.mdx already exists',
    ],
    [
      'a path with ..',
      ['guide/../../outside', 'Out'],
      'the path leaves docs/<lang>/',
    ],
    [
      'an absolute path',
      [path.join(os.tmpdir(), 'outside'), 'Out'],
      'give the page path relative to docs/<lang>/',
    ],
    [
      'a section folder that does not exist',
      ['guide/no-such-section/page', 'Page'],
      'section folder docs/en/guide/no-such-section does not exist',
    ],
    [
      'a section folder that exists in one language only',
      ['guide/only-en/page', 'Page'],
      'section folder docs/zh/guide/only-en does not exist',
    ],
    ['a missing title', ['guide/basic/new-topic'], 'no title given'],
    ['a blank title', ['guide/basic/new-topic', '  '], 'no title given'],
    [
      'an --after entry the sidebar does not have',
      ['guide/basic/new-topic', 'New', '--after', 'nowhere'],
      'docs/en/guide/basic/_meta.json has no entry "nowhere"',
    ],
    [
      'a page outside any section',
      ['faq', 'FAQ'],
      'a page goes into a section folder',
    ],
  ];

  for (const [what, args, message] of cases) {
    it(`refuses ${what}`, async () => {
      const before = snapshot(root);
      const run = await newPageIn(root, ...args);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      const lines = run.stderr.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^new-page: /);
      expect(lines[0]).toContain(message);
      expect(snapshot(root)).toEqual(before);
    });
  }
});
