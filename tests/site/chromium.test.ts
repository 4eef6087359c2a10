/**
 * The e2e runner's browser (scripts/chromium.mjs): on Linux x64 it is the headless shell that
 * @sparticuz/chromium ships, unpacked once per version, and it starts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHeadlessShell } from '../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const onLinuxX64 = process.platform === 'linux' && process.arch === 'x64';

describe.skipIf(!onLinuxX64 || process.env.CHROMIUM_PATH)(
  'the headless shell of the e2e tests',
  () => {
    it('is unpacked under node_modules/.cache, per version, and starts', () => {
      const packageDir = path.resolve(
        path.dirname(require.resolve('@sparticuz/chromium')),
        '..',
      );
      const { version } = JSON.parse(
        readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
      ) as { version: string };

      const file = findHeadlessShell();
      expect(file).toBe(
        path.resolve(`node_modules/.cache/headless-shell/${version}/chromium`),
      );
      expect(statSync(file!).mode & 0o111, 'executable').not.toBe(0);
      expect(execFileSync(file!, ['--version'], { encoding: 'utf8' })).toMatch(
        new RegExp(`^Chromium ${version.split('.')[0]}\\.`),
      );
    });

    it('is found again without unpacking', () => {
      const file = findHeadlessShell()!;
      const unpackedAt = statSync(file).mtimeMs;
      expect(findHeadlessShell()).toBe(file);
      expect(statSync(file).mtimeMs).toBe(unpackedAt);
    });
  },
);
