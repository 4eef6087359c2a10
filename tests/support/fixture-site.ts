/**
 * Builds a small fixture site under tests/fixtures/<name>/ with the real `rspress build` and
 * answers questions about its output, so documented behaviour is proven on the installed
 * version rather than asserted from memory.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const RSPRESS_BIN = path.join(
  path.dirname(require.resolve('@rspress/core/package.json')),
  'bin',
  'rspress.js',
);

export const FIXTURES_DIR = path.resolve('tests/fixtures');

export interface FixtureBuild {
  /** Exit status of `rspress build`. */
  status: number;
  /** Everything the command printed (stdout and stderr). */
  output: string;
  outDir: string;
  /** Output files relative to the out dir, posix separators, sorted. */
  files(): string[];
  /** The text of an output file, e.g. `guide/index.html`. */
  read(relativeFile: string): string;
  has(relativeFile: string): boolean;
}

export interface BuildOptions {
  /** Arguments after `rspress build`, e.g. a root folder. */
  args?: string[];
  env?: Record<string, string>;
  /** Output folder name inside the fixture (must match the fixture config's outDir). */
  outDirName?: string;
}

/** `name` is a folder under tests/fixtures/, or an absolute path to a copy of one. */
export function buildFixture(
  name: string,
  options: BuildOptions = {},
): FixtureBuild {
  const cwd = path.resolve(FIXTURES_DIR, name);
  const outDir = path.join(cwd, options.outDirName ?? 'doc_build');
  rmSync(outDir, { recursive: true, force: true });
  const result = spawnSync(
    process.execPath,
    [RSPRESS_BIN, 'build', ...(options.args ?? [])],
    {
      cwd,
      encoding: 'utf8',
      env: {
        ...process.env,
        RSPRESS_PERSISTENT_CACHE: 'false',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        ...options.env,
      },
      timeout: 180_000,
    },
  );
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory()
            ? walk(full)
            : [path.relative(outDir, full).split(path.sep).join('/')];
        })
      : [];
  return {
    status: result.status ?? 1,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
    outDir,
    files: () => walk(outDir).sort(),
    read: (relativeFile) =>
      readFileSync(path.join(outDir, relativeFile), 'utf8'),
    has: (relativeFile) => existsSync(path.join(outDir, relativeFile)),
  };
}

export interface UseFixtureBuildOptions extends BuildOptions {
  /**
   * The test that asserts the build exits with 0: `true` names it 'builds', a string gives
   * another name, `false` leaves it out (for a first test that checks more). Default `true`.
   */
  checkBuilds?: boolean | string;
}

/**
 * Builds a fixture once for the enclosing describe block (or file): registers the `beforeAll`
 * and, unless `checkBuilds` is false, a test asserting that the build succeeded. The returned
 * function gives the build inside tests and later hooks.
 */
export function useFixtureBuild(
  name: string,
  { checkBuilds = true, ...options }: UseFixtureBuildOptions = {},
): () => FixtureBuild {
  let build: FixtureBuild | undefined;
  beforeAll(() => {
    build = buildFixture(name, options);
  }, 180_000);
  const get = (): FixtureBuild => {
    if (!build)
      throw new Error(
        `fixture "${name}" has not been built yet: call the getter inside a test or hook`,
      );
    return build;
  };
  if (checkBuilds !== false) {
    it(checkBuilds === true ? 'builds' : checkBuilds, () => {
      expect(get().status, get().output).toBe(0);
    });
  }
  return get;
}

export interface RunningRspress {
  child: ChildProcess;
  /** Everything it printed until it was ready (stdout and stderr). */
  output: string;
  /** Resolves to its exit code once it has stopped. */
  exited: Promise<number | null>;
}

/**
 * Starts a long-running `rspress <args>` (dev, preview) in `cwd` and resolves once its output
 * passes `ready`; kills it and rejects with the output after `timeout` ms. The caller stops it.
 */
export async function startRspress(
  args: string[],
  {
    cwd,
    env = {},
    ready,
    timeout = 60_000,
  }: {
    cwd: string;
    env?: Record<string, string>;
    ready: (output: string) => boolean;
    timeout?: number;
  },
): Promise<RunningRspress> {
  const child = spawn(process.execPath, [RSPRESS_BIN, ...args], {
    cwd,
    env: {
      ...process.env,
      RSPRESS_PERSISTENT_CACHE: 'false',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => resolve(code)),
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(output));
    }, timeout);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
  });
  return { child, output, exited };
}

/**
 * Writes a small site, given as file paths and their texts, to a fresh folder under .tmp/
 * (git-ignored, and inside the repository so that `@rspress/*` resolve from its node_modules)
 * and returns the folder, for `buildFixture`. The caller removes it when it is done.
 */
export function tempSite(
  prefix: string,
  files: Record<string, string>,
): string {
  const root = path.resolve('.tmp');
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(path.join(root, `${prefix}-`));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** The visible text of an HTML document's <main>-ish content, tags stripped, for loose asserts. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `textOf` with the entities React and Shiki write for quotes and angle brackets decoded. */
export function plainText(html: string): string {
  return textOf(html)
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The tags in an HTML document's <head> that match `pattern` (a /g RegExp). */
export function headTags(html: string, pattern: RegExp): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return head.match(pattern) ?? [];
}

/** Text of every built JavaScript file, for facts that only live in the client bundle. */
export function bundleText(build: FixtureBuild): string {
  return build
    .files()
    .filter((file) => file.endsWith('.js'))
    .map((file) => build.read(file))
    .join('\n');
}
