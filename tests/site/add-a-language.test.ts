/**
 * README's promise for a new language: one locale file, one entry in the locale list, and the
 * translated pages, nothing else. A copy of the site's config, theme layer and plugins gets a
 * French locale exactly that way, with a few pages per language, and must build into a site
 * whose French pages, texts, 404 page, language links and search index all work.
 */
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type FixtureBuild } from '../support/fixture-site';

const site = path.resolve('.tmp/add-a-language');
/** Everything the site's build reads apart from the pages. */
const PROJECT_PARTS = [
  'rspress.config.ts',
  'config',
  'theme',
  'components',
  'plugins',
  'framework',
];

const LOCALE_LIST = 'config/locales/index.ts';

function addFrenchLocale() {
  // 1. One locale file: the English one with its language, names and a few texts translated.
  const english = readFileSync(path.join(site, 'config/locales/en.ts'), 'utf8');
  const french = english
    .replace("lang: 'en' as const", "lang: 'fr' as const")
    .replace("label: 'English'", "label: 'Français'")
    .replace("ogLocale: 'en_US'", "ogLocale: 'fr_FR'")
    .replace("'nav.plugin': 'Plugin'", "'nav.plugin': 'Extensions'")
    .replace("skipLink: 'Skip to content'", "skipLink: 'Aller au contenu'")
    .replace("title: 'Page not found'", "title: 'Page introuvable'")
    .replace(
      "readInThisLanguage: 'Read the English docs'",
      "readInThisLanguage: 'Lire la documentation en français'",
    );
  writeFileSync(path.join(site, 'config/locales/fr.ts'), french);
  // 2. One entry in the locale list.
  const list = readFileSync(path.join(site, LOCALE_LIST), 'utf8');
  writeFileSync(
    path.join(site, LOCALE_LIST),
    list
      .replace(
        "import zh from './zh';",
        "import zh from './zh';\nimport fr from './fr';",
      )
      .replace('[en, zh] as const', '[en, zh, fr] as const'),
  );
}

function writePages() {
  const pages: Record<string, [string, string]> = {
    en: ['Introduction', 'What Rspress is.'],
    zh: ['介绍', 'Rspress 是什么。'],
    fr: ['Introduction', 'Ce qu’est Rspress.'],
  };
  for (const [lang, [title, text]] of Object.entries(pages)) {
    const folder = path.join(site, 'docs', lang, 'guide/start');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'introduction.md'),
      `---\ntitle: ${title}\ndescription: ${text}\n---\n\n# ${title}\n\n${text}\n\n## Next {#next}\n\n${text}\n`,
    );
    writeFileSync(
      path.join(site, 'docs', lang, 'index.md'),
      `---\ntitle: Rspress\ndescription: ${text}\n---\n\n# Rspress\n\n${text}\n`,
    );
    // The top navigation: the same file in every language folder, its labels are i18n keys.
    cpSync('docs/en/_nav.json', path.join(site, 'docs', lang, '_nav.json'));
  }
}

describe('adding a language', { timeout: 300_000 }, () => {
  let build: FixtureBuild;

  beforeAll(() => {
    rmSync(site, { recursive: true, force: true });
    for (const part of PROJECT_PARTS) {
      cpSync(part, path.join(site, part), {
        recursive: true,
        filter: (file) => !file.endsWith('.test.ts'),
      });
    }
    cpSync('docs/public', path.join(site, 'docs/public'), { recursive: true });
    addFrenchLocale();
    writePages();
  });

  it('changes only the locale list in the project, besides the new locale file and the pages', () => {
    const changed = PROJECT_PARTS.flatMap((part) => listFiles(part)).filter(
      (file) =>
        readFileSync(file, 'utf8') !==
        readFileSync(path.join(site, file), 'utf8'),
    );
    expect(changed).toEqual([LOCALE_LIST]);
  });

  it('builds a site with French pages, texts, 404 section, language links and search index', () => {
    build = buildFixture(site);
    expect(build.status, build.output).toBe(0);
    const page = build.read('fr/guide/start/introduction.html');
    expect(page).toMatch(/<html lang="fr"/);
    expect(page).toContain('Aller au contenu');
    expect(page).toContain('>Extensions<');
    expect(page).toContain('Français');
    expect(page).toContain('<meta property="og:locale" content="fr_FR"');
    expect(build.read('guide/start/introduction.html')).toMatch(
      /hreflang="fr" href="[^"]*\/fr\/guide\/start\/introduction"/,
    );
    const notFound = build.read('404.html');
    expect(notFound).toMatch(
      /<section lang="fr"[^>]*data-lang="fr"[\s\S]*?Page introuvable/,
    );
    expect(notFound).toContain('Lire la documentation en français');
    expect(
      build
        .files()
        .some((file) => /site-search-index-fr-index-json\.\w+\.js$/.test(file)),
    ).toBe(true);
  });
});

/** The files of a project part (a file or a folder), tests aside, relative to the project. */
function listFiles(part: string): string[] {
  if (!statSync(part).isDirectory()) return [part];
  return readdirSync(part, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
