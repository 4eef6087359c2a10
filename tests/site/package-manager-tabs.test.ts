/**
 * `<PackageManagerTabs command="…">` puts each package manager's name in front of the command
 * itself (node_modules/@rspress/core/dist/theme/components/PackageManagerTabs/index.js), so a
 * command that already starts with one renders as "npm npm install" and "yarn npm add". The
 * audit found seven pages doing that; this keeps them fixed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from './routes';
import { DOCS_DIR, listDocFiles } from '../support/docs';

const STRING_COMMAND = /<PackageManagerTabs[^>]*?\scommand="([^"]*)"/g;
const PACKAGE_MANAGER_FIRST = /^(npm|npx|pnpm|yarn|bun|deno)\s/;

describe('PackageManagerTabs commands', () => {
  for (const lang of LANGS) {
    it(`name no package manager in a string command (${lang})`, () => {
      const doubled = listDocFiles(lang).flatMap((file) =>
        [
          ...readFileSync(path.join(DOCS_DIR, lang, file), 'utf8').matchAll(
            STRING_COMMAND,
          ),
        ]
          .filter(([, command]) => PACKAGE_MANAGER_FIRST.test(command))
          .map(([, command]) => `${lang}/${file}: "${command}"`),
      );
      expect(doubled).toEqual([]);
    });
  }
});
