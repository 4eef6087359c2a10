/**
 * Type information for many samples at once. twoslash analyses one sample per call, and each
 * call rebuilds TypeScript's checker, which then resolves the types of @rspress/core again:
 * about half a second per sample here, minutes for the site. One language service over every
 * sample keeps one checker for all of them, so the whole site takes seconds. The result has
 * twoslash's shape (hover nodes), so the Shiki transformer renders it as its own.
 *
 * Samples are files of their own folder under the project (like tests/support/typecheck.ts), so
 * their imports resolve from its node_modules. Twoslash notations (`// ^?`, `// @errors`) are
 * not read here: a sample that has them goes through twoslash itself (samples.ts).
 */
import path from 'node:path';
import type { NodeHover } from 'twoslash';
import ts from 'typescript';
import { type Analysis, type Sample, sampleKey } from './store';

export type { Analysis, Sample, SampleProblem } from './store';
export { sampleKey } from './store';

/** What a reader's `rspress.config.ts` compiles with (close to the project's tsconfig.json). */
export const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  types: ['node'],
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
};

const text = (parts: readonly ts.SymbolDisplayPart[] | undefined) =>
  ts.displayPartsToString(parts as ts.SymbolDisplayPart[]);

/**
 * Tag names say nothing a reader needs: an HTML element's type is React's long intrinsic
 * element type, and a closing tag repeats its opening tag.
 */
function isTagWithoutNews(identifier: ts.Identifier): boolean {
  const parent = identifier.parent;
  if (ts.isJsxClosingElement(parent)) return true;
  return (
    (ts.isJsxOpeningElement(parent) || ts.isJsxSelfClosingElement(parent)) &&
    parent.tagName === identifier &&
    /^[a-z]/.test(identifier.text)
  );
}

/** The names that get a hover: every identifier but tag names without news. */
function identifiers(sourceFile: ts.SourceFile): ts.Identifier[] {
  const found: ts.Identifier[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && !isTagWithoutNews(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Analyses `samples` in one TypeScript program; `root` is where imports resolve. */
export function analyzeSamples(
  samples: readonly Sample[],
  root: string,
): Map<string, Analysis> {
  const unique = new Map(samples.map((sample) => [sampleKey(sample), sample]));
  const files = new Map<string, Sample>();
  [...unique.values()].forEach((sample, index) =>
    files.set(
      path.join(
        root,
        '.twoslash-samples',
        String(index),
        `sample.${sample.lang}`,
      ),
      sample,
    ),
  );
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => COMPILER_OPTIONS,
    getScriptFileNames: () => [...files.keys()],
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const content = files.get(file)?.code ?? ts.sys.readFile(file);
      return content === undefined
        ? undefined
        : ts.ScriptSnapshot.fromString(content);
    },
    getCurrentDirectory: () => root,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (file) => files.has(file) || ts.sys.fileExists(file),
    readFile: (file) => files.get(file)?.code ?? ts.sys.readFile(file),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  const service = ts.createLanguageService(host);
  const program = service.getProgram()!;
  const analyses = new Map<string, Analysis>();
  for (const [file, sample] of files) {
    const sourceFile = program.getSourceFile(file)!;
    const lineOf = (position: number) =>
      sourceFile.getLineAndCharacterOfPosition(position);
    const problems = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ].map((diagnostic) => ({
      line: lineOf(diagnostic.start ?? 0).line + 1,
      message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    }));
    const nodes: NodeHover[] = [];
    for (const identifier of identifiers(sourceFile)) {
      const start = identifier.getStart(sourceFile);
      const info = service.getQuickInfoAtPosition(file, start);
      const type = text(info?.displayParts);
      if (!info || !type) continue;
      const { line, character } = lineOf(start);
      nodes.push({
        type: 'hover',
        start,
        length: identifier.end - start,
        line,
        character,
        target: identifier.text,
        text: type,
        docs: text(info.documentation) || undefined,
        tags: info.tags?.map((tag) => [tag.name, text(tag.text) || undefined]),
      });
    }
    analyses.set(sampleKey(sample), {
      result: { code: sample.code, nodes },
      problems,
    });
  }
  return analyses;
}
