/**
 * Builds a small fixture site under tests/fixtures/<name>/ with the real `rspress build` and
 * answers questions about its output, so documented behaviour is proven on the installed
 * version rather than asserted from memory.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const RSPRESS_BIN = path.join(path.dirname(require.resolve('@rspress/core/package.json')), 'bin', 'rspress.js');

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
export function buildFixture(name: string, options: BuildOptions = {}): FixtureBuild {
  const cwd = path.resolve(FIXTURES_DIR, name);
  const outDir = path.join(cwd, options.outDirName ?? 'doc_build');
  rmSync(outDir, { recursive: true, force: true });
  const result = spawnSync(process.execPath, [RSPRESS_BIN, 'build', ...(options.args ?? [])], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false', NO_COLOR: '1', FORCE_COLOR: '0', ...options.env },
    timeout: 180_000,
  });
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [path.relative(outDir, full).split(path.sep).join('/')];
        })
      : [];
  return {
    status: result.status ?? 1,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
    outDir,
    files: () => walk(outDir).sort(),
    read: (relativeFile) => readFileSync(path.join(outDir, relativeFile), 'utf8'),
    has: (relativeFile) => existsSync(path.join(outDir, relativeFile)),
  };
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
