// The project side of `npm run upgrade-drill`: a throwaway copy of the project pinned to another
// @rspress/core, installed from the registry and built, every step logged to a file.
import { spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// Never copied, wherever they are: dependencies, git data (see copyProject) and build output.
const SKIP_ANYWHERE = /^(node_modules|\.git|\.rspress|doc_build.*)$/;
// Generated folders of the project root only (tests/fixtures has a docs folder named reports).
const SKIP_AT_ROOT = new Set([
  '.tmp',
  '.docs-variant',
  'bench-report',
  'reports',
  'test-results',
  'playwright-report',
]);
// Pinned by the project for Rspress 2.0.22; an older core may want another Rsbuild (and with it
// another Rspack), so the drill drops both together when they do not fit.
export const BUILDER_OVERRIDES = ['@rsbuild/core', '@rspack/core'];

/**
 * Copies the working tree (uncommitted changes included) without .git: the build then has no
 * history, which it tolerates (no last-updated times, no dates on stale translations), and git
 * is kept from finding a repository above the copy (GIT_CEILING_DIRECTORIES in run()).
 */
export function copyProject(from, to) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const name = path.basename(source);
      if (SKIP_ANYWHERE.test(name)) return false;
      return !(path.dirname(source) === from && SKIP_AT_ROOT.has(name));
    },
  });
  rmSync(path.join(to, 'package-lock.json'), { force: true });
}

/** Runs a command in `cwd`, appending its output to `logFile`. Resolves to its exit code. */
export function run(command, args, { cwd, logFile, env = {} }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`$ ${command} ${args.join(' ')}\n`);
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      GIT_CEILING_DIRECTORIES: path.dirname(cwd),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) =>
    child.on('close', (code) =>
      log.end(`\n[exit code ${code}]\n`, () => resolve(code ?? 1)),
    ),
  );
}

/** Output of `npm view <args> --json`, parsed; undefined when the registry has no such thing. */
export async function npmView(...args) {
  const child = spawn('npm', ['view', ...args, '--json'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  // On a miss npm exits 1 and prints its error as JSON on stdout.
  if (code !== 0 || !out.trim()) return undefined;
  try {
    return JSON.parse(out);
  } catch {
    return undefined;
  }
}

/**
 * Pins the copy's package.json to `version`: every @rspress/* dependency the registry has at that
 * version, with an override of the same version so that plugins' transitive @rspress/* resolve to
 * it too. Returns { kept: ['<name> <pin>'] } for the packages the registry lacks at that version.
 */
export async function pinRspress(
  dir,
  version,
  { dropBuilderOverrides = false } = {},
) {
  const file = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  const kept = [];
  pkg.overrides ??= {};
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      if (!name.startsWith('@rspress/')) continue;
      if ((await npmView(`${name}@${version}`, 'version')) === undefined) {
        kept.push(`${name} ${pkg[field][name]}`);
        continue;
      }
      pkg[field][name] = version;
      // npm accepts an override of a direct dependency only when both name the same version.
      pkg.overrides[name] = version;
    }
  }
  if (dropBuilderOverrides)
    for (const name of BUILDER_OVERRIDES) delete pkg.overrides[name];
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  return { kept };
}

/**
 * Whether the project's @rsbuild/core override is a version that @rspress/core@`version` accepts
 * (asked of the registry, which resolves the range). Undefined when there is nothing to check.
 */
export async function builderOverrideFits(dir, version) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const pinned = pkg.overrides?.['@rsbuild/core'];
  const range = (await npmView(`@rspress/core@${version}`, 'dependencies'))?.[
    '@rsbuild/core'
  ];
  if (!pinned || !range) return undefined;
  const accepted = [
    (await npmView(`@rsbuild/core@${range}`, 'version')) ?? [],
  ].flat();
  return { fits: accepted.includes(pinned), pinned, range };
}

// Lines that say a step failed without saying why (rsbuild's wrapper of every loader error),
// progress lines of the other builds running alongside, and stack frames.
const NOISE =
  /build failed in|^error\s+build error:?$|module build failed|^(info|ready|success|start|event|wait)\s|^at |^\[exit code/i;

/**
 * The first lines of a failed step's log that say why: from the first line naming an error,
 * the error messages (`…Error: …`) when there are any, else the lines that are not noise.
 * For the table and the console.
 */
export function firstErrorLines(logFile, count = 3) {
  const lines = readFileSync(logFile, 'utf8')
    .split('\n')
    // Colours, and the frame rspack draws around an error.
    .map((line) => stripVTControlCharacters(line).replace(/^[\s│╰─▶×✖]+/, ''))
    .filter((line) => line && !line.startsWith('$ '));
  const first = lines.findIndex((line) => /error|failed|ERR!/i.test(line));
  const from = first === -1 ? Math.max(0, lines.length - count) : first;
  const tail = lines.slice(from).filter((line) => !NOISE.test(line));
  const messages = tail.filter((line) => /\b\w*Error\b:/.test(line));
  return (messages.length ? messages : tail).slice(0, count);
}

/**
 * Whether failure lines blame the Rsbuild or Rspack version itself, not merely pass through it:
 * every loader error names ./node_modules/@rsbuild/core/..., which says nothing about its version.
 */
export function blamesBuilder(lines) {
  return lines.some((line) =>
    /(?<!node_modules\/)@(rsbuild|rspack)\/core\b/.test(line),
  );
}
