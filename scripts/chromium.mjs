// Finds a Chromium for the end-to-end tests, in this order:
//   1. CHROMIUM_PATH from the environment,
//   2. Playwright's own downloaded Chromium,
//   3. a system Chromium (/usr/bin/chromium, /usr/bin/chromium-browser, google-chrome),
// and installs one when none is found: Playwright's installer first (needs its CDN), then
// Debian's `chromium` package when running as root. Otherwise it stops and says how.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function playwrightChromium() {
  try {
    const file = chromium.executablePath();
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  return playwrightChromium() ?? SYSTEM_CANDIDATES.find((file) => existsSync(file));
}

function tryRun(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

function installChromium() {
  if (tryRun('npx', ['playwright', 'install', 'chromium']) && playwrightChromium()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    tryRun('apt-get', ['update']);
    tryRun('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  }
}

export function ensureChromium() {
  let file = findChromium();
  if (!file) {
    console.log('No Chromium found for the end-to-end tests; installing one.');
    installChromium();
    file = findChromium();
  }
  if (!file) {
    throw new Error(
      [
        'No Chromium is available for the end-to-end tests. Install one of:',
        '  - Playwright\'s browser:  npx playwright install chromium',
        '  - Debian/Ubuntu package:  sudo apt-get install chromium',
        'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
      ].join('\n'),
    );
  }
  return file;
}

export function chromiumVersion(file) {
  try {
    return execFileSync(file, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown version';
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = ensureChromium();
  console.log(`${file} (${chromiumVersion(file)})`);
}
