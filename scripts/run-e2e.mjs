// Runs the Playwright suite against the production build, with the Chromium ./chromium.mjs
// finds, its headless shell first (it installs none; .ci/run does that on CI). Extra arguments
// go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  chromiumVersion,
  findHeadlessShell,
  requireChromium,
} from './chromium.mjs';

for (const [dir, script] of [
  ['doc_build', 'build'],
  ['doc_build_variant', 'build:variant'],
]) {
  if (!existsSync(`${dir}/index.html`)) {
    console.error(`${dir}/ is missing: run \`npm run ${script}\` first.`);
    process.exit(1);
  }
}

let executable;
try {
  executable = findHeadlessShell() ?? requireChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(
  `End-to-end tests use ${executable} (${chromiumVersion(executable)})`,
);

const result = spawnSync(
  'npx',
  ['playwright', 'test', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: executable },
  },
);
process.exit(result.status ?? 1);
