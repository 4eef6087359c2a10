// Runs the Playwright suite against the production build, with a Chromium found or
// installed by ./chromium.mjs. Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumVersion, ensureChromium } from './chromium.mjs';

for (const [dir, script] of [
  ['doc_build', 'build'],
  ['doc_build_variant', 'build:variant'],
]) {
  if (!existsSync(`${dir}/index.html`)) {
    console.error(`${dir}/ is missing: run \`npm run ${script}\` first.`);
    process.exit(1);
  }
}

const executable = ensureChromium();
console.log(`End-to-end tests use ${executable} (${chromiumVersion(executable)})`);

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: executable },
});
process.exit(result.status ?? 1);
