/**
 * Proves the theme styling page against the installed theme (node_modules/@rspress/core/dist/theme):
 * every CSS variable and `rp-` class the page names exists, every documented default value is
 * the one the theme's CSS declares, every variable the theme declares is documented, the
 * dark-mode classes are the ones the theme sets, and the example's selectors beat the theme's.
 * A fixture build shows where `globalStyles` and a theme-file stylesheet land in the bundle.
 * After an upgrade of @rspress/core, a failure here names what was renamed, removed or changed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InlineCode, Root, RootContent, Table, TableCell } from 'mdast';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../site/routes';
import { codeBlocks, readDoc } from '../support/docs';
import { useFixtureBuild } from '../support/fixture-site';

const PAGE = 'guide/advanced/theme-styling.mdx';
const require = createRequire(import.meta.url);
const CORE_DIR = path.dirname(require.resolve('@rspress/core/package.json'));
const THEME_DIR = path.join(CORE_DIR, 'dist', 'theme');

// ---------------------------------------------------------------------------------------------
// The installed theme

function walk(dir: string, extension: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full, extension);
    return full.endsWith(extension) ? [full] : [];
  });
}

const cssFiles = walk(THEME_DIR, '.css');
const jsFiles = walk(THEME_DIR, '.js');
const themeCss = cssFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
const themeJs = jsFiles.map((file) => readFileSync(file, 'utf8')).join('\n');

/** Whitespace as written does not matter: `calc(( 100vw` and a value spread over lines compare equal. */
function normalizeValue(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .trim();
}

/** Splits on a separator outside parentheses and quotes. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

interface CssRule {
  /** One selector of the rule's selector list. */
  selector: string;
  /** Preludes of the enclosing at-rules, e.g. `@media (width <= 1279px)`. */
  atRules: string[];
  declarations: { property: string; value: string }[];
  file: string;
}

/** A small CSS reader, enough for the theme's plain, unnested stylesheets. */
function parseCss(css: string, file = ''): CssRule[] {
  const rules: CssRule[] = [];
  const stack: string[] = [];
  let buffer = '';
  let quote: string | null = null;
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (quote) {
      if (char === quote) quote = null;
      buffer += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      buffer += char;
    } else if (char === '{') {
      // Statements such as `@import "…" layer(x);` end with `;` before the next prelude.
      stack.push(buffer.split(';').pop()!.trim());
      buffer = '';
    } else if (char === '}') {
      const prelude = stack.pop() ?? '';
      if (!prelude.startsWith('@')) {
        const declarations = splitTopLevel(buffer, ';')
          .map((part) => /^\s*([\w-]+)\s*:\s*([\s\S]*?)\s*$/.exec(part))
          .filter((match): match is RegExpExecArray => match !== null)
          .map((match) => ({
            property: match[1],
            value: normalizeValue(match[2]),
          }));
        const atRules = stack.filter((entry) => entry.startsWith('@'));
        for (const selector of splitTopLevel(prelude, ',')) {
          rules.push({
            selector: selector.trim(),
            atRules,
            declarations,
            file,
          });
        }
      }
      buffer = '';
    } else buffer += char;
  }
  return rules;
}

const themeRules = cssFiles.flatMap((file) =>
  parseCss(readFileSync(file, 'utf8'), path.relative(THEME_DIR, file)),
);

interface VariableDeclaration {
  value: string;
  selector: string;
  media: string;
  mode: 'light' | 'dark' | 'any';
}

function selectorMode(selector: string): VariableDeclaration['mode'] {
  if (/:not\(\.(rp-)?dark\)/.test(selector)) return 'light';
  return /\.(rp-)?dark(?![\w-])/.test(selector.replace(/:not\([^)]*\)/g, ''))
    ? 'dark'
    : 'any';
}

const declared = new Map<string, VariableDeclaration[]>();
for (const rule of themeRules) {
  for (const { property, value } of rule.declarations) {
    if (!property.startsWith('--')) continue;
    const list = declared.get(property) ?? [];
    list.push({
      value,
      selector: rule.selector,
      media: rule.atRules.join(' '),
      mode: selectorMode(rule.selector),
    });
    declared.set(property, list);
  }
}

/** Variables the theme sets from JavaScript, such as `--rp-banner-height` written by `Banner`. */
function setFromJs(name: string): boolean {
  return new RegExp(`${name}\\s*:`).test(themeJs);
}

function classExists(name: string): boolean {
  const escaped = name.replace(/[-_]/g, (char) => `\\${char}`);
  return (
    new RegExp(`\\.${escaped}(?![\\w-])`).test(themeCss) ||
    new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`).test(themeJs) ||
    new RegExp(`(@layer\\s+|layer\\()${escaped}(?![\\w-])`).test(themeCss)
  );
}

// ---------------------------------------------------------------------------------------------
// Specificity, for the selectors the theme and the page use

type Specificity = [number, number, number];

function specificity(selector: string): Specificity {
  const result: Specificity = [0, 0, 0];
  const add = (other: Specificity) =>
    other.forEach((value, index) => (result[index] += value));
  let index = 0;
  const readParenthesised = () => {
    let depth = 0;
    const start = index;
    for (; index < selector.length; index += 1) {
      if (selector[index] === '(') depth += 1;
      else if (selector[index] === ')') {
        depth -= 1;
        if (depth === 0) {
          index += 1;
          return selector.slice(start + 1, index - 1);
        }
      }
    }
    throw new Error(`unbalanced parentheses in ${selector}`);
  };
  const maxOf = (list: string) =>
    splitTopLevel(list, ',')
      .map((part) => specificity(part.trim()))
      .reduce<Specificity>(
        (best, next) => (compare(next, best) > 0 ? next : best),
        [0, 0, 0],
      );
  while (index < selector.length) {
    const rest = selector.slice(index);
    const pseudo = /^::?([\w-]+)/.exec(rest);
    if (rest.startsWith('::')) {
      result[2] += 1;
      index += pseudo![0].length;
    } else if (pseudo) {
      index += pseudo[0].length;
      const name = pseudo[1];
      if (selector[index] === '(') {
        const inner = readParenthesised();
        if (name === 'where') continue;
        if (['not', 'is', 'has', 'matches'].includes(name)) add(maxOf(inner));
        else result[1] += 1;
      } else result[1] += 1;
    } else if (rest[0] === '#') {
      result[0] += 1;
      index += /^#[\w-]+/.exec(rest)![0].length;
    } else if (rest[0] === '.') {
      result[1] += 1;
      index += /^\.[\w-]+/.exec(rest)![0].length;
    } else if (rest[0] === '[') {
      result[1] += 1;
      index += rest.indexOf(']') + 1;
    } else if (/^[a-zA-Z]/.test(rest)) {
      result[2] += 1;
      index += /^[\w-]+/.exec(rest)![0].length;
    } else index += 1; // combinators, whitespace, `*`
  }
  return result;
}

function compare(a: Specificity, b: Specificity): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** What element a selector sets its declarations on: `root` for <html>, else its last compound. */
function subject(selector: string): string {
  const compounds: string[] = [''];
  let depth = 0;
  for (const char of selector.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0 && /[\s>+~]/.test(char)) {
      if (compounds[compounds.length - 1] !== '') compounds.push('');
    } else compounds[compounds.length - 1] += char;
  }
  const last = compounds.filter(Boolean).pop() ?? '';
  if (
    /^(html|:root|:where\((:root|html))/.test(last) ||
    /^\.(rp-)?dark$/.test(last)
  )
    return 'root';
  return /^\.[\w-]+/.exec(last)?.[0] ?? last;
}

// ---------------------------------------------------------------------------------------------
// The page

function cellSource(cell: TableCell): string {
  const render = (node: RootContent): string => {
    if (node.type === 'inlineCode') return `\`${node.value}\``;
    if (node.type === 'text') return node.value;
    if ('children' in node)
      return (node.children as RootContent[]).map(render).join('');
    return '';
  };
  return cell.children
    .map((child) => render(child as RootContent))
    .join('')
    .trim();
}

/** The cell's value when it is exactly one code span; null when it has no code; throws when mixed. */
function codeValue(cell: TableCell, where: string): string | null {
  const meaningful = cell.children.filter(
    (child) => !(child.type === 'text' && child.value.trim() === ''),
  );
  if (meaningful.length === 1 && meaningful[0].type === 'inlineCode')
    return (meaningful[0] as InlineCode).value;
  if (meaningful.some((child) => child.type === 'inlineCode')) {
    throw new Error(
      `${where}: a value cell must be one code span or plain words, got "${cellSource(cell)}"`,
    );
  }
  return null;
}

function tables(tree: Root): Table[] {
  const found: Table[] = [];
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'table') found.push(node);
      else if ('children' in node) visit(node.children as RootContent[]);
    }
  };
  visit(tree.children);
  return found;
}

interface DocumentedVariable {
  name: string;
  /** Column name (`default`, `light`, `dark`, `at other widths`) → cell. */
  cells: Map<string, TableCell>;
}

function variableRows(lang: Lang): DocumentedVariable[] {
  const doc = readDoc(lang, PAGE);
  return tables(doc.tree).flatMap((table) => {
    const [head, ...rows] = table.children;
    const headers = head.children.map(cellSource);
    if (headers[0] !== 'variable' && headers[0] !== '变量') return [];
    return rows.map((row) => {
      const name =
        codeValue(row.children[0], `${lang} table row`) ??
        cellSource(row.children[0]);
      const cells = new Map<string, TableCell>();
      row.children.forEach((cell, index) =>
        cells.set(COLUMN_ALIASES[headers[index]] ?? headers[index], cell),
      );
      return { name, cells };
    });
  });
}

/** The Chinese page names its table columns in Chinese. */
const COLUMN_ALIASES: Record<string, string> = {
  默认值: 'default',
  浅色: 'light',
  深色: 'dark',
  其他宽度: 'at other widths',
};

/** Blocks the page says exist only through their elements (`rp-search-panel__input`, …). */
const ELEMENT_ONLY_BLOCKS = ['rp-doc-layout', 'rp-search-panel'];

const VARIABLE_NAME = /--(?:rp|shiki)-[a-z0-9]+(?:-[a-z0-9]+)*/g;
const CLASS_NAME = /(?<![\w-])rp-[a-z0-9]+(?:(?:-|__|--)[a-z0-9]+)*/g;

const pages = { en: readDoc('en', PAGE), zh: readDoc('zh', PAGE) };

// ---------------------------------------------------------------------------------------------

describe('the page reads the installed theme', () => {
  it('finds the theme stylesheets and scripts', () => {
    expect(cssFiles.length).toBeGreaterThan(40);
    expect(jsFiles.length).toBeGreaterThan(100);
    expect(declared.size).toBeGreaterThan(100);
  });

  it('computes specificity like the browser for the selectors in play', () => {
    expect(specificity(':where(html:not(.rp-dark))')).toEqual([0, 0, 0]);
    expect(specificity(':root')).toEqual([0, 1, 0]);
    expect(specificity('html:root')).toEqual([0, 1, 1]);
    expect(specificity('html:not(.rp-dark)')).toEqual([0, 1, 1]);
    expect(specificity('html.rp-dark .rp-button--alt')).toEqual([0, 2, 1]);
    expect(
      specificity('.rp-doc :not(:where(.rp-not-doc, .rp-not-doc *)):where(h2)'),
    ).toEqual([0, 1, 0]);
    expect(
      specificity(':root:has(.rp-doc-layout__container--no-menu)'),
    ).toEqual([0, 2, 0]);
  });
});

for (const lang of ['en', 'zh'] as const) {
  describe(`docs/${lang}/${PAGE}: CSS variables`, () => {
    const rows = variableRows(lang);

    it('has variable tables', () => {
      expect(rows.length).toBeGreaterThan(100);
    });

    it('names only variables the theme declares (in CSS, or from JavaScript)', () => {
      const named = [...new Set(pages[lang].body.match(VARIABLE_NAME) ?? [])];
      expect(
        named.filter((name) => !declared.has(name) && !setFromJs(name)),
      ).toEqual([]);
    });

    it('documents every variable the theme declares', () => {
      const documented = new Set(rows.map((row) => row.name));
      const missing = [...declared.keys()].filter(
        (name) => /^--(rp|shiki)-/.test(name) && !documented.has(name),
      );
      expect(missing).toEqual([]);
    });

    it('gives each default, light and dark value exactly as the theme declares it', () => {
      const problems: string[] = [];
      let checked = 0;
      for (const { name, cells } of rows) {
        const declarations = (declared.get(name) ?? []).filter(
          (entry) => entry.media === '',
        );
        const light = declarations
          .filter((entry) => entry.mode !== 'dark')
          .map((entry) => entry.value);
        const dark = declarations
          .filter((entry) => entry.mode === 'dark')
          .map((entry) => entry.value);
        const expected: Record<string, string[]> = {
          default: light,
          light,
          dark: dark.length ? dark : light,
        };
        for (const column of ['default', 'light', 'dark']) {
          const cell = cells.get(column);
          if (!cell) continue;
          const value = codeValue(cell, `${name} (${column})`);
          if (value === null) continue;
          checked += 1;
          if (!expected[column].includes(normalizeValue(value))) {
            problems.push(
              `${name} ${column}: page says \`${value}\`, theme declares ${JSON.stringify(expected[column])}`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(150);
    });

    it('gives the values at other widths as the theme media queries declare them', () => {
      const problems: string[] = [];
      for (const { name, cells } of rows) {
        const cell = cells.get('at other widths');
        if (!cell) continue;
        const text = cellSource(cell);
        const pairs = [
          ...text.matchAll(
            /`([^`]+)`[^`]*?(up to|from|及以下|及以上|以下|以上)?\s*(\d+)px/g,
          ),
        ];
        for (const [, value, , width] of pairs) {
          const inMedia = (declared.get(name) ?? []).filter((entry) =>
            entry.media.includes(`${width}px`),
          );
          if (!inMedia.some((entry) => entry.value === normalizeValue(value))) {
            problems.push(
              `${name}: \`${value}\` at ${width}px not declared (${JSON.stringify(inMedia)})`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });

  describe(`docs/${lang}/${PAGE}: class names`, () => {
    it('names only classes that exist in the theme CSS or scripts', () => {
      const named = [...new Set(pages[lang].body.match(CLASS_NAME) ?? [])];
      expect(named.length).toBeGreaterThan(100);
      expect(
        named.filter(
          (name) => !classExists(name) && !ELEMENT_ONLY_BLOCKS.includes(name),
        ),
      ).toEqual([]);
    });
  });
}

describe('class names the page explains', () => {
  it('has blocks that exist only through their elements, as the naming section says', () => {
    for (const block of ELEMENT_ONLY_BLOCKS) {
      expect(classExists(block), block).toBe(false);
      expect(themeCss).toContain(`.${block}__`);
    }
  });

  it('keeps the older `rspress-doc` class next to `rp-doc` on the content wrapper', () => {
    expect(themeJs).toContain('className: "rp-doc rspress-doc"');
  });

  it('declares --rp-c-brand-darker but uses it nowhere in its CSS or scripts', () => {
    expect(themeCss).toContain('--rp-c-brand-darker:');
    expect(themeCss).not.toContain('var(--rp-c-brand-darker');
    expect(themeJs).not.toContain('--rp-c-brand-darker');
  });

  it('opts content out of the doc typography with `rp-not-doc`', () => {
    expect(themeCss).toContain(
      '.rp-doc :not(:where(.rp-not-doc, .rp-not-doc *))',
    );
  });
});

describe('both languages document the same things', () => {
  it('names the same variables and classes', () => {
    const names = (lang: Lang, pattern: RegExp) =>
      [...new Set(pages[lang].body.match(pattern) ?? [])].sort();
    expect(names('zh', VARIABLE_NAME)).toEqual(names('en', VARIABLE_NAME));
    expect(names('zh', CLASS_NAME)).toEqual(names('en', CLASS_NAME));
  });

  it('shows the same example stylesheet (comments aside)', () => {
    const css = (lang: Lang) =>
      codeBlocks(pages[lang])
        .filter((block) => block.lang === 'css')
        .map((block) =>
          block.value
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/\s+/g, ' ')
            .trim(),
        );
    expect(css('zh')).toEqual(css('en'));
  });
});

describe('dark mode is marked the way the page says', () => {
  const inlineScript = readFileSync(
    path.join(CORE_DIR, 'dist', 'node', 'constants.js'),
    'utf8',
  );
  const applyTheme = readFileSync(
    path.join(THEME_DIR, 'logic', 'applyThemeToDOM.js'),
    'utf8',
  );

  it('toggles both `dark` and `rp-dark` on <html>, before paint and after every switch', () => {
    for (const source of [inlineScript, applyTheme]) {
      expect(source).toMatch(/classList\.toggle\('dark', isDark\)/);
      expect(source).toMatch(/classList\.toggle\('rp-dark', isDark\)/);
      expect(source).toMatch(/style\.colorScheme/);
    }
    expect(applyTheme).toContain("root.classList.add('rp-theme-switching')");
    expect(themeCss).toMatch(
      /html\.rp-theme-switching \*[^{]*\{\s*transition: none !important/,
    );
  });

  it('reads the stored choice and the system scheme in the inline script', () => {
    expect(inlineScript).toContain(
      "const APPEARANCE_KEY = 'rspress-theme-appearance'",
    );
    expect(inlineScript).toContain('(prefers-color-scheme: dark)');
    for (const lang of ['en', 'zh'] as const)
      expect(pages[lang].body).toContain('rspress-theme-appearance');
  });

  it('reads the stored choice only when the reader may switch (no `force-` value)', async () => {
    const { getInlineThemeScript } = (await import(
      pathToFileURL(path.join(CORE_DIR, 'dist', 'node', 'constants.js')).href
    )) as { getInlineThemeScript: (darkMode?: unknown) => string };
    expect(getInlineThemeScript(true)).toContain(
      "localStorage.getItem('rspress-theme-appearance')",
    );
    for (const forced of ['force-dark', 'force-auto']) {
      const script = getInlineThemeScript(forced);
      expect(script, forced).not.toContain('localStorage');
      expect(script, forced).toContain('const saved = null');
    }
  });

  it('uses no data attribute for the scheme', () => {
    expect(themeJs).not.toMatch(/data-theme|data-color-scheme|data-appearance/);
  });
});

describe('the example stylesheet beats the theme on specificity', () => {
  const example = codeBlocks(pages.en).find((block) =>
    block.meta.includes('title="styles/theme.css"'),
  );
  const exampleRules = parseCss(example?.value ?? '');

  it('is on the page', () => {
    expect(exampleRules.length).toBeGreaterThan(4);
  });

  it('overrides every variable on the element the theme declares it on, with a stronger selector', () => {
    const problems: string[] = [];
    for (const rule of exampleRules) {
      for (const { property } of rule.declarations.filter((declaration) =>
        declaration.property.startsWith('--'),
      )) {
        for (const theirs of themeRules.filter((themeRule) =>
          themeRule.declarations.some((d) => d.property === property),
        )) {
          if (subject(theirs.selector) !== subject(rule.selector)) {
            problems.push(
              `${property}: page sets it on ${rule.selector}, theme on ${theirs.selector} (${theirs.file})`,
            );
          } else if (
            compare(specificity(rule.selector), specificity(theirs.selector)) <=
            0
          ) {
            problems.push(
              `${property}: ${rule.selector} does not beat ${theirs.selector} (${theirs.file})`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes rules that beat every theme rule setting the same property on the same element', () => {
    const problems: string[] = [];
    for (const rule of exampleRules) {
      const target = subject(rule.selector);
      if (target === 'root') continue;
      for (const { property } of rule.declarations.filter(
        (declaration) => !declaration.property.startsWith('--'),
      )) {
        const competing = themeRules.filter(
          (theirs) =>
            subject(theirs.selector) === target &&
            theirs.declarations.some((d) => d.property === property),
        );
        for (const theirs of competing) {
          if (
            compare(specificity(rule.selector), specificity(theirs.selector)) <=
            0
          ) {
            problems.push(
              `${rule.selector} { ${property} } does not beat ${theirs.selector} (${theirs.file})`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('shows the trap: a plain :root rule only ties with the theme layout variables', () => {
    const navHeight = themeRules.find((rule) =>
      rule.declarations.some((d) => d.property === '--rp-nav-height'),
    );
    expect(navHeight?.selector).toBe(':root');
    expect(navHeight?.atRules).toEqual([]);
  });
});

describe('fixture build: where the stylesheets land', () => {
  const build = useFixtureBuild('theme-styling', { checkBuilds: false });
  let css = '';

  beforeAll(() => {
    const cssDir = path.join(build().outDir, 'static', 'css');
    const files = existsSync(cssDir)
      ? readdirSync(cssDir).filter((file) => file.endsWith('.css'))
      : [];
    css =
      files.length === 1
        ? readFileSync(path.join(cssDir, files[0]), 'utf8')
        : '';
  }, 180_000);

  it('builds the page example into one stylesheet', () => {
    expect(build().status, build().output).toBe(0);
    expect(css, 'expected exactly one CSS file in static/css').not.toBe('');
  });

  it('uses the stylesheet shown on the page', () => {
    const example = codeBlocks(pages.en).find((block) =>
      block.meta.includes('title="styles/theme.css"'),
    );
    const fixture = readFileSync(
      path.resolve('tests/fixtures/theme-styling/styles/theme.css'),
      'utf8',
    );
    expect(fixture.trimEnd()).toBe(example?.value.trimEnd());
  });

  it('puts globalStyles after the base styles and before the component styles', () => {
    const position = (needle: string) => {
      const found = css.indexOf(needle);
      expect(found, needle).toBeGreaterThan(-1);
      return found;
    };
    const baseBrand = position('--rp-c-brand:#0095ff');
    const baseFonts = position(
      '--rp-font-family-base:"Inter var experimental"',
    );
    const ours = position('--rp-c-brand:#0d9488');
    const layoutVariables = position('--rp-nav-height:64px');
    const navRule = position('.rp-nav{height:var(--rp-nav-height)');
    expect(baseBrand).toBeLessThan(ours);
    expect(baseFonts).toBeLessThan(ours);
    expect(ours).toBeLessThan(layoutVariables);
    expect(ours).toBeLessThan(navRule);
  });

  it('puts a theme-file stylesheet before the component styles, or after them once `Layout` is imported', () => {
    const before = css.indexOf('.fixture-before-theme');
    const after = css.indexOf('.fixture-after-layout');
    const componentStyles = [
      css.indexOf('--rp-nav-height:64px'),
      css.indexOf('.rp-nav{height'),
      css.indexOf('.rp-callout{'),
    ];
    expect(Math.min(before, after, ...componentStyles)).toBeGreaterThan(-1);
    expect(before).toBeLessThan(Math.min(...componentStyles));
    expect(after).toBeGreaterThan(Math.max(...componentStyles));
  });

  it('pre-renders <html> without the `dark` or `rp-dark` class', () => {
    for (const page of ['index.html', 'guide/page.html']) {
      const html = build().read(page);
      const tag = /<html\b[^>]*>/.exec(html)?.[0];
      expect(tag, page).toBeDefined();
      expect(tag, page).not.toMatch(/\bdark\b/);
    }
  });

  it('renders code as `pre.shiki` with one `span.line` per line', () => {
    const html = build().read('guide/page.html');
    expect(html).toMatch(
      /<pre class="shiki css-variables"[^>]*><code><span class="line">/,
    );
  });

  it('ships no web fonts', () => {
    expect(css).not.toContain('@font-face');
    expect(
      build()
        .files()
        .filter((file) => /\.(woff2?|ttf|otf|eot)$/.test(file)),
    ).toEqual([]);
  });

  it('keeps the example selectors as written', () => {
    expect(css).toContain('html:root{');
    expect(css).toContain('html:not(.rp-dark){');
    expect(css).toContain('html.rp-dark{');
    expect(css).toContain('html .rp-home-feature{--rp-home-feature-gap:24px}');
  });
});
