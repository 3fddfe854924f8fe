import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * One home per name (eslint.config.js, `oneHomePerName`), tripped on purpose: snippets are linted as if
 * they sat at paths of the real tree, so the config's globs and exemptions apply. A module that
 * re-exports a name makes it importable from two places; only the index.ts barrels may.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });
});

async function homeReports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  expect(result?.messages.filter((m) => m.fatal || m.ruleId === null) ?? [], `${filePath} was not linted`).toEqual([]);
  return (result?.messages ?? []).flatMap((m) => (m.ruleId === 'no-restricted-syntax' ? [m.message] : []));
}

const reExportFrom = "export { luhnCheck } from '@contract/rules/card-checks';\n";
const reExportAll = "export * from '@contract/rules/card-checks';\n";
const reExportImported = "import { luhnCheck } from '@contract/rules/card-checks';\n\nexport { luhnCheck };\n";

describe('one home per name', () => {
  it.each([
    'src/lib/probe.ts',
    'src/features/plans/lib/probe.tsx',
    'server/domain/probe.ts',
    'contract/probe.ts',
    'sw/probe.ts',
  ])('reports a re-export in %s', async (path) => {
    for (const code of [reExportFrom, reExportAll, reExportImported]) {
      const reports = await homeReports(path, code);
      expect(reports, code).toHaveLength(1);
      expect(reports[0]).toContain("Import from the name's home module (one home per name)");
    }
  });

  it('reports a local name exported by a list: it is exported where it is declared', async () => {
    expect(await homeReports('src/lib/probe.ts', 'const LIMIT = 3;\n\nexport { LIMIT };\n')).toHaveLength(1);
    expect(await homeReports('src/lib/probe.ts', 'export const LIMIT = 3;\n')).toEqual([]);
  });

  it('lets an index.ts barrel re-export', async () => {
    for (const code of [reExportFrom, reExportAll, reExportImported]) {
      expect(await homeReports('src/lib/probe/index.ts', code)).toEqual([]);
      expect(await homeReports('server/db/schema/index.ts', code)).toEqual([]);
    }
  });

  it('exempts tests and their helpers', async () => {
    expect(await homeReports('src/lib/probe.test.ts', reExportFrom)).toEqual([]);
    expect(await homeReports('server/testing/probe.ts', reExportFrom)).toEqual([]);
  });
});
