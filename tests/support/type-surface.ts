/**
 * Reads the public surface of the installed packages with the TypeScript compiler: property
 * names of config and front matter types, nested option objects, and string-literal unions.
 * Reference-page coverage tests compare these names with the headings of the pages, so an
 * upgrade of @rspress/core shows exactly which names are new.
 */
import path from 'node:path';
import ts from 'typescript';

const VIRTUAL_FILE = path.resolve('.virtual/type-surface/surface.ts');

export interface TypeSurface {
  checker: ts.TypeChecker;
  /** The type of `export type <name> = …` in the probe source. */
  exported(name: string): ts.Type;
}

/**
 * Compiles `source` (which imports from the installed packages and exports type aliases) and
 * returns the checker. Example source: `export type Config = import('@rspress/core').UserConfig;`.
 */
export function loadTypeSurface(source: string): TypeSurface {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) =>
    path.resolve(file) === VIRTUAL_FILE ? source : readFile(file);
  host.fileExists = (file) =>
    path.resolve(file) === VIRTUAL_FILE || fileExists(file);
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) =>
    path.resolve(file) === VIRTUAL_FILE
      ? ts.createSourceFile(file, source, languageVersion, true)
      : getSourceFile(file, languageVersion, onError, shouldCreate);

  const program = ts.createProgram([VIRTUAL_FILE], options, host);
  const sourceFile = program.getSourceFile(VIRTUAL_FILE);
  if (!sourceFile) throw new Error('type-surface probe was not compiled');
  const errors = [
    ...program.getSyntacticDiagnostics(sourceFile),
    ...program.getSemanticDiagnostics(sourceFile),
  ];
  if (errors.length > 0) {
    throw new Error(
      errors
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
        .join('\n'),
    );
  }
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) throw new Error('type-surface probe has no exports');
  const exports = checker.getExportsOfModule(moduleSymbol);
  return {
    checker,
    exported(name) {
      const symbol = exports.find((candidate) => candidate.name === name);
      if (!symbol)
        throw new Error(`type-surface probe does not export ${name}`);
      return checker.getDeclaredTypeOfSymbol(symbol);
    },
  };
}

const PRIMITIVE_FLAGS =
  ts.TypeFlags.StringLike |
  ts.TypeFlags.NumberLike |
  ts.TypeFlags.BooleanLike |
  ts.TypeFlags.BigIntLike |
  ts.TypeFlags.ESSymbolLike |
  ts.TypeFlags.Undefined |
  ts.TypeFlags.Null |
  ts.TypeFlags.Void |
  ts.TypeFlags.Never |
  ts.TypeFlags.Any |
  ts.TypeFlags.Unknown;

/** The members of a union (or the type itself), without `undefined`/`null`. */
function members(type: ts.Type): ts.Type[] {
  return type.isUnion() ? type.types : [type];
}

/**
 * The object-shaped members of a type: for `boolean | { a?: 1 }` that is `{ a?: 1 }`. Primitives,
 * functions and arrays are left out; an intersection counts as one object.
 */
function objectMembers(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  return members(type).filter((member) => {
    if (member.flags & PRIMITIVE_FLAGS) return false;
    if (checker.isArrayType(member) || checker.isTupleType(member))
      return false;
    if (
      member.getCallSignatures().length > 0 &&
      member.getProperties().length === 0
    )
      return false;
    return member.getProperties().length > 0;
  });
}

/** The element types of the array members of a type: `Locale[] | undefined` → `Locale`. */
function arrayElementTypes(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  return members(type)
    .filter((member) => checker.isArrayType(member))
    .map((member) => checker.getTypeArguments(member as ts.TypeReference)[0]);
}

/** Property names of the object members of a type, in declaration order, without duplicates. */
export function propertyNames(
  checker: ts.TypeChecker,
  type: ts.Type,
): string[] {
  const names: string[] = [];
  for (const member of objectMembers(checker, type)) {
    for (const property of checker.getPropertiesOfType(member)) {
      if (!names.includes(property.name)) names.push(property.name);
    }
  }
  return names;
}

/** The type of property `name` on the object members of `type` (optional-ness removed). */
export function propertyType(
  checker: ts.TypeChecker,
  type: ts.Type,
  name: string,
): ts.Type {
  for (const member of objectMembers(checker, type)) {
    const property = checker.getPropertyOfType(member, name);
    if (property)
      return checker.getNonNullableType(checker.getTypeOfSymbol(property));
  }
  throw new Error(`no property ${name}`);
}

/**
 * Follows a dotted path such as `markdown.link` or `locales[]` (an array element) from a type.
 */
export function typeAtPath(
  checker: ts.TypeChecker,
  root: ts.Type,
  dottedPath: string,
): ts.Type {
  let current = root;
  for (const segment of dottedPath.split('.')) {
    const isArray = segment.endsWith('[]');
    const name = isArray ? segment.slice(0, -2) : segment;
    current = propertyType(checker, current, name);
    if (isArray) {
      const [element] = arrayElementTypes(checker, current);
      if (!element) throw new Error(`${dottedPath}: ${name} is not an array`);
      current = element;
    }
  }
  return current;
}

export interface EnumerateOptions {
  /** Prefix for every name, e.g. `themeConfig` gives `themeConfig.darkMode`. */
  prefix?: string;
  /**
   * Paths (relative to the root type) whose properties are listed too, e.g. `markdown`,
   * `markdown.link`, or `locales[]` for the items of an array option.
   */
  expand?: readonly string[];
}

/**
 * Every property name of `root`, plus the properties of the nested options named in `expand`,
 * as dotted paths: `route`, `route.cleanUrls`, `locales`, `locales[].lang` …
 */
export function enumerateNames(
  checker: ts.TypeChecker,
  root: ts.Type,
  options: EnumerateOptions = {},
): string[] {
  const join = (base: string, name: string) =>
    base ? `${base}.${name}` : name;
  const names = propertyNames(checker, root).map((name) =>
    join(options.prefix ?? '', name),
  );
  for (const expandPath of options.expand ?? []) {
    const nested = typeAtPath(checker, root, expandPath);
    const nestedNames = propertyNames(checker, nested);
    if (nestedNames.length === 0)
      throw new Error(`${expandPath} has no properties to expand`);
    const base = join(options.prefix ?? '', expandPath);
    names.push(...nestedNames.map((name) => join(base, name)));
  }
  return names;
}

/**
 * Properties of `root` whose type contains an object shape declared by Rspress itself (not an
 * external library type like RsbuildConfig), i.e. candidates for `expand`. Lets a test notice a
 * new nested option object that nobody decided about.
 */
export function nestedObjectProperties(
  checker: ts.TypeChecker,
  root: ts.Type,
  declaredIn: RegExp,
): string[] {
  return propertyNames(checker, root).filter((name) => {
    const type = propertyType(checker, root, name);
    const candidates = [
      ...objectMembers(checker, type),
      ...arrayElementTypes(checker, type).flatMap((t) =>
        objectMembers(checker, t),
      ),
    ];
    return candidates.some((candidate) =>
      (candidate.getSymbol()?.declarations ?? []).some((declaration) =>
        declaredIn.test(declaration.getSourceFile().fileName),
      ),
    );
  });
}

/** The string literals of a union type: `'link' | 'text' | { svg: string }` → `['link', 'text']`. */
export function stringLiterals(type: ts.Type): string[] {
  return members(type)
    .filter((member): member is ts.StringLiteralType =>
      Boolean(member.flags & ts.TypeFlags.StringLiteral),
    )
    .map((member) => member.value);
}
