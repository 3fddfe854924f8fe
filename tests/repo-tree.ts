import { execFileSync } from 'node:child_process';
import { posix } from 'node:path';

/*
 * What a fresh clone gets is what git tracks, not what this checkout's disk holds. A tracked
 * symbolic link to /tmp once made every clone fail to build (issue 18): the check below reads
 * the index, so it judges the tree exactly as `git clone` will write it.
 */

export const MAX_TRACKED_BYTES = 5 * 1024 * 1024;

/** Tracked files allowed over MAX_TRACKED_BYTES, each with why it must live in git. Keep it short. */
export const LARGE_FILE_ALLOWLIST: Readonly<Record<string, string>> = {};

export interface TrackedEntry {
  path: string;
  /** git's mode: 120000 is a symbolic link, 160000 a submodule. */
  mode: string;
  size: number;
  /** The link's target (the blob's content) for a symbolic link. */
  linkTarget?: string;
}

/** Each problem of the tree, as a line of the failing test's message. */
export function treeProblems(entries: readonly TrackedEntry[], allowlist = LARGE_FILE_ALLOWLIST): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    if (entry.mode === '120000') {
      const target = entry.linkTarget ?? '';
      if (target.startsWith('/') || /^[A-Za-z]:[\\/]/.test(target)) {
        problems.push(`${entry.path}: symbolic link to an absolute path (${target})`);
        continue;
      }
      const resolved = posix.normalize(posix.join(posix.dirname(entry.path), target.replaceAll('\\', '/')));
      if (resolved === '..' || resolved.startsWith('../')) {
        problems.push(`${entry.path}: symbolic link leads outside the repository (${target})`);
      }
    } else if (entry.mode === '160000') {
      problems.push(`${entry.path}: a submodule (a clone would not fetch it)`);
    } else if (entry.size > MAX_TRACKED_BYTES && !allowlist[entry.path]) {
      problems.push(`${entry.path}: ${entry.size} bytes, over 5 MiB and not on the allowlist`);
    }
  }
  return problems;
}

/** The index of the repository at `root`: every tracked path with its mode, size and link target. */
export function trackedEntries(root: string): TrackedEntry[] {
  const git = (args: string[], input?: string) =>
    execFileSync('git', args, { cwd: root, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const staged = git(['ls-files', '-s', '-z'])
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta = '', path = ''] = line.split('\t');
      const [mode = '', object = ''] = meta.split(' ');
      return { path, mode, object };
    });
  const blobs = staged.filter((e) => e.mode !== '160000');
  const sizes = git(
    ['cat-file', '--batch-check=%(objectname) %(objectsize)'],
    blobs.map((e) => e.object).join('\n') + '\n',
  )
    .trim()
    .split('\n')
    .map((line) => line.split(' '));
  const sizeOf = new Map(sizes.map(([object, size]) => [object, Number(size)]));
  return staged.map((e) => ({
    path: e.path,
    mode: e.mode,
    size: sizeOf.get(e.object) ?? 0,
    linkTarget: e.mode === '120000' ? git(['cat-file', 'blob', e.object]) : undefined,
  }));
}
