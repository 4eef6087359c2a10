/**
 * The public surface of the installed @rspress/core, read from the package itself so the
 * reference pages are checked against what a reader's editor and shell actually show:
 *
 * - module exports come from the TypeScript compiler (`getExportsOfModule` on the module
 *   symbol the project's own module resolution finds), never from a hand-kept list;
 * - CLI commands and options come from the `--help` output of the installed binary.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { compilerOptions } from './typecheck';

const require = createRequire(import.meta.url);
const CORE_DIR = path.dirname(require.resolve('@rspress/core/package.json'));
const RSPRESS_BIN = path.join(CORE_DIR, 'bin', 'rspress.js');

// ---------------------------------------------------------------------------------------------
// Module exports
// ---------------------------------------------------------------------------------------------

export interface ExportedName {
  name: string;
  /** True when the export has a value side (function, component, const, enum); false for types. */
  isValue: boolean;
  /** Files (relative to the project) where the export is finally declared, after following re-exports. */
  declaredIn: string[];
}

const PROBE_FILE = path.resolve('.virtual/export-surface/probe.ts');

interface Probe {
  checker: ts.TypeChecker;
  moduleSymbol(specifier: string): ts.Symbol;
}

let probeCache: { key: string; probe: Probe } | undefined;

/** One program that imports every specifier, so they share a checker. */
function probe(specifiers: string[]): Probe {
  const key = specifiers.join('\n');
  if (probeCache?.key === key) return probeCache.probe;
  const source = specifiers
    .map((specifier, index) => `import * as m${index} from '${specifier}';`)
    .join('\n');
  const host = ts.createCompilerHost(compilerOptions);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) =>
    path.resolve(file) === PROBE_FILE ? source : readFile(file);
  host.fileExists = (file) =>
    path.resolve(file) === PROBE_FILE || fileExists(file);
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) =>
    path.resolve(file) === PROBE_FILE
      ? ts.createSourceFile(file, source, languageVersion, true)
      : getSourceFile(file, languageVersion, onError, shouldCreate);
  const program = ts.createProgram([PROBE_FILE], compilerOptions, host);
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(PROBE_FILE);
  if (!sourceFile) throw new Error('the probe file was not loaded');
  const symbols = new Map<string, ts.Symbol>();
  for (const statement of sourceFile.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier)
    )
      continue;
    const symbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    if (!symbol)
      throw new Error(
        `cannot resolve ${statement.moduleSpecifier.text} from the project`,
      );
    symbols.set(statement.moduleSpecifier.text, symbol);
  }
  const result: Probe = {
    checker,
    moduleSymbol(specifier) {
      const symbol = symbols.get(specifier);
      if (!symbol) throw new Error(`${specifier} was not part of the probe`);
      return symbol;
    },
  };
  probeCache = { key, probe: result };
  return result;
}

const SPECIFIERS = ['@rspress/core/runtime', '@rspress/core/theme'];

function describeExports(
  checker: ts.TypeChecker,
  moduleSymbol: ts.Symbol,
): ExportedName[] {
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((symbol) => {
      const target =
        symbol.flags & ts.SymbolFlags.Alias
          ? checker.getAliasedSymbol(symbol)
          : symbol;
      const declarations = target.declarations ?? [];
      return {
        name: symbol.getName(),
        isValue: (target.flags & ts.SymbolFlags.Value) !== 0,
        declaredIn: [
          ...new Set(
            declarations.map((declaration) =>
              path.relative(
                process.cwd(),
                declaration.getSourceFile().fileName,
              ),
            ),
          ),
        ],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Every export of a module specifier as the project resolves it (values and types). */
export function exportsOf(
  specifier: '@rspress/core/runtime' | '@rspress/core/theme',
): ExportedName[] {
  const { checker, moduleSymbol } = probe(SPECIFIERS);
  return describeExports(checker, moduleSymbol(specifier));
}

/**
 * The exports that `@rspress/core/runtime` takes over wholesale from `export * from '<module>'`
 * (react-router-dom in 2.0.22): the module named by that very declaration in the runtime's
 * type entry is resolved by the compiler and its own exports are listed, with the ones that
 * reach the runtime unchanged.
 */
export function starReexportsOfRuntime(): {
  module: string;
  /** Every export of that module. */
  names: Set<string>;
  /** Those the runtime exports as the very same symbol (not shadowed by an own export). */
  identical: Set<string>;
} {
  const { checker, moduleSymbol } = probe(SPECIFIERS);
  const runtime = moduleSymbol('@rspress/core/runtime');
  const entry = runtime.declarations?.[0]?.getSourceFile();
  if (!entry) throw new Error('no declaration file for @rspress/core/runtime');
  const starExports = entry.statements.filter(
    (statement): statement is ts.ExportDeclaration =>
      ts.isExportDeclaration(statement) &&
      !statement.exportClause &&
      statement.moduleSpecifier !== undefined,
  );
  if (starExports.length !== 1) {
    throw new Error(
      `expected one \`export *\` in ${entry.fileName}, found ${starExports.length}: update the coverage rules`,
    );
  }
  const specifier = starExports[0].moduleSpecifier as ts.StringLiteral;
  const reexported = checker.getSymbolAtLocation(specifier);
  if (!reexported) throw new Error(`cannot resolve ${specifier.text}`);
  const resolve = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias
      ? checker.getAliasedSymbol(symbol)
      : symbol;
  const theirs = new Map(
    checker
      .getExportsOfModule(reexported)
      .map((symbol) => [symbol.getName(), resolve(symbol)]),
  );
  const ours = new Map(
    checker
      .getExportsOfModule(runtime)
      .map((symbol) => [symbol.getName(), resolve(symbol)]),
  );
  return {
    module: specifier.text,
    names: new Set(theirs.keys()),
    identical: new Set(
      [...theirs]
        .filter(([name, symbol]) => ours.get(name) === symbol)
        .map(([name]) => name),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

export interface CliOption {
  /** The option column exactly as printed, e.g. `-c, --config <config>` or `--host [host]`. */
  raw: string;
  /** Every spelling, e.g. `['-c', '--config']`. */
  names: string[];
}

export interface CliCommand {
  /** The command column exactly as printed by `rspress --help`, e.g. `build [root]` or `[root]`. */
  raw: string;
  /** The sub-command word, `''` for the default command. */
  name: string;
  description: string;
  options: CliOption[];
}

export interface CliSurface {
  commands: CliCommand[];
  /** Options printed by every command's help. */
  sharedOptions: CliOption[];
}

/** Runs the installed binary (in `cwd`, default the project) and returns what it printed. */
export function runRspress(
  args: string[],
  cwd?: string,
): { status: number; output: string } {
  const result = spawnSync(process.execPath, [RSPRESS_BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 60_000,
  });
  return {
    status: result.status ?? 1,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
  };
}

/** Lines of a help section such as `Commands:` or `Options:` (indented lines up to a blank line). */
function helpSection(help: string, title: string): string[] {
  const lines = help.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === title);
  if (start === -1) return [];
  const section: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.trim()) break;
    section.push(line);
  }
  return section;
}

/** `  -c, --config <config>  Set the …` → option column and description (two or more spaces apart). */
function parseOptionLine(line: string): CliOption {
  const [raw] = line.trim().split(/\s{2,}/);
  const names = raw
    .split(/,\s*/)
    .map((part) => part.split(/\s+/)[0])
    .filter((part) => part.startsWith('-'));
  return { raw, names };
}

function parseCommandLine(line: string): Omit<CliCommand, 'options'> {
  const [raw, ...description] = line.trim().split(/\s{2,}/);
  const first = raw.split(/\s+/)[0];
  return {
    raw,
    name: /^[[<]/.test(first) ? '' : first,
    description: description.join(' '),
  };
}

export function cliSurface(): CliSurface {
  const root = runRspress(['--help']);
  if (root.status !== 0)
    throw new Error(`rspress --help failed:\n${root.output}`);
  const commandLines = helpSection(root.output, 'Commands:');
  if (commandLines.length === 0)
    throw new Error(`no Commands: section in\n${root.output}`);
  const commands = commandLines
    .map(parseCommandLine)
    .map((command): CliCommand => {
      // The default command's options are the ones the root help prints.
      const help = command.name ? runRspress([command.name, '--help']) : root;
      if (help.status !== 0)
        throw new Error(
          `rspress ${command.name} --help failed:\n${help.output}`,
        );
      if (!help.output.includes(`$ rspress ${command.raw}`)) {
        throw new Error(
          `rspress ${command.name} --help does not describe "${command.raw}":\n${help.output}`,
        );
      }
      return {
        ...command,
        options: helpSection(help.output, 'Options:').map(parseOptionLine),
      };
    });
  const [first, ...rest] = commands;
  const sharedOptions = first.options.filter((option) =>
    rest.every((command) =>
      command.options.some((other) => other.raw === option.raw),
    ),
  );
  return { commands, sharedOptions };
}
