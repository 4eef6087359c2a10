/**
 * The public names of one Rspress release, read with the TypeScript compiler from its type
 * declarations (a published package) or its sources (a release commit of the upstream
 * repository): config keys, theme config keys, front matter keys, plugin hooks and the exports
 * of `@rspress/core`, `@rspress/core/runtime` and `@rspress/core/theme`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The files the four module names of a release resolve to. */
export interface ReleaseEntries {
  shared: string;
  core: string;
  runtime: string;
  theme: string;
}

export const CATEGORIES = [
  'config',
  'themeConfig',
  'frontmatter',
  'pluginHooks',
  'core',
  'runtime',
  'theme',
] as const;
export type Category = (typeof CATEGORIES)[number];
export type ReleaseNames = Record<Category, string[]>;

const PROBE = `
import type { UserConfig, FrontMatterMeta, RspressPlugin } from '@rspress/shared';
export type Config = UserConfig;
export type ThemeConfig = NonNullable<UserConfig['themeConfig']>;
export type Frontmatter = FrontMatterMeta;
export type Plugin = RspressPlugin;
export * as core from '@rspress/core';
export * as runtime from '@rspress/core/runtime';
export * as theme from '@rspress/core/theme';
`;

/**
 * `roots` are the folders that hold the release's own files: an export whose declaration lies
 * elsewhere came in through `export *` from another package (react-router-dom in the runtime)
 * and is not Rspress's API.
 */
export function readReleaseNames(
  entries: ReleaseEntries,
  roots: string[],
  workDir: string,
): ReleaseNames {
  mkdirSync(workDir, { recursive: true });
  const probeFile = path.join(workDir, 'probe.ts');
  writeFileSync(probeFile, PROBE);
  const program = ts.createProgram([probeFile], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    baseUrl: workDir,
    paths: {
      '@rspress/shared': [entries.shared],
      '@rspress/core': [entries.core],
      '@rspress/core/runtime': [entries.runtime],
      '@rspress/core/theme': [entries.theme],
    },
  });
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(probeFile)!;
  const probeSymbol = checker.getSymbolAtLocation(probe)!;
  const exported = new Map(
    checker
      .getExportsOfModule(probeSymbol)
      .map((symbol) => [symbol.name, symbol]),
  );
  const typeOf = (name: string) =>
    checker.getDeclaredTypeOfSymbol(exported.get(name)!);
  const inRelease = (file: string) =>
    roots.some((root) => path.resolve(file).startsWith(path.resolve(root)));

  const moduleExports = (name: string): string[] => {
    const namespace = exported.get(name)!;
    const target = checker.getAliasedSymbol(namespace);
    if (!target.declarations?.length) return [];
    return checker
      .getExportsOfModule(target)
      .filter((symbol) =>
        (symbol.declarations ?? []).some((declaration) =>
          inRelease(declaration.getSourceFile().fileName),
        ),
      )
      .map((symbol) => symbol.name)
      .filter((symbol) => symbol !== 'default');
  };

  return {
    config: propertyPaths(checker, typeOf('Config'), 3),
    themeConfig: propertyPaths(checker, typeOf('ThemeConfig'), 3),
    frontmatter: propertyPaths(checker, typeOf('Frontmatter'), 2),
    pluginHooks: propertyPaths(checker, typeOf('Plugin'), 1),
    core: sorted(moduleExports('core')),
    runtime: sorted(moduleExports('runtime')),
    theme: sorted(moduleExports('theme')),
  };
}

/**
 * `key` and, down to `depth`, `key.child` for keys whose value can be a plain object, or
 * `key[].child` for a list of them.
 */
function propertyPaths(
  checker: ts.TypeChecker,
  type: ts.Type,
  depth: number,
  prefix = '',
): string[] {
  const names: string[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    const name = `${prefix}${property.name}`;
    names.push(name);
    if (depth <= 1) continue;
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    if (!declaration) continue;
    const value = checker.getNonNullableType(
      checker.getTypeOfSymbolAtLocation(property, declaration),
    );
    for (const member of value.isUnion() ? value.types : [value]) {
      const element = checker.isArrayType(member)
        ? checker.getTypeArguments(member as ts.TypeReference)[0]
        : undefined;
      const object = element ?? member;
      if (!isPlainObject(checker, object)) continue;
      names.push(
        ...propertyPaths(
          checker,
          object,
          depth - 1,
          `${name}${element ? '[]' : ''}.`,
        ),
      );
    }
  }
  return sorted(names);
}

function isPlainObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  return (
    (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) !== 0 &&
    type.getCallSignatures().length === 0 &&
    !checker.isArrayType(type) &&
    !checker.isTupleType(type) &&
    checker.getPropertiesOfType(type).length > 0 &&
    // Types from other packages (an Rsbuild config, a Shiki theme) are theirs, not ours.
    (type.getSymbol()?.declarations ?? []).every(
      (declaration) =>
        !declaration.getSourceFile().fileName.includes('/node_modules/'),
    )
  );
}

const sorted = (names: string[]) => [...new Set(names)].sort();
