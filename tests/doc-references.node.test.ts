import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { requirementSections, unresolvedReferences, type RepoDocs } from './doc-references';

const root = fileURLToPath(new URL('..', import.meta.url));
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|html|md|yml|yaml|sh|json)$|^\.ci\/run$/;
// Generated files, and this file, whose examples below cite what does not resolve on purpose.
const SKIPPED = new Set(['package-lock.json', 'docs/openapi.json', 'tests/doc-references.node.test.ts']);

const REQUIREMENTS = ['# Requirements', '## 5. Validation rules', '### 5.1 Filter form', '## 7. Calls'].join('\n');
const DOCS: RepoDocs = {
  paths: ['README.md', 'docs/api.md', 'docs/requirements.md', 'docs/decisions/022-offline-session.md'],
  requirements: REQUIREMENTS,
};
const problemsOf = (text: string, path = 'src/a.ts') =>
  unresolvedReferences(path, text, DOCS).map((r) => `${r.line}: ${r.problem}`);

describe('every document the code cites is in the repository (issue 33)', () => {
  it('holds for the whole tracked tree', () => {
    const paths = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(paths.length).toBeGreaterThan(100);
    const docs: RepoDocs = { paths, requirements: readFileSync(join(root, 'docs/requirements.md'), 'utf8') };
    expect(requirementSections(docs.requirements).size, 'docs/requirements.md has numbered sections').toBeGreaterThan(
      9,
    );
    const problems = paths
      .filter((p) => TEXT.test(p) && !SKIPPED.has(p))
      .flatMap((p) => unresolvedReferences(p, readFileSync(join(root, p), 'utf8'), docs))
      .map((r) => `${r.path}:${r.line} ${r.problem}`);
    expect(problems).toEqual([]);
  });

  it('fails on a document kept outside, an old spec citation, an unknown section or decision', () => {
    expect(
      problemsOf(
        [
          '// Ionic one module (TEAM-NOTES.md 16).',
          '/** Spec §7: the calls. See spec section 5. */',
          '// requirements §5.1 and requirements §5.9; decision 022 and decisions 022, 099',
          '// the report for decision 009 (docs/notes.md)',
        ].join('\n'),
      ),
    ).toEqual([
      '1: names TEAM-NOTES.md, which is not in the repository',
      '2: cites "Spec §": cite docs/requirements.md as "requirements §N"',
      '2: cites "spec section 5": cite docs/requirements.md as "requirements §N"',
      '3: cites requirements §5.9, which docs/requirements.md has no heading for',
      '3: cites decision 099, which docs/decisions/ does not hold',
      '4: names docs/notes.md, which is not in the repository',
      '4: cites decision 009, which docs/decisions/ does not hold',
    ]);
  });

  it('accepts what resolves: a tracked document by name or path, a numbered section, a decision', () => {
    expect(
      problemsOf('// README.md, docs/api.md, ../docs/api.md; requirements §5.1, §7; decision 022', 'src/x/a.ts'),
    ).toEqual([]);
    expect(problemsOf('see https://example.com/guide/GUIDE.md')).toEqual([]);
  });
});
