/**
 * The GitHub workflow runs the phases of `npm test` (scripts/test-phases.mjs) as parallel jobs.
 * This keeps the two in step: every phase's command runs in some job, and every action is pinned
 * by a commit, not a tag.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_PHASES } from '../../scripts/test-phases.mjs';

const root = path.resolve(__dirname, '../..');
const workflow = readFileSync(
  path.join(root, '.github/workflows/ci.yml'),
  'utf8',
);
const yamlFiles = [
  '.github/workflows/ci.yml',
  ...readdirSync(path.join(root, '.github/actions'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.yml'))
    .map((file) => path.join('.github/actions', file)),
];

describe('GitHub workflow', () => {
  const commands = TEST_PHASES.map(([, command]) => command);

  it.each(commands)('runs `%s` from npm test', (command) => {
    expect(workflow).toMatch(
      new RegExp(
        `run: ${command.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`,
      ),
    );
  });

  it.each(yamlFiles)('%s pins every action by commit', (file) => {
    const uses = [
      ...readFileSync(path.join(root, file), 'utf8').matchAll(/uses:\s*(\S+)/g),
    ].map((match) => match[1]);
    for (const action of uses.filter((use) => !use.startsWith('./')))
      expect(action, file).toMatch(/@[0-9a-f]{40}$/);
  });
});
