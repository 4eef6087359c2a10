// Finds the Chromium that the end-to-end tests, the benchmarks and the picture scripts drive,
// in this order:
//   1. CHROMIUM_PATH from the environment,
//   2. Playwright's own downloaded Chromium,
//   3. a system Chromium (/usr/bin/chromium, /usr/bin/chromium-browser, google-chrome).
// It never installs anything: .ci/run installs a browser on a fresh CI machine.
// The end-to-end tests first look for a headless shell (findHeadlessShell below).
//   node scripts/chromium.mjs   prints the browsers and their versions; exits 1 when there is none
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const require = createRequire(import.meta.url);
const PROJECT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
);

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

const HOW_TO_INSTALL = [
  'No Chromium found. Install one of:',
  "  - Playwright's browser:  npx playwright install chromium",
  '  - Debian/Ubuntu package:  sudo apt-get install chromium fonts-noto-cjk',
  'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
].join('\n');

function playwrightChromium() {
  try {
    const file = chromium.executablePath();
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** The first Chromium found, or undefined. Throws when CHROMIUM_PATH names a missing file. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(
        `CHROMIUM_PATH points to ${fromEnv}, which does not exist.`,
      );
    return fromEnv;
  }
  return (
    playwrightChromium() ?? SYSTEM_CANDIDATES.find((file) => existsSync(file))
  );
}

/** Like findChromium, but throws with the ways to install one when there is none. */
export function requireChromium() {
  const file = findChromium();
  if (!file) throw new Error(HOW_TO_INSTALL);
  return file;
}

/**
 * Chromium's headless shell: the build without the browser's UI layer that Playwright itself
 * launches for headless tests, and cannot download on a machine without its CDN.
 * `@sparticuz/chromium` ships it for Linux x64 as one Brotli file, unpacked once per version
 * into node_modules/.cache/. On 13 pages of the crawl its processes used 30% less CPU than the
 * full Chromium's in headless mode. Undefined when CHROMIUM_PATH is set, on other platforms, or
 * when the shell does not start (a machine without its few shared libraries: NSS, NSPR, Expat).
 */
export function findHeadlessShell() {
  if (process.env.CHROMIUM_PATH) return undefined;
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  let packageDir;
  try {
    // Its entry is build/index.js; the package does not export its package.json.
    packageDir = path.resolve(
      path.dirname(require.resolve('@sparticuz/chromium')),
      '..',
    );
  } catch {
    return undefined;
  }
  const { version } = JSON.parse(
    readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
  );
  const file = path.join(
    PROJECT,
    'node_modules/.cache/headless-shell',
    version,
    'chromium',
  );
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a half-written binary is never taken for the real one.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(
      partial,
      brotliDecompressSync(
        readFileSync(path.join(packageDir, 'bin/chromium.br')),
      ),
      { mode: 0o755 },
    );
    renameSync(partial, file);
  }
  return versionOf(file) ? file : undefined;
}

/** What `--version` prints, or undefined when the browser does not start. */
function versionOf(file) {
  try {
    return execFileSync(file, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

export function chromiumVersion(file) {
  return versionOf(file) ?? 'unknown version';
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  try {
    const file = requireChromium();
    console.log(`${file} (${chromiumVersion(file)})`);
    const shell = findHeadlessShell();
    if (shell)
      console.log(`end-to-end tests: ${shell} (${chromiumVersion(shell)})`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
