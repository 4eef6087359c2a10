/**
 * Contract: the default theme's class names that the site's code and stylesheets rely on are
 * declared once (framework/theme-classes.ts) and still occur in the installed theme. A class
 * the theme dropped would leave a style or a DOM patch without effect, in silence.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreFile } from '../../framework/internals';
import { THEME_CLASS } from '../../framework/theme-classes';

function filesUnder(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.test(file))
    .map((file) => path.join(dir, file));
}

const installedTheme = filesUnder(coreFile('dist/theme'), /\.(js|css)$/)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** Our stylesheets, except forks' (theme/overrides), whose pinned original covers them. */
const ourStylesheets = ['theme', 'components', 'plugins']
  .flatMap((dir) => filesUnder(dir, /\.css$/))
  .filter((file) => !file.startsWith(path.join('theme', 'overrides')));

describe('default-theme class names', () => {
  it.each(Object.entries(THEME_CLASS))(
    '%s (%s) still occurs in the installed theme',
    (_, className) => {
      expect(installedTheme).toMatch(
        new RegExp(String.raw`(?<![\w-])${className}(?![\w-])`),
      );
    },
  );

  it('our stylesheets target only declared theme classes', () => {
    const declared = new Set<string>(Object.values(THEME_CLASS));
    const undeclared = ourStylesheets.flatMap((file) =>
      Array.from(
        readFileSync(file, 'utf8').matchAll(/\.(rp-[\w-]+)/g),
        ([, name]) => name,
      )
        .filter((name) => !declared.has(name))
        .map((name) => `${file}: .${name}`),
    );
    expect(undeclared).toEqual([]);
  });
});
