import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The house rules of eslint.config.js, tripped on purpose (decision 012). The boundaries were once
 * configured and never fired (no resolver for `.ts` and `@/`): every forbidden import here must
 * be reported by the right rule, and every allowed one must not, so a rule that rots fails here.
 * Snippets are linted as if they sat at a path of the real tree, so the config's globs apply.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const boundaryRules = new Set([
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-globals',
  'import-x/no-cycle',
]);
const cycleFixture = 'src/lib/testing/lint-cycle';
const serverCycleFixture = 'server/testing/lint-cycle';
const contractCycleFixture = 'contract/testing/lint-cycle';

/** `@/…` specifier of some real module under `dir`: the resolver must find a file to judge it. */
function aModuleIn(dir: string): string {
  const file = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name))
    .sort()[0];
  if (!file) throw new Error(`no module under ${dir}`);
  return `@/${relative('src', join(dir, file)).replace(/\.tsx?$/, '')}`;
}

let eslint: ESLint;

/** [line, rule] of each boundary report for `code` at `filePath`; fails on a parse error or an ignored path. */
async function boundaryReports(filePath: string, code: string): Promise<[number, string][]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  const problems = result?.messages.filter((m) => m.fatal || m.ruleId === null) ?? [];
  expect(problems, `${filePath} was not linted`).toEqual([]);
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== null && boundaryRules.has(m.ruleId))
    .map((m) => [m.line, m.ruleId as string]);
}

const lines = (...imports: string[]) => imports.map((from) => `import '${from}';`).join('\n') + '\n';

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });
});

describe('layering zones (import-x/no-restricted-paths)', () => {
  it('reports a shared module importing a feature, by alias or relative path', async () => {
    const feature = aModuleIn('src/features/transactions');

    expect(await boundaryReports('src/ui/probe.ts', lines(feature, `../${feature.slice(2)}`))).toEqual([
      [1, 'import-x/no-restricted-paths'],
      [2, 'import-x/no-restricted-paths'],
    ]);
  });

  it('reports a feature importing another feature or the app, not its own modules or shared ones', async () => {
    const code = lines(
      aModuleIn('src/features/transactions'),
      aModuleIn('src/app'),
      aModuleIn('src/features/dashboard'),
      aModuleIn('src/lib'),
    );

    expect(await boundaryReports('src/features/dashboard/probe.ts', code)).toEqual([
      [1, 'import-x/no-restricted-paths'],
      [2, 'import-x/no-restricted-paths'],
    ]);
  });

  it.each(['src/features/transactions/api/probe.ts', 'src/features/billet/list/api.ts'])(
    "reports %s (a feature's api code) importing src/ui, not src/api or contract/",
    async (filePath) => {
      const code = lines(
        '@/ui/data-list/prefetch-list',
        aModuleIn('src/ui'),
        '@/api/list-queries',
        '@/api/lists/list-route',
        '@/api',
        '@contract/transactions',
      );

      expect(await boundaryReports(filePath, code)).toEqual([
        [1, 'import-x/no-restricted-paths'],
        [2, 'import-x/no-restricted-paths'],
      ]);
    },
  );

  it('reports src/api importing src/ui, not its own modules, src/lib or contract/', async () => {
    const code = lines(
      '@/ui/data-list/prefetch-list',
      aModuleIn('src/ui'),
      '@/api/lists/filter-types',
      '@/lib/dates',
      '@contract/transactions',
    );

    expect(await boundaryReports('src/api/lists/probe.ts', code)).toEqual([
      [1, 'import-x/no-restricted-paths'],
      [2, 'import-x/no-restricted-paths'],
    ]);
  });

  it('still lets the rest of a feature (its screens, its lib) import src/ui', async () => {
    const code = lines('@/ui/data-list/prefetch-list', aModuleIn('src/ui'));

    expect(await boundaryReports('src/features/transactions/lib/probe.ts', code)).toEqual([]);
  });
});

describe('public pages', () => {
  const forbidden = lines('@/auth', aModuleIn('src/offline'), aModuleIn('src/app'), '@ionic/react');
  const expected = [
    [1, 'import-x/no-restricted-paths'],
    [2, 'import-x/no-restricted-paths'],
    [3, 'import-x/no-restricted-paths'],
    [4, 'no-restricted-imports'],
  ];

  it.each([
    'src/routes/pix/checkout/probe.tsx',
    'src/routes/paylink/checkout/$urlHash/probe.tsx',
    'src/routes/billet/probe.tsx',
    'src/routes/receipt.{-$id}.tsx',
    'src/public/probe.tsx',
  ])('%s may not import auth, offline, app or Ionic JavaScript', async (filePath) => {
    expect(await boundaryReports(filePath, forbidden)).toEqual(expected);
  });

  it("reports Ionic's component modules and the signed-in UI kit", async () => {
    const code = lines('@ionic/core/components/ion-button.js', 'ionicons', aModuleIn('src/ui'));

    expect(await boundaryReports('src/routes/pix/probe.tsx', code)).toEqual([
      [1, 'no-restricted-imports'],
      [2, 'no-restricted-imports'],
      [3, 'import-x/no-restricted-paths'],
    ]);
  });

  it('keeps src/public, shared by the public pages, away from features', async () => {
    const code = lines(aModuleIn('src/features/transactions'));

    expect(await boundaryReports('src/public/probe.ts', code)).toEqual([[1, 'import-x/no-restricted-paths']]);
  });

  it("allows Ionic's CSS, src/public and shared libraries", async () => {
    const code = lines('@ionic/core/css/core.css', '@ionic/react/css/structure.css', '@/public/layout/checkout-layout');

    expect(await boundaryReports('src/routes/paylink/checkout/probe.tsx', code + lines(aModuleIn('src/lib')))).toEqual(
      [],
    );
  });

  it('does not apply to the signed-in app under routes/_app', async () => {
    expect(await boundaryReports('src/routes/_app/paylink/probe.tsx', lines('@/auth', '@ionic/react'))).toEqual([]);
  });
});

describe('library boundaries (one merged no-restricted-imports per file group)', () => {
  const libraries = lines('luxon', 'keycloak-js', 'idb-keyval');

  it('reports all three libraries in one file outside their homes', async () => {
    expect(await boundaryReports('src/features/dashboard/probe.ts', libraries)).toEqual([
      [1, 'no-restricted-imports'],
      [2, 'no-restricted-imports'],
      [3, 'no-restricted-imports'],
    ]);
  });

  it.each([
    ['src/lib/dates/probe.ts', [2, 3]],
    ['src/auth/probe.ts', [1, 3]],
    ['src/offline/probe.ts', [1, 2]],
  ])('in %s allows its own library and reports the other two', async (filePath, reported) => {
    expect(await boundaryReports(filePath, libraries)).toEqual(reported.map((line) => [line, 'no-restricted-imports']));
  });
});

describe("Ionic's components no first screen draws come from src/ui/ionic/ (decision 025)", () => {
  const code = "import { IonButton, IonInput } from '@ionic/react';\nimport { IonChip } from '@ionic/react';\n";

  it.each(['src/features/paylink/probe.tsx', 'src/ui/inputs/probe.tsx', 'src/offline/probe.tsx'])(
    'reports them from @ionic/react in %s, not IonButton alone',
    async (filePath) => {
      expect(await boundaryReports(filePath, code)).toEqual([
        [1, 'no-restricted-imports'],
        [2, 'no-restricted-imports'],
      ]);
      expect(await boundaryReports(filePath, "import { IonButton } from '@ionic/react';\n")).toEqual([]);
    },
  );

  it('allows src/ui/ionic/ to take their types from @ionic/react', async () => {
    expect(await boundaryReports('src/ui/ionic/probe.ts', "import type { IonInput } from '@ionic/react';\n")).toEqual(
      [],
    );
  });
});

describe('server and src stay apart', () => {
  it('reports server code importing the app, not the contract both sides share', async () => {
    const code = lines(aModuleIn('src/lib'), '../contract/runtime-config.ts');

    expect(await boundaryReports('server/probe.ts', code)).toEqual([[1, 'import-x/no-restricted-paths']]);
  });

  it('reports app code importing the server', async () => {
    expect(await boundaryReports('src/lib/probe.ts', lines('../../server/security-headers'))).toEqual([
      [1, 'import-x/no-restricted-paths'],
    ]);
  });
});

describe('import cycles (import-x/no-cycle)', () => {
  it('reports both modules of a two-file cycle; the fixture is outside the normal lint', async () => {
    const unignored = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js'), ignore: false });
    const results = await unignored.lintFiles([join(root, cycleFixture)]);

    expect(await eslint.isPathIgnored(join(root, cycleFixture, 'first.ts'))).toBe(true);
    expect(results.map((r) => [relative(root, r.filePath), r.messages.map((m) => m.ruleId)])).toEqual([
      [`${cycleFixture}/first.ts`, ['import-x/no-cycle']],
      [`${cycleFixture}/second.ts`, ['import-x/no-cycle']],
    ]);
  });

  it('reports a cycle in contract/ too', async () => {
    const unignored = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js'), ignore: false });
    const results = await unignored.lintFiles([join(root, contractCycleFixture)]);
    expect(await eslint.isPathIgnored(join(root, contractCycleFixture, 'first.ts'))).toBe(true);
    expect(results.map((r) => [relative(root, r.filePath), r.messages.map((m) => m.ruleId)])).toEqual([
      [`${contractCycleFixture}/first.ts`, ['import-x/no-cycle']],
      [`${contractCycleFixture}/second.ts`, ['import-x/no-cycle']],
    ]);
  });

  it('reports a cycle in server/ too', async () => {
    const unignored = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js'), ignore: false });
    const results = await unignored.lintFiles([join(root, serverCycleFixture)]);
    expect(await eslint.isPathIgnored(join(root, serverCycleFixture, 'first.ts'))).toBe(true);
    expect(results.map((r) => [relative(root, r.filePath), r.messages.map((m) => m.ruleId)])).toEqual([
      [`${serverCycleFixture}/first.ts`, ['import-x/no-cycle']],
      [`${serverCycleFixture}/second.ts`, ['import-x/no-cycle']],
    ]);
  });
});

describe('server: the business rules know neither the database nor HTTP (import-x/no-restricted-paths)', () => {
  it.each([
    ['server/domain/payments/probe.ts', '../../db/queries/payment-store.ts'],
    ['server/domain/payments/probe.ts', '../../db/index.ts'],
    ['server/domain/payments/probe.ts', '../../api/errors.ts'],
    ['server/domain/billet/probe.ts', '../../db/queries/billets.ts'],
    ['server/domain/probe.ts', '../api/errors.ts'],
    ['server/db/queries/probe.ts', '../../api/errors.ts'],
    // The application layer (decision 031): storage and rules never call it, it never calls HTTP.
    ['server/db/queries/probe.ts', '../../services/money-transaction.ts'],
    ['server/domain/probe.ts', '../services/refunds.ts'],
    ['server/services/probe.ts', '../api/views/refunds.ts'],
  ])('%s may not import %s', async (filePath, from) => {
    expect(await boundaryReports(filePath, lines(from))).toEqual([[1, 'import-x/no-restricted-paths']]);
  });

  it('allows the other domain rules, and server/db implementing the store', async () => {
    expect(await boundaryReports('server/domain/payments/probe.ts', lines('../pix.ts', './store.ts'))).toEqual([]);
    expect(await boundaryReports('server/db/queries/probe.ts', lines('../../domain/payments/store.ts'))).toEqual([]);
  });

  it('lets the services orchestrate the queries and the rules, and the routes call the services', async () => {
    expect(
      await boundaryReports(
        'server/services/probe.ts',
        lines('../db/queries/refunds.ts', '../domain/refunds.ts', './money-transaction.ts'),
      ),
    ).toEqual([]);
    expect(await boundaryReports('server/api/routes/probe.ts', lines('../../services/refunds.ts'))).toEqual([]);
  });
});

describe('server: the seed is imported only by its entry point (import-x/no-restricted-paths)', () => {
  it.each([
    ['server/api/routes/probe.ts', '../../db/seed/prng.ts'],
    ['server/api/probe.ts', '../db/seed/prng.ts'],
    ['server/db/queries/probe.ts', '../seed/prng.ts'],
    ['server/db/probe.ts', './seed/prng.ts'],
    ['server/domain/probe.ts', '../db/seed/prng.ts'],
  ])('%s may not import the seed', async (filePath, from) => {
    // server/domain breaks two zones at once (the seed's and the database's): both report.
    const reports = await boundaryReports(filePath, lines(from));
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.filter(([line, rule]) => line !== 1 || rule !== 'import-x/no-restricted-paths')).toEqual([]);
  });

  it('allows the seeding entry, the seed itself, and the domain rules from routes and queries', async () => {
    expect(await boundaryReports('server/db/bootstrap.ts', lines('./seed/index.ts'))).toEqual([]);
    expect(await boundaryReports('server/db/seed/probe.ts', lines('./prng.ts', '../../domain/codes.ts'))).toEqual([]);
    expect(await boundaryReports('server/api/routes/probe.ts', lines('../../domain/receivable-codes.ts'))).toEqual([]);
  });
});

describe('server: SQL only under server/db (@typescript-eslint/no-restricted-imports)', () => {
  it.each([
    ['server/api/routes/probe.ts', "import { sql } from 'drizzle-orm';"],
    ['server/api/routes/probe.ts', "import { billet } from '../../db/schema/index.ts';"],
    ['server/domain/billet/probe.ts', "import { eq } from 'drizzle-orm';"],
  ])('%s may not %s', async (filePath, code) => {
    expect(await boundaryReports(filePath, `${code}\n`)).toEqual([[1, '@typescript-eslint/no-restricted-imports']]);
  });

  it('allows a row type in a route, and queries under server/db', async () => {
    const typeOnly = "import type { billet } from '../../db/schema/index.ts';\n";
    expect(await boundaryReports('server/api/routes/probe.ts', typeOnly)).toEqual([]);
    expect(await boundaryReports('server/db/queries/probe.ts', "import { sql } from 'drizzle-orm';\n")).toEqual([]);
  });
});

describe('contract/ is plain TypeScript for both sides', () => {
  it.each([
    ['../src/lib/money.ts', 'import-x/no-restricted-paths'],
    ['../server/api/errors.ts', 'import-x/no-restricted-paths'],
    ['node:fs', 'no-restricted-imports'],
    ['hono', 'no-restricted-imports'],
    ['luxon', 'no-restricted-imports'],
  ])('reports contract code importing %s', async (from, rule) => {
    const reports = await boundaryReports('contract/probe.ts', lines(from));
    expect(reports.map(([, ruleId]) => ruleId)).toContain(rule);
  });

  it('reports a platform global', async () => {
    expect(await boundaryReports('contract/probe.ts', 'export const here = window.location.href;\n')).toEqual([
      [1, 'no-restricted-globals'],
    ]);
  });

  it('allows its own modules, valibot and the pure rule libraries', async () => {
    const code = lines(
      './endpoint.ts',
      './rules/cards.ts',
      'valibot',
      'credit-card-type',
      '@brazilian-utils/brazilian-utils',
    );
    expect(await boundaryReports('contract/probe.ts', code)).toEqual([]);
  });
});
