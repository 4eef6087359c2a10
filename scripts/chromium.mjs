// Finds the Chromium that the end-to-end tests, the benchmarks and the picture scripts drive,
// in this order:
//   1. CHROMIUM_PATH from the environment,
//   2. Playwright's own downloaded Chromium,
//   3. a system Chromium (/usr/bin/chromium, /usr/bin/chromium-browser, google-chrome).
// It never installs anything: .ci/run installs a browser on a fresh CI machine.
//   node scripts/chromium.mjs   prints the browser and its version; exits 1 when there is none
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

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

export function chromiumVersion(file) {
  try {
    return execFileSync(file, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown version';
  }
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  try {
    const file = requireChromium();
    console.log(`${file} (${chromiumVersion(file)})`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
