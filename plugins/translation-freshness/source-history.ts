/**
 * What git knows about a source page: its committed versions, newest first. Works in a
 * shallow clone too, where the list simply ends early.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface SourceVersion {
  commit: string;
  /** Commit date, ISO 8601 in UTC. */
  date: string;
  /** The page's text at that commit (read on demand: most callers stop at a recent one). */
  readText(): string;
}

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Committed versions of a file, following renames; empty outside a repository. */
export function sourceVersions(file: string): SourceVersion[] {
  const cwd = path.dirname(file);
  try {
    const root = git(cwd, ['rev-parse', '--show-toplevel']).trim();
    const log = git(root, [
      'log',
      '--follow',
      '--format=%x00%H %cI',
      '--name-only',
      '--',
      path.relative(root, file),
    ]);
    return log
      .split('\0')
      .filter(Boolean)
      .map((entry) => {
        const [header, ...names] = entry.trim().split('\n');
        const [commit, date] = header.split(' ');
        const pathAtCommit =
          names
            .map((name) => name.trim())
            .filter(Boolean)
            .at(-1) ?? '';
        return { commit, date, pathAtCommit };
      })
      .filter((entry) => entry.pathAtCommit)
      .map(({ commit, date, pathAtCommit }) => ({
        commit,
        date: new Date(date).toISOString(),
        readText: () => {
          try {
            return git(root, ['show', `${commit}:${pathAtCommit}`]);
          } catch {
            return ''; // the commit deleted the file
          }
        },
      }));
  } catch {
    return [];
  }
}
