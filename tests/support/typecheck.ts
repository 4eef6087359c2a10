/**
 * Type-checks in-memory TypeScript sources against the packages installed in this project,
 * so documented config and front matter are checked by the same compiler and types a reader
 * gets. Virtual files live under <project>/.virtual/ so module resolution finds node_modules.
 */
import path from 'node:path';
import ts from 'typescript';
import { COMPILER_OPTIONS } from '../../plugins/twoslash-samples/analyze';

export interface VirtualSource {
  /** A label shown in failures, e.g. `docs/en/guide/a.mdx:12`. */
  origin: string;
  /** File extension of the sample: .ts, .tsx, .js, .jsx, .mts. */
  extension: string;
  source: string;
}

export interface SourceProblem {
  origin: string;
  message: string;
}

const VIRTUAL_DIR = path.resolve('.virtual');

/**
 * Parsed declaration files of the installed packages, shared by every program of the worker (as
 * TypeScript's language service shares them): they do not change during a run, and parsing
 * @rspress/core's types with Rsbuild's and Shiki's is a large part of each check.
 */
const installedSourceFiles = new Map<string, ts.SourceFile>();

/**
 * The compiler settings of every type check in the tests: the ones the type hovers compile
 * samples with (close to tsconfig.json), plus JavaScript samples.
 */
export const compilerOptions: ts.CompilerOptions = {
  ...COMPILER_OPTIONS,
  allowJs: true,
  checkJs: true,
};

export function typecheckSources(sources: VirtualSource[]): SourceProblem[] {
  const files = new Map<string, VirtualSource>();
  sources.forEach((sample, index) => {
    // Each sample in its own folder, so every one can be named like the file it shows.
    files.set(
      path.join(VIRTUAL_DIR, String(index), `sample${sample.extension}`),
      sample,
    );
  });

  const host = ts.createCompilerHost(compilerOptions);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) =>
    files.get(path.resolve(file))?.source ?? readFile(file);
  host.fileExists = (file) => files.has(path.resolve(file)) || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const sample = files.get(path.resolve(file));
    if (sample)
      return ts.createSourceFile(file, sample.source, languageVersion, true);
    if (!file.includes('/node_modules/'))
      return getSourceFile(file, languageVersion, onError, shouldCreate);
    const { languageVersion: target, impliedNodeFormat } =
      typeof languageVersion === 'object'
        ? languageVersion
        : { languageVersion, impliedNodeFormat: undefined };
    const key = `${target}:${impliedNodeFormat}:${file}`;
    let sourceFile = installedSourceFiles.get(key);
    if (!sourceFile) {
      sourceFile = getSourceFile(file, languageVersion, onError, shouldCreate);
      if (sourceFile) installedSourceFiles.set(key, sourceFile);
    }
    return sourceFile;
  };

  const program = ts.createProgram([...files.keys()], compilerOptions, host);
  const problems: SourceProblem[] = [];
  for (const [file, sample] of files) {
    const sourceFile = program.getSourceFile(file);
    const diagnostics = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ];
    for (const diagnostic of diagnostics) {
      const where =
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
              .line + 1
          : 0;
      problems.push({
        origin: sample.origin,
        message: `line ${where} of the sample: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      });
    }
  }
  return problems;
}
