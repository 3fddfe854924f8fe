import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LARGE_FILE_ALLOWLIST, MAX_TRACKED_BYTES, trackedEntries, treeProblems, type TrackedEntry } from './repo-tree';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = (path: string, size = 10): TrackedEntry => ({ path, mode: '100644', size });
const link = (path: string, linkTarget: string): TrackedEntry => ({
  path,
  mode: '120000',
  size: linkTarget.length,
  linkTarget,
});

describe('the tracked tree builds on any machine (issue 18)', () => {
  it('holds no link out of the repository and no unlisted file over 5 MiB', () => {
    // Not a git checkout would make this test vacuous: refuse instead of passing.
    expect(existsSync(join(root, '.git')), 'the tests run from a git checkout').toBe(true);
    const entries = trackedEntries(root);
    expect(entries.length).toBeGreaterThan(100);
    expect(treeProblems(entries)).toEqual([]);
  });

  it('keeps the allowlist short and every entry explained and present', () => {
    const paths = new Set(trackedEntries(root).map((e) => e.path));
    expect(Object.keys(LARGE_FILE_ALLOWLIST).length).toBeLessThanOrEqual(5);
    for (const [path, reason] of Object.entries(LARGE_FILE_ALLOWLIST)) {
      expect(reason.trim().length, `${path} needs a reason`).toBeGreaterThan(10);
      expect(paths.has(path), `${path} is no longer tracked: drop it from the allowlist`).toBe(true);
    }
  });

  it('reports an absolute link, a link that climbs out, a submodule and a large file', () => {
    expect(
      treeProblems([
        link('dist', '/tmp/me-dist'),
        link('docs/x', '../../outside'),
        link('a/b', '../..'),
        link('win', 'C:\\temp'),
        { path: 'vendor/lib', mode: '160000', size: 0 },
        file('big.bin', MAX_TRACKED_BYTES + 1),
      ]),
    ).toEqual([
      'dist: symbolic link to an absolute path (/tmp/me-dist)',
      'docs/x: symbolic link leads outside the repository (../../outside)',
      'a/b: symbolic link leads outside the repository (../..)',
      'win: symbolic link to an absolute path (C:\\temp)',
      'vendor/lib: a submodule (a clone would not fetch it)',
      `big.bin: ${MAX_TRACKED_BYTES + 1} bytes, over 5 MiB and not on the allowlist`,
    ]);
  });

  it('accepts links inside the repository, files at the limit and allowlisted large files', () => {
    expect(
      treeProblems(
        [
          link('public/a', 'b/c'),
          link('a/b/c', '../../d'),
          file('edge', MAX_TRACKED_BYTES),
          file('big.pdf', MAX_TRACKED_BYTES * 2),
        ],
        { 'big.pdf': 'a fixture the tests need byte for byte' },
      ),
    ).toEqual([]);
  });
});

describe('the ignore rules (issue 18)', () => {
  // Without a trailing slash a rule matches a file or a symbolic link too, not only a folder.
  const generated = [
    'dist',
    'dev-dist',
    '.data',
    '.data-e2e-4173',
    '.bench',
    'test-results',
    'playwright-report',
    'coverage',
  ];

  it.each(generated)('ignores %s whether it is a folder, a file or a link', (path) => {
    const ignored = execFileSync('git', ['check-ignore', '--no-index', path, `${path}/x`], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(ignored.split('\n').filter(Boolean)).toEqual([path, `${path}/x`]);
  });
});
