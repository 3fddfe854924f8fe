import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The size rules of eslint.config.js (files ≤ 300 lines, functions ≤ 80, route files ≤ 60), tripped on
 * purpose: generated code is linted as if it sat at a path of the real tree, so the config's globs and
 * exemptions apply. A rule someone narrows until it no longer fires fails here.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const sizeRules = new Set(['max-lines', 'max-lines-per-function']);
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });
});

async function sizeReports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  expect(result?.messages.filter((m) => m.fatal || m.ruleId === null) ?? [], `${filePath} was not linted`).toEqual([]);
  return (result?.messages ?? []).flatMap((m) => (m.ruleId && sizeRules.has(m.ruleId) ? [m.ruleId] : []));
}

/** A function of `n` lines, its braces included. */
const fn = (name: string, n: number) =>
  `export function ${name}(): number {\n  let total = 0;\n${'  total += 1;\n'.repeat(n - 4)}  return total;\n}\n`;
/** `n` lines of top-level declarations. */
const declarations = (n: number) => Array.from({ length: n }, (_, i) => `export const value${i} = ${i};\n`).join('');

describe('size rules', () => {
  it.each(['src/lib/probe.ts', 'server/domain/probe.ts', 'contract/probe.ts', 'src/features/plans/lib/probe.ts'])(
    'reports a function over 80 lines and a file over 300 in %s',
    async (path) => {
      expect(await sizeReports(path, fn('long', 82))).toEqual(['max-lines-per-function']);
      expect(await sizeReports(path, declarations(301))).toEqual(['max-lines']);
    },
  );

  it('allows 80 and 300, and does not count comments or blank lines', async () => {
    expect(await sizeReports('src/lib/probe.ts', fn('fits', 80) + declarations(220))).toEqual([]);
    const commented = fn('explained', 80).replace(/\n/g, '\n  // why\n\n');
    expect(await sizeReports('src/lib/probe.ts', commented)).toEqual([]);
  });

  it('reports a route file over 60 lines', async () => {
    expect(await sizeReports('src/routes/_app/probe.tsx', declarations(61))).toEqual(['max-lines']);
    expect(await sizeReports('src/routes/_app/probe.tsx', declarations(60))).toEqual([]);
  });

  it('exempts tests and testing fixtures', async () => {
    expect(await sizeReports('src/lib/probe.test.ts', fn('long', 90) + declarations(320))).toEqual([]);
    expect(await sizeReports('server/testing/probe.ts', fn('long', 90) + declarations(320))).toEqual([]);
  });
});
