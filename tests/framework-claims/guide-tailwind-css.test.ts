/**
 * Proves /guide/advanced/tailwind-css on the installed Rspress, Rsbuild and Tailwind: the fixture
 * (tests/fixtures/guide-tailwind-css) is the page's setup, file for file (postcss.config.mjs found
 * by Rsbuild, the stylesheet without preflight loaded through globalStyles, an MDX page and a
 * theme component using utilities). Its real `rspress build` must put the used utilities into the
 * CSS, leave Tailwind's reset out while the theme's own reset and component styles stay, order
 * the layers as the page says, and compile `dark:` to the class the theme toggles.
 */
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import tailwindcss from '@tailwindcss/postcss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../site/routes';
import { codeBlocks, readDoc } from '../support/docs';
import { buildFixture, useFixtureBuild } from '../support/fixture-site';

const PAGE = 'guide/advanced/tailwind-css.mdx';
const FIXTURE = path.resolve('tests/fixtures/guide-tailwind-css');
const require = createRequire(import.meta.url);
const CORE_DIR = path.dirname(require.resolve('@rspress/core/package.json'));

const pages = Object.fromEntries(
  LANGS.map((lang) => [lang, readDoc(lang, PAGE)]),
);

/** The code block titled `title` on the page in `lang`. */
function block(lang: string, title: string): string {
  const found = codeBlocks(pages[lang]).find((entry) =>
    entry.meta.includes(`title="${title}"`),
  );
  expect(found, `docs/${lang}/${PAGE}: a block titled ${title}`).toBeDefined();
  return found!.value.trimEnd();
}

function fixtureFile(relative: string): string {
  return readFileSync(path.join(FIXTURE, relative), 'utf8').trimEnd();
}

/**
 * Tailwind v4's preflight opens with one rule for every element and pseudo-element; the
 * theme's own reset has no `::file-selector-button` in it. Minified or not, the selector list
 * names `::file-selector-button` and the block sets `margin: 0`.
 */
const TAILWIND_PREFLIGHT =
  /::backdrop\s*,\s*::file-selector-button\s*\{[^}]*margin:\s*0/;

describe('the page shows the fixture', () => {
  for (const lang of LANGS) {
    it(`docs/${lang}: stylesheet, PostCSS config, MDX and theme file are the fixture's`, () => {
      expect(block(lang, 'styles/tailwind.css')).toBe(
        fixtureFile('styles/tailwind.css'),
      );
      expect(block(lang, 'postcss.config.mjs')).toBe(
        fixtureFile('postcss.config.mjs'),
      );
      expect(block(lang, 'docs/index.mdx')).toBe(fixtureFile('docs/index.mdx'));
      expect(block(lang, 'theme/index.tsx')).toBe(
        fixtureFile('theme/index.tsx'),
      );
    });
  }

  it('imports the three CSS files the page names from the installed tailwindcss', () => {
    for (const file of ['theme.css', 'utilities.css', 'preflight.css']) {
      expect(() => require.resolve(`tailwindcss/${file}`)).not.toThrow();
    }
  });
});

describe('the theme marks dark mode with the class the custom variant matches', () => {
  it('toggles `dark` (with `rp-dark`) on <html>', () => {
    const apply = readFileSync(
      path.join(CORE_DIR, 'dist/theme/logic/applyThemeToDOM.js'),
      'utf8',
    );
    expect(apply).toMatch(/classList\.toggle\('dark', isDark\)/);
    expect(apply).toMatch(/classList\.toggle\('rp-dark', isDark\)/);
  });
});

describe('Tailwind with preflight (the one-line import), as a control', () => {
  let css = '';
  beforeAll(async () => {
    const result = await postcss([tailwindcss({ optimize: false })]).process(
      "@import 'tailwindcss' source(none);\n",
      { from: path.join(FIXTURE, 'styles', 'with-preflight.css') },
    );
    css = result.css;
  });

  it('emits the reset the no-preflight setup must not contain, in the `base` layer', () => {
    expect(css).toMatch(TAILWIND_PREFLIGHT);
    expect(css).toMatch(/@layer base\s*\{\s*\*\s*,/);
  });
});

describe('automatic source detection and variants, on a scratch folder', () => {
  // A folder with a page, an old build output that no .gitignore names, a package in
  // node_modules and a gitignored folder, each using one class. Tailwind scans it as `base`.
  let dir = '';
  let css = '';
  const compile = async (input: string) =>
    (
      await postcss([tailwindcss({ base: dir, optimize: false })]).process(
        input,
        { from: path.join(FIXTURE, 'styles', 'scratch.css') },
      )
    ).css;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tailwind-scan-'));
    const put = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    put(
      'docs/index.mdx',
      '<p className="text-red-500 mt-0! dark:bg-sky-950">x</p>',
    );
    put('doc_build/static/js/app.js', 'const c = "underline";');
    put('node_modules/some-lib/index.js', 'const c = "italic";');
    put('ignored/page.js', 'const c = "uppercase";');
    put('.gitignore', 'ignored/\n');
    css = await compile(
      "@import 'tailwindcss/theme.css';\n@import 'tailwindcss/utilities.css';\n",
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('scans every file under base, an unignored build folder included, but not node_modules or gitignored files', () => {
    expect(css).toContain('.text-red-500');
    expect(css).toContain('.underline');
    expect(css).not.toContain('.italic');
    expect(css).not.toContain('.uppercase');
  });

  it('marks a utility with a trailing ! as important', () => {
    expect(css).toMatch(/\.mt-0\\!\s*\{\s*margin-top:\s*0[^;}]*!important/);
  });

  it('compiles dark: to the prefers-color-scheme media query without a custom variant', () => {
    expect(css).toMatch(
      /@media \(prefers-color-scheme: dark\)\s*\{\s*\.dark\\:bg-sky-950\s*\{/,
    );
  });

  it('important on the layered utilities import marks every utility important', async () => {
    const important = await compile(
      "@layer theme, base, components, utilities;\n@import 'tailwindcss/theme.css' layer(theme);\n@import 'tailwindcss/utilities.css' layer(utilities) important;\n",
    );
    expect(important).toMatch(/@layer utilities\s*\{/);
    expect(important).toMatch(
      /\.text-red-500\s*\{\s*color:\s*var\(--color-red-500\)\s*!important/,
    );
  });

  it('source(none) turns automatic detection off', async () => {
    const none = await compile(
      "@import 'tailwindcss/theme.css';\n@import 'tailwindcss/utilities.css' source(none);\n",
    );
    expect(none).not.toContain('.text-red-500');
    expect(none).not.toContain('.underline');
  });
});

describe('the integration this site builds', () => {
  it('@rsbuild/plugin-tailwindcss is not installed in this repository; @tailwindcss/postcss is', () => {
    expect(() => require.resolve('@rsbuild/plugin-tailwindcss')).toThrow();
    expect(() => require.resolve('@tailwindcss/postcss')).not.toThrow();
  });

  it('without a Tailwind PostCSS plugin the build passes and leaves the directives in the CSS', () => {
    const plain = buildFixture('guide-tailwind-css', {
      env: { TAILWIND_VARIANT: 'no-plugin' },
    });
    expect(plain.status, plain.output).toBe(0);
    const css = plain
      .files()
      .filter((file) => file.endsWith('.css'))
      .map((file) => plain.read(file))
      .join('\n');
    expect(css).toContain('@tailwind utilities;');
    expect(css).toContain('@source "../docs";');
    expect(css).toMatch(/@theme default\s*\{/);
    expect(css).not.toContain('.bg-sky-50{');
  }, 180_000);
});

describe('the fixture build', () => {
  const build = useFixtureBuild('guide-tailwind-css', { checkBuilds: false });
  let css = '';
  let html = '';
  beforeAll(() => {
    const files = build()
      .files()
      .filter(
        (file) => file.startsWith('static/css/') && file.endsWith('.css'),
      );
    css = files.map((file) => build().read(file)).join('\n');
    html = build().has('index.html') ? build().read('index.html') : '';
  }, 180_000);

  it('builds', () => {
    expect(build().status, build().output).toBe(0);
    expect(css, 'no CSS in static/css').not.toBe('');
  });

  it('puts the utilities of the MDX page into the CSS', () => {
    expect(html).toContain('rounded-xl bg-sky-50 p-6');
    for (const rule of [
      '.bg-sky-50{background-color:var(--color-sky-50)}',
      '.rounded-xl{border-radius:var(--radius-xl)}',
      '.font-semibold{',
      '.text-sky-900{color:var(--color-sky-900)}',
    ]) {
      expect(css).toContain(rule);
    }
    // …and the tokens they use, from tailwindcss/theme.css.
    expect(css).toMatch(/--color-sky-50:/);
  });

  it('puts the utilities of the theme component into the CSS', () => {
    expect(html).toContain('From the theme layer');
    expect(css).toContain('.text-amber-700{color:var(--color-amber-700)}');
  });

  it('leaves Tailwind’s preflight out', () => {
    expect(css).not.toMatch(TAILWIND_PREFLIGHT);
    expect(css).not.toContain('::file-selector-button');
    // The `base` layer is only declared, never filled.
    expect(css).not.toMatch(/@layer base\s*\{/);
  });

  it('keeps the theme’s own reset, variables and component styles', () => {
    expect(css).toMatch(/@layer rp-base\s*\{/);
    expect(css).toMatch(/--rp-c-brand:/);
    expect(css).toContain('.rp-doc ');
    expect(css).toMatch(/\.rp-nav\{/);
    expect(html).toContain('rp-doc');
  });

  it('orders the CSS as the page says: theme reset, Tailwind layers, unlayered theme components', () => {
    const at = (pattern: RegExp) => {
      const match = pattern.exec(css);
      expect(match, String(pattern)).not.toBeNull();
      return match!.index;
    };
    const themeReset = at(/@layer rp-base\s*\{/);
    const tailwindTheme = at(/@layer theme\s*\{/);
    const utilities = at(/@layer utilities\s*\{/);
    const components = at(/\.rp-doc /);
    expect(themeReset).toBeLessThan(tailwindTheme);
    expect(tailwindTheme).toBeLessThan(utilities);
    expect(utilities).toBeLessThan(components);
    // The utilities sit inside the layer, not after it.
    const utilitiesBlock = css.slice(utilities, css.indexOf('}}', utilities));
    expect(utilitiesBlock).toContain('.bg-sky-50{');
  });

  it('compiles `dark:` to a `.dark` class selector, not the colour-scheme media query', () => {
    expect(css).toContain(
      '.dark\\:bg-sky-950:where(.dark,.dark *){background-color:var(--color-sky-950)}',
    );
    expect(css).toContain(
      '.dark\\:text-sky-100:where(.dark,.dark *){color:var(--color-sky-100)}',
    );
    expect(css).not.toMatch(/prefers-color-scheme:\s*dark\)\s*\{\s*\.dark\\:/);
  });

  it('the theme renders only rp- class names, apart from rspress-doc', () => {
    const utilities = new Set(
      [fixtureFile('docs/index.mdx'), fixtureFile('theme/index.tsx')]
        .flatMap((text) => [...text.matchAll(/className="([^"]+)"/g)])
        .flatMap((match) => match[1].split(/\s+/)),
    );
    const classes = [...html.matchAll(/class="([^"]*)"/g)]
      .flatMap((match) => match[1].split(/\s+/))
      .filter((name) => name && !utilities.has(name));
    expect(classes.length).toBeGreaterThan(20);
    const foreign = [
      ...new Set(classes.filter((name) => !name.startsWith('rp-'))),
    ];
    expect(foreign).toEqual(['rspress-doc']);
  });

  it('leaves no Tailwind directive unprocessed', () => {
    expect(css).not.toMatch(/@tailwind|@source|@theme|@custom-variant/);
  });
});
