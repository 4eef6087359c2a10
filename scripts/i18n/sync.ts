/**
 * `npm run i18n:sync -- <page>...`: marks translated pages as matching their source's current
 * text. Run it after bringing a translation up to date. A path in the source language marks
 * every translation of that page; `--all` marks every translated page.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listPages } from '../../plugins/translation-freshness/freshness';
import {
  readMarker,
  sourceHash,
  writeMarker,
} from '../../plugins/translation-freshness/source-hash';
import { layout } from './site-layout';

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error(
    'Usage: npm run i18n:sync -- docs/<lang>/<page>.mdx [...] | --all',
  );
  process.exit(1);
}

/** [language, page] pairs that the arguments name. */
function translationsNamed(arg: string): [string, string][] {
  if (arg === '--all') {
    return layout.translatedLangs.flatMap((lang) =>
      listPages(path.join(layout.docsRoot, lang)).map(
        (page): [string, string] => [lang, page],
      ),
    );
  }
  const relative = path
    .relative(layout.docsRoot, path.resolve(arg))
    .split(path.sep);
  const [lang, ...rest] = relative;
  const page = rest.join('/');
  if (relative[0] === '..' || !/\.mdx?$/.test(page)) {
    throw new Error(
      `${arg} is not a page under ${path.relative(process.cwd(), layout.docsRoot)}/<lang>/`,
    );
  }
  if (lang === layout.sourceLang)
    return layout.translatedLangs.map((translated): [string, string] => [
      translated,
      page,
    ]);
  if (!layout.translatedLangs.includes(lang))
    throw new Error(`${arg}: "${lang}" is not a language of this site`);
  return [[lang, page]];
}

let failed = false;
for (const arg of args) {
  let pairs: [string, string][];
  try {
    pairs = translationsNamed(arg);
  } catch (error) {
    console.error((error as Error).message);
    failed = true;
    continue;
  }
  for (const [lang, page] of pairs) {
    const sourceFile = path.join(layout.docsRoot, layout.sourceLang, page);
    const translatedFile = path.join(layout.docsRoot, lang, page);
    const shown = path.relative(process.cwd(), translatedFile);
    if (!existsSync(sourceFile) || !existsSync(translatedFile)) {
      console.error(
        `${shown}: no ${existsSync(sourceFile) ? 'translation' : `${layout.sourceLang} source`} to compare`,
      );
      failed = true;
      continue;
    }
    const text = readFileSync(translatedFile, 'utf8');
    const marker = sourceHash(readFileSync(sourceFile, 'utf8'));
    if (readMarker(text) === marker) {
      console.log(`${shown}: already up to date`);
      continue;
    }
    writeFileSync(translatedFile, writeMarker(text, marker));
    console.log(
      `${shown}: marked as matching ${layout.sourceLang}/${page} (${marker})`,
    );
  }
}
process.exit(failed ? 1 : 0);
