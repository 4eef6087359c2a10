/**
 * The originals that framework/forks.ts pins are the installed ones: a new @rspress/core that
 * changes one fails here, with the fork, our file and what to re-check in the message.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PINNED_ORIGINALS, type PinnedOriginal } from '../../framework/forks';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const coreDir = path.dirname(
  createRequire(import.meta.url).resolve('@rspress/core/package.json'),
);
const installedVersion = (
  JSON.parse(readFileSync(path.join(coreDir, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

const pinnedOn = (pin: PinnedOriginal) => pin.verifiedOn.join(', ');

describe.each(PINNED_ORIGINALS.map((pin) => [pin.name, pin] as const))(
  '%s',
  (_, pin) => {
    const original = path.join(coreDir, pin.original);

    it('names our file and an original that exist', () => {
      expect(
        existsSync(path.join(repoRoot, pin.ours)),
        `${pin.name}: our file ${pin.ours} does not exist; update framework/forks.ts`,
      ).toBe(true);
      expect(
        existsSync(original),
        `${pin.name}: @rspress/core ${installedVersion} has no ${pin.original} (pinned on ${pinnedOn(pin)}); find where it went and re-check ${pin.ours}: ${pin.recheck}`,
      ).toBe(true);
    });

    it('finds the original unchanged since it was checked against ours', () => {
      const sha256 = existsSync(original)
        ? createHash('sha256').update(readFileSync(original)).digest('hex')
        : 'missing';
      expect(
        sha256,
        `${pin.name}: @rspress/core changed ${pin.original} (pinned on ${pinnedOn(pin)}, installed ${installedVersion}); re-check ${pin.ours}: ${pin.recheck} Then update sha256 and verifiedOn in framework/forks.ts.`,
      ).toBe(pin.sha256);
    });
  },
);

it('pins each original for a reason of its own', () => {
  const names = PINNED_ORIGINALS.map((pin) => pin.name);
  expect(new Set(names).size).toBe(names.length);
  for (const pin of PINNED_ORIGINALS) {
    expect(pin.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(pin.verifiedOn.length).toBeGreaterThan(0);
    expect(pin.recheck).toMatch(/\.$/);
  }
});
