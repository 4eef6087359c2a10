// Runs the Playwright suite against the production build, with a Chromium found or
// installed by ./chromium.mjs. Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumVersion, ensureChromium } from './chromium.mjs';

if (!existsSync('doc_build/index.html')) {
  console.error('doc_build/ is missing: run `npm run build` first.');
  process.exit(1);
}

const executable = ensureChromium();
console.log(`End-to-end tests use ${executable} (${chromiumVersion(executable)})`);

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: executable },
});
process.exit(result.status ?? 1);
