import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm run lint` fails on what knip reports (CONTRIBUTING.md, "Nothing dead"). The guard must be able
// to fail: knip runs here on a tiny project whose only dead code is one export and one file.
const root = fileURLToPath(new URL('..', import.meta.url));
const probe = 'tests/fixtures/knip-probe';

interface KnipIssue {
  file: string;
  [type: string]: string | { name: string }[];
}

/** Every issue knip reports for `directory`, as 'type: file name'. */
function knipIssues(directory: string): { status: number | null; issues: string[] } {
  const run = spawnSync(
    process.execPath,
    ['node_modules/knip/bin/knip.js', '--directory', directory, '--reporter', 'json', '--no-progress'],
    { cwd: root, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as { issues: KnipIssue[] };
  const issues = report.issues.flatMap(({ file, ...byType }) =>
    Object.entries(byType).flatMap(([type, found]) =>
      Array.isArray(found) ? found.map(({ name }) => `${type}: ${file} ${name}`) : [],
    ),
  );
  return { status: run.status, issues };
}

describe('knip (npm run lint)', () => {
  it('reports the unused export and the unused file, nothing else, and fails', () => {
    const { status, issues } = knipIssues(probe);

    expect(issues.sort()).toEqual(['exports: module.ts unused', 'files: orphan.ts orphan.ts']);
    expect(status).toBe(1);
  });
});
